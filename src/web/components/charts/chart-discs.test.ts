import { describe, expect, it } from 'vitest';
import { details, userDisc } from '../../../core/testing/factories';
import {
  catalogueChartDisc,
  chartDataRow,
  DEFAULT_DISC_COLOR,
  notChartedRows,
  splitChartDiscs,
} from './chart-discs';

describe('chart discs', () => {
  const buzzz = details({
    name: 'Buzzz',
    brand: 'Discraft',
    speed: 5,
    glide: 4,
    turn: -1,
    fade: 1,
  });

  it('draws a bag disc and the same catalogue disc alike, in the colour given', () => {
    const owned = userDisc(1, buzzz, { color: '#ef4444' });
    const { charted, notCharted } = splitChartDiscs([owned]);
    expect(notCharted).toEqual([]);
    expect(charted).toEqual([
      {
        id: owned.id,
        name: 'Buzzz',
        brand: 'Discraft',
        color: '#EF4444',
        outline: expect.stringMatching(/^#(000000|FFFFFF)$/i) as unknown,
        speed: 5,
        glide: 4,
        turn: -1,
        fade: 1,
        stability: 'Stable',
        summary: 'Buzzz: speed 5, glide 4, turn -1, fade 1',
      },
    ]);
    expect(catalogueChartDisc({ id: owned.id, ...buzzz }, '#ef4444')).toEqual(charted[0]);
  });

  it('falls back to the default colour for a colour it cannot read', () => {
    expect(catalogueChartDisc({ id: 'c1', ...buzzz }, 'teal-ish')?.color).toBe(DEFAULT_DISC_COLOR);
    const [drawn] = splitChartDiscs([userDisc(2, buzzz, { color: '' })]).charted;
    expect(drawn?.color).toBe(DEFAULT_DISC_COLOR);
  });

  it('leaves out a disc without details or with an unknown speed', () => {
    const noDetails = userDisc(3, null);
    const noSpeed = userDisc(4, details({ speed: null }));
    expect(splitChartDiscs([noDetails, noSpeed])).toEqual({
      charted: [],
      notCharted: [noDetails, noSpeed],
    });
    expect(catalogueChartDisc({ id: 'c2', ...buzzz, speed: Number.NaN }, '#000000')).toBeNull();
  });

  it('writes data-table rows as name, the four numbers (? when unknown), then the tail', () => {
    expect(chartDataRow('a', 'Zone', { speed: 4, glide: 3, turn: 0, fade: 3 }, ['x'])).toEqual({
      id: 'a',
      cells: ['Zone', '4', '3', '0', '3', 'x'],
    });
    const missing = userDisc(5, details({ glide: null, fade: null }));
    expect(notChartedRows([missing, userDisc(6, null)], ['Not charted'])).toEqual([
      { id: missing.id, cells: ['Buzzz', '5', '?', '-1', '?', 'Not charted'] },
      { id: userDisc(6, null).id, cells: ['Unknown disc', '?', '?', '?', '?', 'Not charted'] },
    ]);
  });
});

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  HOLE_LABELS_UNIQUE,
  LENGTH_INVALID,
  PAR_INVALID,
  FT_PER_M,
} from '../../../core/rules/round';
import { blankHoles, draftOf, holesFromDrafts, lengthInvalid, nextLabel } from './hole-draft';

describe('hole drafts', () => {
  it('starts a layout with N holes of par 3, labelled 1 to N', () => {
    const holes = blankHoles(18);
    expect(holes).toHaveLength(18);
    expect(holes.map((h) => h.label).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(holes.every((h) => h.par === '3' && h.length === '')).toBe(true);
  });

  it('turns typed metres into feet and keeps the unit they were typed in', () => {
    const [a, b] = blankHoles(2);
    const out = holesFromDrafts(
      [
        { ...a!, length: '100' },
        { ...b!, length: '' },
      ],
      'm',
    );
    expect(out).toEqual({
      ok: true,
      holes: [
        expect.objectContaining({ label: '1', par: 3, lengthFt: 328.1, lengthUnit: 'm' }),
        expect.objectContaining({ label: '2', lengthFt: null }),
      ],
    });
    // And back: the editor shows the metres that were typed.
    if (out.ok) expect(draftOf(out.holes[0]!, 'm').length).toBe('100');
  });

  it('shows a length with the language’s decimal mark and no grouping, and reads it back', () => {
    const de = setupI18n({ locale: 'de', messages: { de: {} } });
    const hole = {
      ...{ label: '1', par: 3, lengthFt: 280, lengthUnit: 'ft' as const, shape: null },
      ...{ tee: null, basket: null, note: '' },
    };
    const inMetres = draftOf(hole, 'm', de);
    expect(inMetres.length).toBe('85,3');
    const back = holesFromDrafts([inMetres], 'm');
    expect(back.ok && back.holes[0]!.lengthFt).toBeCloseTo(280, 0);
    // 1,200 ft would read back as 1.2 ft: the editor never groups thousands.
    expect(draftOf({ ...hole, lengthFt: 1200 }, 'ft', de).length).toBe('1200');
    expect(draftOf({ ...hole, lengthFt: 1200 }, 'ft', setupI18n({ locale: 'en' })).length).toBe(
      '1200',
    );
  });

  it('says what is wrong with each hole, in core’s words', () => {
    const holes = blankHoles(3);
    holes[1] = { ...holes[1]!, label: '1', par: '10', length: 'far' };
    holes[2] = { ...holes[2]!, par: '3.5', length: '5000' };
    const out = holesFromDrafts(holes, 'ft');
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.errors.get(0)).toBeUndefined();
    expect(out.errors.get(1)).toEqual({
      label: HOLE_LABELS_UNIQUE,
      par: PAR_INVALID,
      length: LENGTH_INVALID,
    });
    expect(out.errors.get(2)).toEqual({ par: PAR_INVALID, length: LENGTH_INVALID });
    expect(lengthInvalid('m')).toBe(
      `Length must be a number of metres from 1 to ${Math.floor(3000 / FT_PER_M)}`,
    );
  });

  it('labels an added hole after the last number', () => {
    expect(nextLabel(blankHoles(18))).toBe('19');
    expect(nextLabel([...blankHoles(7), { ...blankHoles(1)[0]!, label: '7b' }])).toBe('8');
    expect(nextLabel([])).toBe('1');
  });
});

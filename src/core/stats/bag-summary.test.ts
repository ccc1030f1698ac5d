import { describe, expect, it } from 'vitest';
import { bagSummary } from './bag-summary';
import { details, userDisc } from '../testing/factories';

describe('bagSummary', () => {
  it('handles an empty bag', () => {
    expect(bagSummary([])).toEqual({
      totalDiscs: 0,
      discTypeBreakdown: {
        distance: 0,
        hybrid: 0,
        control: 0,
        approach: 0,
        midrange: 0,
        putter: 0,
        other: 0,
      },
      stabilityByDiscType: expect.any(Object),
      flightNumbers: { avgSpeed: null, avgGlide: null, avgTurn: null, avgFade: null },
      mostCommonBrand: null,
      brandCounts: [],
    });
  });

  it.each([
    {
      why: 'rounds 7.25 up to 7.3 and -7.25 to -7.2 (Math.round)',
      discs: [
        details({ speed: 7, glide: 5, turn: -7, fade: 1 }),
        details({ speed: 7.5, glide: 5, turn: -7.5, fade: 2 }),
      ],
      expected: { avgSpeed: 7.3, avgGlide: 5, avgTurn: -7.2, avgFade: 1.5 },
    },
    {
      why: 'averages only the discs that have the number',
      discs: [
        details({ speed: 12, glide: null, turn: null, fade: 3 }),
        details({ speed: null, glide: null, turn: -2, fade: 1 }),
        null,
      ],
      expected: { avgSpeed: 12, avgGlide: null, avgTurn: -2, avgFade: 2 },
    },
    {
      why: 'thirds round to 1 decimal',
      discs: [details({ speed: 1 }), details({ speed: 1 }), details({ speed: 2 })],
      expected: { avgSpeed: 1.3, avgGlide: 4, avgTurn: -1, avgFade: 1 },
    },
  ])('flightNumbers: $why', ({ discs, expected }) => {
    expect(bagSummary(discs.map((d, i) => userDisc(i + 1, d))).flightNumbers).toEqual(expected);
  });

  it('counts types, stability and brands', () => {
    const summary = bagSummary([
      userDisc(
        1,
        details({ name: 'Zone', brand: 'Discraft', category: 'Putter', turn: 0, fade: 3 }),
      ),
      userDisc(
        2,
        details({ name: 'Luna', brand: 'Discraft', category: 'Putter', turn: 0, fade: 0 }),
      ),
      userDisc(3, details({ name: 'Teebird', brand: 'Innova', category: 'Fairway Driver' })),
      userDisc(
        4,
        details({ name: 'Aviar', brand: 'Innova', category: 'Putter', turn: 0, fade: 1 }),
      ),
      userDisc(5, details({ name: 'Maul', brand: 'Axiom', category: 'Hybrid Driver' })),
      userDisc(6, null),
    ]);
    expect(summary.totalDiscs).toBe(6);
    expect(summary.discTypeBreakdown).toMatchObject({ putter: 3, control: 1, hybrid: 1, other: 1 });
    expect(summary.stabilityByDiscType.putter).toEqual({
      overstable: 1,
      stable: 2,
      understable: 0,
    });
    expect(summary.brandCounts).toEqual([
      { brand: 'Discraft', count: 2 },
      { brand: 'Innova', count: 2 },
      { brand: 'Axiom', count: 1 },
      { brand: 'Unknown', count: 1 },
    ]);
    expect(summary.mostCommonBrand).toBe('Discraft');
  });
});

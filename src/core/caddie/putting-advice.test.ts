import { describe, expect, it } from 'vitest';
import { FT_PER_M } from '../rules/round';
import { testHole, testRound, testShot } from '../testing/rounds';
import { bagGap, leftInTheBag, worstHoles } from './bag-advice';
import { puttingRates } from './putting';
import { MIN_PUTTS } from './rules';
import type { CaddieDisc } from './tee';

/** A hole whose approach leaves `fromM` metres, then `putts` putts with `disc`, the last made. */
const puttHole = (fromM: number, putts: number, disc: string) => ({
  hole: testHole('1', 3, 300),
  strokes: 1 + putts,
  shots: [
    testShot({ toBasketFt: fromM * FT_PER_M }),
    ...Array.from({ length: putts - 1 }, () => testShot({ userDiscId: disc, toBasketFt: 2 })),
    testShot({ userDiscId: disc, result: 'basket' }),
  ],
});

describe('putting rates as the tours count them', () => {
  it('counts C1 to 10 m, C1X from 3.3 m without tap-ins, C2 from 10 to 20 m, per putter', () => {
    const plays = [
      ...Array.from({ length: 10 }, () => puttHole(6, 1, 'aviar')), // C1X makes
      ...Array.from({ length: 10 }, () => puttHole(3, 2, 'aviar')), // C1 misses, then tap-ins
      ...Array.from({ length: 10 }, () => puttHole(15, 2, 'judge')), // C2 misses, then tap-ins
      ...Array.from({ length: 10 }, () => puttHole(25, 1, 'judge')), // beyond C2: not a putt
    ];
    const { all, byDisc } = puttingRates([testRound('r', plays)]);
    // C1: 10 makes from 6 m, 10 misses from 3 m, and 20 tap-ins from 2 ft made.
    expect(all.c1).toEqual({ made: 30, attempts: 40, rate: 0.75 });
    expect(all.c1x).toEqual({ made: 10, attempts: 10, rate: 1 });
    expect(all.c2).toEqual({ made: 0, attempts: 10, rate: 0 });
    const aviar = byDisc.find((d) => d.userDiscId === 'aviar')!;
    expect(aviar.c1).toEqual({ made: 20, attempts: 30, rate: 20 / 30 });
    expect(aviar.c2.attempts).toBe(0);
    const judge = byDisc.find((d) => d.userDiscId === 'judge')!;
    expect(judge.c2).toEqual({ made: 0, attempts: 10, rate: 0 });
  });

  it('gives no rate below the minimum of putts', () => {
    const plays = Array.from({ length: MIN_PUTTS - 1 }, () => puttHole(6, 1, 'aviar'));
    const { all } = puttingRates([testRound('r', plays)]);
    expect(all.c1x).toEqual({ made: MIN_PUTTS - 1, attempts: MIN_PUTTS - 1, rate: null });
  });
});

const disc = (id: string, distanceFt: number, finishFt = 0): CaddieDisc => ({
  userDiscId: id,
  name: id,
  distanceFt,
  finishFt,
  measuredThrows: 10,
});

describe('bag advice from rounds', () => {
  it('lists the bag’s discs not thrown in the last rounds with described shots', () => {
    const thrown = (id: string, disc: string, day: number) =>
      testRound(
        id,
        [{ hole: testHole('1', 3), strokes: 3, shots: [testShot({ userDiscId: disc })] }],
        { startedAt: `2024-06-${String(day).padStart(2, '0')}T10:00:00.000Z` },
      );
    const rounds = [
      thrown('a', 'zone', 1),
      thrown('b', 'buzzz', 2),
      thrown('c', 'teebird', 3),
      testRound('d', [{ hole: testHole('1', 3), strokes: 3 }]),
    ];
    expect(leftInTheBag(rounds, ['teebird', 'buzzz', 'zone', 'wraith'], 2)).toEqual({
      userDiscIds: ['zone', 'wraith'],
      rounds: 2,
    });
    expect(leftInTheBag([rounds[3]!], ['teebird'])).toEqual({ userDiscIds: [], rounds: 0 });
  });

  it('finds the holes scored worst and what the bag lacks for them', () => {
    const long = testHole('9', 4, 520, 'straight');
    const dogleg = testHole('4', 3, 300, 'right');
    const easy = testHole('1', 3, 250);
    const rounds = [1, 2].map((n) =>
      testRound(`r${n}`, [
        { hole: easy, strokes: 3 },
        { hole: dogleg, strokes: 4 },
        { hole: long, strokes: 6 },
      ]),
    );
    const discs = [disc('teebird', 300, -20), disc('destroyer', 380, -30), disc('buzzz', 250)];
    const worst = worstHoles(rounds, discs);
    expect(worst.map((h) => [h.label, h.averageToPar, h.gap])).toEqual([
      ['9', 2, 'distance'],
      ['4', 1, 'shape'],
    ]);
    expect(bagGap(discs, 250, null)).toBeNull();
  });
});

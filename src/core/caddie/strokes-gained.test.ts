import { describe, expect, it } from 'vitest';
import { seeded, strokesAround, testHole, testRound, testShot } from '../testing/rounds';
import type { Round } from '../schemas/round';
import {
  baselinePoints,
  defaultBaseline,
  expectedStrokes,
  fitBaseline,
  playerBaseline,
  type Baseline,
} from './baseline';
import { BASELINE_SCALE_FT, MIN_SG_SHOTS } from './rules';
import { shotStrokesGained, strokesGainedByDisc } from './strokes-gained';

/** The distance from which `b` expects `e` strokes (the baseline's inverse). */
const distanceFor = (b: Baseline, e: number) => BASELINE_SCALE_FT * Math.expm1((e - b.c) / b.a);

describe('the baseline (expected strokes to hole out)', () => {
  it('is 0 in the basket and grows with the distance', () => {
    expect(expectedStrokes(defaultBaseline, 0)).toBe(0);
    const e = [20, 66, 300, 500].map((d) => expectedStrokes(defaultBaseline, d));
    expect(e[0]).toBeCloseTo(1.3, 1);
    expect(e[2]).toBeCloseTo(2.9, 1);
    expect([...e].sort((a, b) => a - b)).toEqual(e);
  });

  it('falls back to the default curve without rounds, and moves off it only with a sample', () => {
    const none = fitBaseline([]);
    expect(none.points).toBe(0);
    expect(none.c).toBeCloseTo(defaultBaseline.c, 9);
    expect(none.a).toBeCloseTo(defaultBaseline.a, 9);
    const one = fitBaseline([{ fromFt: 300, strokes: 5 }]);
    expect(
      Math.abs(expectedStrokes(one, 300) - expectedStrokes(defaultBaseline, 300)),
    ).toBeLessThan(0.25);
  });

  it('recovers a simulated player’s own curve within 0.1 strokes from 200 rounds', () => {
    const truth: Baseline = { c: 1.25, a: 0.8, points: 0 };
    const random = seeded(7);
    const rounds: Round[] = [];
    for (let r = 0; r < 200; r++) {
      const plays = Array.from({ length: 18 }, (_, i) => {
        const length = 30 + random() * 870;
        return {
          hole: testHole(String(i + 1), 3, Math.round(length)),
          strokes: Math.max(1, strokesAround(expectedStrokes(truth, Math.round(length)), random)),
        };
      });
      rounds.push(testRound(`r${r}`, plays));
    }
    const fitted = playerBaseline(rounds);
    expect(fitted.points).toBe(3600);
    for (const d of [40, 150, 300, 500, 800]) {
      expect(Math.abs(expectedStrokes(fitted, d) - expectedStrokes(truth, d))).toBeLessThan(0.1);
    }
  });

  it('reads a fully described hole’s shots as points, with out-of-bounds penalties after them', () => {
    const hole = testHole('1', 3, 300);
    const round = testRound('r', [
      {
        hole,
        strokes: 5,
        penalty: 1,
        shots: [
          testShot({ toBasketFt: 120 }),
          testShot({ toBasketFt: 40, result: 'ob' }),
          testShot({ toBasketFt: 8 }),
          testShot({ result: 'basket' }),
        ],
      },
    ]);
    expect(baselinePoints([round])).toEqual([
      { fromFt: 300, strokes: 5 },
      { fromFt: 120, strokes: 4 },
      { fromFt: 40, strokes: 2 },
      { fromFt: 8, strokes: 1 },
    ]);
  });
});

/**
 * Rounds where the tee shots of disc "good" leave the player half a stroke better off than those
 * of disc "plain", which play exactly to the baseline; the rest of each hole is played to the
 * baseline too, in whole strokes.
 */
function halfStrokeRounds(count: number): Round[] {
  const truth = defaultBaseline;
  const random = seeded(11);
  return Array.from({ length: count }, (_, r) =>
    testRound(
      `r${r}`,
      Array.from({ length: 18 }, (_, i) => {
        const length = Math.round(220 + random() * 200);
        const good = i % 2 === 0;
        const after = expectedStrokes(truth, length) - 1 - (good ? 0.5 : 0);
        const left = Math.round(distanceFor(truth, after) * 10) / 10;
        const rest = Math.max(1, strokesAround(expectedStrokes(truth, left), random));
        const shots = [
          testShot({ userDiscId: good ? 'good' : 'plain', toBasketFt: left, result: 'fairway' }),
          ...Array.from({ length: rest - 1 }, () =>
            testShot({ userDiscId: 'putter', toBasketFt: 5 }),
          ),
          testShot({ userDiscId: 'putter', result: 'basket' }),
        ];
        return { hole: testHole(String(i + 1), 3, length), strokes: 1 + rest, shots };
      }),
      { startedAt: `2024-06-${String(1 + (r % 28)).padStart(2, '0')}T10:00:00.000Z` },
    ),
  );
}

describe('strokes gained per disc', () => {
  it('finds the disc that saves half a stroke per hole', () => {
    const rounds = halfStrokeRounds(30);
    const sg = strokesGainedByDisc(rounds, playerBaseline(rounds));
    const good = sg.find((d) => d.userDiscId === 'good')!;
    const plain = sg.find((d) => d.userDiscId === 'plain')!;
    expect(sg.indexOf(good)).toBeLessThan(sg.indexOf(plain));
    expect(good.shots).toBe(270);
    expect(good.results).toEqual({ fairway: 270 });
    expect(good.perShot! - plain.perShot!).toBeGreaterThan(0.4);
    expect(good.perShot! - plain.perShot!).toBeLessThan(0.6);
    // Nine tee shots a round with each: 9 × (0.4 to 0.6) strokes a round between them.
    expect(good.perRound! - plain.perRound!).toBeCloseTo(9 * (good.perShot! - plain.perShot!), 9);
    expect(good.rounds).toBe(30);
  });

  it('against the baseline itself, the half stroke is exact', () => {
    const rounds = halfStrokeRounds(2);
    const sg = strokesGainedByDisc(rounds, defaultBaseline);
    expect(sg.find((d) => d.userDiscId === 'good')!.perShot).toBeCloseTo(0.5, 1);
    expect(sg.find((d) => d.userDiscId === 'plain')!.perShot).toBeCloseTo(0, 1);
  });

  it('gives no figure below the minimum sample, and counts the shots behind it', () => {
    const play = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        hole: testHole(String(i + 1), 3, 300),
        strokes: 3,
        shots: [
          testShot({ userDiscId: 'd', toBasketFt: 40 }),
          testShot({ toBasketFt: 5 }),
          testShot({ result: 'basket' }),
        ],
      }));
    const below = strokesGainedByDisc([testRound('a', play(MIN_SG_SHOTS - 1))], defaultBaseline);
    expect(below[0]).toMatchObject({ userDiscId: 'd', measuredShots: MIN_SG_SHOTS - 1 });
    expect(below[0]!.perShot).toBeNull();
    expect(below[0]!.perRound).toBeNull();
    const enough = strokesGainedByDisc([testRound('a', play(MIN_SG_SHOTS))], defaultBaseline);
    expect(enough[0]!.perShot).not.toBeNull();
  });

  it('charges an out-of-bounds shot its penalty stroke, and skips shots with no known end', () => {
    const shots = [testShot({ toBasketFt: 200, result: 'ob' }), testShot({}), testShot({})];
    const b = defaultBaseline;
    expect(shotStrokesGained(b, 300, shots, 0)).toBeCloseTo(
      expectedStrokes(b, 300) - expectedStrokes(b, 200) - 2,
      9,
    );
    expect(shotStrokesGained(b, 300, shots, 1)).toBeNull();
    const typed = [testShot({ distanceFt: 250 })];
    expect(shotStrokesGained(b, 300, typed, 0)).toBeCloseTo(
      expectedStrokes(b, 300) - expectedStrokes(b, 50) - 1,
      9,
    );
  });
});

/**
 * Synthetic rounds for the caddie's and the rounds' tests: holes, shots and rounds with every
 * field filled, and a seeded random source so that simulated players give the same data each run.
 */
import type { HoleShape } from '../rules/round';
import type { Round, Shot } from '../schemas/round';

export const testHole = (
  label: string,
  par: number,
  lengthFt: number | null = null,
  shape: HoleShape | null = null,
): Round['holes'][number] => ({
  label,
  par,
  lengthFt,
  lengthUnit: 'ft',
  shape,
  tee: null,
  basket: null,
  note: '',
});

let shotNo = 0;
export const testShot = (over: Partial<Shot> = {}): Shot => ({
  id: `00000000-0000-4000-8000-${String(++shotNo).padStart(12, '0')}`,
  userDiscId: null,
  throwType: null,
  effort: null,
  landing: null,
  distanceFt: null,
  toBasketFt: null,
  result: null,
  ...over,
});

export interface TestHolePlay {
  hole: Round['holes'][number];
  strokes: number;
  penalty?: number;
  shots?: Shot[];
}

/** A round of the player alone on `plays`, one per hole in order. */
export function testRound(
  id: string,
  plays: readonly TestHolePlay[],
  over: Partial<Round> = {},
): Round {
  return {
    id,
    courseId: null,
    layoutId: 'layout-1',
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes: plays.map((p) => p.hole),
    guests: [],
    bagId: null,
    startedAt: '2024-06-10T10:00:00.000Z',
    finishedAt: null,
    source: 'hyzer',
    scores: plays.map((p, i) => ({
      hole: i + 1,
      scores: [{ player: 0, strokes: p.strokes, penalty: p.penalty ?? 0, putts: null }],
      shots: p.shots ?? [],
      updatedAt: '2024-06-10T10:00:00.000Z',
    })),
    updatedAt: '2024-06-10T10:00:00.000Z',
    ...over,
  };
}

/** A seeded source of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number of strokes whose mean is `expected`: its floor, one more with its fraction. */
export function strokesAround(expected: number, random: () => number): number {
  const lo = Math.floor(expected);
  return lo + (random() < expected - lo ? 1 : 0);
}

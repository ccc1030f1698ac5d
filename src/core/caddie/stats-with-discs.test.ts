import { describe, expect, it } from 'vitest';
import type { Slices } from '../collection/time-slices';
import type { Round } from '../schemas/round';
import { roundStats } from '../rounds/stats';
import { seeded, testHole, testRound, testShot } from '../testing/rounds';
import { playerBaseline } from './baseline';
import { statsWithDiscs } from './stats-with-discs';
import { strokesGainedByDisc } from './strokes-gained';

/** Rounds on two layouts, some with described shots of three discs, some with scores only. */
function history(count: number): Round[] {
  const random = seeded(3);
  return Array.from({ length: count }, (_, r) => {
    const described = r % 3 !== 0;
    const plays = Array.from({ length: 9 }, (_, i) => {
      const length = 200 + 25 * i;
      const strokes = 2 + Math.floor(random() * 3);
      const shots = described
        ? Array.from({ length: strokes }, (_, s) =>
            testShot({
              userDiscId: s === 0 ? (i % 2 ? 'driver' : 'mid') : 'putter',
              toBasketFt: s === strokes - 1 ? null : Math.round(length / (s + 2)),
              result: s === strokes - 1 ? 'basket' : s === 0 ? 'fairway' : 'circle1',
            }),
          )
        : [];
      return { hole: testHole(String(i + 1), 3, length), strokes, shots };
    });
    return testRound(`r${r}`, plays, {
      layoutId: r % 2 ? 'layout-a' : 'layout-b',
      startedAt: new Date(Date.UTC(2024, 0, 1 + r)).toISOString(),
    });
  });
}

/** The rounds in pages of `size`, each a turn later (as the database would answer them). */
async function* pagesOf(rounds: readonly Round[], size: number) {
  for (let i = 0; i < rounds.length; i += size) {
    await Promise.resolve();
    yield rounds.slice(i, i + size);
  }
}

describe('the statistics read a page at a time', () => {
  it('equal the statistics of every round at once, whatever the page size', async () => {
    const rounds = history(60);
    const whole = {
      ...roundStats(rounds),
      discs: strokesGainedByDisc(rounds, playerBaseline(rounds)),
    };
    expect(whole.discs.map((d) => d.userDiscId).sort()).toEqual(['driver', 'mid', 'putter']);
    for (const size of [1, 7, 60]) {
      expect(await statsWithDiscs(pagesOf(rounds, size))).toEqual(whole);
    }
  });

  it('give way between rounds when a slice has run its time', async () => {
    const rounds = history(12);
    let pauses = 0;
    const always: Slices = {
      due: () => true,
      pause: () => {
        pauses += 1;
        return Promise.resolve();
      },
    };
    await statsWithDiscs(pagesOf(rounds, 5), always);
    // Once per round in the first pass, once per described round in the second.
    expect(pauses).toBe(12 + rounds.filter((r) => r.scores.some((h) => h.shots.length)).length);
  });

  it('of no rounds are empty', async () => {
    expect(await statsWithDiscs([])).toEqual({ ...roundStats([]), discs: [] });
  });
});

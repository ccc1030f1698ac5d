import { describe, expect, it } from 'vitest';
import type { Round, Shot } from '../schemas/round';
import { C1_FT, FT_PER_M } from '../rules/round';
import {
  cardTotals,
  formatToPar,
  layoutStats,
  myStrokes,
  playerStats,
  resumeHole,
  roundStats,
  roundSummary,
} from './stats';

const hole = (label: string, par: number, lengthFt: number | null = null) => ({
  label,
  par,
  lengthFt,
  lengthUnit: 'ft' as const,
  shape: null,
  tee: null,
  basket: null,
  note: '',
});

const shot = (over: Partial<Shot>): Shot => ({
  id: crypto.randomUUID(),
  userDiscId: null,
  throwType: null,
  effort: null,
  landing: null,
  distanceFt: null,
  toBasketFt: null,
  result: null,
  ...over,
});

/** A round of `mine` strokes (null: not played) on a layout of `pars`; a guest scores par. */
function round(
  id: string,
  pars: number[],
  mine: (number | null)[],
  over: Partial<Round> = {},
): Round {
  return {
    id,
    courseId: null,
    layoutId: 'layout-1',
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes: pars.map((p, i) => hole(String(i + 1), p)),
    guests: ['Alex'],
    bagId: null,
    startedAt: `2024-06-${String(10 + Number(id.replace(/\D/g, '') || 0)).padStart(2, '0')}T10:00:00.000Z`,
    finishedAt: null,
    source: 'hyzer',
    scores: mine.flatMap((s, i) =>
      s === null
        ? []
        : [
            {
              hole: i + 1,
              scores: [
                { player: 0, strokes: s, penalty: 0, putts: null },
                { player: 1, strokes: 1, penalty: 0, putts: null },
              ],
              shots: [],
              updatedAt: '2024-06-10T10:00:00.000Z',
            },
          ],
    ),
    updatedAt: '2024-06-10T10:00:00.000Z',
    ...over,
  };
}

describe('roundSummary', () => {
  it('scores the holes played, counts birdies to doubles, and ignores the guests', () => {
    const r = round('r1', [3, 3, 4, 5, 3], [2, 3, 6, 3, null]);
    expect(myStrokes(r)).toEqual([2, 3, 6, 3, null]);
    const s = roundSummary(r);
    expect(s).toMatchObject({
      holesPlayed: 4,
      strokes: 14,
      par: 15,
      toPar: -1,
      counts: { eagles: 1, birdies: 1, pars: 1, bogeys: 0, doubles: 1 },
    });
    // Without history the holes are judged against par.
    expect(s.best.map((h) => [h.label, h.against, h.basis])).toEqual([
      ['4', -2, 'par'],
      ['1', -1, 'par'],
    ]);
    expect(s.worst.map((h) => [h.label, h.against])).toEqual([['3', 2]]);
  });

  it('judges the holes against the player’s average on the same layout', () => {
    const history = [round('r1', [3, 3, 3], [4, 3, 2]), round('r2', [3, 3, 3], [4, 3, 2])];
    const today = round('r3', [3, 3, 3], [3, 3, 3]);
    const s = roundSummary(today, [
      ...history,
      today,
      round('r4', [3, 3, 3], [9, 9, 9], { layoutId: 'other' }),
    ]);
    expect(s.best).toEqual([{ hole: 1, label: '1', strokes: 3, against: -1, basis: 'average' }]);
    expect(s.worst).toEqual([{ hole: 3, label: '3', strokes: 3, against: 1, basis: 'average' }]);
  });
});

describe('layoutStats', () => {
  it('gives rounds played, best, average, each hole against par and the birdie rate', () => {
    const rounds = [
      round('r1', [3, 3, 4], [2, 3, 4]),
      round('r2', [3, 3, 4], [3, 4, 5]),
      round('r3', [3, 3, 4], [2, null, null]), // unfinished: its hole counts, the round does not
      round('r4', [3, 3], [3, 3], { layoutId: 'blue', layoutName: 'Blue' }),
    ];
    const [gold, blue] = layoutStats(rounds);
    expect(gold).toMatchObject({
      key: 'layout-1',
      courseId: null,
      layoutName: 'Gold',
      roundsPlayed: 2,
      best: -1,
      average: 10.5,
      averageToPar: 0.5,
      birdieRate: 2 / 7,
    });
    expect(gold!.holes).toEqual([
      { label: '1', par: 3, played: 3, average: 2.3, averageToPar: -0.7, birdieRate: 2 / 3 },
      { label: '2', par: 3, played: 2, average: 3.5, averageToPar: 0.5, birdieRate: 0 },
      { label: '3', par: 4, played: 2, average: 4.5, averageToPar: 0.5, birdieRate: 0 },
    ]);
    expect(blue).toMatchObject({ roundsPlayed: 1, best: 0, birdieRate: 0 });
  });

  it('has no figures for a layout never finished', () => {
    const [only] = layoutStats([round('r1', [3, 3], [null, 3])]);
    expect(only).toMatchObject({ roundsPlayed: 0, best: null, average: null, averageToPar: null });
  });
});

describe('playerStats', () => {
  it('averages the strokes by par', () => {
    const s = playerStats([round('r1', [3, 4, 5, 3], [3, 5, 5, 2]), round('r2', [3], [4])]);
    expect(s.scoringAverageByPar).toEqual([
      { par: 3, holes: 3, average: 3 },
      { par: 4, holes: 1, average: 5 },
      { par: 5, holes: 1, average: 5 },
    ]);
  });

  it('counts fairway hits on tee shots and C1, C1X and C2 putts by the stated definitions', () => {
    const r = round('r1', [3, 3, 4, 3], [3, 2, 4, 3]);
    r.holes[1] = hole('2', 3, 25); // a 25 ft hole: its tee shot is a C1X putt
    const withShots = (i: number, shots: Shot[]) => (r.scores[i] = { ...r.scores[i]!, shots });
    withShots(0, [
      shot({ result: 'fairway', toBasketFt: 50 }), // 50 ft: a C2 putt next
      shot({ result: 'circle1', toBasketFt: 8 }), // missed C2; 8 ft: C1 but a tap-in range
      shot({ result: 'basket' }), // made C1, not C1X
    ]);
    withShots(1, [shot({ result: 'circle1', toBasketFt: 5 }), shot({ result: 'basket' })]);
    withShots(2, [
      shot({ result: 'ob' }),
      shot({ result: 'circle1' }), // no distance: the next putt is C1, not C1X
      shot({ result: 'rough' }),
      shot({ result: 'basket' }),
    ]);
    withShots(3, [shot({}), shot({ result: 'circle2' }), shot({ result: 'basket' })]);
    const s = playerStats([r]);
    expect(s.fairwayHits).toEqual({ made: 2, attempts: 3, rate: 2 / 3 });
    // C1: hole 1's 8 ft (made), hole 2's tee (25 ft, missed), hole 2's 5 ft (made), hole 3's (missed).
    expect(s.c1).toEqual({ made: 2, attempts: 4, rate: 0.5 });
    // C1X: only hole 2's tee shot from 25 ft is beyond 3.3 m with a known distance.
    expect(s.c1x).toEqual({ made: 0, attempts: 1, rate: 0 });
    // C2: hole 1's 50 ft (missed), hole 4's circle 2 (made).
    expect(s.c2).toEqual({ made: 1, attempts: 2, rate: 0.5 });
    expect(C1_FT).toBeCloseTo(10 * FT_PER_M);
  });

  it('has no rates without described shots', () => {
    const s = playerStats([round('r1', [3], [3])]);
    expect(s.fairwayHits.rate).toBeNull();
    expect(s.c1.rate).toBeNull();
  });
});

describe('roundStats', () => {
  it('gathers the layouts’ and the player’s figures, each layout under its newest round’s course', () => {
    const course = '0b7f0e3a-7c1e-4d57-9a8e-2f0c9d1e5a11';
    const rounds = [
      round('r1', [3, 3], [3, 2]),
      round('r2', [3, 3], [4, 3], { courseId: course }),
      round('r3', [4], [4], { layoutId: null, layoutName: 'Short', courseName: 'Elm Park' }),
    ];
    const s = roundStats(rounds);
    expect(s.rounds).toBe(3);
    expect(s.layouts.map((l) => [l.key, l.courseId, l.roundsPlayed])).toEqual([
      ['layout-1', course, 2],
      ['elm park\u0000short', null, 1],
    ]);
    expect(s.player).toEqual(playerStats(rounds));
  });

  it('is empty without rounds', () => {
    expect(roundStats([])).toEqual({ rounds: 0, layouts: [], player: playerStats([]) });
    expect(playerStats([]).scoringAverageByPar).toEqual([]);
  });
});

describe('the card while scoring', () => {
  it('totals each card player over the holes they have a score on', () => {
    const r = round('r', [3, 3, 4, 5], [2, 4, null, null], { guests: ['Sam'] });
    // The factory's guest scores 1 on every hole the player played.
    expect(cardTotals(r)).toEqual([
      { player: 0, holesPlayed: 2, strokes: 6, toPar: 0 },
      { player: 1, holesPlayed: 2, strokes: 2, toPar: -4 },
    ]);
  });
  it('resumes at the first hole without the player’s score, or the last when all are in', () => {
    expect(resumeHole(round('r', [3, 3, 3], [3, null, 4]))).toBe(1);
    expect(resumeHole(round('r', [3, 3, 3], [3, 3, 4]))).toBe(2);
    expect(resumeHole(round('r', [3, 3, 3], [null, null, null]))).toBe(0);
  });
  it('writes a score against par as players do', () => {
    expect([formatToPar(0), formatToPar(3), formatToPar(-2)]).toEqual(['E', '+3', '\u22122']);
  });
});

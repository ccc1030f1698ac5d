import { C1_FT, C1X_FROM_FT, C2_FT, type ShotResult } from '../rules/round';
import type { Round, Shot } from '../schemas/round';

/**
 * Statistics of a player's rounds, pure (docs/decisions/0043, docs/product.md "Rounds"). Only the
 * player's own scores count (player 0 of a card); guests' scores are theirs, not the player's.
 *
 * Definitions, as players and the tours count them:
 * - a hole's score against par is its strokes (penalties included) minus its par; a birdie is −1,
 *   an eagle or better −2 or less, a bogey +1, a double bogey or worse +2 or more;
 * - a fairway hit is a tee shot (a hole's first described shot) that finished on the fairway, in
 *   circle 1 or 2, or in the basket; rough and out of bounds are misses; tee shots without a
 *   result are not counted;
 * - a putt is a shot from within 20 m of the basket; circle 1 (C1) is up to 10 m, C1X from 3.3 m
 *   to 10 m (tap-ins left out), circle 2 (C2) from 10 m to 20 m. A putt's distance is the
 *   previous shot's distance to the basket, or the hole's length for a tee shot; without one, a
 *   previous result "circle 1" or "circle 2" places it in C1 or C2 (not in C1X, which needs a
 *   distance). A putt is made when that shot finished in the basket.
 */

/** The player's score on each hole of a round (index 0 is hole 1), null where not scored. */
export function myStrokes(round: Pick<Round, 'holes' | 'scores'>): (number | null)[] {
  const out: (number | null)[] = round.holes.map(() => null);
  for (const h of round.scores) {
    const mine = h.scores.find((s) => s.player === 0);
    if (mine && h.hole >= 1 && h.hole <= out.length) out[h.hole - 1] = mine.strokes;
  }
  return out;
}

export interface ScoreCounts {
  eagles: number;
  birdies: number;
  pars: number;
  bogeys: number;
  doubles: number;
}

const countOf = (diff: number): keyof ScoreCounts =>
  diff <= -2
    ? 'eagles'
    : diff === -1
      ? 'birdies'
      : diff === 0
        ? 'pars'
        : diff === 1
          ? 'bogeys'
          : 'doubles';

/** A round's key for "the same layout": its layout's id, or its course and layout names. */
export function layoutKey(round: Pick<Round, 'layoutId' | 'courseName' | 'layoutName'>): string {
  return (
    round.layoutId ?? `${round.courseName.toLowerCase()}\u0000${round.layoutName.toLowerCase()}`
  );
}

export interface HoleAgainst {
  hole: number;
  label: string;
  strokes: number;
  /** Strokes minus the player's average on this hole (or its par when never played before). */
  against: number;
  /** What `against` compares with. */
  basis: 'average' | 'par';
}

export interface RoundSummary {
  holesPlayed: number;
  strokes: number;
  par: number;
  toPar: number;
  counts: ScoreCounts;
  /** The holes played best, most below the player's average first (at most 3, only below). */
  best: HoleAgainst[];
  /** The holes played worst, most above first (at most 3, only above). */
  worst: HoleAgainst[];
}

/** The player's average strokes per hole label over `rounds` of the layout of `key`. */
function holeAverages(rounds: readonly Round[], key: string): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const r of rounds) {
    if (layoutKey(r) !== key) continue;
    myStrokes(r).forEach((s, i) => {
      if (s === null) return;
      const label = r.holes[i]!.label.toLowerCase();
      const cur = sums.get(label) ?? { total: 0, n: 0 };
      sums.set(label, { total: cur.total + s, n: cur.n + 1 });
    });
  }
  return new Map([...sums].map(([k, v]) => [k, v.total / v.n]));
}

/**
 * A round's summary: score, counts, and the holes played best and worst against the player's
 * average on the same layout over `history` (the round itself is left out of it).
 */
export function roundSummary(round: Round, history: readonly Round[] = []): RoundSummary {
  const averages = holeAverages(
    history.filter((r) => r.id !== round.id),
    layoutKey(round),
  );
  const counts: ScoreCounts = { eagles: 0, birdies: 0, pars: 0, bogeys: 0, doubles: 0 };
  const against: HoleAgainst[] = [];
  let strokes = 0;
  let par = 0;
  let holesPlayed = 0;
  myStrokes(round).forEach((s, i) => {
    if (s === null) return;
    const hole = round.holes[i]!;
    holesPlayed += 1;
    strokes += s;
    par += hole.par;
    counts[countOf(s - hole.par)] += 1;
    const avg = averages.get(hole.label.toLowerCase());
    against.push({
      hole: i + 1,
      label: hole.label,
      strokes: s,
      against: round1(s - (avg ?? hole.par)),
      basis: avg === undefined ? 'par' : 'average',
    });
  });
  const byAgainst = [...against].sort((a, b) => a.against - b.against || a.hole - b.hole);
  return {
    holesPlayed,
    strokes,
    par,
    toPar: strokes - par,
    counts,
    best: byAgainst.filter((h) => h.against < 0).slice(0, 3),
    worst: byAgainst
      .filter((h) => h.against > 0)
      .reverse()
      .sort((a, b) => b.against - a.against || a.hole - b.hole)
      .slice(0, 3),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const rate = (hits: number, tries: number) => (tries === 0 ? null : hits / tries);

export interface HoleStats {
  label: string;
  par: number;
  played: number;
  /** Average strokes, to 0.1; null when never played. */
  average: number | null;
  averageToPar: number | null;
  birdieRate: number | null;
}

export interface LayoutStats {
  key: string;
  /** The course of the newest round on the layout (null: a course no longer named). */
  courseId: string | null;
  courseName: string;
  layoutName: string;
  /** Rounds with every hole scored by the player. */
  roundsPlayed: number;
  /** The lowest score against par of a complete round; null without one. */
  best: number | null;
  /** Average strokes and score against par of the complete rounds, to 0.1. */
  average: number | null;
  averageToPar: number | null;
  holes: HoleStats[];
  /** Birdies or better over every hole the player scored here. */
  birdieRate: number | null;
}

/** A statistic read from rounds one at a time (so that a long history can be read in slices). */
export interface Fold<T> {
  add(round: Round): void;
  result(): T;
}

interface LayoutAcc {
  newest: Round;
  /** Complete rounds: how many, their strokes and scores against par summed, the best. */
  complete: number;
  strokes: number;
  toPar: number;
  best: number | null;
  perLabel: Map<string, { sum: number; n: number; birdies: number }>;
  birdies: number;
  scored: number;
}

/**
 * Per course and layout: rounds played, best, average, each hole's average against par and the
 * birdie rate. The holes are the newest round's; older rounds count on the holes of the same
 * label. Ordered by the rounds played, most first.
 */
export function layoutFold(): Fold<LayoutStats[]> {
  const groups = new Map<string, LayoutAcc>();
  return {
    add(r) {
      const k = layoutKey(r);
      let acc = groups.get(k);
      if (!acc) {
        acc = {
          newest: r,
          complete: 0,
          strokes: 0,
          toPar: 0,
          best: null,
          perLabel: new Map(),
          birdies: 0,
          scored: 0,
        };
        groups.set(k, acc);
      } else if (r.startedAt > acc.newest.startedAt) acc.newest = r;
      const mine = myStrokes(r);
      if (mine.every((s) => s !== null)) {
        const strokes = mine.reduce<number>((a, s) => a + (s ?? 0), 0);
        const toPar = strokes - r.holes.reduce((a, h) => a + h.par, 0);
        acc.complete += 1;
        acc.strokes += strokes;
        acc.toPar += toPar;
        acc.best = acc.best === null ? toPar : Math.min(acc.best, toPar);
      }
      mine.forEach((s, i) => {
        if (s === null) return;
        const hole = r.holes[i]!;
        const label = hole.label.toLowerCase();
        const cur = acc.perLabel.get(label) ?? { sum: 0, n: 0, birdies: 0 };
        const birdie = s - hole.par <= -1 ? 1 : 0;
        acc.perLabel.set(label, { sum: cur.sum + s, n: cur.n + 1, birdies: cur.birdies + birdie });
        acc.birdies += birdie;
        acc.scored += 1;
      });
    },
    result() {
      const mean = (sum: number, n: number) => (n ? round1(sum / n) : null);
      const out = [...groups].map(([key, acc]): LayoutStats => ({
        key,
        courseId: acc.newest.courseId,
        courseName: acc.newest.courseName,
        layoutName: acc.newest.layoutName,
        roundsPlayed: acc.complete,
        best: acc.best,
        average: mean(acc.strokes, acc.complete),
        averageToPar: mean(acc.toPar, acc.complete),
        holes: acc.newest.holes.map((h) => {
          const s = acc.perLabel.get(h.label.toLowerCase());
          return {
            label: h.label,
            par: h.par,
            played: s?.n ?? 0,
            average: s ? round1(s.sum / s.n) : null,
            averageToPar: s ? round1(s.sum / s.n - h.par) : null,
            birdieRate: s ? s.birdies / s.n : null,
          };
        }),
        birdieRate: rate(acc.birdies, acc.scored),
      }));
      return out.sort(
        (a, b) => b.roundsPlayed - a.roundsPlayed || a.courseName.localeCompare(b.courseName),
      );
    },
  };
}

/** Every round through a fold at once. */
export function foldAll<T>(fold: Fold<T>, rounds: readonly Round[]): T {
  for (const r of rounds) fold.add(r);
  return fold.result();
}

/** See layoutFold. */
export const layoutStats = (rounds: readonly Round[]): LayoutStats[] =>
  foldAll(layoutFold(), rounds);

export interface Rate {
  made: number;
  attempts: number;
  /** made / attempts; null without attempts. */
  rate: number | null;
}

export interface PlayerStats {
  /** Average strokes on holes of each par the player scored, to 0.01, by par ascending. */
  scoringAverageByPar: { par: number; holes: number; average: number }[];
  fairwayHits: Rate;
  c1: Rate;
  c1x: Rate;
  c2: Rate;
}

const HIT: readonly ShotResult[] = ['fairway', 'circle1', 'circle2', 'basket'];
const madeRate = (made: number, attempts: number): Rate => ({
  made,
  attempts,
  rate: rate(made, attempts),
});

export interface Putt {
  circle: 'c1' | 'c2';
  /** In circle 1 from beyond C1X_FROM_FT (a known distance, tap-ins left out). */
  c1x: boolean;
  made: boolean;
}

/**
 * Whether a hole's shot `i` is a putt and from which circle, by the definitions above; null
 * when it is not one (or its distance is not known).
 */
export function puttOf(lengthFt: number | null, shots: readonly Shot[], i: number): Putt | null {
  const shot = shots[i]!;
  const prev = i === 0 ? null : shots[i - 1]!;
  const from = i === 0 ? lengthFt : prev!.toBasketFt;
  const made = shot.result === 'basket' || shot.toBasketFt === 0;
  const circle =
    from !== null && from > 0
      ? from <= C1_FT
        ? 'c1'
        : from <= C2_FT
          ? 'c2'
          : null
      : prev?.result === 'circle1'
        ? 'c1'
        : prev?.result === 'circle2'
          ? 'c2'
          : null;
  if (!circle) return null;
  return { circle, c1x: circle === 'c1' && from !== null && from > C1X_FROM_FT, made };
}

/** The player's scoring average by par, fairway hit rate and putting rates. */
export function playerFold(): Fold<PlayerStats> {
  const byPar = new Map<number, { sum: number; n: number }>();
  const fairway = [0, 0];
  const c1 = [0, 0];
  const c1x = [0, 0];
  const c2 = [0, 0];
  return {
    add(r) {
      myStrokes(r).forEach((s, i) => {
        if (s === null) return;
        const par = r.holes[i]!.par;
        const cur = byPar.get(par) ?? { sum: 0, n: 0 };
        byPar.set(par, { sum: cur.sum + s, n: cur.n + 1 });
      });
      for (const h of r.scores) {
        const hole = r.holes[h.hole - 1];
        if (!hole || !h.shots.length) continue;
        const tee = h.shots[0]!;
        if (tee.result) {
          fairway[0]! += HIT.includes(tee.result) ? 1 : 0;
          fairway[1]! += 1;
        }
        h.shots.forEach((_, i) => {
          const putt = puttOf(hole.lengthFt, h.shots, i);
          if (!putt) return;
          const made = putt.made ? 1 : 0;
          const circle = putt.circle === 'c1' ? c1 : c2;
          circle[0]! += made;
          circle[1]! += 1;
          if (putt.c1x) {
            c1x[0]! += made;
            c1x[1]! += 1;
          }
        });
      }
    },
    result: () => ({
      scoringAverageByPar: [...byPar]
        .sort(([a], [b]) => a - b)
        .map(([par, v]) => ({ par, holes: v.n, average: Math.round((v.sum / v.n) * 100) / 100 })),
      fairwayHits: madeRate(fairway[0]!, fairway[1]!),
      c1: madeRate(c1[0]!, c1[1]!),
      c1x: madeRate(c1x[0]!, c1x[1]!),
      c2: madeRate(c2[0]!, c2[1]!),
    }),
  };
}

/** See playerFold. */
export const playerStats = (rounds: readonly Round[]): PlayerStats => foldAll(playerFold(), rounds);

export interface RoundStats {
  /** Every round counted, finished or not. */
  rounds: number;
  layouts: LayoutStats[];
  player: PlayerStats;
}

/** The layouts' and the player's figures over `rounds`. */
export function roundStats(rounds: readonly Round[]): RoundStats {
  return { rounds: rounds.length, layouts: layoutStats(rounds), player: playerStats(rounds) };
}

/** A card player's running total: strokes and par over the holes they have a score on. */
export interface CardTotal {
  player: number;
  holesPlayed: number;
  strokes: number;
  toPar: number;
}

/** The running total of each card player (0: the player, 1 to 5: the guests), in card order. */
export function cardTotals(round: Pick<Round, 'holes' | 'scores' | 'guests'>): CardTotal[] {
  const totals = Array.from({ length: round.guests.length + 1 }, (_, player) => ({
    player,
    holesPlayed: 0,
    strokes: 0,
    toPar: 0,
  }));
  for (const h of round.scores) {
    const hole = round.holes[h.hole - 1];
    if (!hole) continue;
    for (const s of h.scores) {
      const t = totals[s.player];
      if (!t) continue;
      t.holesPlayed += 1;
      t.strokes += s.strokes;
      t.toPar += s.strokes - hole.par;
    }
  }
  return totals;
}

/**
 * Where a round resumes (index 0 is hole 1): the first hole without the player's score, in the
 * order played; the last hole when every hole has one.
 */
export function resumeHole(round: Pick<Round, 'holes' | 'scores'>): number {
  const at = myStrokes(round).findIndex((s) => s === null);
  return at >= 0 ? at : Math.max(0, round.holes.length - 1);
}

/** A score against par as players write it: "E" for even, "+3", "−2" (a minus sign). */
export function formatToPar(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `\u2212${-toPar}`;
}

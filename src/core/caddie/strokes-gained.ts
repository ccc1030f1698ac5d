/**
 * Strokes gained per disc (Broadie's method, docs/decisions/0045-the-caddie.md): a shot's value
 * is the drop in expected strokes to hole out it made, less the stroke it cost (and a penalty
 * stroke when it went out of bounds): SG = E(start) − E(end) − 1 − penalty. A tee shot starts at
 * the hole's length, a later one where the shot before it finished; a shot ends where it left
 * the disc (its distance to the basket, 0 in the basket; a tee shot with only a distance thrown
 * ends at the length less that distance). Shots without a known start or end count in the
 * disc's shots and results but not in its strokes gained.
 */
import type { ShotResult } from '../rules/round';
import type { Round, Shot } from '../schemas/round';
import { foldAll, type Fold } from '../rounds/stats';
import { expectedStrokes, type Baseline } from './baseline';
import { MIN_SG_SHOTS } from './rules';

export interface DiscStrokesGained {
  userDiscId: string;
  /** Shots thrown with the disc (described ones). */
  shots: number;
  /** Of them, how many finished with each result (shots without a result are not counted). */
  results: Partial<Record<ShotResult, number>>;
  /** Shots with a known start and end: the sample behind the figures. */
  measuredShots: number;
  /** Strokes gained per shot and per round; null below MIN_SG_SHOTS measured shots. */
  perShot: number | null;
  perRound: number | null;
  /** Rounds in which the disc was thrown. */
  rounds: number;
}

/** Where a hole's shot started and ended, in feet to the basket; null when not known. */
export function shotSpan(
  lengthFt: number | null,
  shots: readonly Shot[],
  i: number,
): { fromFt: number; toFt: number } | null {
  const shot = shots[i]!;
  const fromFt = i === 0 ? lengthFt : shots[i - 1]!.toBasketFt;
  if (fromFt === null || !(fromFt > 0)) return null;
  let toFt: number | null = shot.result === 'basket' ? 0 : shot.toBasketFt;
  if (toFt === null && i === 0 && shot.distanceFt !== null && shot.result !== 'ob') {
    toFt = Math.max(0, fromFt - shot.distanceFt);
  }
  return toFt === null ? null : { fromFt, toFt };
}

/** One shot's strokes gained against `baseline`, or null without a start and end. */
export function shotStrokesGained(
  baseline: Baseline,
  lengthFt: number | null,
  shots: readonly Shot[],
  i: number,
): number | null {
  const span = shotSpan(lengthFt, shots, i);
  if (!span) return null;
  const penalty = shots[i]!.result === 'ob' ? 1 : 0;
  return (
    expectedStrokes(baseline, span.fromFt) - expectedStrokes(baseline, span.toFt) - 1 - penalty
  );
}

interface Acc {
  shots: number;
  results: Partial<Record<ShotResult, number>>;
  measured: number;
  sg: number;
  rounds: Set<string>;
}

/**
 * Each disc's shots, results and strokes gained, from rounds added one at a time. Per round is
 * the disc's total over the rounds in which the player described any shot (a disc left in the bag
 * loses nothing, and a round without descriptions says nothing). Ordered by strokes gained per
 * round, best first, discs without a figure last (by shots).
 */
export function discFold(baseline: Baseline): Fold<DiscStrokesGained[]> {
  const discs = new Map<string, Acc>();
  let describedRounds = 0;
  return {
    add(r) {
      let described = false;
      for (const h of r.scores) {
        const hole = r.holes[h.hole - 1];
        if (!hole) continue;
        h.shots.forEach((shot, i) => {
          described = true;
          if (!shot.userDiscId) return;
          let acc = discs.get(shot.userDiscId);
          if (!acc) {
            acc = { shots: 0, results: {}, measured: 0, sg: 0, rounds: new Set<string>() };
            discs.set(shot.userDiscId, acc);
          }
          acc.shots += 1;
          acc.rounds.add(r.id);
          if (shot.result) acc.results[shot.result] = (acc.results[shot.result] ?? 0) + 1;
          const sg = shotStrokesGained(baseline, hole.lengthFt, h.shots, i);
          if (sg === null) return;
          acc.measured += 1;
          acc.sg += sg;
        });
      }
      if (described) describedRounds += 1;
    },
    result() {
      const out = [...discs].map(([userDiscId, a]): DiscStrokesGained => {
        const enough = a.measured >= MIN_SG_SHOTS;
        return {
          userDiscId,
          shots: a.shots,
          results: a.results,
          measuredShots: a.measured,
          perShot: enough ? a.sg / a.measured : null,
          perRound: enough && describedRounds > 0 ? a.sg / describedRounds : null,
          rounds: a.rounds.size,
        };
      });
      return out.sort(
        (a, b) =>
          (b.perRound ?? -Infinity) - (a.perRound ?? -Infinity) ||
          b.shots - a.shots ||
          (a.userDiscId < b.userDiscId ? -1 : 1),
      );
    },
  };
}

/** Each disc's shots, results and strokes gained over `rounds` (see discFold). */
export const strokesGainedByDisc = (
  rounds: readonly Round[],
  baseline: Baseline,
): DiscStrokesGained[] => foldAll(discFold(baseline), rounds);

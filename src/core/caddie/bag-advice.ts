/**
 * What rounds teach about the bag (docs/product.md "The caddie"): the discs left in the bag (not
 * thrown in the player's last LEFT_IN_BAG_ROUNDS rounds with described shots), and the holes where
 * the player scores worst, each with what the bag lacks for it (no disc reaches the length, or
 * none finishes the way the hole turns).
 */
import type { HoleShape } from '../rules/round';
import type { Round } from '../schemas/round';
import { layoutKey, myStrokes } from '../rounds/stats';
import { LEFT_IN_BAG_ROUNDS, STRAIGHT_WITHIN_FT } from './rules';
import { shapeMiss, type CaddieDisc } from './tee';

/** A disc within this share of a hole's length reaches it. */
export const REACH_SHARE = 0.1;
/** A hole counts among the worst from this many times played on. */
export const MIN_PLAYS_FOR_WORST = 2;

const described = (r: Round) => r.scores.some((h) => h.shots.length > 0);

/** The bag's discs not named by a shot in the last `n` rounds with described shots. */
export function leftInTheBag(
  rounds: readonly Round[],
  bagDiscIds: readonly string[],
  n = LEFT_IN_BAG_ROUNDS,
): { userDiscIds: string[]; rounds: number } {
  const recent = rounds
    .filter(described)
    .sort((a, b) => (a.startedAt < b.startedAt ? 1 : -1))
    .slice(0, n);
  const thrown = new Set<string>();
  for (const r of recent)
    for (const h of r.scores) for (const s of h.shots) if (s.userDiscId) thrown.add(s.userDiscId);
  return {
    userDiscIds: recent.length ? bagDiscIds.filter((id) => !thrown.has(id)) : [],
    rounds: recent.length,
  };
}

export interface HoleToWork {
  courseName: string;
  layoutName: string;
  label: string;
  par: number;
  lengthFt: number | null;
  shape: HoleShape | null;
  played: number;
  averageToPar: number;
  /** What the bag lacks for it: no disc reaches the length, none turns its way, or nothing. */
  gap: 'distance' | 'shape' | null;
}

/** What the bag lacks for a hole, read from the caddie's discs. */
export function bagGap(
  discs: readonly CaddieDisc[],
  lengthFt: number | null,
  shape: HoleShape | null,
): 'distance' | 'shape' | null {
  if (lengthFt === null || !(lengthFt > 0) || discs.length === 0) return null;
  const reaching = discs.filter(
    (d) => Math.abs(d.distanceFt - lengthFt) <= Math.max(REACH_SHARE * lengthFt, 15),
  );
  if (reaching.length === 0) return 'distance';
  if (shape && shape !== 'straight' && !reaching.some((d) => shapeMiss(d.finishFt, shape) === 0))
    return 'shape';
  if (shape === 'straight' && !reaching.some((d) => Math.abs(d.finishFt) <= 2 * STRAIGHT_WITHIN_FT))
    return 'shape';
  return null;
}

/** The `limit` holes played worst against par (at least MIN_PLAYS_FOR_WORST times, above par). */
export function worstHoles(
  rounds: readonly Round[],
  discs: readonly CaddieDisc[],
  limit = 5,
): HoleToWork[] {
  const acc = new Map<string, { hole: HoleToWork; sum: number }>();
  const newestFirst = [...rounds].sort((a, b) => (a.startedAt < b.startedAt ? 1 : -1));
  for (const r of newestFirst) {
    myStrokes(r).forEach((s, i) => {
      if (s === null) return;
      const h = r.holes[i]!;
      const key = `${layoutKey(r)}\u0000${h.label.toLowerCase()}`;
      const cur = acc.get(key) ?? {
        sum: 0,
        hole: {
          courseName: r.courseName,
          layoutName: r.layoutName,
          label: h.label,
          par: h.par,
          lengthFt: h.lengthFt,
          shape: h.shape,
          played: 0,
          averageToPar: 0,
          gap: null,
        },
      };
      cur.sum += s - h.par;
      cur.hole.played += 1;
      acc.set(key, cur);
    });
  }
  return [...acc.values()]
    .map(({ hole, sum }) => ({
      ...hole,
      averageToPar: Math.round((sum / hole.played) * 100) / 100,
      gap: bagGap(discs, hole.lengthFt, hole.shape),
    }))
    .filter((h) => h.played >= MIN_PLAYS_FOR_WORST && h.averageToPar > 0)
    .sort((a, b) => b.averageToPar - a.averageToPar || b.played - a.played)
    .slice(0, limit);
}

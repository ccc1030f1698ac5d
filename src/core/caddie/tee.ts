/**
 * On the tee: the player's discs ranked for a hole (docs/decisions/0045-the-caddie.md, "The
 * ranking"), with the evidence in words, and the discs the player threw here the last times.
 *
 * A disc's score is in feet, lower is better: how far it lands short of the hole's length (or
 * LONG_FACTOR times how far past), plus how far its finish sits on the wrong side of the hole's
 * shape, plus MODELLED_PENALTY_FT when its distance is the model's and not measured.
 */
import { formatDrift, formatLength, type DistanceUnit } from '../flight/thrower';
import type { HoleShape } from '../rules/round';
import type { Round } from '../schemas/round';
import { layoutKey, myStrokes } from '../rounds/stats';
import {
  LAST_TIMES_HERE,
  LONG_FACTOR,
  MIN_MEASURED_FOR_CADDIE,
  MODELLED_PENALTY_FT,
  STRAIGHT_WITHIN_FT,
} from './rules';

/** How the caddie reads a disc: the player model's figures for one throw type. */
export interface CaddieDisc {
  userDiscId: string;
  name: string;
  /** Down-field distance, ft: the measured median, or the model's for the player's arm. */
  distanceFt: number;
  /** Where it finishes off the line, ft: negative left, positive right (as thrown). */
  finishFt: number;
  /** Full-power throws behind `distanceFt` (0 when modelled). */
  measuredThrows: number;
  /** When the caller knows it; otherwise measured from MIN_MEASURED_FOR_CADDIE throws on. */
  source?: 'measured' | 'modelled';
}

export interface TeeHole {
  lengthFt: number | null;
  shape: HoleShape | null;
}

export interface TeeSuggestion {
  disc: CaddieDisc;
  measured: boolean;
  /** Lower is better, ft. */
  score: number;
  evidence: string;
}

const isMeasured = (d: CaddieDisc) =>
  d.source ? d.source === 'measured' : d.measuredThrows >= MIN_MEASURED_FOR_CADDIE;

/** Feet of the finish on the wrong side of the hole's shape. */
export function shapeMiss(finishFt: number, shape: HoleShape | null): number {
  if (shape === null) return 0;
  if (shape === 'straight') return Math.max(0, Math.abs(finishFt) - STRAIGHT_WITHIN_FT);
  return shape === 'left'
    ? Math.max(0, finishFt + STRAIGHT_WITHIN_FT)
    : Math.max(0, STRAIGHT_WITHIN_FT - finishFt);
}

export function teeScore(disc: CaddieDisc, hole: TeeHole): number {
  const d = disc.distanceFt;
  const L = hole.lengthFt;
  const lengthMiss = L === null || !(L > 0) ? 0 : d < L ? L - d : LONG_FACTOR * (d - L);
  return (
    lengthMiss + shapeMiss(disc.finishFt, hole.shape) + (isMeasured(disc) ? 0 : MODELLED_PENALTY_FT)
  );
}

/** "Teebird: your median 265 ft over 12 full throws, finishes 15 ft left". */
export function evidence(disc: CaddieDisc, unit: DistanceUnit): string {
  if (!isMeasured(disc)) {
    return `${disc.name}: about ${formatLength(disc.distanceFt, unit)} for your arm, not measured yet`;
  }
  const n = disc.measuredThrows;
  const finish =
    Math.abs(disc.finishFt) < STRAIGHT_WITHIN_FT
      ? 'finishes on the line'
      : `finishes ${formatDrift(disc.finishFt, unit)}`;
  return `${disc.name}: your median ${formatLength(disc.distanceFt, unit)} over ${n} full ${n === 1 ? 'throw' : 'throws'}, ${finish}`;
}

/**
 * The discs ranked for the hole, best first (ties: more throws, then the name). Discs without a
 * distance are left out. Linear in the discs, plus the sort.
 */
export function rankTeeDiscs(
  discs: readonly CaddieDisc[],
  hole: TeeHole,
  unit: DistanceUnit,
): TeeSuggestion[] {
  return discs
    .filter((d) => d.distanceFt > 0 && Number.isFinite(d.distanceFt))
    .map((disc) => ({
      disc,
      measured: isMeasured(disc),
      score: teeScore(disc, hole),
      evidence: evidence(disc, unit),
    }))
    .sort(
      (a, b) =>
        a.score - b.score ||
        b.disc.measuredThrows - a.disc.measuredThrows ||
        a.disc.name.localeCompare(b.disc.name),
    );
}

export interface LastTimeHere {
  roundId: string;
  startedAt: string;
  /** The tee shot's disc, null when the tee shot was not described or named no disc. */
  userDiscId: string | null;
  strokes: number;
  par: number;
}

/**
 * The player's last times on this hole (the same layout and label), newest first, at most
 * LAST_TIMES_HERE: the disc thrown from the tee and how the hole went.
 */
export function lastTimesHere(
  rounds: readonly Round[],
  round: Pick<Round, 'id' | 'layoutId' | 'courseName' | 'layoutName'>,
  label: string,
): LastTimeHere[] {
  const key = layoutKey(round);
  const wanted = label.toLowerCase();
  const out: LastTimeHere[] = [];
  for (const r of rounds) {
    if (r.id === round.id || layoutKey(r) !== key) continue;
    const i = r.holes.findIndex((h) => h.label.toLowerCase() === wanted);
    const strokes = i < 0 ? null : myStrokes(r)[i];
    if (strokes === null || strokes === undefined) continue;
    const scored = r.scores.find((h) => h.hole === i + 1);
    out.push({
      roundId: r.id,
      startedAt: r.startedAt,
      userDiscId: scored?.shots[0]?.userDiscId ?? null,
      strokes,
      par: r.holes[i]!.par,
    });
  }
  return out.sort((a, b) => (a.startedAt < b.startedAt ? 1 : -1)).slice(0, LAST_TIMES_HERE);
}

/** How many described shots named each disc over `rounds`: the disc chips' "most used first". */
export function shotsPerDisc(rounds: readonly Round[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rounds)
    for (const h of r.scores)
      for (const s of h.shots)
        if (s.userDiscId) out.set(s.userDiscId, (out.get(s.userDiscId) ?? 0) + 1);
  return out;
}

/**
 * Flight numbers as a point, the distance between two discs, and the differences in words.
 * The distance is the one measure behind overlaps, "Fill this gap" and "Find similar"
 * (docs/product.md, Bag insights; docs/decisions/0009-bag-insights.md):
 *
 *   distance = sqrt((Δspeed / 2)² + (Δglide / 2)² + Δturn² + Δfade²)
 *
 * Turn and fade count fully, speed and glide half: one point of turn changes a flight more than
 * one point of speed. Discs without a speed, turn or fade are left out of every measure; a
 * missing glide counts as no difference.
 */
import type { Disc } from '../disc/types';

/** The numbers a flight distance compares: a disc's, with speed, turn and fade known. */
export interface DistanceNumbers {
  speed: number;
  glide: number | null;
  turn: number;
  fade: number;
}

/** The weight of each number in the distance. */
export const DISTANCE_WEIGHTS = { speed: 0.5, glide: 0.5, turn: 1, fade: 1 } as const;

const finite = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/** The numbers of a disc, or null when speed, turn or fade is missing. */
export function flightNumbersOf(
  d: Pick<Disc, 'speed' | 'glide' | 'turn' | 'fade'>,
): DistanceNumbers | null {
  if (!finite(d.speed) || !finite(d.turn) || !finite(d.fade)) return null;
  return { speed: d.speed, glide: finite(d.glide) ? d.glide : null, turn: d.turn, fade: d.fade };
}

/** turn + fade, rounded so float noise cannot cross a boundary (as core/disc/stability does). */
export const turnPlusFade = (n: DistanceNumbers) => Math.round((n.turn + n.fade) * 1e9) / 1e9;

export function flightDistance(a: DistanceNumbers, b: DistanceNumbers): number {
  const ds = (a.speed - b.speed) * DISTANCE_WEIGHTS.speed;
  const dg =
    a.glide === null || b.glide === null ? 0 : (a.glide - b.glide) * DISTANCE_WEIGHTS.glide;
  const dt = (a.turn - b.turn) * DISTANCE_WEIGHTS.turn;
  const df = (a.fade - b.fade) * DISTANCE_WEIGHTS.fade;
  return Math.sqrt(ds * ds + dg * dg + dt * dt + df * df);
}

/** 2 decimals, for display and stable sorting. */
export const roundDistance = (d: number) => Math.round(d * 100) / 100;

const signed = (n: number) => {
  const v = Math.round(n * 100) / 100;
  return v > 0 ? `+${v}` : `${v}`;
};

export const SAME_NUMBERS = 'same flight numbers';

/**
 * How `other` differs from `base`, in flight-number order: '+1 glide, -1 turn'. A missing glide
 * on either side is not compared. 'same flight numbers' when nothing differs.
 */
export function describeDifferences(base: DistanceNumbers, other: DistanceNumbers): string {
  const parts: string[] = [];
  const add = (label: string, a: number | null, b: number | null) => {
    if (a === null || b === null) return;
    const d = Math.round((b - a) * 100) / 100;
    if (d !== 0) parts.push(`${signed(d)} ${label}`);
  };
  add('speed', base.speed, other.speed);
  add('glide', base.glide, other.glide);
  add('turn', base.turn, other.turn);
  add('fade', base.fade, other.fade);
  return parts.length === 0 ? SAME_NUMBERS : parts.join(', ');
}

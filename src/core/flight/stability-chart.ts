import { stabilitySum } from '../disc/stability';
import type { StabilityLabel } from '../disc/types';
import type { Handedness } from './handedness';

/**
 * Stability chart geometry: x is turn + fade (spec), negated for left-handed throwers; y is speed.
 * Plot coordinates put the speed axis upwards and the stability axis left to right.
 */
export const MIN_STABILITY_EXTENT = 6;
export const MIN_SPEED_MAX = 15;
/** Absurd numbers (speed 1e9) must not make the tick loops endless: the domain stops here and
 * points beyond it are drawn at its edge. */
export const MAX_STABILITY_EXTENT = 12;
export const MAX_SPEED_MAX = 20;

export interface StabilityInput {
  speed: number | null;
  turn: number | null;
  fade: number | null;
}

export interface StabilityPoint {
  /** turn + fade for righty, -(turn + fade) for lefty; 0 (stable) when either is missing. */
  x: number;
  y: number;
}

/** Drawing box of the plot inside the chart (excluding axis labels). */
export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** x runs from -xExtent to +xExtent (symmetric, so the lefty mirror fits); speed 0..speedMax. */
export interface StabilityDomain {
  xExtent: number;
  speedMax: number;
}

/** The chart position of a disc; null when its speed is unknown (it cannot be placed). */
export function stabilityPoint(
  disc: StabilityInput,
  opts: { handedness: Handedness },
): StabilityPoint | null {
  if (disc.speed === null || !Number.isFinite(disc.speed)) return null;
  const sum = stabilitySum(disc.turn, disc.fade) ?? 0;
  const x = opts.handedness === 'lefty' ? -sum : sum;
  return { x: x === 0 ? 0 : x, y: disc.speed };
}

/** A domain wide enough for every point (at least ±6 and speed 15), in whole numbers. */
export function stabilityDomain(points: readonly StabilityPoint[]): StabilityDomain {
  let xExtent = MIN_STABILITY_EXTENT;
  let speedMax = MIN_SPEED_MAX;
  for (const p of points) {
    if (Number.isFinite(p.x)) xExtent = Math.max(xExtent, Math.ceil(Math.abs(p.x)));
    if (Number.isFinite(p.y)) speedMax = Math.max(speedMax, Math.ceil(p.y));
  }
  xExtent = Math.min(xExtent, MAX_STABILITY_EXTENT);
  speedMax = Math.min(speedMax, MAX_SPEED_MAX);
  return { xExtent, speedMax };
}

const within = (v: number, lo: number, hi: number) =>
  Number.isNaN(v) ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v));

export function scaleStabilityX(x: number, area: PlotArea, domain: StabilityDomain): number {
  const v = within(x, -domain.xExtent, domain.xExtent);
  return area.x + ((v + domain.xExtent) / (2 * domain.xExtent)) * area.width;
}

export function scaleSpeedY(speed: number, area: PlotArea, domain: StabilityDomain): number {
  const v = within(speed, 0, domain.speedMax);
  return area.y + area.height - (v / domain.speedMax) * area.height;
}

/** A chart point in drawing coordinates of the plot area. */
export function scaleStabilityPoint(
  p: StabilityPoint,
  area: PlotArea,
  domain: StabilityDomain,
): { x: number; y: number } {
  return { x: scaleStabilityX(p.x, area, domain), y: scaleSpeedY(p.y, area, domain) };
}

/** Whole-number ticks: stability -extent..extent, speed 0..speedMax. */
export function stabilityTicks(domain: StabilityDomain): { xs: number[]; speeds: number[] } {
  const xExtent = Math.min(MAX_STABILITY_EXTENT, domain.xExtent);
  const speedMax = Math.min(MAX_SPEED_MAX, domain.speedMax);
  const xs: number[] = [];
  for (let x = -xExtent; x <= xExtent; x += 1) xs.push(x);
  const speeds: number[] = [];
  for (let s = 0; s <= speedMax; s += 1) speeds.push(s);
  return { xs, speeds };
}

/** End labels of the stability axis: understable on the left for righty, mirrored for lefty. */
export function stabilityAxisEnds(handedness: Handedness): { left: string; right: string } {
  return handedness === 'lefty'
    ? { left: 'Overstable', right: 'Understable' }
    : { left: 'Understable', right: 'Overstable' };
}

export interface StabilityBand {
  label: StabilityLabel;
  /** Chart x range (already mirrored for lefty), from < to, clipped to the domain. */
  from: number;
  to: number;
}

/** Background bands of the product's stability labels (boundaries at turn + fade = -2, 0, 3, 5). */
export function stabilityBands(domain: StabilityDomain, handedness: Handedness): StabilityBand[] {
  const e = domain.xExtent;
  const bands: StabilityBand[] = [
    { label: 'Very Understable', from: -e, to: -2 },
    { label: 'Understable', from: -2, to: 0 },
    { label: 'Stable', from: 0, to: 3 },
    { label: 'Overstable', from: 3, to: 5 },
    { label: 'Very Overstable', from: 5, to: e },
  ];
  const placed =
    handedness === 'lefty'
      ? bands.map((b) => ({ label: b.label, from: -b.to, to: -b.from })).reverse()
      : bands;
  return placed.filter((b) => b.to > b.from);
}

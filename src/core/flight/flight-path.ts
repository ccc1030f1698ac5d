import type { FlightNumbers } from '../disc/types';
import type { Handedness } from './handedness';

/**
 * Flight chart geometry in drawing units (SVG user units of an 800 x 500 view box by default).
 * Top-down view from behind the thrower: the tee is at the bottom centre, the disc flies up the
 * screen (y decreasing) and screen-right is the thrower's right. See
 * docs/decisions/0004-flight-chart-convention.md.
 */
export const FLIGHT_CHART_WIDTH = 800;
export const FLIGHT_CHART_HEIGHT = 500;
export const FLIGHT_CHART_GRID = 50;
/** Spec: distance per speed unit is 25 x 1.1 (written out: 25 * 1.1 is 27.500000000000004). */
export const DISTANCE_PER_SPEED = 27.5;
/** Spec: the longest flight is 80% of the chart height. */
export const MAX_DISTANCE_RATIO = 0.8;
/** Spec: lateral drawing units per point of turn or fade. */
export const TURN_FADE_FACTOR = 20;
/** Each point of glide stretches the flight by 3% (before the cap). */
export const GLIDE_STRETCH = 0.03;
/** The turn builds up over the first 60% of the flight, then holds. */
export const TURN_END = 0.6;
/** The fade hooks the disc over the last 30% of the flight. */
export const FADE_START = 0.7;
/** Feet per drawing unit: a grid square (50) is 60 ft; speed 13, glide 0 flies 429 ft. */
export const FEET_PER_UNIT = 1.2;
export const DEFAULT_FLIGHT_STEPS = 40;
/** Loops stay bounded whatever a caller passes: at most this many path steps or grid lines. */
export const MAX_FLIGHT_STEPS = 400;
export const MAX_GRID_LINES = 400;

export interface Point {
  x: number;
  y: number;
}

export interface FlightOptions {
  width?: number;
  height?: number;
  handedness?: Handedness;
  /** Segments along the flight; the path has steps + 1 points. */
  steps?: number;
}

export interface FlightPath {
  /** Empty when the speed is unknown. */
  points: Point[];
  /** The landing point; the tee (bottom centre) when the path is empty. */
  end: Point;
  /** Drawn distance in feet (FEET_PER_UNIT), rounded; 0 when the path is empty. */
  distanceFeet: number;
  /** True when the flight was shortened to MAX_DISTANCE_RATIO of the height. */
  capped: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** A finite number kept within ±1000, so products of absurd inputs cannot become NaN. */
const num = (value: number | null) =>
  value !== null && Number.isFinite(value) ? clamp(value, -1000, 1000) : 0;
const sizeOr = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
/** Too many grid lines for the area (or a size that is not finite): draw none. */
const tooManyLines = (size: number, grid: number) =>
  !Number.isFinite(size) || !(grid > 0) || size / grid > MAX_GRID_LINES;
const smoothstep = (u: number) => u * u * (3 - 2 * u);

/** Flight distance in drawing units before the cap: speed x 27.5, stretched 3% per glide point. */
export function uncappedDistance(speed: number, glide: number | null): number {
  return Math.max(0, num(speed) * DISTANCE_PER_SPEED * Math.max(0, 1 + num(glide) * GLIDE_STRETCH));
}

/** Flight distance in drawing units, capped at 80% of the chart height. */
export function flightDistance(speed: number, glide: number | null, height: number): number {
  return Math.min(uncappedDistance(speed, glide), height * MAX_DISTANCE_RATIO);
}

/**
 * Right-handed backhand lateral offset at fraction t (0..1) of the flight: negative turn drifts
 * right (+x) while the disc is fast, fade pulls left (-x) at the end.
 */
export function lateralOffset(turn: number, fade: number, t: number): number {
  const turnPart = smoothstep(clamp(t / TURN_END, 0, 1));
  const fadeU = clamp((t - FADE_START) / (1 - FADE_START), 0, 1);
  return -turn * TURN_FADE_FACTOR * turnPart - fade * TURN_FADE_FACTOR * fadeU * fadeU;
}

export function flightPath(disc: FlightNumbers, opts: FlightOptions = {}): FlightPath {
  const width = sizeOr(opts.width, FLIGHT_CHART_WIDTH);
  const height = sizeOr(opts.height, FLIGHT_CHART_HEIGHT);
  const steps =
    opts.steps !== undefined && Number.isFinite(opts.steps)
      ? Math.min(MAX_FLIGHT_STEPS, Math.max(1, Math.floor(opts.steps)))
      : DEFAULT_FLIGHT_STEPS;
  const lefty = opts.handedness === 'lefty';
  const tee: Point = { x: width / 2, y: height };
  if (disc.speed === null || !Number.isFinite(disc.speed)) {
    return { points: [], end: tee, distanceFeet: 0, capped: false };
  }

  const distance = flightDistance(disc.speed, disc.glide, height);
  const capped = distance < uncappedDistance(disc.speed, disc.glide);
  const turn = num(disc.turn);
  const fade = num(disc.fade);
  const points: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const x = clamp(tee.x + lateralOffset(turn, fade, t), 0, width);
    points.push({ x: lefty ? width - x : x, y: clamp(tee.y - distance * t, 0, height) });
  }
  const end = points[points.length - 1] ?? tee;
  return { points, end, distanceFeet: Math.round(distance * FEET_PER_UNIT), capped };
}

/** Feet for a distance in drawing units. */
export function unitsToFeet(units: number): number {
  return units * FEET_PER_UNIT;
}

export interface DistanceTick {
  /** Drawing y of the tick (the tee is at y = height). */
  y: number;
  feet: number;
}

/** Distance-axis ticks, one per grid line from the tee (0 ft) upwards, in whole feet. */
export function distanceTicks(
  height = FLIGHT_CHART_HEIGHT,
  grid = FLIGHT_CHART_GRID,
): DistanceTick[] {
  const ticks: DistanceTick[] = [];
  if (tooManyLines(height, grid)) return ticks;
  for (let d = 0; d <= height; d += grid) {
    ticks.push({ y: height - d, feet: Math.round(unitsToFeet(d)) });
  }
  return ticks;
}

/**
 * Grid line positions: vertical lines every `grid` units on both sides of the centre line
 * (so the line of a straight flight is always drawn), horizontal lines from the tee upwards.
 */
export function flightGrid(
  width = FLIGHT_CHART_WIDTH,
  height = FLIGHT_CHART_HEIGHT,
  grid = FLIGHT_CHART_GRID,
): { xs: number[]; ys: number[] } {
  if (tooManyLines(width, grid) || tooManyLines(height, grid)) return { xs: [], ys: [] };
  const centre = width / 2;
  const first = centre - Math.floor(centre / grid) * grid;
  const xs: number[] = [];
  for (let x = first; x <= width; x += grid) xs.push(x);
  return { xs, ys: distanceTicks(height, grid).map((tick) => tick.y) };
}

/**
 * The arm-aware flight model: flight numbers + a thrower → a top-down path in feet.
 * Fitted, not simulated: every constant and its source is in docs/decisions/0008-flight-model.md.
 * Coordinates: x is feet to the thrower's right (seen from behind the tee), y is feet down-field.
 */
import type { FlightNumbers } from '../disc/types';
import type { Point } from './flight-path';
import { armFeet, type Thrower } from './thrower';

/** Inputs are clamped into the range of real discs, so absurd numbers cannot blow up a chart. */
export const SPEED_RANGE = [1, 15] as const;
export const GLIDE_RANGE = [0, 7] as const;
export const TURN_RANGE = [-6, 2] as const;
export const FADE_RANGE = [0, 7] as const;
/** A missing glide counts as a middling 3; a missing turn or fade as 0. */
export const DEFAULT_GLIDE = 3;

/** Flight shape of a normal arm (DG Puttheads regression): base + per speed + per glide, ft. */
export const SHAPE_BASE = 220;
export const SHAPE_PER_SPEED = 20;
export const SHAPE_PER_GLIDE = 17;
/** The glide of the disc that reaches an arm's maximum distance. */
export const REFERENCE_GLIDE = 5;
/** Powered speed = (max distance - 100) / 25: 250 ft powers speed 6, 400 ft speed 12. */
export const POWER_OFFSET_FEET = 100;
export const FEET_PER_POWERED_SPEED = 25;
/** Speed above what the arm powers still adds, at 30 % of its worth. */
export const OVERSPEED_GAIN = 0.6;
/** Distance lost per point of fade per unit of missing power (an under-powered OS disc dumps). */
export const UNDERPOWER_DISTANCE_LOSS = 0.03;
/** Lateral drift per point of turn and of fade, as a share of the flight's distance. */
export const TURN_SHARE = 0.035;
export const FADE_SHARE = 0.035;
/** Fade grows with disc speed: factor 0.5 for speed 0 up to 1 at speed 14. */
export const FADE_SPEED_REF = 14;
/**
 * Arm factors at 280 ft and how far they move by 450 ft (the printed guides' slow and fast arms,
 * tied to feet, not to the presets' names): turn 0.83 → 1.27, fade 1.17 → 0.85.
 */
export const ARM_TURN_SLOW = 0.83;
export const ARM_TURN_SPAN = 0.44;
export const ARM_FADE_SLOW = 1.17;
export const ARM_FADE_SPAN = -0.32;
export const ARM_REF_SLOW_FEET = 280;
export const ARM_REF_SPAN_FEET = 170;
/** Missing power makes the fade stronger (up to +60 %) and earlier. */
export const UNDERPOWER_FADE_GAIN = 0.6;
export const FADE_START = 0.62;
export const UNDERPOWER_FADE_EARLIER = 0.3;
/** The turn builds between 10 % and 80 % of the flight, easing in and out (no corner where it ends). */
export const TURN_FROM = 0.1;
export const TURN_TO = 0.8;
/** Forehand: 93 % of the backhand distance, fade 18 % stronger, drawn as the mirror. */
export const FOREHAND_DISTANCE = 0.93;
export const FOREHAND_FADE = 1.18;
/**
 * Smoothness rule: between two consecutive segments a path never turns by more than this many
 * degrees, in true feet for any flight numbers in range, and for a fade-0 disc also at the
 * chart's widest sideways stretch (its widest drift drawn across the half-width).
 */
export const MAX_CORNER_DEGREES = 12.5;
/** Segments per path: fixed, so a path costs the same whatever the numbers. */
export const MODEL_STEPS = 30;

/** A point of a modelled flight: the same drawing coordinates as the spec's flight paths. */
export type ModelPoint = Point;

export interface ModelFlight {
  /** MODEL_STEPS + 1 points from the tee (0, 0); empty when the speed is unknown. */
  points: ModelPoint[];
  /** Down-field distance at landing, ft. */
  distanceFeet: number;
  /** Feet right (+) or left (-) of the tee line where the disc lands, for this thrower. */
  driftFeet: number;
}

const clamp = (v: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, v));
const finite = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);
/** 0 → 1 with zero slope and zero curvature at both ends: the turn eases in and out, no corner. */
const smootherstep = (u: number) => u * u * u * (u * (6 * u - 15) + 10);
const unit = (u: number) => clamp(u, [0, 1]);
const noNegZero = (v: number) => (v === 0 ? 0 : v);

const shape = (speed: number, glide: number) =>
  SHAPE_BASE + SHAPE_PER_SPEED * speed + SHAPE_PER_GLIDE * glide;

/**
 * How far a disc reaches for an arm that powers `powered` speed, in shape units: speed above the
 * powered speed adds at OVERSPEED_GAIN, and an under-powered disc loses distance to its fade.
 */
function reach(speed: number, glide: number, fade: number, powered: number): number {
  const missing = 1 - Math.min(1, powered / speed);
  const effectiveSpeed = speed <= powered ? speed : powered + OVERSPEED_GAIN * (speed - powered);
  return (
    shape(effectiveSpeed, glide) * Math.max(0.5, 1 - UNDERPOWER_DISTANCE_LOSS * fade * missing)
  );
}

/**
 * The distance driver of a typical bag (a Destroyer's 12 / 5 / -1 / 3): for every arm it lands
 * at the arm's max distance, so "My max distance X" means the longest disc of a typical bag lands
 * at X. The rest of the bag scales by its reach relative to this disc.
 */
export const REFERENCE_DISC = { speed: 12, glide: 5, turn: -1, fade: 3 } as const;
/** A typical bag, for the max-distance rule: its longest disc lands at the arm's max distance. */
export const TYPICAL_BAG: ReadonlyArray<readonly [string, FlightNumbers]> = [
  ['Aviar', { speed: 2, glide: 3, turn: 0, fade: 1 }],
  ['Buzzz', { speed: 5, glide: 4, turn: -1, fade: 1 }],
  ['Roc3', { speed: 5, glide: 4, turn: 0, fade: 3 }],
  ['Teebird', { speed: 7, glide: 5, turn: 0, fade: 2 }],
  ['Leopard3', { speed: 7, glide: 5, turn: -2, fade: 1 }],
  ['Firebird', { speed: 9, glide: 3, turn: 0, fade: 4 }],
  ['Thunderbird', { speed: 9, glide: 5, turn: 0, fade: 2 }],
  ['Wraith', { speed: 11, glide: 5, turn: -1, fade: 3 }],
  ['Destroyer', { ...REFERENCE_DISC }],
];
const referenceReach = (powered: number) =>
  reach(REFERENCE_DISC.speed, REFERENCE_DISC.glide, REFERENCE_DISC.fade, powered);

/** The disc speed an arm with this maximum distance can power. */
export function poweredSpeed(maxFeet: number): number {
  return Math.max(SPEED_RANGE[0], (maxFeet - POWER_OFFSET_FEET) / FEET_PER_POWERED_SPEED);
}

interface Core {
  speed: number;
  turn: number;
  fade: number;
  maxFeet: number;
  forehand: boolean;
  power: number;
  missing: number;
  distance: number;
}

function core(disc: FlightNumbers, thrower: Thrower): Core | null {
  if (!finite(disc.speed)) return null;
  const speed = clamp(disc.speed, SPEED_RANGE);
  const glide = clamp(finite(disc.glide) ? disc.glide : DEFAULT_GLIDE, GLIDE_RANGE);
  const turn = clamp(finite(disc.turn) ? disc.turn : 0, TURN_RANGE);
  const fade = clamp(finite(disc.fade) ? disc.fade : 0, FADE_RANGE);
  const maxFeet = armFeet(thrower.arm);
  const forehand = thrower.throwType === 'forehand';

  const powered = poweredSpeed(maxFeet);
  const power = Math.min(1, powered / speed);
  const missing = 1 - power;
  // The max-distance rule: the typical bag's distance driver (REFERENCE_DISC) lands at maxFeet.
  const distance =
    ((maxFeet * reach(speed, glide, fade, powered)) / referenceReach(powered)) *
    (forehand ? FOREHAND_DISTANCE : 1);
  return { speed, turn, fade, maxFeet, forehand, power, missing, distance };
}

/** Down-field distance (ft) of a disc for a thrower, without the path; 0 when the speed is unknown. */
export function modelDistance(disc: FlightNumbers, thrower: Thrower): number {
  return core(disc, thrower)?.distance ?? 0;
}

export function modelFlight(disc: FlightNumbers, thrower: Thrower): ModelFlight {
  const c = core(disc, thrower);
  if (!c) return { points: [], distanceFeet: 0, driftFeet: 0 };
  const { speed, turn, fade, maxFeet, forehand, power, missing, distance } = c;

  const armU = (maxFeet - ARM_REF_SLOW_FEET) / ARM_REF_SPAN_FEET;
  const armTurn = clamp(ARM_TURN_SLOW + ARM_TURN_SPAN * armU, [0.6, 1.5]);
  const armFade = clamp(ARM_FADE_SLOW + ARM_FADE_SPAN * armU, [0.7, 1.3]);
  const turnFeet = -turn * TURN_SHARE * distance * armTurn * power;
  const fadeFeet =
    fade *
    FADE_SHARE *
    distance *
    (0.5 + (0.5 * Math.min(speed, FADE_SPEED_REF)) / FADE_SPEED_REF) *
    armFade *
    (1 + UNDERPOWER_FADE_GAIN * missing) *
    (forehand ? FOREHAND_FADE : 1);
  const fadeStart = FADE_START - UNDERPOWER_FADE_EARLIER * missing;

  // Right-hand backhand is the reference; left hand and forehand each mirror it.
  const side = (thrower.handedness === 'lefty' ? -1 : 1) * (forehand ? -1 : 1);
  const points: ModelPoint[] = [];
  for (let i = 0; i <= MODEL_STEPS; i += 1) {
    const t = i / MODEL_STEPS;
    const turnPart = smootherstep(unit((t - TURN_FROM) / (TURN_TO - TURN_FROM)));
    const fadeU = unit((t - fadeStart) / (1 - fadeStart));
    const x = side * (turnFeet * turnPart - fadeFeet * fadeU * fadeU);
    points.push({ x: noNegZero(x), y: distance * t });
  }
  const end = points[points.length - 1] as ModelPoint;
  return { points, distanceFeet: distance, driftFeet: end.x };
}

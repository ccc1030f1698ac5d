/**
 * The player's own arm, learned from logged throws (docs/decisions/0008-flight-model.md, fitting). Pure functions:
 * - measuredFlights: each disc's measured flight per throw type (median distance and finish of
 *   its full-power throws, with the counts);
 * - fitArm / fitArms: the arm model's one parameter (the max distance, see flight-model.ts) that
 *   best fits all full-power throws of a throw type, with how many throws and how well it fits;
 * - fittedThrower / myThrowsFlight: what the chart needs to draw a "My throws" arm.
 * The rules are in docs/decisions/0008-flight-model.md ("Fitting a player's arm").
 */
import type { FlightNumbers } from '../disc/types';
import { modelDistance, modelFlight, type ModelFlight, type ModelPoint } from './flight-model';
import type { Handedness } from './handedness';
import { MAX_ARM_FEET, MIN_ARM_FEET, type Thrower, type ThrowType } from './thrower';

/** The shots a player logs (the throw log's throw types). */
export const LOGGED_THROW_TYPES = [
  'backhand',
  'forehand',
  'roller',
  'tomahawk',
  'thumber',
] as const;
export type LoggedThrowType = (typeof LOGGED_THROW_TYPES)[number];
export const EFFORTS = ['full', 'controlled'] as const;
export type Effort = (typeof EFFORTS)[number];

/** One logged throw as the fit reads it. */
export interface FitThrow {
  /** Any stable id of the disc (a user_disc id): throws of one disc are grouped by it. */
  discId: string;
  /** The disc's flight numbers (personal ones when the player set them). */
  flight: FlightNumbers;
  /** Down-field distance, ft. */
  distanceFt: number;
  /** Where it finished off the target line, ft: negative left, positive right (as thrown). */
  finishFt?: number | null;
  throwType: LoggedThrowType;
  /** Only full-power throws measure the arm; controlled ones are listed, never fitted. */
  effort: Effort;
}

export interface MeasuredFlight {
  discId: string;
  throwType: LoggedThrowType;
  /** Full-power throws of this disc and throw type. */
  throws: number;
  medianDistanceFt: number;
  bestDistanceFt: number;
  /** Median finish of the full-power throws that have one; null when none has. */
  medianFinishFt: number | null;
  finishThrows: number;
}

export interface ArmFit {
  throwType: LoggedThrowType;
  /** The fitted arm, ready for a Thrower (the model's max distance, ft). */
  arm: { maxFeet: number };
  /** Full-power throws the fit used (discs with a known speed). */
  throws: number;
  discs: number;
  /** Root mean square of (model − measured) / measured over those throws: 0.08 is "within 8 %". */
  rmsRelativeError: number;
  /** The best fit sits at the edge of the allowed arm range: the arm is at least / at most that. */
  atLimit: boolean;
}

/** A disc is drawn to its measured flight from this many full-power throws on. */
export const MIN_MEASURED_THROWS = 3;
/** An arm is fitted from this many full-power throws on. */
export const MIN_FIT_THROWS = 3;
/** Coarse search step over the arm range, then a golden-section search around the best step. */
const FIT_GRID_FEET = 10;
const FIT_TOLERANCE_FEET = 0.05;

/**
 * The model's throw for a logged shot: a forehand is modelled as a forehand; backhand, roller,
 * tomahawk and thumber as a backhand (their fitted arm is "the backhand arm that throws as far").
 */
export function modelThrowType(throwType: LoggedThrowType): ThrowType {
  return throwType === 'forehand' ? 'forehand' : 'backhand';
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const usable = (t: FitThrow) => t.effort === 'full' && finite(t.distanceFt) && t.distanceFt > 0;

/** Each disc's measured flight per throw type, from its full-power throws (in first-seen order). */
export function measuredFlights(throws: readonly FitThrow[]): MeasuredFlight[] {
  const groups = new Map<string, FitThrow[]>();
  for (const t of throws) {
    if (!usable(t)) continue;
    const key = `${t.throwType}\u0000${t.discId}`;
    const list = groups.get(key);
    if (list) list.push(t);
    else groups.set(key, [t]);
  }
  return [...groups.values()].map((list) => {
    const first = list[0] as FitThrow;
    const distances = list.map((t) => t.distanceFt);
    const finishes = list.map((t) => t.finishFt).filter(finite);
    return {
      discId: first.discId,
      throwType: first.throwType,
      throws: list.length,
      medianDistanceFt: median(distances),
      bestDistanceFt: Math.max(...distances),
      medianFinishFt: finishes.length ? median(finishes) : null,
      finishThrows: finishes.length,
    };
  });
}

/**
 * Per disc, the sums that make the squared relative error of a model distance m cheap:
 * Σ (m / x − 1)² = m² Σ 1/x² − 2 m Σ 1/x + n.
 */
export interface DiscSums {
  flight: FlightNumbers;
  n: number;
  invSum: number;
  invSqSum: number;
}

function discSums(throws: readonly FitThrow[], throwType: LoggedThrowType): DiscSums[] {
  const byDisc = new Map<string, DiscSums>();
  for (const t of throws) {
    if (t.throwType !== throwType || !usable(t) || !finite(t.flight.speed)) continue;
    let s = byDisc.get(t.discId);
    if (!s) {
      s = { flight: t.flight, n: 0, invSum: 0, invSqSum: 0 };
      byDisc.set(t.discId, s);
    }
    s.n += 1;
    s.invSum += 1 / t.distanceFt;
    s.invSqSum += 1 / (t.distanceFt * t.distanceFt);
  }
  return [...byDisc.values()];
}

/** The arm (max distance, ft) that best fits the full-power throws of one throw type; null below MIN_FIT_THROWS. */
export function fitArm(throws: readonly FitThrow[], throwType: LoggedThrowType): ArmFit | null {
  return fitArmFromSums(discSums(throws, throwType), throwType);
}

/**
 * The same fit from each disc's sums alone (a throw summary carries them, decision 0039): the
 * squared error needs no single throw, so a summary fits the same arm as the whole log.
 */
export function fitArmFromSums(
  sums: readonly DiscSums[],
  throwType: LoggedThrowType,
): ArmFit | null {
  const n = sums.reduce((a, s) => a + s.n, 0);
  if (n < MIN_FIT_THROWS) return null;
  const modelThrow = modelThrowType(throwType);
  const error = (maxFeet: number) => {
    const thrower: Thrower = { arm: { maxFeet }, throwType: modelThrow, handedness: 'righty' };
    let e = 0;
    for (const s of sums) {
      const m = modelDistance(s.flight, thrower);
      e += m * m * s.invSqSum - 2 * m * s.invSum + s.n;
    }
    return e;
  };

  let best = MIN_ARM_FEET;
  let bestError = Infinity;
  for (let feet = MIN_ARM_FEET; feet <= MAX_ARM_FEET; feet += FIT_GRID_FEET) {
    const e = error(feet);
    if (e < bestError) [best, bestError] = [feet, e];
  }
  // Golden-section search within one grid step either side of the best grid point.
  let lo = Math.max(MIN_ARM_FEET, best - FIT_GRID_FEET);
  let hi = Math.min(MAX_ARM_FEET, best + FIT_GRID_FEET);
  const g = (Math.sqrt(5) - 1) / 2;
  let a = hi - g * (hi - lo);
  let b = lo + g * (hi - lo);
  let ea = error(a);
  let eb = error(b);
  while (hi - lo > FIT_TOLERANCE_FEET) {
    if (ea <= eb) {
      hi = b;
      b = a;
      eb = ea;
      a = hi - g * (hi - lo);
      ea = error(a);
    } else {
      lo = a;
      a = b;
      ea = eb;
      b = lo + g * (hi - lo);
      eb = error(b);
    }
  }
  const found = (lo + hi) / 2;
  const foundError = error(found);
  const [maxFeet, e] = foundError <= bestError ? [found, foundError] : [best, bestError];
  const rounded = Math.round(maxFeet * 10) / 10;
  return {
    throwType,
    arm: { maxFeet: rounded },
    throws: n,
    discs: sums.length,
    rmsRelativeError: Math.sqrt(Math.max(0, e) / n),
    atLimit: rounded - MIN_ARM_FEET < 1 || MAX_ARM_FEET - rounded < 1,
  };
}

/** fitArm for every throw type that has enough full-power throws, in LOGGED_THROW_TYPES order. */
export function fitArms(throws: readonly FitThrow[]): ArmFit[] {
  return LOGGED_THROW_TYPES.map((type) => fitArm(throws, type)).filter(
    (f): f is ArmFit => f !== null,
  );
}

/** The thrower a "My throws" chart draws for: the fitted arm with the model's throw. */
export function fittedThrower(fit: ArmFit, handedness: Handedness): Thrower {
  return { arm: fit.arm, throwType: modelThrowType(fit.throwType), handedness };
}

export interface MyThrowsFlight extends ModelFlight {
  /** True when the path is drawn to the disc's measured distance and finish. */
  measured: boolean;
}

/**
 * A disc's path on the "My throws" chart: the fitted arm's model flight, and when the disc has
 * at least MIN_MEASURED_THROWS full-power throws of the fit's throw type, that path stretched to
 * the measured median distance and bent smoothly to the measured median finish (when logged).
 */
export function myThrowsFlight(
  flight: FlightNumbers,
  fit: ArmFit,
  handedness: Handedness,
  measured?: MeasuredFlight | null,
): MyThrowsFlight {
  const model = modelFlight(flight, fittedThrower(fit, handedness));
  if (
    !measured ||
    measured.throws < MIN_MEASURED_THROWS ||
    measured.throwType !== fit.throwType ||
    model.points.length === 0 ||
    !(model.distanceFeet > 0)
  ) {
    return { ...model, measured: false };
  }
  const scale = measured.medianDistanceFt / model.distanceFeet;
  const finish = measured.medianFinishFt;
  const shift = finish === null ? 0 : finish - model.driftFeet * scale;
  const points: ModelPoint[] = model.points.map((p, i, all) => {
    const t = i / (all.length - 1);
    const x = p.x * scale + shift * t * t;
    return { x: x === 0 ? 0 : x, y: p.y * scale };
  });
  const end = points[points.length - 1] as ModelPoint;
  return { points, distanceFeet: end.y, driftFeet: end.x, measured: true };
}

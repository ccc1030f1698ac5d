/**
 * The player's own arm from their throw log (decision 0030, issue #36 items 4–5), as the charts
 * and the advice use it:
 *  - fitMyArm: the arm model's max distance that best fits the player's full-power throws of one
 *    throw type (each disc's median, weighted by its throws), with how many throws and how well
 *    it fits. One place: the arm-model branch's fit (src/core/flight, h-arm) takes its place at
 *    merge if it is better; the chart only needs `maxFeet`, `throws` and `fitPercent`.
 *  - measuredPath: a disc's modelled path reshaped to land where the player's throws land.
 */
import type { FlightNumbers } from '../disc/types';
import { modelFlight } from '../flight/flight-model';
import type { Point } from '../flight/flight-path';
import { MAX_ARM_FEET, MIN_ARM_FEET, type Thrower } from '../flight/thrower';
import type { Throw } from '../schemas/throw';
import { measuredFlights, median, type MeasuredFlight } from './throw-stats';

export interface MyArm {
  throwType: 'backhand' | 'forehand';
  /** The arm model's "max distance" that fits the throws best, whole feet. */
  maxFeet: number;
  /** Full-power throws of this type the fit used, and over how many discs. */
  throws: number;
  discs: number;
  /** The typical miss of the fitted model against each disc's median: RMS, per cent. */
  fitPercent: number;
}

export interface FitInput {
  flight: FlightNumbers;
  /** The disc's median full-power distance, ft. */
  distanceFt: number;
  /** Throws behind that median (the weight). */
  count: number;
}

/** The fewest full-power throws (over all discs) a fitted arm needs. */
export const MIN_FIT_THROWS = 3;

/** Weighted RMS of the relative misses of the model with this arm. */
function misfit(inputs: readonly FitInput[], maxFeet: number, thrower: Omit<Thrower, 'arm'>) {
  let sum = 0;
  let weight = 0;
  for (const d of inputs) {
    const model = modelFlight(d.flight, { ...thrower, arm: { maxFeet } }).distanceFeet;
    const rel = (model - d.distanceFt) / d.distanceFt;
    sum += d.count * rel * rel;
    weight += d.count;
  }
  return weight ? Math.sqrt(sum / weight) : Infinity;
}

/**
 * The arm that fits: a 1-D search over the model's range of max distances (coarse, then to the
 * foot). Null without MIN_FIT_THROWS full-power throws of a disc with flight numbers.
 */
export function fitMyArm(
  inputs: readonly FitInput[],
  throwType: 'backhand' | 'forehand',
): MyArm | null {
  const usable = inputs.filter(
    (d) => d.flight.speed !== null && Number.isFinite(d.flight.speed) && d.distanceFt > 0,
  );
  const throws = usable.reduce((n, d) => n + d.count, 0);
  if (throws < MIN_FIT_THROWS) return null;
  const thrower = { throwType, handedness: 'righty' as const };
  let best = MIN_ARM_FEET;
  let bestErr = Infinity;
  for (let f = MIN_ARM_FEET; f <= MAX_ARM_FEET; f += 10) {
    const e = misfit(usable, f, thrower);
    if (e < bestErr) [best, bestErr] = [f, e];
  }
  for (let f = Math.max(MIN_ARM_FEET, best - 10); f <= Math.min(MAX_ARM_FEET, best + 10); f += 1) {
    const e = misfit(usable, f, thrower);
    if (e < bestErr) [best, bestErr] = [f, e];
  }
  return {
    throwType,
    maxFeet: best,
    throws,
    discs: usable.length,
    fitPercent: Math.round(bestErr * 1000) / 10,
  };
}

/**
 * The fit's inputs from a log: each disc's median full-power distance of `throwType`, with its
 * count (every disc with at least one such throw), and the disc's flight numbers.
 */
export function fitInputs(
  throws: readonly Throw[],
  flightOf: (userDiscId: string) => FlightNumbers | undefined,
  throwType: 'backhand' | 'forehand',
): FitInput[] {
  const byDisc = new Map<string, number[]>();
  for (const t of throws) {
    if (t.throwType !== throwType || t.effort !== 'full') continue;
    byDisc.set(t.userDiscId, [...(byDisc.get(t.userDiscId) ?? []), t.distanceFt]);
  }
  const out: FitInput[] = [];
  for (const [id, d] of byDisc) {
    const flight = flightOf(id);
    if (flight) out.push({ flight, distanceFt: median(d)!, count: d.length });
  }
  return out;
}

/**
 * A modelled path (from the tee, y down-field, x to the right) reshaped to land at the measured
 * distance and finish (as thrown: negative left, positive right), with no corner: stretched along
 * the field; sideways, the model's shape scaled to the finish when it already lands on that side
 * (at most 4 times wider or narrower), else a plain curve that drifts more and more towards the
 * finish, so a path never swings out past where the throws land and back.
 */
export function measuredPath(
  points: readonly Point[],
  distanceFt: number,
  finishFt: number,
): Point[] {
  const end = points[points.length - 1];
  if (!end || end.y <= 0) return [];
  const k = distanceFt / end.y;
  const ratio = end.x === 0 ? 0 : finishFt / end.x;
  if (ratio >= 0.25 && ratio <= 4) return points.map((p) => ({ x: p.x * ratio, y: p.y * k }));
  return points.map((p) => {
    const u = p.y / end.y;
    return { x: finishFt * u * u, y: p.y * k };
  });
}

/** What the charts draw from the log for one throw type: the fitted arm and the measured discs. */
export interface MyThrows {
  arm: MyArm | null;
  measured: Map<string, MeasuredFlight>;
}

export function myThrows(
  throws: readonly Throw[],
  flightOf: (userDiscId: string) => FlightNumbers | undefined,
  throwType: 'backhand' | 'forehand',
): MyThrows {
  return {
    arm: fitMyArm(fitInputs(throws, flightOf, throwType), throwType),
    measured: measuredFlights(throws, throwType),
  };
}

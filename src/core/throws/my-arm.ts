/**
 * The player's own arm from their throw log (decisions 0008 and 0030), as the charts
 * and the advice use it:
 *  - myThrows / fitMyArm: the arm model's max distance that best fits the player's full-power
 *    throws of one throw type, by the arm model's own fit (core/flight/throws-fit.ts), with how
 *    many throws and how well it fits; the charts need only `maxFeet`, `throws`, `fitPercent`.
 *  - measuredPath: a disc's modelled path reshaped to land where the player's throws land.
 */
import type { FlightNumbers } from '../disc/types';
import type { Point } from '../flight/flight-path';
import { fitArm, fitArmFromSums, type ArmFit, type DiscSums } from '../flight/throws-fit';
import { MIN_MEASURED_THROWS, type MeasuredFlight } from './throw-stats';
import { summariseThrows, type SummedThrow, type ThrowSummary } from './throw-summary';

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

/**
 * The arm that fits, by the arm model's own fit (core/flight/throws-fit.ts `fitArm`, branch
 * h-arm): each disc's median counted once per throw. Null without 3 full-power throws of discs
 * with a known speed.
 */
export function fitMyArm(
  inputs: readonly FitInput[],
  throwType: 'backhand' | 'forehand',
): MyArm | null {
  const throws = inputs.flatMap((d, i) =>
    Array.from({ length: d.count }, () => ({
      discId: String(i),
      flight: d.flight,
      distanceFt: d.distanceFt,
      throwType,
      effort: 'full' as const,
    })),
  );
  return toMyArm(fitArm(throws, throwType), throwType);
}

function toMyArm(fit: ArmFit | null, throwType: 'backhand' | 'forehand'): MyArm | null {
  if (!fit) return null;
  return {
    throwType,
    maxFeet: Math.round(fit.arm.maxFeet),
    throws: fit.throws,
    discs: fit.discs,
    fitPercent: Math.round(fit.rmsRelativeError * 1000) / 10,
  };
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

/** What the charts draw of a log (a whole one: a shared bag's landings). */
export function myThrows(
  throws: readonly SummedThrow[],
  flightOf: (userDiscId: string) => FlightNumbers | undefined,
  throwType: 'backhand' | 'forehand',
): MyThrows {
  return myThrowsOf(summariseThrows(throws), flightOf, throwType);
}

/**
 * What the charts draw from a throw summary (decision 0039) for one throw type: the arm fitted
 * from each disc's sums (the same fit as from every throw), and each disc with at least
 * MIN_MEASURED_THROWS full-power throws drawn to its median, with its spread and latest landings.
 */
export function myThrowsOf(
  summary: ThrowSummary,
  flightOf: (userDiscId: string) => FlightNumbers | undefined,
  throwType: 'backhand' | 'forehand',
): MyThrows {
  const sums: DiscSums[] = [];
  const measured = new Map<string, MeasuredFlight>();
  for (const g of summary.groups) {
    if (g.throwType !== throwType || g.full === 0) continue;
    const flight = flightOf(g.userDiscId);
    if (flight && Number.isFinite(flight.speed)) {
      sums.push({ flight, n: g.full, invSum: g.invSum, invSqSum: g.invSqSum });
    }
    if (g.full < MIN_MEASURED_THROWS) continue;
    measured.set(g.userDiscId, {
      userDiscId: g.userDiscId,
      throwType,
      count: g.full,
      distanceFt: g.medianFt!,
      finishFt: g.finishFt ?? 0,
      landings: g.recent,
      spread: { lowFt: g.lowFt!, highFt: g.highFt! },
    });
  }
  return { arm: toMyArm(fitArmFromSums(sums, throwType), throwType), measured };
}

/**
 * One model of the player (decision 0046): how each of their discs flies for them, read by every
 * screen (charts and their tables, compare, the disc modal, insights, the dashboard, the bag
 * table), so that a disc's distance and finish are the same wherever they are shown.
 *
 * Per disc and chart throw type (backhand, forehand):
 *  - measured, from the full-power throws of that one type in the throw summary (decision 0039):
 *    with MIN_MEASURED_THROWS or more, the distance is their median; the finish is their median
 *    finish where at least one throw recorded it, otherwise the model's finish (a distance-only
 *    log says nothing about left or right);
 *  - modelled, from the arm model (decision 0008) for the player's arm: the arm fitted to their
 *    full-power throws of that type while "My throws" is on and the log fits one, else the arm
 *    they chose.
 * The fitted arm is never shorter than the longest measured disc of its type.
 * Lateral sign as in core/throws/throw-summary.ts: negative left, positive right, seen from the tee.
 */
import type { FlightNumbers } from '../disc/types';
import type { Handedness } from '../flight/handedness';
import { modelFlight } from '../flight/flight-model';
import { fitArmFromSums, type DiscSums } from '../flight/throws-fit';
import { armFeet, type Arm, type ThrowType } from '../flight/thrower';
import { MIN_MEASURED_THROWS } from '../throws/throw-stats';
import type { PlayedFlights } from '../insights/insights';
import type { Landing, ThrowGroup, ThrowSummary } from '../throws/throw-summary';

export { MIN_MEASURED_THROWS };
export const PLAYER_THROW_TYPES = ['backhand', 'forehand'] as const satisfies readonly ThrowType[];

/** One of the player's discs as the model reads it. */
export interface PlayerDiscInput {
  userDiscId: string;
  /** The numbers it flies (the player's own where set); null when unknown: never charted. */
  flight: FlightNumbers | null;
}

export interface PlayerModelInput {
  discs: readonly PlayerDiscInput[];
  /** The throw summary of the log (or of a shared bag's landings); null or empty: no throws. */
  summary: ThrowSummary | null;
  /** The arm the player chose (settings, or the chart's arm control). */
  chosenArm: Arm;
  handedness: Handedness;
  /** "My throws": the fitted arm and the measured discs are used; off, the chosen arm is a what-if. */
  useThrows: boolean;
}

export interface PlayerArm {
  throwType: ThrowType;
  /** 'fitted': from the player's throws; 'chosen': the arm they picked (no fit, or a what-if). */
  source: 'fitted' | 'chosen';
  /** The arm the model draws every modelled disc of this type with. */
  arm: Arm;
  maxFeet: number;
  /** Full-power throws of this type the fit rests on, and over how many discs (0 when chosen). */
  throws: number;
  discs: number;
  /** The fit's typical miss, per cent (null when chosen). */
  fitPercent: number | null;
  /** The fit was raised to the longest measured disc (the model alone fitted it shorter). */
  raisedToLongest: boolean;
}

/** How one disc flies for the player with one throw type. Distances and finishes in feet. */
export interface PlayerDiscFlight {
  userDiscId: string;
  throwType: ThrowType;
  distanceFt: number;
  finishFt: number;
  /** The disc's speed (the numbers it flies). */
  speed: number;
  /** Full-power throws of this type behind `distanceFt` (0 when modelled). */
  measuredThrows: number;
  source: 'measured' | 'modelled';
  /** Where the finish comes from: throws that recorded one, or the model. */
  finishSource: 'measured' | 'modelled';
  /** Full-power throws with a recorded finish (0 when the finish is modelled). */
  finishThrows: number;
  /** The model's own figures for this disc and arm, measured or not. */
  modelDistanceFt: number;
  modelFinishFt: number;
  /** Measured only: best, the spread (quartiles) and the latest landings (newest first). */
  bestFt: number | null;
  spread: { lowFt: number; highFt: number } | null;
  landings: Landing[];
  /** Throws of this type left out of the figures (controlled ones), for "+2 controlled". */
  otherThrows: number;
}

export interface PlayerModel {
  handedness: Handedness;
  /** "My throws" is on and the log has something for at least one throw type. */
  usesThrows: boolean;
  /** The log holds throws at all (whatever the switch). */
  hasThrows: boolean;
  arms: Record<ThrowType, PlayerArm>;
  /** The arm the log fits per type, whether or not "My throws" is on (null: too few throws). */
  fitted: Record<ThrowType, PlayerArm | null>;
  flights: PlayerDiscFlight[];
  /** The disc's flight for a throw type; undefined for a disc without known numbers. */
  flightOf: (userDiscId: string, throwType: ThrowType) => PlayerDiscFlight | undefined;
}

const key = (id: string, type: ThrowType) => `${id}\u0000${type}`;

/** The fitted arm of one type from the summary, raised to the longest measured disc. */
function fittedArm(
  groups: readonly ThrowGroup[],
  flightById: ReadonlyMap<string, FlightNumbers>,
  type: ThrowType,
): PlayerArm | null {
  const sums: DiscSums[] = [];
  let longest = 0;
  for (const g of groups) {
    if (g.throwType !== type || g.full === 0) continue;
    const flight = flightById.get(g.userDiscId);
    if (flight && Number.isFinite(flight.speed)) {
      sums.push({ flight, n: g.full, invSum: g.invSum, invSqSum: g.invSqSum });
    }
    if (g.full >= MIN_MEASURED_THROWS && g.medianFt !== null) {
      longest = Math.max(longest, g.medianFt);
    }
  }
  const fit = fitArmFromSums(sums, type);
  if (!fit) return null;
  const fitted = Math.round(fit.arm.maxFeet);
  const maxFeet = Math.max(fitted, Math.round(longest));
  return {
    throwType: type,
    source: 'fitted',
    arm: { maxFeet },
    maxFeet,
    throws: fit.throws,
    discs: fit.discs,
    fitPercent: Math.round(fit.rmsRelativeError * 1000) / 10,
    raisedToLongest: maxFeet > fitted,
  };
}

function chosenArm(arm: Arm, type: ThrowType): PlayerArm {
  return {
    throwType: type,
    source: 'chosen',
    arm,
    maxFeet: armFeet(arm),
    throws: 0,
    discs: 0,
    fitPercent: null,
    raisedToLongest: false,
  };
}

function discFlight(
  disc: PlayerDiscInput & { flight: FlightNumbers & { speed: number } },
  arm: PlayerArm,
  handedness: Handedness,
  group: ThrowGroup | undefined,
): PlayerDiscFlight {
  const type = arm.throwType;
  const model = modelFlight(disc.flight, { arm: arm.arm, throwType: type, handedness });
  const measured =
    group !== undefined && group.full >= MIN_MEASURED_THROWS && group.medianFt !== null;
  const finishMeasured = measured && group.finishes > 0 && group.finishFt !== null;
  const base = {
    userDiscId: disc.userDiscId,
    throwType: type,
    speed: disc.flight.speed,
    modelDistanceFt: model.distanceFeet,
    modelFinishFt: model.driftFeet,
    otherThrows: group ? group.throws - group.full : 0,
  };
  if (!measured) {
    return {
      ...base,
      distanceFt: model.distanceFeet,
      finishFt: model.driftFeet,
      measuredThrows: 0,
      source: 'modelled',
      finishSource: 'modelled',
      finishThrows: 0,
      bestFt: null,
      spread: null,
      landings: [],
    };
  }
  return {
    ...base,
    distanceFt: group.medianFt!,
    finishFt: finishMeasured ? group.finishFt! : model.driftFeet,
    measuredThrows: group.full,
    source: 'measured',
    finishSource: finishMeasured ? 'measured' : 'modelled',
    finishThrows: finishMeasured ? group.finishes : 0,
    bestFt: group.bestFt,
    spread:
      group.lowFt !== null && group.highFt !== null
        ? { lowFt: group.lowFt, highFt: group.highFt }
        : null,
    landings: group.recent,
  };
}

/** How every disc of the player flies for them, per throw type: the one model every screen reads. */
export function playerModel(input: PlayerModelInput): PlayerModel {
  const { handedness } = input;
  const groups = input.summary?.groups ?? [];
  const hasThrows = (input.summary?.total ?? 0) > 0;
  const flightById = new Map<string, FlightNumbers>();
  for (const d of input.discs) if (d.flight) flightById.set(d.userDiscId, d.flight);
  const groupByKey = new Map(groups.map((g) => [key(g.userDiscId, g.throwType as ThrowType), g]));

  const useThrows = input.useThrows && hasThrows;
  const arms = {} as Record<ThrowType, PlayerArm>;
  const fitted = {} as Record<ThrowType, PlayerArm | null>;
  for (const type of PLAYER_THROW_TYPES) {
    fitted[type] = hasThrows ? fittedArm(groups, flightById, type) : null;
    arms[type] = (useThrows ? fitted[type] : null) ?? chosenArm(input.chosenArm, type);
  }

  const flights: PlayerDiscFlight[] = [];
  const byKey = new Map<string, PlayerDiscFlight>();
  for (const d of input.discs) {
    const speed = d.flight?.speed ?? null;
    if (!d.flight || speed === null || !Number.isFinite(speed)) continue;
    for (const type of PLAYER_THROW_TYPES) {
      const group = useThrows ? groupByKey.get(key(d.userDiscId, type)) : undefined;
      const flight = { ...d.flight, speed };
      const f = discFlight({ ...d, flight }, arms[type], handedness, group);
      flights.push(f);
      byKey.set(key(d.userDiscId, type), f);
    }
  }
  return {
    handedness,
    usesThrows:
      useThrows &&
      flights.some((f) => f.source === 'measured' || arms[f.throwType].source === 'fitted'),
    hasThrows,
    arms,
    fitted,
    flights,
    flightOf: (id, type) => byKey.get(key(id, type)),
  };
}

/** The player's longest measured disc of a throw type (the max-distance driver by measurement). */
export function longestMeasured(
  model: PlayerModel,
  type: ThrowType = 'backhand',
): PlayerDiscFlight | null {
  let best: PlayerDiscFlight | null = null;
  for (const f of model.flights) {
    if (f.throwType !== type || f.source !== 'measured') continue;
    if (!best || f.distanceFt > best.distanceFt) best = f;
  }
  return best;
}

/**
 * A disc turns over for this player when its flight (measured, else modelled for their arm)
 * finishes on the turn side, at least TURNOVER_SHARE of its distance off the line: right for a
 * right-hand backhand, left for a left-hand one (a forehand is the mirror of each).
 */
export const TURNOVER_SHARE = 0.015;

export function turnsOver(f: PlayerDiscFlight, handedness: Handedness): boolean {
  const rightSide = (handedness === 'righty') === (f.throwType === 'backhand');
  const towardTurn = rightSide ? f.finishFt : -f.finishFt;
  return towardTurn >= TURNOVER_SHARE * f.distanceFt;
}

/** A driver by speed (fairway and distance bands): only a driver is the max-distance driver. */
const DRIVER_SPEED = 7;

/** What insights read of the model for one throw type: turnovers, measured discs, the longest. */
export function playedFlights(model: PlayerModel, type: ThrowType = 'backhand'): PlayedFlights {
  const turns = new Set<string>();
  const measured = new Map<string, number>();
  for (const f of model.flights) {
    if (f.throwType !== type) continue;
    if (turnsOver(f, model.handedness)) turns.add(f.userDiscId);
    if (f.source === 'measured') measured.set(f.userDiscId, f.measuredThrows);
  }
  const longest = longestMeasured(model, type);
  return {
    turnsOver: turns,
    measured,
    longest: longest && longest.speed >= DRIVER_SPEED ? longest.userDiscId : null,
  };
}

/**
 * What a player's log says per disc (decision 0030): count, median and best; and each disc's
 * measured flight, the median distance and finish of its full-power throws of one throw type.
 */
import type { Effort, Throw, ThrowType } from '../schemas/throw';

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers natively: several times faster than a comparator on a long log.
  const s = Float64Array.from(values).sort();
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export interface DiscThrowStats {
  count: number;
  medianFt: number | null;
  bestFt: number | null;
}

/** Count, median and best distance of throws (all efforts and types). */
export function throwStats(throws: readonly Pick<Throw, 'distanceFt'>[]): DiscThrowStats {
  const d = throws.map((t) => t.distanceFt);
  // A loop, not Math.max(...d): a log of 20,000 throws is no argument list.
  let best = -Infinity;
  for (const x of d) if (x > best) best = x;
  return {
    count: d.length,
    medianFt: median(d),
    bestFt: d.length ? best : null,
  };
}

/**
 * The throws that `keep` accepts, grouped by user disc in first-seen order. Each group grows in
 * place: the work is linear in the log (a copy per throw made it quadratic on a one-disc log).
 */
function byDisc(throws: readonly Throw[], keep: (t: Throw) => boolean = () => true) {
  const groups = new Map<string, Throw[]>();
  for (const t of throws) {
    if (!keep(t)) continue;
    const list = groups.get(t.userDiscId);
    if (list) list.push(t);
    else groups.set(t.userDiscId, [t]);
  }
  return groups;
}

/** Each disc's stats, by user disc id. */
export function statsByDisc(throws: readonly Throw[]): Map<string, DiscThrowStats> {
  const out = new Map<string, DiscThrowStats>();
  for (const [id, list] of byDisc(throws)) out.set(id, throwStats(list));
  return out;
}

/** A disc needs this many full-power throws of a type before its measured flight is drawn. */
export const MIN_MEASURED_THROWS = 3;

export interface MeasuredFlight {
  userDiscId: string;
  throwType: ThrowType;
  /** Full-power throws of this type. */
  count: number;
  distanceFt: number;
  /**
   * Median finish off the line (negative left), over the throws that have one; when none do, the
   * model's finish for the player's arm (core/player/player-model.ts), or 0 from a bare log.
   */
  finishFt: number;
  /** The finish comes from recorded throws (false: the model's). */
  finishMeasured?: boolean;
  /**
   * The latest landings: distance and finish (null when not recorded), newest first; at most
   * RECENT_LANDINGS from a summary (decision 0039).
   */
  landings: { distanceFt: number; finishFt: number | null }[];
  /** The spread of the full-power distances (lower and upper quartile), when known. */
  spread?: { lowFt: number; highFt: number };
}

const fullOf = (t: Pick<Throw, 'effort'>, effort: Effort = 'full') => t.effort === effort;

/** The measured flight of each disc with at least MIN_MEASURED_THROWS full-power throws of `type`. */
export function measuredFlights(
  throws: readonly Throw[],
  type: ThrowType,
  min = MIN_MEASURED_THROWS,
): Map<string, MeasuredFlight> {
  const out = new Map<string, MeasuredFlight>();
  for (const [id, list] of byDisc(throws, (t) => t.throwType === type && fullOf(t))) {
    if (list.length < min) continue;
    const finishes = list.flatMap((t) => (t.finishFt === null ? [] : [t.finishFt]));
    out.set(id, {
      userDiscId: id,
      throwType: type,
      count: list.length,
      distanceFt: median(list.map((t) => t.distanceFt))!,
      finishFt: median(finishes) ?? 0,
      landings: list.map((t) => ({ distanceFt: t.distanceFt, finishFt: t.finishFt })),
    });
  }
  return out;
}

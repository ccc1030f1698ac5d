/**
 * A disc's trend over time, as the throw history draws it: per disc and day, the median of its
 * full-power throws of one throw type (the same throws the charts' figure counts, so the last
 * point of a trend and the chart agree for a one-day log). A day is the player's: the throw's
 * time shifted by their offset from UTC. Only the latest TREND_DAYS days of each disc are
 * kept, so the answer stays small however long the log (decision 0039). The server computes the
 * same in SQL (throw-repository `trend`), checked against this function.
 */
import { TREND_DAYS, type ThrowType } from '../rules/throw';
import type { SummedThrow } from './throw-summary';

export { MAX_UTC_OFFSET_MIN, TREND_DAYS } from '../rules/throw';

export interface TrendPoint {
  userDiscId: string;
  /** The player's calendar day, YYYY-MM-DD. */
  day: string;
  /** Full-power throws of the type that day. */
  full: number;
  medianFt: number;
}

/** The player's day of an instant, for a UTC offset in minutes (east positive). */
export function dayOf(thrownAt: string, utcOffsetMin: number): string {
  return new Date(Date.parse(thrownAt) + utcOffsetMin * 60_000).toISOString().slice(0, 10);
}

function medianOf(values: number[]): number {
  const s = Float64Array.from(values).sort();
  const at = (s.length - 1) / 2;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

/** Each disc's latest TREND_DAYS days, oldest first, ordered by disc id then day. */
export function throwTrend(
  throws: readonly SummedThrow[],
  throwType: ThrowType,
  utcOffsetMin: number,
  days = TREND_DAYS,
): TrendPoint[] {
  const byDisc = new Map<string, Map<string, number[]>>();
  for (const t of throws) {
    if (t.throwType !== throwType || t.effort !== 'full' || !(t.distanceFt > 0)) continue;
    const disc = byDisc.get(t.userDiscId) ?? new Map<string, number[]>();
    byDisc.set(t.userDiscId, disc);
    const day = dayOf(t.thrownAt, utcOffsetMin);
    const list = disc.get(day) ?? [];
    list.push(t.distanceFt);
    disc.set(day, list);
  }
  return [...byDisc.keys()].sort().flatMap((userDiscId) =>
    [...byDisc.get(userDiscId)!]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .slice(-days)
      .map(([day, d]) => ({ userDiscId, day, full: d.length, medianFt: medianOf(d) })),
  );
}

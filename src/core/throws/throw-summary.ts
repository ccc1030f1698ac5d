/**
 * What the pages read of a player's throw log instead of the log itself (decision 0039): per disc
 * and throw type, the counts, the median, best and spread of the full-power throws, the median
 * finish where one was recorded, the sums the arm's fit needs, and the latest few landings for
 * the chart's dots. A heavy player's 20,000 throws become a few hundred numbers per disc.
 *
 * One definition, used by the server (fed a slice of rows at a time) and by the browser (a
 * shared bag's landings, and the outbox's queued throws laid over the server's summary).
 */
import { RECENT_LANDINGS } from '../rules/throw';
import type { Effort, Throw, ThrowType } from '../schemas/throw';

export { RECENT_LANDINGS };

/** The fields of a throw the summary reads. */
export type SummedThrow = Pick<
  Throw,
  'userDiscId' | 'throwType' | 'effort' | 'distanceFt' | 'finishFt' | 'thrownAt'
>;

export interface Landing {
  distanceFt: number;
  /** Feet off the line (negative left); null when not recorded. */
  finishFt: number | null;
}

/** One disc's throws of one throw type. Distances and finishes in feet. */
export interface ThrowGroup {
  userDiscId: string;
  throwType: ThrowType;
  /** Every throw of this type, whatever the effort. */
  throws: number;
  /** The full-power ones: only they measure a disc and an arm. */
  full: number;
  medianFt: number | null;
  bestFt: number | null;
  /** The spread of the full-power distances: the lower and upper quartile. */
  lowFt: number | null;
  highFt: number | null;
  /** Median finish of the full-power throws that recorded one, and how many did. */
  finishFt: number | null;
  finishes: number;
  /** Σ 1/d and Σ 1/d² over the full-power distances: the arm's fit needs nothing else. */
  invSum: number;
  invSqSum: number;
  /** The latest full-power landings (at most RECENT_LANDINGS), newest first. */
  recent: Landing[];
}

/** One disc's throws, all types and efforts: what the field session lists beside the disc. */
export interface DiscTotal {
  userDiscId: string;
  throws: number;
  medianFt: number;
  bestFt: number;
  lastThrownAt: string;
}

export interface ThrowSummary {
  /** Throws in the log. */
  total: number;
  discs: DiscTotal[];
  groups: ThrowGroup[];
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = Float64Array.from(values).sort();
  return quantileSorted(s, 0.5);
}

/** Linear interpolation between the closest ranks (as PostgreSQL's percentile_cont). */
function quantileSorted(s: Float64Array, q: number): number {
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

interface Acc {
  userDiscId: string;
  throwType: ThrowType;
  throws: number;
  distances: number[];
  finishes: number[];
  invSum: number;
  invSqSum: number;
  recent: (Landing & { at: string })[];
}

interface DiscAcc {
  distances: number[];
  last: string;
}

const isFull = (effort: Effort) => effort === 'full';
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The summary's order, whoever makes it: by disc id, then throw type. */
export const byDiscAndType = (
  a: Pick<ThrowGroup, 'userDiscId' | 'throwType'>,
  b: Pick<ThrowGroup, 'userDiscId' | 'throwType'>,
) => compareText(a.userDiscId, b.userDiscId) || compareText(a.throwType, b.throwType);
/** A quartile as the summary gives it: to a tenth of a foot. */
export const roundQuartile = (n: number) => Math.round(n * 10) / 10;
const newer = (a: string, b: string) => a > b;

/**
 * Builds a summary from rows given in any order, a slice at a time (the server reads the log in
 * slices so that no read holds the event loop): `add` each slice, then `finish` once. Linear in
 * the log, apart from the sorts for the medians.
 */
export function throwSummaryBuilder() {
  const groups = new Map<string, Acc>();
  const discs = new Map<string, DiscAcc>();
  let total = 0;
  return {
    add(rows: readonly SummedThrow[]): void {
      for (const t of rows) {
        total += 1;
        const disc = discs.get(t.userDiscId);
        if (disc) {
          disc.distances.push(t.distanceFt);
          if (newer(t.thrownAt, disc.last)) disc.last = t.thrownAt;
        } else {
          discs.set(t.userDiscId, { distances: [t.distanceFt], last: t.thrownAt });
        }
        const key = `${t.userDiscId}\u0000${t.throwType}`;
        let g = groups.get(key);
        if (!g) {
          g = {
            userDiscId: t.userDiscId,
            throwType: t.throwType,
            throws: 0,
            distances: [],
            finishes: [],
            invSum: 0,
            invSqSum: 0,
            recent: [],
          };
          groups.set(key, g);
        }
        g.throws += 1;
        if (!isFull(t.effort) || !(t.distanceFt > 0)) continue;
        g.distances.push(t.distanceFt);
        if (t.finishFt !== null) g.finishes.push(t.finishFt);
        g.invSum += 1 / t.distanceFt;
        g.invSqSum += 1 / (t.distanceFt * t.distanceFt);
        keepRecent(g.recent, { distanceFt: t.distanceFt, finishFt: t.finishFt, at: t.thrownAt });
      }
    },
    finish(): ThrowSummary {
      return {
        total,
        discs: [...discs]
          .sort(([a], [b]) => compareText(a, b))
          .map(([userDiscId, d]) => {
            const s = Float64Array.from(d.distances).sort();
            return {
              userDiscId,
              throws: s.length,
              medianFt: quantileSorted(s, 0.5),
              bestFt: s[s.length - 1]!,
              lastThrownAt: d.last,
            };
          }),
        groups: [...groups.values()].sort(byDiscAndType).map(toGroup),
      };
    },
  };
}

/** Keeps the newest RECENT_LANDINGS landings, newest first (ties: the later one given). */
function keepRecent(recent: (Landing & { at: string })[], l: Landing & { at: string }) {
  if (recent.length === RECENT_LANDINGS && !(l.at >= recent[recent.length - 1]!.at)) return;
  let i = 0;
  while (i < recent.length && recent[i]!.at > l.at) i++;
  recent.splice(i, 0, l);
  if (recent.length > RECENT_LANDINGS) recent.pop();
}

function toGroup(g: Acc): ThrowGroup {
  const s = Float64Array.from(g.distances).sort();
  const has = s.length > 0;
  return {
    userDiscId: g.userDiscId,
    throwType: g.throwType,
    throws: g.throws,
    full: s.length,
    medianFt: has ? quantileSorted(s, 0.5) : null,
    bestFt: has ? s[s.length - 1]! : null,
    lowFt: has ? roundQuartile(quantileSorted(s, 0.25)) : null,
    highFt: has ? roundQuartile(quantileSorted(s, 0.75)) : null,
    finishFt: median(g.finishes),
    finishes: g.finishes.length,
    invSum: g.invSum,
    invSqSum: g.invSqSum,
    recent: g.recent.map(({ distanceFt, finishFt }) => ({ distanceFt, finishFt })),
  };
}

/** The summary of a whole list at once. */
export function summariseThrows(throws: readonly SummedThrow[]): ThrowSummary {
  const b = throwSummaryBuilder();
  b.add(throws);
  return b.finish();
}

/**
 * The server's summary with throws not yet sent laid over (the outbox, decision 0031): each
 * queued new throw is counted, and its disc and throw type are summed again from what is known
 * exactly (counts, best, the fit's sums, the latest landings). Medians, quartiles and the median
 * finish need every distance, which the summary does not carry: they stay the server's until
 * the queue is sent and the summary is read again, except for a disc or type the server has no
 * full-power throw of, whose figures are the queued throws' own. Queued edits and deletes of
 * throws the server has show in the lists at once and in these figures once sent.
 */
export function withQueuedThrows(
  summary: ThrowSummary,
  queued: readonly SummedThrow[],
): ThrowSummary {
  if (queued.length === 0) return summary;
  const fresh = summariseThrows(queued);
  const discs = new Map(summary.discs.map((d) => [d.userDiscId, d]));
  for (const q of fresh.discs) {
    const d = discs.get(q.userDiscId);
    discs.set(
      q.userDiscId,
      d
        ? {
            ...d,
            throws: d.throws + q.throws,
            bestFt: Math.max(d.bestFt, q.bestFt),
            lastThrownAt: newer(q.lastThrownAt, d.lastThrownAt) ? q.lastThrownAt : d.lastThrownAt,
          }
        : q,
    );
  }
  const key = (g: ThrowGroup) => `${g.userDiscId}\u0000${g.throwType}`;
  const groups = new Map(summary.groups.map((g) => [key(g), g]));
  const recentOf = queuedRecent(queued);
  for (const q of fresh.groups) {
    const g = groups.get(key(q));
    if (!g || g.full === 0) {
      groups.set(key(q), g ? { ...q, throws: g.throws + q.throws } : q);
      continue;
    }
    const mine = recentOf.get(key(q)) ?? [];
    groups.set(key(q), {
      ...g,
      throws: g.throws + q.throws,
      full: g.full + q.full,
      bestFt: q.bestFt === null ? g.bestFt : Math.max(g.bestFt ?? 0, q.bestFt),
      finishes: g.finishes + q.finishes,
      finishFt: g.finishFt ?? q.finishFt,
      invSum: g.invSum + q.invSum,
      invSqSum: g.invSqSum + q.invSqSum,
      // Queued throws are the player's latest: they come first.
      recent: [...mine, ...g.recent].slice(0, RECENT_LANDINGS),
    });
  }
  return {
    total: summary.total + fresh.total,
    discs: [...discs.values()],
    groups: [...groups.values()],
  };
}

function queuedRecent(queued: readonly SummedThrow[]): Map<string, Landing[]> {
  const out = new Map<string, Landing[]>();
  const newestFirst = [...queued].sort((a, b) => (a.thrownAt < b.thrownAt ? 1 : -1));
  for (const t of newestFirst) {
    if (!isFull(t.effort)) continue;
    const k = `${t.userDiscId}\u0000${t.throwType}`;
    const list = out.get(k) ?? [];
    if (list.length < RECENT_LANDINGS)
      list.push({ distanceFt: t.distanceFt, finishFt: t.finishFt });
    out.set(k, list);
  }
  return out;
}

import { timingSafeEqual, createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { PlayerListCache } from '../collection/user-disc-list-cache';

/**
 * What the server tells Prometheus (GET /api/metrics, behind METRICS_TOKEN). One registry for
 * the process: the counters below are updated from anywhere in the server, and the answer
 * is written from it. Process metrics (memory, CPU, event-loop lag, handles) are prom-client's
 * defaults, under their usual names.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requests = new Counter({
  name: 'hyzer_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern (never a raw path) and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const duration = new Histogram({
  name: 'hyzer_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being ready, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const photoQueueDepth = new Gauge({
  name: 'hyzer_photo_queue_depth',
  help: 'Disc photos waiting for their turn to be decoded (one decode at a time per process).',
  registers: [metricsRegistry],
});

const importsRunning = new Gauge({
  name: 'hyzer_imports_running',
  help: 'Collection imports being applied now.',
  registers: [metricsRegistry],
});

const importsDone = new Counter({
  name: 'hyzer_imports_total',
  help: 'Collection imports finished (applied or refused).',
  registers: [metricsRegistry],
});

/** The photo processing queue's length now: call whenever it changes. */
export function photoQueue(depth: number): void {
  photoQueueDepth.set(depth);
}

/** Call when an import starts; call the function it returns (once) when that import ends. */
export function importWork(): () => void {
  importsRunning.inc();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    importsRunning.dec();
    importsDone.inc();
  };
}

let watched: Database | null = null;

new Gauge({
  name: 'hyzer_db_connections',
  help: 'Database connections of this process by state (in_use, idle); embedded PGlite is one connection.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const load = watched?.load();
    if (!load) return;
    this.set({ state: 'in_use' }, load.total - load.idle);
    this.set({ state: 'idle' }, load.idle);
  },
});

new Gauge({
  name: 'hyzer_db_waiting',
  help: 'Queries waiting for a database connection (PostgreSQL pool) or for the embedded database (PGlite queue).',
  registers: [metricsRegistry],
  collect() {
    const load = watched?.load();
    this.set(load?.waiting ?? 0);
  },
});

/** The database whose connections the metrics report (the one the app serves from). */
export function watchDatabase(database: Database): void {
  watched = database;
}

let listCache: PlayerListCache | null = null;

/** The players' kept lists whose size and hit rate the metrics report (the app's database's). */
export function watchListCache(cache: PlayerListCache): void {
  listCache = cache;
}

new Gauge({
  name: 'hyzer_list_cache_bytes',
  help: "Bytes of the players' kept lists (JSON and compressed copies) in this process, and the budget (LIST_CACHE_MB).",
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const stats = listCache?.stats();
    if (!stats) return;
    this.set({ kind: 'kept' }, stats.bytes);
    this.set({ kind: 'budget' }, stats.maxBytes);
  },
});

new Gauge({
  name: 'hyzer_list_cache_entries',
  help: "Players' lists kept in memory by this process.",
  registers: [metricsRegistry],
  collect() {
    this.set(listCache?.stats().entries ?? 0);
  },
});

new Counter({
  name: 'hyzer_list_cache_requests_total',
  help: "Reads of a player's bag or disc list that may be kept, by result: hit (served from memory) or miss (read from the database).",
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const stats = listCache?.stats();
    if (!stats) return;
    this.inc({ result: 'hit' }, stats.hits);
    this.inc({ result: 'miss' }, stats.misses);
  },
});

new Counter({
  name: 'hyzer_list_cache_evictions_total',
  help: 'Kept lists dropped to stay within the budget (least recently served first).',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(listCache?.stats().evictions ?? 0);
  },
});

/**
 * Counts every request by the pattern of the route that matched it (`/api/bags/:id`, never
 * `/api/bags/7f…`), so no id or token becomes a label and the number of series stays bounded.
 */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      // After next(), the route index is the last handler that ran: the one that answered.
      const route = routePath(c);
      end({ method: c.req.method, route });
      requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    }
  };
}

/** Compares two secrets in time independent of where they differ (their lengths are hashed away). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The Prometheus text format of every metric above. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}

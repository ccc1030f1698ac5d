// Scale benchmark (PostgreSQL only, BENCH_DATABASE_URL): 10,000 users with 10 bags of 20 discs
// each (2,000,000 discs in bags), then the signed-in bag list and user-disc list from 1,000
// different users in rotation: at a steady 1,000 req/s, open loop (bench/steady-load.ts), and at
// saturation (autocannon, 50 connections); with the plans of the statements those routes run
// (taken from the repositories themselves, so they are the real ones). Prints JSON.
//
// The seeded database (`bench_scale`, or BENCH_SCALE_DB) is kept between runs and reused when it
// holds the same seed; BENCH_SCALE_RESEED=1 makes it again. The server migrates it at each start.
import { createHmac } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { bagListQuery } from '../src/server/collection/bag-repository';
import { userDiscListQuery } from '../src/server/collection/user-disc-repository';
import type { Db } from '../src/server/db/client';
import { schema } from '../src/server/db/schema';
import { sessionLookupQuery } from '../src/server/http/session';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { startServer } from '../src/server/testing/server-process';
import { startBaseline } from './baseline-server';
import { steadyLoad } from './steady-load';

const base = process.env.BENCH_DATABASE_URL;
if (!base) {
  console.log(JSON.stringify({ scale: { skipped: 'BENCH_DATABASE_URL is not set' } }));
  process.exit(0);
}
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 10_000);
/** Players signed in and read in rotation (BENCH_SCALE_SIGNED_IN=10000 reads every player's lists). */
const SIGNED_IN = Number(process.env.BENCH_SCALE_SIGNED_IN ?? 1_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 3;
const SECRET = 'bench-secret-bench-secret-bench-secret-42';
/** Raise when the seed below changes: a kept database with another version is made again. */
const SEED_VERSION = 2;
const dbName = process.env.BENCH_SCALE_DB ?? 'bench_scale';
const url = new URL(base);
url.pathname = `/${dbName}`;

/** The kept database's seed, when it has the one this run wants. */
async function keptSeed(): Promise<{ seedSeconds: number } | null> {
  if (process.env.BENCH_SCALE_RESEED === '1') return null;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  await admin.end();
  if (exists.rowCount === 0) return null;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const r = await db.query<{ users: number; version: number; seconds: number }>(
      'select users, version, seconds from bench_seed',
    );
    const row = r.rows[0];
    return row && row.users === USERS && row.version === SEED_VERSION
      ? { seedSeconds: row.seconds }
      : null;
  } catch {
    return null; // no bench_seed table: a seed that did not finish
  } finally {
    await db.end();
  }
}

const kept = await keptSeed();
if (!kept) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
}

// Migrates (a kept database too, should migrations have been added since) and, on a new one,
// imports the catalogue first.
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token';
const server = await startServer({
  port: PORT,
  env: { DATABASE_URL: url.toString(), AUTH_SECRET: SECRET, METRICS_TOKEN },
  importCatalogue: !kept && hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
});
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();

/**
 * The seed, set-based in a few statements (generate_series); the user_disc indexes other than
 * its primary key are dropped for the insert and made again after it, which is several times
 * faster than keeping them up to date row by row.
 */
async function seed(): Promise<number> {
  const t0 = Date.now();
  await db.query('set synchronous_commit = off');
  await db.query(
    `insert into "user" (id, name, email, email_verified)
    select 'u' || g, 'Player ' || g, 'player' || g || '@scale.test', false from generate_series(1, $1) g`,
    [USERS],
  );
  await db.query(
    `insert into bag (id, user_id, name, description)
    select gen_random_uuid(), 'u' || g, 'Bag ' || b, '' from generate_series(1, $1) g, generate_series(1, 10) b`,
    [USERS],
  );
  const indexes = await db.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.tablename = 'user_disc' and i.schemaname = 'public'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const i of indexes.rows) await db.query(`drop index "${i.name}"`);
  await db.query(`with d as (select array_agg(id order by id) ids, count(*)::int n from disc),
    b as (select id, user_id, row_number() over () k from bag)
    insert into user_disc (id, user_id, bag_id, disc_id, color)
    select gen_random_uuid(), b.user_id, b.id, d.ids[((b.k + s) % d.n) + 1], '#3B82F6'
    from b, d, generate_series(1, 20) s`);
  await db.query("set maintenance_work_mem = '256MB'");
  for (const i of indexes.rows) await db.query(i.def);
  await db.query('vacuum analyze');
  const seconds = (Date.now() - t0) / 1000;
  await db.query('create table bench_seed (users int, version int, seconds real)');
  await db.query('insert into bench_seed values ($1, $2, $3)', [USERS, SEED_VERSION, seconds]);
  return seconds;
}
const seedSeconds = kept ? kept.seedSeconds : await seed();

const cookies: string[] = [];
const signedIn = Array.from(
  { length: SIGNED_IN },
  (_, i) => 1 + Math.floor((i * USERS) / SIGNED_IN),
);
await db.query(
  `insert into session (id, token, user_id, expires_at)
   select 's' || u, 'bench-token-' || u, 'u' || u, now() + interval '7 days' from unnest($1::int[]) u
   on conflict (id) do update set expires_at = excluded.expires_at`,
  [signedIn],
);
for (const user of signedIn) {
  const token = `bench-token-${user}`;
  const sig = createHmac('sha256', SECRET).update(token).digest('base64');
  cookies.push(`hyzer.session_token=${encodeURIComponent(`${token}.${sig}`)}`);
}
await db.query('analyze session');

async function saturation(path: string) {
  let n = 0;
  const r = await autocannon({
    url: server.url + path,
    connections: 50,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, cookie: cookies[n++ % cookies.length]! },
        }),
      },
    ],
  });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  };
}

/** At a steady 1,000 req/s, each request from the next of the 1,000 players. */
const steady = (path: string, seconds = DURATION) =>
  steadyLoad(
    server.url + path,
    // As a browser asks: a compressed answer (the server keeps each list's compressed copies).
    (n) => ({ cookie: cookies[n % cookies.length]!, 'accept-encoding': 'br, gzip' }),
    {
      rate: 1000,
      seconds,
    },
  );

/**
 * autocannon's own rate limit (`-R 1000`, 50 connections): bursty, as real clients are, unlike
 * steadyLoad's evenly spaced requests. Run against the server and, in the same run, against bare
 * node:http (the platform's floor here): the three runs' p99 median of each, side by side.
 */
async function cannonAtRate(target: string, withCookies: boolean) {
  let n = 0;
  const r = await autocannon({
    url: target,
    connections: 50,
    overallRate: 1000,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'accept-encoding': 'br, gzip',
            ...(withCookies ? { cookie: cookies[n++ % cookies.length]! } : {}),
          },
        }),
      },
    ],
  });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? PORT + 10);
async function sideBySide(path: string) {
  const bare = await startBaseline(BARE_PORT);
  const runs: { server: number; bare: number; serverRate: number; bareRate: number }[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const s = await cannonAtRate(server.url + path, true);
      const b = await cannonAtRate(bare.url, false);
      runs.push({ server: s.p99, bare: b.p99, serverRate: s.reqPerSec, bareRate: b.reqPerSec });
    }
  } finally {
    await bare.stop();
  }
  const med = (k: keyof (typeof runs)[number]) =>
    [...runs.map((r) => r[k])].sort((a, b) => a - b)[1]!;
  return {
    p99Ms: med('server'),
    bareP99Ms: med('bare'),
    reqPerSec: med('serverRate'),
    bareReqPerSec: med('bareRate'),
    runs,
  };
}

/** The server's memory (VmRSS, heap used) and its kept lists' bytes, from /proc and /api/metrics. */
async function memory() {
  const pid = server.child.pid!;
  const { readFileSync } = await import('node:fs');
  const rss =
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  const text = await (
    await fetch(`${server.url}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const counted = (result: string) =>
    Number(
      new RegExp(`^hyzer_list_cache_requests_total\\{result="${result}"\\} (\\S+)$`, 'm').exec(
        text,
      )?.[1] ?? NaN,
    );
  return {
    rssMb: Math.round(rss),
    heapUsedMb: Math.round(metric('nodejs_heap_size_used_bytes') / 2 ** 20),
    listCacheMb: +(metric('hyzer_list_cache_bytes') / 2 ** 20).toFixed(1),
    listCacheEntries: metric('hyzer_list_cache_entries'),
    listCacheHits: counted('hit'),
    listCacheMisses: counted('miss'),
    listCacheEvictions: metric('hyzer_list_cache_evictions_total'),
  };
}

/**
 * EXPLAIN ANALYZE of a statement the server runs, as drizzle writes it for the repository,
 * with the placeholders given values.
 */
const orm = drizzle(db, { schema }) as unknown as Db;
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }, values: object) {
  const { sql, params } = query.toSQL();
  const args = params.map((p) =>
    p && typeof p === 'object' && 'name' in p ? values[(p as { name: string }).name as never] : p,
  );
  const r = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${sql}`,
    args,
  );
  return r.rows.map((row) => row['QUERY PLAN']);
}

const memoryAtStart = await memory();
// A first pass over the 1,000 players fills the server's kept lists (one read each), as a
// running server has them; the figures are the runs after it.
await steady('/api/bags', Math.max(2, SIGNED_IN / 500));
await steady('/api/user-discs', Math.max(2, SIGNED_IN / 500));
const result = {
  memoryAtStart,
  users: USERS,
  bags: USERS * 10,
  discsInBags: USERS * 200,
  seedSeconds,
  seedReused: kept !== null,
  bagListAt1000: await steady('/api/bags'),
  userDiscListAt1000: await steady('/api/user-discs'),
  userDiscListAutocannonR1000: await sideBySide('/api/user-discs'),
  memoryAfterLists: await memory(),
  bagList: await saturation('/api/bags'),
  userDiscList: await saturation('/api/user-discs'),
  plans: {
    session: await plan(sessionLookupQuery(orm), {
      tokens: ['bench-token-1', 'bench-token-11', 'bench-token-21'],
      now: new Date().toISOString(),
    }),
    bagList: await plan(bagListQuery(orm), { userId: 'u5000' }),
    userDiscList: await plan(userDiscListQuery(orm), { userId: 'u5000' }),
  },
  loadAverage: os.loadavg(),
};
await db.end();
await server.stop();
console.log(JSON.stringify({ scale: result }));

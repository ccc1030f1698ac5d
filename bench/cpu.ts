// CPU time per request of the signed-in list routes: autocannon (50 connections) against the
// built server in its own process, with the CPU time the server process and its PostgreSQL
// backends used during the run, read from /proc (Linux). On a shared machine req/s moves with
// the load; CPU per request much less so. Not part of `npm run bench`; run it alone:
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/cpu.ts   (PGlite too unless BENCH_CPU_DB=pg)
// Prints JSON.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { startServer } from '../src/server/testing/server-process';
import { startBaseline } from './baseline-server';
import { seedPlayer } from './seed-player';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/** Ports BENCH_PORT+3 (baseline), +4 (PGlite) and +5 (PostgreSQL): clear of bench/api.ts. */
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 3;
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User + system CPU of a process in ms (0 when it is gone). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

async function backendPids(client: pg.Client | null): Promise<number[]> {
  if (!client) return [];
  const r = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return r.rows.map((x) => x.pid);
}

async function run(
  url: string,
  headers: Record<string, string>,
  pids: { server?: number; db: pg.Client | null },
  rate?: number,
) {
  await autocannon({ url, connections: 50, duration: WARMUP, headers, overallRate: rate });
  const backends = await backendPids(pids.db);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + cpuMs(b), 0);
  const server0 = pids.server ? cpuMs(pids.server) : 0;
  const db0 = sum(backends);
  const r = await autocannon({
    url,
    connections: 50,
    duration: DURATION,
    headers,
    overallRate: rate,
  });
  const serverMs = pids.server ? cpuMs(pids.server) - server0 : 0;
  const dbMs = sum(backends) - db0;
  const n = r.requests.total;
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    serverCpuMsPerReq: +(serverMs / n).toFixed(3),
    dbCpuMsPerReq: +(dbMs / n).toFixed(3),
  };
}

async function measureDatabase(label: string, port: number, databaseUrl?: string) {
  const server = await startServer({
    port,
    env: { DATABASE_URL: databaseUrl ?? '' },
    importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
  });
  const db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await db?.connect();
  try {
    const cookie = await seedPlayer(server);
    const pids = { server: server.child.pid, db };
    return {
      database: label,
      bags: await run(`${server.url}/api/bags`, { cookie }, pids),
      userDiscs: await run(`${server.url}/api/user-discs`, { cookie }, pids),
      userDiscsAt1000: await run(`${server.url}/api/user-discs`, { cookie }, pids, 1000),
    };
  } finally {
    await db?.end();
    await server.stop();
  }
}

const baselineServer = await startBaseline(PORT);
const baseline = await run(baselineServer.url, {}, { db: null });
await baselineServer.stop();
const runs = [];
if (process.env.BENCH_CPU_DB !== 'pg') runs.push(await measureDatabase('PGlite', PORT + 1));
if (process.env.BENCH_DATABASE_URL)
  runs.push(await measureDatabase('PostgreSQL', PORT + 2, process.env.BENCH_DATABASE_URL));
console.log(JSON.stringify({ baseline: baseline.reqPerSec, runs }, null, 1));

// Cold start: how long a server process takes from spawn to its first 200 from /api/health on an
// existing data folder (PGlite), and its memory (RSS) then and after the first catalogue and
// user-disc requests. Prints JSON.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3901) + 5;
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const SECRET = 'bench-start-secret-bench-start-secret-0123';

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-bench-start-'));
const env = { DATA_DIR: dataDir, AUTH_SECRET: SECRET };
// A first start creates the data folder, imports the catalogue and gets a player with discs.
const first = await startServer({
  port: PORT,
  env,
  importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
});
const cookie = await signUpOverHttp(first.url, 'start@example.com');
await first.stop();

const url = `http://127.0.0.1:${PORT}`;
const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  BASE_URL: url,
  CATALOG_SYNC_ON_START: 'false',
  LOG_LEVEL: 'warn',
  ...env,
};

async function waitHealthy(t0: number) {
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (performance.now() - t0 > 120_000) throw new Error('no health within 120 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const runs: { healthMs: number; rssAtHealthMb: number; rssAfterUseMb: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    env: { PATH: process.env.PATH ?? '', ...serverEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitHealthy(t0);
  const healthMs = performance.now() - t0;
  const rssAtHealthMb = rssMb(child.pid!);
  await fetch(`${url}/api/catalog`, { headers: { 'accept-encoding': 'br' } }).then((r) =>
    r.arrayBuffer(),
  );
  await fetch(`${url}/api/user-discs`, { headers: { cookie } }).then((r) => r.arrayBuffer());
  await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  const rssAfterUseMb = rssMb(child.pid!);
  child.kill('SIGTERM');
  await exited;
  runs.push({ healthMs, rssAtHealthMb, rssAfterUseMb });
}

/** `npm start` on the same data folder: the first may build, the second finds the build current. */
async function npmStart(): Promise<number> {
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitHealthy(t0);
  const ms = performance.now() - t0;
  process.kill(-child.pid!, 'SIGTERM'); // npm and the server it started
  await exited;
  return ms;
}
await npmStart();
const npmStartMs = await npmStart();

rmSync(dataDir, { recursive: true, force: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  JSON.stringify({
    start: {
      runs,
      healthMs: median(runs.map((r) => r.healthMs)),
      rssAtHealthMb: median(runs.map((r) => r.rssAtHealthMb)),
      rssAfterUseMb: median(runs.map((r) => r.rssAfterUseMb)),
      npmStartMs,
    },
  }),
);

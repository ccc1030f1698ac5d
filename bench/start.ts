// Cold start: how long a server process takes from spawn to its first 200 from /api/health on an
// existing data folder (PGlite), and its memory (RSS) then, at its peak, and after the first
// catalogue and user-disc requests; and the same for a first start on an empty data folder, from
// the build's database image and (for comparison) without it, running initdb. The existing and
// first starts are measured on each supported Node side by side: the floor of package.json's
// engines and the Node of .node-version (decision 0041), each installed from the npm registry
// when it is not the Node running this. Prints JSON.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryNode } from '../scripts/registry-node.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3901) + 5;
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const SECRET = 'bench-start-secret-bench-start-secret-0123';

/** Resident memory of a process in MB, from /proc (Linux): now, or its peak so far (VmHWM). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
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

interface Run {
  healthMs: number;
  rssAtHealthMb: number;
  peakRssMb: number;
  rssAfterUseMb: number;
}

/** One start of the built server on `dir`, to health, then a first catalogue, list and page. */
async function startOnce(
  dir: string,
  listCookie: string | null,
  node = process.execPath,
): Promise<Run> {
  const t0 = performance.now();
  const child = spawn(node, [...SERVER_NODE_FLAGS, path.resolve('dist/server/main.js')], {
    env: { PATH: process.env.PATH ?? '', ...serverEnv, DATA_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitHealthy(t0);
  const healthMs = performance.now() - t0;
  const rssAtHealthMb = rssMb(child.pid!);
  const peakRssMb = rssMb(child.pid!, 'VmHWM');
  await fetch(`${url}/api/catalog`, { headers: { 'accept-encoding': 'br' } }).then((r) =>
    r.arrayBuffer(),
  );
  if (listCookie) {
    await fetch(`${url}/api/user-discs`, { headers: { cookie: listCookie } }).then((r) =>
      r.arrayBuffer(),
    );
  }
  await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  const rssAfterUseMb = rssMb(child.pid!);
  child.kill('SIGTERM');
  await exited;
  return { healthMs, rssAtHealthMb, peakRssMb, rssAfterUseMb };
}

async function existingStarts(node = process.execPath): Promise<Run[]> {
  const out: Run[] = [];
  for (let i = 0; i < RUNS; i++) out.push(await startOnce(dataDir, cookie, node));
  return out;
}
const runs = await existingStarts();

/**
 * First starts: each on a new empty data folder (the bundled starter catalogue, no import
 * before), from the build's database image; then, as the figure before it, without the image.
 */
async function firstStarts(node = process.execPath): Promise<Run[]> {
  const out: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-bench-first-'));
    try {
      out.push(await startOnce(dir, null, node));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}
const image = path.resolve('dist/server/database-image.tar.gz');
const freshRuns = await firstStarts();
const aside = `${image}.bench-aside`;
renameSync(image, aside);
let freshWithoutImageRuns: Run[];
try {
  freshWithoutImageRuns = await firstStarts();
} finally {
  renameSync(aside, image);
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medians = (rs: Run[]) => ({
  healthMs: median(rs.map((r) => r.healthMs)),
  rssAtHealthMb: median(rs.map((r) => r.rssAtHealthMb)),
  peakRssMb: median(rs.map((r) => r.peakRssMb)),
  rssAfterUseMb: median(rs.map((r) => r.rssAfterUseMb)),
});

/** The Nodes compared: the floor of engines (">=22.13" gives 22.13) and .node-version's. */
const floorSpec = /^>=\s*(\d+(?:\.\d+)*)$/.exec(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node,
)?.[1];
const pinnedSpec = readFileSync('.node-version', 'utf8').trim();
const specs = [...new Set([floorSpec, pinnedSpec].filter((x): x is string => !!x))];
const byNode = [];
for (const spec of specs) {
  const node = registryNode(spec);
  const version = execFileSync(node, ['-v'], { encoding: 'utf8' }).trim();
  console.error(`start on Node ${version}`);
  byNode.push({
    node: version,
    existing: medians(await existingStarts(node)),
    fresh: medians(await firstStarts(node)),
  });
}
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    start: {
      runs,
      ...medians(runs),
      npmStartMs,
      loadAverage: os.loadavg(),
      fresh: { runs: freshRuns, ...medians(freshRuns) },
      freshWithoutImage: { runs: freshWithoutImageRuns, ...medians(freshWithoutImageRuns) },
      node: process.version,
      byNode,
    },
  }),
);

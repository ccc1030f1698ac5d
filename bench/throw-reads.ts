// A player at the throw ceiling (20,000 throws), on the built server in its own process: what the
// throw reads cost on the wire and in time, how long /api/health takes while that one player reads
// five times at once (and five summaries just after a throw is changed, which nothing kept can
// answer), and while a 20,000-throw import runs (decision 0039). PGlite always,
// PostgreSQL too when BENCH_DATABASE_URL is set (a database of its own, made and dropped here).
//
// Run it from a folder whose dist/ is the build to measure: `npm run build` first; to compare with
// another build, run it with that build's folder as the working directory. A route that build
// lacks prints null. Prints one JSON line: { throwReads: { runs: [one per database] } }.
//
// The log is put in by imports of 5,000 throws (files under the old 2 MB import limit), then a
// second player imports the first one's whole export (its 20,000 throws in one file): the time,
// health meanwhile, and the server's peak resident memory (VmHWM) after each step.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';
import { startBaseline } from './baseline-server';
import { onEachDatabase } from './bench-database';
import { median, medianRun, probeHealth as probeBoth, round } from './health-probe';

/** Runs of each measure (BENCH_THROW_RUNS, 3): the figures are the median run's. */
const RUNS = Number(process.env.BENCH_THROW_RUNS ?? 3);

/** A bare node:http server (BENCH_BARE_PORT), asked beside health: the machine's own floor. */
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 0);
const bare = BARE_PORT ? await startBaseline(BARE_PORT) : null;
const probeHealth = (url: string) => probeBoth(url, bare?.url);

const peakRssMb = (pid: number | undefined) => {
  if (!pid) return null;
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
};

async function run(label: string, env: Record<string, string>) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const server = await startServer({ env, port });
  const { url } = server;
  const pid = server.child.pid;
  const headers = (cookie: string, extra: Record<string, string> = {}) => ({
    origin: url,
    cookie,
    ...extra,
  });
  try {
    const cookie = await signUpOverHttp(url, 'heavy@example.com');
    const catalogue = (await (await fetch(`${url}/api/catalog`)).json()) as {
      id: string;
      name: string;
      brand: string;
    }[];
    const known = catalogue.slice(0, 4);
    const importFile = async (who: string, content: string) => {
      const stop = await probeHealth(url);
      const t0 = performance.now();
      const res = await fetch(`${url}/api/import`, {
        method: 'POST',
        headers: headers(who, { 'content-type': 'application/json' }),
        body: JSON.stringify({ format: 'json', content }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: round(performance.now() - t0), ...(await stop()) };
    };

    // 4 files of 5,000 throws of one disc each.
    const seeding = [];
    for (let f = 0; f < 4; f++) {
      const d = known[f % known.length]!;
      const throws = Array.from({ length: 5_000 }, (_, i) => ({
        distanceFt: 250 + ((i * 37) % 120),
        throwType: i % 5 === 0 ? 'forehand' : 'backhand',
        effort: i % 7 === 0 ? 'controlled' : 'full',
        finishFt: i % 3 === 0 ? null : ((i * 13) % 60) - 30,
        release: null,
        note: '',
        thrownAt: new Date(Date.UTC(2023, 0, 1) + (f * 5_000 + i) * 3_600_000).toISOString(),
        measuredBy: 'typed',
        gpsAccuracyM: null,
      }));
      const file = {
        format: 'hyzer-collection',
        version: 1,
        exportedAt: new Date().toISOString(),
        bags: [
          {
            name: `Seed ${f}`,
            description: '',
            discs: [{ catalogueId: d.id, name: d.name, brand: d.brand, color: '#EF4444', throws }],
          },
        ],
      };
      seeding.push(await importFile(cookie, JSON.stringify(file)));
    }

    const read = async (path: string, coding?: string) => {
      const t0 = performance.now();
      const res = await fetch(`${url}${path}`, {
        headers: headers(cookie, coding ? { 'accept-encoding': coding } : {}),
      });
      const body = await res.arrayBuffer();
      return { status: res.status, bytes: body.byteLength, ms: performance.now() - t0 };
    };
    const figures = async (path: string) => {
      const first = await read(path);
      if (first.status !== 200) return null;
      const times: number[] = [];
      for (let i = 0; i < 3; i++) times.push((await read(path, 'gzip, deflate, br')).ms);
      // fetch decodes what it reads: the wire size is asked for with node:http (wireBytes).
      return { jsonBytes: first.bytes, medianMsOf3: round(median(times)) };
    };
    const wireBytes = async (path: string) => {
      const { request } = await import('node:http');
      return new Promise<number>((resolve, reject) => {
        const req = request(
          `${url}${path}`,
          { headers: headers(cookie, { 'accept-encoding': 'br, gzip' }) },
          (res) => {
            let n = 0;
            res.on('data', (c: Buffer) => (n += c.length));
            res.on('end', () => resolve(n));
          },
        );
        req.on('error', reject);
        req.end();
      });
    };
    const reads: Record<string, unknown> = {};
    for (const path of ['/api/throws', '/api/throws/summary', '/api/throws/page']) {
      const f = await figures(path);
      reads[path] = f && { ...f, wireBytes: await wireBytes(path) };
    }

    // Each path's five concurrent reads, RUNS times: the median run by health's worst answer.
    const concurrent: Record<string, unknown> = {};
    for (const path of ['/api/throws', '/api/throws/summary', '/api/throws/page']) {
      if (!reads[path]) continue;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const stop = await probeHealth(url);
        await new Promise((r) => setTimeout(r, 20));
        const t0 = performance.now();
        await Promise.all(Array.from({ length: 5 }, () => read(path, 'br')));
        runs.push({ fiveReadsMs: round(performance.now() - t0), ...(await stop()) });
      }
      concurrent[path] = medianRun(runs);
    }

    // Five summaries just after a throw is changed (the log is full: an edit, not a new one):
    // nothing kept can answer them (decision 0039, "Kept summaries": one computation, shared).
    let afterWrite: unknown = null;
    if (reads['/api/throws/summary']) {
      const newest = (
        (await (
          await fetch(`${url}/api/throws/page?limit=1`, { headers: headers(cookie) })
        ).json()) as { throws: Record<string, unknown>[] }
      ).throws[0]!;
      // What a PUT body holds: not the answer's id, times or round link.
      const {
        id,
        createdAt: _c,
        updatedAt: _u,
        roundId: _r,
        roundHole: _h,
        roundShotId: _s,
        ...fields
      } = newest;
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        const put = await fetch(`${url}/api/throws/${String(id)}`, {
          method: 'PUT',
          headers: headers(cookie, { 'content-type': 'application/json' }),
          body: JSON.stringify({ ...fields, distanceFt: Number(fields.distanceFt) + i }),
        });
        await put.arrayBuffer();
        const stop = await probeHealth(url);
        await new Promise((r) => setTimeout(r, 20));
        const t1 = performance.now();
        await Promise.all(Array.from({ length: 5 }, () => read('/api/throws/summary', 'br')));
        runs.push({
          putStatus: put.status,
          fiveReadsMs: round(performance.now() - t1),
          ...(await stop()),
        });
      }
      afterWrite = medianRun(runs);
    }

    const t0 = performance.now();
    const exported = await fetch(`${url}/api/export/json`, { headers: headers(cookie) });
    const content = await exported.text();
    const exportMs = round(performance.now() - t0);
    const imports = [];
    for (let i = 0; i < RUNS; i++) {
      const other = await signUpOverHttp(url, `imports-back-${i}@example.com`);
      imports.push(await importFile(other, content));
    }
    const importBack = medianRun(imports);

    return {
      database: label,
      throws: 20_000,
      seedImports: seeding.map((s) => ({
        status: s.status,
        ms: s.ms,
        healthWorstMs: s.healthWorstMs,
      })),
      reads,
      fiveConcurrentReads: concurrent,
      fiveSummariesAfterAWrite: afterWrite,
      export: { bytes: Buffer.byteLength(content), ms: exportMs },
      importOf20000: importBack,
      serverPeakRssMb: peakRssMb(pid),
    };
  } finally {
    await server.stop();
  }
}

const runs = await onEachDatabase('bench_throw_reads', run);
await bare?.stop();
console.log(JSON.stringify({ throwReads: { runs, loadAverage: os.loadavg() } }));

// A player at the rounds ceiling (10,000 rounds, imported from UDisc files of 2,000), on the built
// server in its own process: what the rounds list's pages, the statistics (kept, and computed
// again just after a write) and the UDisc export cost on the wire (decoded bytes) and in time, and
// how long /api/health takes while that one player reads each five times at once (the throw log
// issue's rule, "the same for rounds and courses"). PGlite always, PostgreSQL too when
// BENCH_DATABASE_URL is set (a database of its own, made and dropped here); a bare node:http
// server beside health when BENCH_BARE_PORT is set. `npm run build` first. One JSON line.
import os from 'node:os';
import {
  MAX_COURSES_PER_PLAYER,
  MAX_HOLES,
  MAX_LAYOUTS_PER_PLAYER,
  MAX_ROUNDS_PER_PLAYER,
} from '../src/core/rules/round';
import { UDISC_MAX_ROUNDS } from '../src/core/rounds/udisc-limits';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';
import { startBaseline } from './baseline-server';
import { onEachDatabase } from './bench-database';
import { median, medianRun, probeHealth, round } from './health-probe';
import { udiscFile } from './udisc-file';

const RUNS = Number(process.env.BENCH_ROUND_RUNS ?? 3);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 0);
const bare = BARE_PORT ? await startBaseline(BARE_PORT) : null;

async function run(label: string, env: Record<string, string>) {
  const server = await startServer({ env });
  const { url } = server;
  const cookie = await signUpOverHttp(url, 'regular@example.com');
  const headers = (extra: Record<string, string> = {}) => ({ origin: url, cookie, ...extra });
  try {
    const imports = [];
    for (let first = 0; first < MAX_ROUNDS_PER_PLAYER; first += UDISC_MAX_ROUNDS) {
      const body = JSON.stringify({
        content: udiscFile(UDISC_MAX_ROUNDS, first),
        playerName: 'Sam',
      });
      const stop = await probeHealth(url, bare?.url);
      const t0 = performance.now();
      const res = await fetch(`${url}/api/rounds/import/udisc`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body,
      });
      const answer = (await res.json()) as { rounds?: number };
      const ms = round(performance.now() - t0);
      imports.push({ status: res.status, rounds: answer.rounds, ms, ...(await stop()) });
    }
    const read = async (path: string) => {
      const t0 = performance.now();
      const res = await fetch(`${url}${path}`, {
        headers: headers({ 'accept-encoding': 'br, gzip' }),
      });
      const body = await res.arrayBuffer();
      return { status: res.status, bytes: body.byteLength, ms: performance.now() - t0 };
    };
    // A write to the rounds, so that the next statistics read computes them again (one
    // computation for the five reads that ask at once, from 10,000 rounds read a page at a time).
    const [newest] = (await (await fetch(`${url}/api/rounds`, { headers: headers() })).json()) as {
      id: string;
    }[];
    let strokes = 2;
    const write = async () => {
      strokes = strokes === 2 ? 3 : 2;
      const res = await fetch(`${url}/api/rounds/${newest!.id}/holes/1`, {
        method: 'PUT',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ scores: [{ player: 0, strokes }] }),
      });
      if (!res.ok) throw new Error(`hole PUT answered ${res.status}`);
    };
    // The courses at the player's ceiling, shared on the server: every player's course list
    // holds them (500 courses, 2,000 layouts of 36 holes).
    const put = async (path: string, body: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method: 'PUT',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`PUT ${path} answered ${res.status}: ${await res.text()}`);
    };
    const holes = Array.from({ length: MAX_HOLES }, (_, i) => ({
      label: String(i + 1),
      par: 3,
      lengthFt: 250 + i,
    }));
    const c0 = performance.now();
    // The import made some already: up to the ceilings, four layouts a course while they last.
    const mine = (
      (await (await fetch(`${url}/api/courses`, { headers: headers() })).json()) as {
        mine: boolean;
        layouts: unknown[];
      }[]
    ).filter((c) => c.mine);
    let layoutsLeft = MAX_LAYOUTS_PER_PLAYER - mine.reduce((a, c) => a + c.layouts.length, 0);
    for (let c = mine.length; c < MAX_COURSES_PER_PLAYER; c++) {
      const courseId = crypto.randomUUID();
      await put(`/api/courses/${courseId}`, {
        name: `Course ${c}`,
        place: 'Tampere',
        visibility: 'shared',
      });
      for (let l = 0; l < 4 && layoutsLeft > 0; l++, layoutsLeft--) {
        await put(`/api/courses/${courseId}/layouts/${crypto.randomUUID()}`, {
          name: `Layout ${l}`,
          holes,
        });
      }
    }
    const coursesMadeMs = round(performance.now() - c0);
    const cases: { name: string; path: string; before?: () => Promise<void> }[] = [
      { name: 'courses (500, 2,000 layouts)', path: '/api/courses' },
      { name: 'list (newest page)', path: '/api/rounds' },
      {
        name: 'list (an older page)',
        path: `/api/rounds?before=${encodeURIComponent(`2030-01-01T00:00:00.000Z_${newest!.id}`)}`,
      },
      { name: 'stats (kept)', path: '/api/rounds/stats' },
      { name: 'stats (just after a write)', path: '/api/rounds/stats', before: write },
      { name: 'UDisc CSV export', path: '/api/rounds/export/udisc' },
    ];
    const reads: Record<string, unknown> = {};
    const concurrent: Record<string, unknown> = {};
    for (const { name, path, before } of cases) {
      await before?.();
      const first = await read(path);
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        await before?.();
        times.push((await read(path)).ms);
      }
      reads[name] = {
        status: first.status,
        bytes: first.bytes,
        medianMsOf3: round(median(times)),
      };
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        await before?.();
        const stop = await probeHealth(url, bare?.url);
        const t1 = performance.now();
        await Promise.all(Array.from({ length: 5 }, () => read(path)));
        runs.push({ fiveReadsMs: round(performance.now() - t1), ...(await stop()) });
      }
      concurrent[name] = medianRun(runs);
    }
    return { database: label, imports, coursesMadeMs, reads, fiveConcurrentReads: concurrent };
  } finally {
    await server.stop();
  }
}

const runs = await onEachDatabase('bench_round_reads', run);
await bare?.stop();
console.log(JSON.stringify({ roundReads: { runs, loadAverage: os.loadavg() } }));

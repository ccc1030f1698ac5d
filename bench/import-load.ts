// Import under load: how long /api/health takes to answer while one player's import runs (the
// event loop is shared by every request), and how long a real 5,000-disc import takes. The built
// server in its own process with the real catalogue when it is there (../shared/data), PGlite
// always and PostgreSQL too when BENCH_DATABASE_URL is set (in a database of its own, made and
// dropped here). Files:
// - 40,000 rows of one disc, each marked as copy 2 (a dry run): refused, but only after it is read;
// - 30,000 disc names the catalogue does not know, each a one-letter typo of a real name (a dry run);
// - the most a file may hold, 5,000 rows, of each of those two kinds (a dry run);
// - 5,000 discs in 10 bags of 500, imported for real: its time, and health meanwhile.
// Health is asked one request at a time, each timed from its send; a stall shows as one long
// answer. Also, in this process: the longest piece of work between two event-loop turns while
// the server's reading and planning code (sliced as the server slices it) handles the largest
// files, and the CPU time to build the catalogue's name index. Prints one JSON line.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { indexCatalogueNames } from '../src/core/collection/catalogue-names';
import { planImport, readImportFile, type Slices } from '../src/core/collection/import-plan';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

interface Entry {
  id: string;
  name: string;
  brand: string;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const round = (x: number) => Math.round(x * 10) / 10;

/** Asks /api/health one request at a time until stopped; the latencies of those answers. */
function probeHealth(url: string) {
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const ask = async () => {
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
        return res.status;
      };
      // A kept-alive connection the server closed meanwhile fails at once: asked again. A
      // second failure is counted (and timed like an answer).
      const status = await ask()
        .catch(ask)
        .catch(() => 0);
      if (status !== 200) failed++;
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await done;
    return {
      healthAnswers: latencies.length,
      healthFailed: failed,
      healthMaxMs: round(Math.max(...latencies)),
      healthP99Ms: round(percentile(latencies, 99)),
    };
  };
}

/** A catalogue disc whose name no other disc carries, so a row of its name alone matches it. */
function uniqueDisc(catalogue: readonly Entry[]): Entry {
  const counts = new Map<string, number>();
  for (const d of catalogue) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
  return catalogue.find((d) => counts.get(d.name) === 1 && /^[A-Za-z ]+$/.test(d.name))!;
}

/** Row `i`: a real name with one letter changed (distinct names, each close to a real one). */
function typo(catalogue: readonly Entry[], i: number): string {
  const names = catalogue.map((d) => d.name).filter((n) => /^[A-Za-z]{5,}$/.test(n));
  const name = names[i % names.length]!;
  const at = 1 + (Math.floor(i / names.length) % (name.length - 1));
  const letter = String.fromCharCode(97 + ((i * 7) % 26));
  const changed = name.slice(0, at) + letter + name.slice(at + 1);
  return changed === name ? `${name}q` : changed;
}

const copiesCsv = (d: Entry, rows: number) =>
  `Disc,Brand,Copy\n${`${d.name},${d.brand},2\n`.repeat(rows)}`;
const unknownCsv = (catalogue: readonly Entry[], rows: number) =>
  `Disc\n${Array.from({ length: rows }, (_, i) => typo(catalogue, i)).join('\n')}\n`;

/** 5,000 discs in 10 bags of 500 as a Hyzer JSON export, with a few details on some. */
function collectionJson(catalogue: readonly Entry[], discs: number): string {
  const bags = Array.from({ length: Math.ceil(discs / 500) }, (_, b) => ({
    name: `Bench bag ${b + 1}`,
    description: 'Made by bench/import-load.ts',
    discs: [] as unknown[],
  }));
  for (let i = 0; i < discs; i++) {
    const bag = bags[Math.floor(i / 500)]!;
    const d = catalogue[(i * 7) % catalogue.length]!;
    bag.discs.push({
      catalogueId: d.id,
      name: d.name,
      brand: d.brand,
      copy: 1 + Math.floor(i / catalogue.length),
      color: '#3B82F6',
      ...(i % 3 === 0 ? { plastic: 'Star', weight: 170 + (i % 6) } : {}),
    });
  }
  return JSON.stringify({ format: 'hyzer-collection', version: 1, bags });
}

async function timedImport(url: string, cookie: string, body: Record<string, unknown>) {
  const stop = probeHealth(url);
  const t0 = performance.now();
  const send = () =>
    fetch(`${url}/api/import`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  // A kept-alive connection the server closed just then fails before any answer: once more.
  const res = await send().catch(send);
  const text = await res.text();
  const importMs = round(performance.now() - t0);
  const health = await stop();
  let answer = text.slice(0, 160);
  try {
    const json = JSON.parse(text) as { message?: string; error?: { message?: string } };
    answer = json.message ?? json.error?.message ?? answer;
  } catch {
    // not JSON: keep the start of the text
  }
  return { status: res.status, answer, importMs, ...health };
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl ?? '' },
    importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
  });
  try {
    const url = server.url;
    const catalogue = (await (await fetch(`${url}/api/catalog`)).json()) as Entry[];
    if (catalogue.length < 100) throw new Error(`the catalogue has ${catalogue.length} discs`);
    const disc = uniqueDisc(catalogue);
    const cookie = await signUpOverHttp(url, `import-bench-${Date.now()}@example.com`);
    const dry = (content: string) => ({ format: 'csv', content, dryRun: true });
    const scenarios: Record<string, unknown> = {};
    scenarios.copies40k = await timedImport(url, cookie, dry(copiesCsv(disc, 40_000)));
    scenarios.unknown30k = await timedImport(url, cookie, dry(unknownCsv(catalogue, 30_000)));
    scenarios.copies5k = await timedImport(url, cookie, dry(copiesCsv(disc, 5_000)));
    scenarios.unknown5k = await timedImport(url, cookie, dry(unknownCsv(catalogue, 5_000)));
    const content = collectionJson(catalogue, 5_000);
    scenarios.import5k = await timedImport(url, cookie, { format: 'json', content });
    return { database: label, catalogueDiscs: catalogue.length, ...scenarios };
  } catch (err) {
    console.error(server.output());
    throw err;
  } finally {
    await server.stop();
  }
}

/** Runs `fn` on a fresh database on the server of `base`, dropped afterwards. */
async function withFreshDatabase<T>(base: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = 'hyzer_bench_import';
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};

/**
 * Slices as the server's (`timeSlices`: 10 ms, then a timer turn) that record the longest
 * piece of work between two turns, in wall time and in this process's CPU time. On a busy
 * machine the wall time includes waiting for a core; the CPU time is the work itself.
 */
function measuredSlices(): Slices & { longestMs: number; longestCpuMs: number } {
  let start = performance.now();
  let cpu = process.cpuUsage();
  const s = {
    longestMs: 0,
    longestCpuMs: 0,
    due: () => performance.now() - start >= 10,
    pause: () => {
      s.longestMs = Math.max(s.longestMs, performance.now() - start);
      s.longestCpuMs = Math.max(s.longestCpuMs, cpuMs(cpu));
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          start = performance.now();
          cpu = process.cpuUsage();
          resolve();
        }, 0),
      );
    },
  };
  return s;
}

async function inProcess() {
  if (!hasSharedCatalogue) return { skipped: 'no shared catalogue' };
  const catalogue = JSON.parse(readFileSync(SHARED_CATALOGUE_FILE, 'utf8')) as Entry[];
  const cpu = process.cpuUsage();
  const buildSlices = measuredSlices();
  const names = await indexCatalogueNames(catalogue, buildSlices);
  const indexBuildCpuMs = round(cpuMs(cpu));
  const indexBuildLongestSliceCpuMs = round(buildSlices.longestCpuMs);
  const disc = uniqueDisc(catalogue);
  const readAndPlan = async (format: 'csv' | 'json', content: string) => {
    const slices = measuredSlices();
    const t0 = performance.now();
    const read = await readImportFile(format, content, { slices });
    if (read.ok) await planImport(read.value, names, { bagId: null }, slices);
    return {
      ms: round(performance.now() - t0),
      longestSliceMs: round(slices.longestMs),
      longestSliceCpuMs: round(slices.longestCpuMs),
    };
  };
  // A 2 MB CSV (160,000 rows) is refused at row 5,001; the largest accepted files: 5,000 rows.
  const copies2mb = copiesCsv(disc, 160_000);
  const json5k = collectionJson(catalogue, 5_000);
  const unknown5k = unknownCsv(catalogue, 5_000);
  return {
    indexBuildCpuMs,
    indexBuildLongestSliceCpuMs,
    csv2mbCopies: await readAndPlan('csv', copies2mb),
    csv5kUnknown: await readAndPlan('csv', unknown5k),
    json5k: await readAndPlan('json', json5k),
  };
}

const eventLoop = await inProcess();
const runs = [await benchDatabase('PGlite')];
const base = process.env.BENCH_DATABASE_URL;
if (base) runs.push(await withFreshDatabase(base, (url) => benchDatabase('PostgreSQL', url)));
console.log(JSON.stringify({ importLoad: { eventLoop, runs } }));

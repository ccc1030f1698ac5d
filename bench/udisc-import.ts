// UDisc scorecard import (docs/decisions/0043): a file of 1,000 rounds (layouts of 9, 18 and 21
// holes on 40 courses, the player and up to three guests per card, about 0.5 MB) imported into
// an empty account, in this process on an in-memory PGlite (and PostgreSQL too when
// BENCH_DATABASE_URL is set, in a database of its own, made and dropped here). Prints the file's
// size, the time of the import, of the same file a second time (nothing new), of reading the file
// alone, and the longest event-loop block during each (perf_hooks' event-loop delay, max). One
// JSON line; no test asserts these times.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { timeSlices } from '../src/core/collection/time-slices';
import { readUdiscCsv } from '../src/core/rounds/udisc-csv';
import { openDatabase, PGLITE_START_PARAMS, type Database } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { user } from '../src/server/db/schema';
import { importUdisc } from '../src/server/rounds/udisc-import';
import { udiscFile } from './udisc-file';

const ROUNDS = 1000;
async function timed<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  delay.disable();
  return { value, ms: Math.round(ms), longestBlockMs: Math.round(delay.max / 1e5) / 10 };
}

async function run(database: Database) {
  await migrateDatabase(database, process.env.BENCH_DATABASE_URL);
  const id = `bench-${Date.now()}`;
  await database.db.insert(user).values({ id, name: 'Sam', email: `${id}@example.com` });
  const content = udiscFile(ROUNDS);
  const read = await timed(() => readUdiscCsv(content, timeSlices()));
  const first = await timed(() =>
    importUdisc(database, id, { content, playerName: 'Sam' }, timeSlices()),
  );
  const again = await timed(() =>
    importUdisc(database, id, { content, playerName: 'Sam' }, timeSlices()),
  );
  return {
    fileKB: Math.round(Buffer.byteLength(content) / 1024),
    rounds: first.value.rounds,
    readMs: read.ms,
    readLongestBlockMs: read.longestBlockMs,
    importMs: first.ms,
    importLongestBlockMs: first.longestBlockMs,
    secondImportMs: again.ms,
    secondImportNew: again.value.rounds,
    secondImportLongestBlockMs: again.longestBlockMs,
  };
}

const pglite = await PGlite.create({ startParams: PGLITE_START_PARAMS });
const embedded = await openDatabase({ pglite });
const result: Record<string, unknown> = { pglite: await run(embedded) };
await embedded.close();

const base = process.env.BENCH_DATABASE_URL;
if (base) {
  const name = `bench_udisc_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.BENCH_DATABASE_URL = url.toString();
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    result.postgres = await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(JSON.stringify({ udiscImport: result }));

// A throw PUT's cost against the length of the player's log (decision 0030): the app in-process
// on embedded PGlite in a fresh folder, one player with one disc; PUT_ROUNDS new throws timed
// (each from the request to its answer, and the process's CPU time per PUT: PGlite runs in it) with an empty log, then again with the log at 20,000
// minus the rounds (put straight into the table). Prints the medians and p90s; asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_THROWS_PER_PLAYER } from '../src/core/schemas/throw';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { disc, throwLog } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { percentile } from './stats';

const ROUNDS = Number(process.env.PUT_ROUNDS ?? 200);
const dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-throw-put-'));
const env = loadEnv({
  NODE_ENV: 'production',
  DATA_DIR: dir,
  BASE_URL: 'http://localhost:3000',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  CATALOG_SYNC_ON_START: 'false',
});
const database = await openDatabase({ dataDir: dir, image: null });
await migrateDatabase(database);
const { db } = database;
const { app } = createApp({ env, database, logger: createLogger('silent') });
const origin = { origin: env.BASE_URL, 'content-type': 'application/json' };
const call = (method: string, url: string, body: unknown, cookie = '') =>
  app.request(url, {
    method,
    headers: cookie ? { ...origin, cookie } : origin,
    body: JSON.stringify(body),
  });

await db
  .insert(disc)
  .values({ id: 'bench-driver', name: 'Bench Driver', brand: 'Bench', category: 'Distance Driver' })
  .onConflictDoNothing();
const signUp = await call('POST', '/api/auth/sign-up/email', {
  email: 'putter@example.com',
  password: 'correct horse 1',
  name: '',
});
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { user } = (await signUp.json()) as { user: { id: string } };
const bag = (await (await call('POST', '/api/bags', { name: 'Field' }, cookie)).json()) as {
  id: string;
};
const added = await call(
  'POST',
  '/api/user-discs',
  { bagId: bag.id, discitId: 'bench-driver', color: '#FF0000' },
  cookie,
);
const userDiscId = ((await added.json()) as { id: string }).id;

/** CPU milliseconds per PUT of the last timePuts (PGlite runs in this process: its work counts). */
let cpuPerPut = 0;
async function timePuts(): Promise<number[]> {
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const res = await call(
      'PUT',
      `/api/throws/${randomUUID()}`,
      {
        userDiscId,
        distanceFt: 300,
        throwType: 'backhand',
        effort: 'full',
        thrownAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        measuredBy: 'typed',
      },
      cookie,
    );
    samples.push(performance.now() - start);
    if (res.status !== 201) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
  }
  const used = process.cpuUsage(cpu);
  cpuPerPut = (used.user + used.system) / 1000 / ROUNDS;
  return samples;
}
const figures = (xs: number[]) => ({
  p50: +percentile(xs, 50).toFixed(2),
  p90: +percentile(xs, 90).toFixed(2),
  cpuMs: +cpuPerPut.toFixed(2),
});

await timePuts(); // warm-up (the log then holds ROUNDS throws)
await db.delete(throwLog);
const empty = figures(await timePuts());
const fill = MAX_THROWS_PER_PLAYER - 2 * ROUNDS;
for (let i = 0; i < fill; i += 2000) {
  await db.insert(throwLog).values(
    Array.from({ length: Math.min(2000, fill - i) }, (_, j) => ({
      id: randomUUID(),
      userId: user.id,
      userDiscId,
      distanceFt: 300,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i + j)),
      measuredBy: 'typed',
    })),
  );
}
const full = figures(await timePuts());
await database.close();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    throwPut: {
      database: 'pglite',
      rounds: ROUNDS,
      atEmptyMs: empty,
      at20000Ms: { ...full, throwsBefore: fill + ROUNDS },
    },
  }),
);

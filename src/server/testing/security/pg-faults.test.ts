import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../bag-kit';
import { disc } from '../../db/schema';
import { DB_UNAVAILABLE_MESSAGE } from '../../http/errors';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { startWriteLoad } from '../write-load';
import { startServer, type RunningServer } from '../server-process';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TERMINATIONS = 40;
const STALLS = 5;
const STALL_MS = 4000;
const UNAVAILABLE = { error: { code: 'db_unavailable', message: DB_UNAVAILABLE_MESSAGE } };
const ACCEPTED = new Set([200, 201, 204, 404, 409, 503]);

if (!onPostgres) {
  console.info('pg-faults.test.ts: PostgreSQL only (set TEST_DATABASE_URL); skipped on PGlite.');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The server process on PostgreSQL behind a TCP proxy, under a write burst, while its backends
 * are terminated, its connections cut and the database stalled. It must never exit, must answer
 * 503 with the usual JSON while the database is gone, and must serve again by itself with no
 * connection left idle in a transaction.
 */
describe.skipIf(!onPostgres)('PostgreSQL faults under write load (PostgreSQL only)', () => {
  let target: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let admin: pg.Client;
  let dbName: string;
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    target = await createTestDatabase();
    await target.database.db.insert(disc).values([...CATALOGUE]);
    await target.database.close();
    const url = new URL(target.url!);
    dbName = url.pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-pgfaults-'));
    server = await startServer({
      env: {
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '5',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
      },
    });
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'faults@example.com', password: 'correct horse 1', name: '' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await admin?.end();
    await proxy?.close();
    await target?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const load = () =>
    startWriteLoad({ url: server.url, cookie, discIds: CATALOGUE.map((d) => d.id), workers: 8 });

  function expectAlive() {
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.child.signalCode, server.output()).toBeNull();
  }

  /** Health 200 within a few seconds, then a write and a read through the pool. */
  async function expectServing() {
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = await fetch(`${server.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await sleep(250);
    }
    expect(status, server.output()).toBe(200);
    const headers = { origin: server.url, 'content-type': 'application/json', cookie };
    // More concurrent requests than the pool has connections: a leaked client would show here.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${server.url}/api/bags`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `After ${i}` }),
        }).then((r) => r.status),
      ),
    );
    expect(answers, server.output()).toEqual(Array(12).fill(201));
    expect((await fetch(`${server.url}/api/bags`, { headers })).status).toBe(200);
  }

  function expectOnlyCleanAnswers(answers: { method: string; status: number; body: string }[]) {
    for (const a of answers) {
      expect(ACCEPTED.has(a.status), `${a.method} answered ${a.status}: ${a.body}`).toBe(true);
      if (a.status === 503) expect(JSON.parse(a.body)).toEqual(UNAVAILABLE);
    }
  }

  async function ourBackends(state?: string) {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'
       and pid <> pg_backend_pid() and ($2::text is null or state = $2)`,
      [dbName, state ?? null],
    );
    return rows.map((r) => r.pid);
  }

  it(`stays up through ${TERMINATIONS} backend terminations and connection cuts during a write burst`, async () => {
    const burst = load();
    let terminated = 0;
    let rounds = 0;
    while (terminated < TERMINATIONS) {
      await sleep(120);
      rounds++;
      if (rounds % 10 === 0) {
        proxy.dropAll(); // a network cut, not only an administrator's kill
        continue;
      }
      // Backends in a transaction first: the client is checked out and mid-request.
      const inTx = await ourBackends('idle in transaction');
      const pids = inTx.length > 0 ? inTx : await ourBackends();
      for (const pid of pids) {
        const { rows } = await admin.query<{ ok: boolean }>(
          'select pg_terminate_backend($1) as ok',
          [pid],
        );
        if (rows[0]?.ok) terminated++;
      }
      expectAlive();
    }
    await burst.stop();
    expectAlive();
    expect(burst.networkErrors, server.output()).toEqual([]);
    expectOnlyCleanAnswers(burst.answers);
    // The load was real: writes kept succeeding between the terminations.
    expect(burst.answers.filter((a) => a.status < 300).length).toBeGreaterThan(10);
    console.info(
      `terminations: ${terminated} backends in ${rounds} rounds; ${burst.answers.length} answers, ` +
        `${burst.answers.filter((a) => a.status === 503).length} of them 503`,
    );
    await expectServing();
    expectAlive();
  }, 120_000);

  it(`leaks no connection through ${STALLS} stalls of ${STALL_MS / 1000} s, and answers 503 during one (not after it)`, async () => {
    const timings: number[] = [];
    const burst = load();
    for (let round = 0; round < STALLS; round++) {
      await sleep(300);
      proxy.stall();
      await sleep(200);
      // A read and a write arriving during the stall: a 503 means the server answered while the
      // database was still stalled, instead of waiting for it (the pool's timeouts).
      const probes = await Promise.all(
        [
          ['GET', '/api/bags', undefined],
          ['POST', '/api/bags', { name: `Stalled ${round}` }],
        ].map(async ([method, p, body]) => {
          const start = performance.now();
          const res = await fetch(`${server.url}${p as string}`, {
            method: method as string,
            headers: { origin: server.url, 'content-type': 'application/json', cookie },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const ms = performance.now() - start;
          return { method: method as string, status: res.status, body: await res.text(), ms };
        }),
      );
      for (const p of probes) {
        timings.push(p.ms);
        expect(p.status, `${p.method} during a stall: ${p.body}`).toBe(503);
        expect(JSON.parse(p.body)).toEqual(UNAVAILABLE);
      }
      await sleep(STALL_MS - 200 - Math.max(...probes.map((p) => p.ms)));
      proxy.resume();
      expectAlive();
    }
    await burst.stop();
    await sleep(1000);
    expectAlive();
    expect(burst.networkErrors, server.output()).toEqual([]);
    expectOnlyCleanAnswers(burst.answers);
    const idle = await ourBackends('idle in transaction');
    const all = await ourBackends();
    console.info(
      `stalls: answers during a stall ${timings.map((ms) => Math.round(ms)).join(', ')} ms; ` +
        `afterwards ${all.length} connections, ${idle.length} idle in transaction`,
    );
    expect(idle, 'connections left idle in a transaction').toEqual([]);
    await expectServing();
    // Killing whatever is left must not take the process down either.
    for (const pid of await ourBackends())
      await admin.query('select pg_terminate_backend($1)', [pid]);
    await sleep(200);
    expectAlive();
    await expectServing();
  }, 180_000);
});

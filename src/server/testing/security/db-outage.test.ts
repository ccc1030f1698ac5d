import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { newAccount, signIn } from '../auth-kit';
import { openDatabase, type Database } from '../../db/client';
import { DB_UNAVAILABLE_MESSAGE } from '../../http/errors';
import { createLogger } from '../../logger';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { TEST_ORIGIN, testEnv, type TestApp } from '../test-app';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';
import { answeredAtAll } from '../answered';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const UNAVAILABLE = { error: { code: 'db_unavailable', message: DB_UNAVAILABLE_MESSAGE } };

if (!onPostgres) {
  console.info('db-outage.test.ts: PostgreSQL only (set TEST_DATABASE_URL); skipped on PGlite.');
}

/**
 * The database vanishes behind a proxy: the API says so instead of hanging (the pool's timeouts,
 * src/server/db/pg-pool.ts), then recovers by itself.
 */
describe.skipIf(!onPostgres)('database outage (PostgreSQL only; skipped on PGlite)', () => {
  let target: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    target = await createTestDatabase();
    const url = new URL(target.url!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    const env = testEnv();
    const hyzer = createApp({ env, database, logger: createLogger('silent') });
    t = {
      ...hyzer,
      env,
      db: { ...target, database },
      close: async () => {},
      call: (method, u, opts = {}) =>
        Promise.resolve(
          hyzer.app.request(u, {
            method,
            headers: {
              origin: TEST_ORIGIN,
              'content-type': 'application/json',
              ...(opts.cookie ? { cookie: opts.cookie } : {}),
            },
            body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          }),
        ),
    };
    cookie = await newAccount(t, 'outage@example.com');
    expect((await t.call('GET', '/api/bags', { cookie })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await target?.close();
  });

  async function answer(method: string, url: string, body?: unknown) {
    const res = await answeredAtAll(`${method} ${url}`, t.call(method, url, { cookie, body }));
    return { res, body: await res.json() };
  }

  it('answers 503 with a clear JSON message while cut off', async () => {
    proxy.cut();
    for (const [method, url, body] of [
      ['GET', '/api/bags'],
      ['POST', '/api/bags', { name: 'During the outage' }],
      ['GET', '/api/user-discs'],
    ] as const) {
      const { res, body: reply } = await answer(method, url, body);
      expect(res.status, `${method} ${url}: ${JSON.stringify(reply)}`).toBe(503);
      expect(reply).toEqual(UNAVAILABLE);
    }
    const health = await answer('GET', '/api/health');
    expect(health.res.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', db: 'unavailable' });
  }, 120_000);

  it('serves again once the database is back, without a restart', async () => {
    proxy.restore();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await t.call('GET', '/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    const created = await t.call('POST', '/api/bags', { cookie, body: { name: 'After' } });
    expect(created.status).toBe(201);
    const list = await t.call('GET', '/api/bags', { cookie });
    expect(((await list.json()) as { name: string }[]).map((b) => b.name)).toEqual(['After']);
  }, 30_000);

  it("answers 503, not better-auth's 500, when the database fails inside a sign-in", async () => {
    // The account table held by another transaction: the sign-in's own checks pass, and
    // better-auth's read of the player's accounts times out inside its endpoint.
    const holder = new pg.Client({ connectionString: target.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table account in access exclusive mode');
      const res = await answeredAtAll('sign-in', signIn(t, 'outage@example.com', 'wrong-password'));
      const reply: unknown = await res.json();
      expect(res.status, JSON.stringify(reply)).toBe(503);
      expect(reply).toEqual(UNAVAILABLE);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  }, 30_000);
});

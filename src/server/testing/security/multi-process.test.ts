import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../auth/login-throttle';
import { CATALOGUE_RECHECK_MS } from '../../catalogue/catalogue-snapshot';
import { ANSWERED_AT_ALL_MS } from '../answered';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { startServer, type RunningServer } from '../server-process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECRET = 'two-processes-secret-two-processes-0123';
const PASSWORD = 'correct horse 1';

if (!onPostgres) {
  console.info(
    'multi-process.test.ts: PostgreSQL only (set TEST_DATABASE_URL); skipped on PGlite.',
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two server processes on one PostgreSQL database with the same secret behave as one: nothing a
 * process keeps in memory may hide another's write, sign-out, failed login or catalogue import.
 */
describe.skipIf(!onPostgres)('two processes on one PostgreSQL (PostgreSQL only)', () => {
  let target: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const dirs: string[] = [];
  let env: Record<string, string>;

  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'hyzer-two-'));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    target = await createTestDatabase();
    await target.database.close();
    env = { DATABASE_URL: target.url!, AUTH_SECRET: SECRET, LOG_LEVEL: 'error' };
    [a, b] = await Promise.all([
      startServer({ env: { ...env, DATA_DIR: tmp() } }),
      startServer({ env: { ...env, DATA_DIR: tmp() } }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await target?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  function call(server: RunningServer, method: string, p: string, cookie = '', body?: unknown) {
    return fetch(`${server.url}${p}`, {
      method,
      headers: {
        // Both processes share one BASE_URL in production; here each trusts its own origin.
        origin: server.url,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  async function signUp(server: RunningServer, email: string) {
    const res = await call(server, 'POST', '/api/auth/sign-up/email', '', {
      email,
      password: PASSWORD,
      name: '',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return cookieOf(res);
  }

  it('a bag written through one is read through the other at once', async () => {
    const cookie = await signUp(a, 'shared-bag@example.com');
    expect((await call(b, 'GET', '/api/bags', cookie)).status).toBe(200); // B has read the list
    const created = await call(a, 'POST', '/api/bags', cookie, { name: 'Written via A' });
    expect(created.status).toBe(201);
    const list = (await (await call(b, 'GET', '/api/bags', cookie)).json()) as { name: string }[];
    expect(list.map((x) => x.name)).toEqual(['Written via A']);
    const { id } = (await created.json()) as { id: string };
    expect(
      (await call(b, 'PATCH', `/api/bags/${id}`, cookie, { name: 'Renamed via B' })).status,
    ).toBe(200);
    const again = (await (await call(a, 'GET', '/api/bags', cookie)).json()) as { name: string }[];
    expect(again.map((x) => x.name)).toEqual(['Renamed via B']);
  });

  it('a sign-out through one ends the session on both', async () => {
    const cookie = await signUp(a, 'shared-session@example.com');
    // Both processes have just accepted the session (and would have cached it, if they cached).
    expect((await call(a, 'GET', '/api/bags', cookie)).status).toBe(200);
    expect((await call(b, 'GET', '/api/bags', cookie)).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/sign-out', cookie, {})).status).toBe(200);
    expect((await call(a, 'GET', '/api/bags', cookie)).status).toBe(401);
    expect((await call(b, 'GET', '/api/bags', cookie)).status).toBe(401);
    const session = await (await call(a, 'GET', '/api/auth/get-session', cookie)).json();
    expect(session).toBeNull();
  });

  it('failed logins spread across both lock the account', async () => {
    const email = 'shared-lock@example.com';
    await signUp(a, email);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const via = i % 2 === 0 ? a : b;
      const res = await call(via, 'POST', '/api/auth/sign-in/email', '', {
        email,
        password: 'wrong password 1',
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const via of [a, b]) {
      const res = await call(via, 'POST', '/api/auth/sign-in/email', '', {
        email,
        password: PASSWORD,
      });
      expect(res.status, 'the right password while locked').toBe(429);
    }
  });

  it('a catalogue import through one is served by both, with no restart', async () => {
    const ids = async (server: RunningServer) =>
      ((await (await call(server, 'GET', '/api/catalog')).json()) as { id: string }[]).map(
        (d) => d.id,
      );
    expect(await ids(a)).not.toContain('two-proc-1');
    expect(await ids(b)).not.toContain('two-proc-1');
    const file = path.join(tmp(), 'catalogue.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: 'two-proc-1',
          name: 'Twoproc One',
          brand: 'Shared',
          category: 'Putter',
          speed: 2,
          glide: 3,
          turn: 0,
          fade: 1,
        },
        {
          id: 'two-proc-2',
          name: 'Twoproc Two',
          brand: 'Shared',
          category: 'Midrange',
          speed: 5,
          glide: 4,
          turn: -1,
          fade: 1,
        },
      ]),
    );
    // The catalogue CLI is the import path; it shares the servers' database and configuration.
    execFileSync(process.execPath, ['dist/server/cli.js', 'import', file], {
      env: { PATH: process.env.PATH ?? '', ...env, DATA_DIR: tmp() },
      stdio: 'pipe',
    });
    // Each process rechecks the catalogue every CATALOGUE_RECHECK_MS (catalogue-snapshot.test.ts
    // checks that schedule); here only that both get there at all.
    const start = Date.now();
    const seen = new Set<RunningServer>();
    while (seen.size < 2 && Date.now() - start < CATALOGUE_RECHECK_MS + ANSWERED_AT_ALL_MS) {
      for (const s of [a, b]) if ((await ids(s)).includes('two-proc-2')) seen.add(s);
      await sleep(100);
    }
    expect(seen.has(a), 'served by A').toBe(true);
    expect(seen.has(b), 'served by B').toBe(true);
  }, 60_000);
});

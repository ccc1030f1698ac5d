import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag } from '../../../core/bag-types';
import { bag, session, user, userDisc } from '../../db/schema';
import { newAccount, uniqueIp } from '../auth-kit';
import { createBag } from '../bag-kit';
import { apiEndpoints } from '../route-table';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-app';

/**
 * Every state-changing request must show where it comes from: an Origin naming this server, or
 * (a browser that sent no Origin) `Sec-Fetch-Site: same-origin`. Anything else is refused before
 * a route or better-auth sees it, whatever its content type: a form or a text/plain body is what
 * a cross-site page can send without asking.
 */

/** better-auth's JSON endpoints the UI uses (they are mounted as one wildcard route). */
const AUTH_WRITES = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/update-user',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/revoke-other-sessions',
  '/api/auth/delete-user',
];

const MISSING = {
  error: {
    code: 'missing_or_null_origin',
    message: 'Requests that change data must carry an Origin header naming this server.',
  },
};
const FOREIGN = {
  error: { code: 'forbidden_origin', message: 'Cross-origin requests are not allowed.' },
};

let t: TestApp;
let cookie: string;
let myBag: Bag;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await newAccount(t, 'origin@example.com');
  myBag = await createBag(t, cookie, { name: 'Origin', description: '' });
});
afterAll(() => t.close());

/** The app's state-changing endpoints, from its route table (a new route is covered). */
function appWrites(): { method: string; url: string }[] {
  const app = apiEndpoints(t.app)
    .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    .map((r) => ({ method: r.method, url: r.path.replace(/:\w+/g, myBag.id) }));
  expect(app.length).toBeGreaterThan(10);
  return app;
}

/** Every state-changing endpoint: the app's and better-auth's. */
function writes(): { method: string; url: string }[] {
  return [...appWrites(), ...AUTH_WRITES.map((url) => ({ method: 'POST', url }))];
}

/** A request exactly as given: no Origin unless the headers carry one. */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  as = cookie,
) {
  return t.app.request(
    url,
    { method, headers: { cookie: as, ...headers }, body },
    { incoming: { socket: { remoteAddress: uniqueIp() } } },
  );
}

async function stored() {
  const { db } = t.db.database;
  const n = async (table: typeof user | typeof session | typeof bag | typeof userDisc) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(user),
    sessions: await n(session),
    bags: await n(bag),
    discs: await n(userDisc),
    bagList: await t.call('GET', '/api/bags', { cookie }).then((r) => r.text()),
  };
}

const BODY = JSON.stringify({
  name: 'Sneaky',
  description: '',
  email: 'sneaky@example.com',
  password: 'password123',
});

describe('a state-changing request without a usable Origin', () => {
  it.each([
    ['no Origin, JSON', { 'content-type': 'application/json' }],
    ['no Origin, text/plain', { 'content-type': 'text/plain' }],
    ['Origin null', { 'content-type': 'application/json', origin: 'null' }],
    [
      'no Origin, Sec-Fetch-Site cross-site',
      { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'no Origin, Sec-Fetch-Site same-site',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
    ],
  ])('is refused with 403 on every endpoint, storing nothing (%s)', async (_, headers) => {
    const before = await stored();
    for (const { method, url } of writes()) {
      const res = await send(method, url, headers, BODY);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(await res.json(), `${method} ${url}`).toEqual(MISSING);
    }
    expect(await stored()).toEqual(before);
  });

  it('from another origin is refused with 403 on every endpoint, storing nothing', async () => {
    const before = await stored();
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'http://localhost']) {
      for (const { method, url } of writes()) {
        const res = await send(method, url, { 'content-type': 'text/plain', origin }, BODY);
        expect(res.status, `${origin} ${method} ${url}`).toBe(403);
        expect(await res.json()).toEqual(FOREIGN);
      }
    }
    expect(await stored()).toEqual(before);
  });
});

describe('a state-changing request from this server', () => {
  it.each([
    ['its Origin', { origin: TEST_ORIGIN }, writes],
    ['another loopback spelling of it', { origin: 'http://127.0.0.1:3000' }, writes],
    // better-auth's own check wants a real Origin on its endpoints as well (a browser always
    // sends one with a POST), so these two cases hold for the app's endpoints.
    [
      'Sec-Fetch-Site same-origin and Origin null',
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      appWrites,
    ],
    ['Sec-Fetch-Site same-origin and no Origin', { 'sec-fetch-site': 'same-origin' }, appWrites],
  ])('passes the check on every endpoint (%s)', async (_, headers, endpoints) => {
    // A session of its own: the sign-out among these ends it.
    const own = await newAccount(t, `pass-${Math.random()}@example.com`);
    for (const { method, url } of endpoints()) {
      const json = { 'content-type': 'application/json', ...headers };
      const res = await send(method, url, json, '{}', own);
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      expect(
        ['missing_or_null_origin', 'forbidden_origin', 'invalid_origin'],
        `${method} ${url}`,
      ).not.toContain(body?.error?.code);
    }
  });

  it('creates a bag with its Origin, or with Sec-Fetch-Site same-origin', async () => {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'Mine', description: '' });
    const withOrigin = await send('POST', '/api/bags', { ...json, origin: TEST_ORIGIN }, body);
    expect(withOrigin.status).toBe(201);
    const sameOrigin = await send(
      'POST',
      '/api/bags',
      { ...json, 'sec-fetch-site': 'same-origin' },
      body,
    );
    expect(sameOrigin.status).toBe(201);
    const names = ((await (await t.call('GET', '/api/bags', { cookie })).json()) as Bag[]).map(
      (b) => b.name,
    );
    expect(names.filter((n) => n === 'Mine')).toHaveLength(2);
  });

  it('reads need no Origin', async () => {
    const res = await send('GET', '/api/bags', {});
    expect(res.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { serverOnlyEndpoints } from './server-only-paths';
import { newAccount, PASSWORD } from '../testing/auth-kit';

const NOT_FOUND = { error: { code: 'not_found', message: 'Not found.' } };

/** A concrete URL path for a better-auth path pattern (`/callback/:id` → `/callback/x`). */
const concrete = (p: string) => p.replace(/:[A-Za-z]+/g, 'x');

/**
 * better-auth marks some endpoints as for the server only (a password oracle among them:
 * /verify-password). Walking the auth instance's endpoint list means a new one added by an upgrade
 * is covered without editing this test.
 */
describe('better-auth server-only endpoints over HTTP', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await newAccount(t, 'server-only@example.com');
  });
  afterAll(() => t.close());

  it('finds them in the endpoint list, /verify-password included', async () => {
    const paths = serverOnlyEndpoints(await t.auth()).map((e) => e.path);
    expect(paths).toContain('/verify-password');
  });

  it('answers 404 to every method of every one, signed in or not', async () => {
    const endpoints = serverOnlyEndpoints(await t.auth());
    for (const { path, methods } of endpoints) {
      for (const method of methods) {
        for (const withCookie of [true, false]) {
          const res = await t.call(method, `/api/auth${concrete(path)}`, {
            cookie: withCookie ? cookie : undefined,
            body: method === 'GET' ? undefined : { password: PASSWORD },
          });
          const what = `${method} ${path} ${withCookie ? 'signed in' : 'signed out'}`;
          expect(res.status, `${what}: ${await res.clone().text()}`).toBe(404);
          expect(await res.json(), what).toEqual(NOT_FOUND);
        }
      }
    }
  });

  it('gives no password oracle: right and wrong passwords get the same answer', async () => {
    const answers = await Promise.all(
      [PASSWORD, 'wrong password 1'].map(async (password) => {
        const res = await t.call('POST', '/api/auth/verify-password', {
          cookie,
          body: { password },
        });
        return { status: res.status, body: await res.text() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(404);
  });
});

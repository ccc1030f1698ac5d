import v8 from 'node:v8';
import vm from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_LOGINS_MESSAGE } from '../auth/auth-errors';
import { MAX_FAILED_LOGINS } from '../auth/login-throttle';
import { newAccount, viaSocket } from '../testing/auth-kit';
import { createTestApp, type TestApp } from '../testing/test-app';

// On Node 22 (undici 6) a clone that is garbage-collected cancels the original's body
// (read-once.ts); these force the collection at the moment it did harm. Node 24 has the fix, so
// they prove the floor Node, where CI's PostgreSQL pass runs them.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const collect = async () => {
  gc();
  await sleep(20); // the collection's finalizers run after it
};

/** Collects garbage before each login-throttle claim, after the throttle has read the body. */
function collectBeforeClaims(t: TestApp) {
  const target = (t.db.database.pool ?? t.db.database.pglite) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = target.query.bind(target);
  target.query = async (...args: unknown[]) => {
    const sqlText = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    if (sqlText.startsWith('insert into "login_throttle"')) await collect();
    return query(...args);
  };
}

const signIn = (t: TestApp, password: string, headers: Record<string, string> = {}) =>
  viaSocket(
    t,
    'POST',
    '/api/auth/sign-in/email',
    JSON.stringify({ email: 'gc@example.com', password }),
    '192.0.2.77',
    headers,
  );

describe('a body read by a middleware, then a garbage collection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await newAccount(t, 'gc@example.com');
    collectBeforeClaims(t);
  });
  afterAll(() => t.close());

  it('still reaches better-auth: a wrong password is refused with 401, not a 500', async () => {
    const res = await signIn(t, 'wrong-password');
    expect(res.status, await res.text()).toBe(401);
  });

  it('leaves the answer whole: the lock says so, in English and in Finnish', async () => {
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) await (await signIn(t, 'wrong-password')).text();
    const english = await signIn(t, 'wrong-password');
    const finnish = await signIn(t, 'wrong-password', { 'accept-language': 'fi' });
    await collect();
    expect(english.status).toBe(429);
    expect(await english.json()).toEqual({
      error: { code: 'too_many_attempts', message: TOO_MANY_LOGINS_MESSAGE },
    });
    expect(finnish.status).toBe(429);
    const { error } = (await finnish.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('too_many_attempts');
    expect(error.message).not.toBe(TOO_MANY_LOGINS_MESSAGE);
  });
});

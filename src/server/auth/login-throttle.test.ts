import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { newAccount, PASSWORD, signIn } from '../testing/auth-kit';

const LOCKED = {
  error: {
    code: 'too_many_attempts',
    message: 'Too many failed login attempts. Please try again later',
  },
};
const MINUTE = 60 * 1000;

describe('per-account login throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function fail(email: string, times: number) {
    for (let i = 0; i < times; i++) {
      expect((await signIn(t, email, 'wrong password')).status).toBe(401);
    }
  }

  it('locks an account after 5 failures, refuses even the right password, lifts after 15 minutes', async () => {
    await newAccount(t, 'locked@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await fail('locked@example.com', 5);

    for (const password of ['wrong password', PASSWORD]) {
      const res = await signIn(t, 'Locked@Example.com', password);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual(LOCKED);
      expect(res.headers.get('set-cookie')).toBeNull();
    }

    vi.setSystemTime(start + 14 * MINUTE);
    expect((await signIn(t, 'locked@example.com')).status).toBe(429);

    vi.setSystemTime(start + 15 * MINUTE + 1000);
    expect((await signIn(t, 'locked@example.com')).status).toBe(200);
  });

  it('answers an unknown e-mail the same way, so the lock reveals nothing', async () => {
    await fail('ghost@example.com', 5);
    const res = await signIn(t, 'ghost@example.com', 'anything 1');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(LOCKED);
  });

  it('starts counting again after a successful login', async () => {
    await newAccount(t, 'reset-count@example.com');
    await fail('reset-count@example.com', 4);
    expect((await signIn(t, 'reset-count@example.com')).status).toBe(200);
    await fail('reset-count@example.com', 4);
    expect((await signIn(t, 'reset-count@example.com')).status).toBe(200);
  });

  it('forgets failures older than the 15-minute window', async () => {
    await newAccount(t, 'slow@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await fail('slow@example.com', 4);
    vi.setSystemTime(start + 16 * MINUTE);
    await fail('slow@example.com', 4);
    expect((await signIn(t, 'slow@example.com')).status).toBe(200);
  });

  it('counts concurrent failures without losing any', async () => {
    await newAccount(t, 'burst@example.com');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => signIn(t, 'burst@example.com', 'wrong password')),
    );
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(t, 'burst@example.com')).status).toBe(429);
  });

  it('holds across a restart: a new app on the same database sees the lock', async () => {
    await newAccount(t, 'restart@example.com');
    await fail('restart@example.com', 5);
    const { app } = createApp({
      env: t.env,
      database: t.db.database,
      logger: createLogger('silent'),
    });
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: t.env.BASE_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: PASSWORD }),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(LOCKED);
  });
});

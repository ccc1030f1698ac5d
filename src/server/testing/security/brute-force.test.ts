import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../auth/login-throttle';
import { newAccount, PASSWORD, viaSocket } from '../auth-kit';
import { createTestApp, type TestApp } from '../test-app';

const ATTEMPTS = 1000;
const BATCH = 50;
const VICTIM = 'victim@example.com';
const body = (email: string, password: string) => JSON.stringify({ email, password });

/** What the server logs at warn and above, kept to explain an answer no test expects. */
function keptLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

/** The body of every 5xx answer the attack got. */
const serverFailures: string[] = [];

/** `count` wrong passwords against the victim, `BATCH` at a time; returns how each was answered. */
async function attack(
  t: TestApp,
  count: number,
  from: (i: number) => { ip: string; headers?: Record<string, string> },
) {
  const statuses: Record<number, number> = {};
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      const { ip, headers } = from(i);
      return viaSocket(
        t,
        'POST',
        '/api/auth/sign-in/email',
        body(VICTIM, `guess-${i}`),
        ip,
        headers,
      );
    });
    for (const res of await Promise.all(batch)) {
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) serverFailures.push(`${res.status} ${await res.text()}`);
      expect(res.headers.get('set-cookie'), 'a wrong password must never get a session').toBeNull();
    }
  }
  return statuses;
}

const signInFrom = (t: TestApp, email: string, password: string, ip: string, headers = {}) =>
  viaSocket(t, 'POST', '/api/auth/sign-in/email', body(email, password), ip, headers);

describe('1,000 wrong passwords from one address (proxy headers not trusted)', () => {
  let t: TestApp;
  let statuses: Record<number, number>;
  const log = keptLog();
  beforeAll(async () => {
    t = await createTestApp({}, log.logger);
    await newAccount(t, VICTIM);
    await newAccount(t, 'bystander@example.com');
    // Rotating X-Forwarded-For values must not matter: without TRUST_PROXY only the socket counts.
    statuses = await attack(t, ATTEMPTS, (i) => ({
      ip: '203.0.113.66',
      headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
    }));
  }, 120_000);
  afterAll(() => t.close());

  // On a loaded machine the few attempts that reach the password check may find the database
  // too slow to answer: 503, a refusal that says so. Never a 500, never a session.
  it('gets in 0 times: every attempt is refused with 401 or 429 (503 when the database is too slow)', () => {
    expect(statuses[200] ?? 0).toBe(0);
    expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['429']));
    expect(
      Object.keys(statuses).every((s) => s === '401' || s === '429' || s === '503'),
      JSON.stringify({ statuses, answers: serverFailures, logged: log.lines }),
    ).toBe(true);
  });

  it('holds the lock: the right password is refused, from the attacker and from elsewhere', async () => {
    for (const ip of ['203.0.113.66', '192.0.2.200']) {
      const res = await signInFrom(t, VICTIM, PASSWORD, ip);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        error: {
          code: expect.stringMatching(/^too_many_/),
          message: 'Too many failed login attempts. Please try again later',
        },
      });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('lets other users keep signing in', async () => {
    const res = await signInFrom(t, 'bystander@example.com', PASSWORD, '192.0.2.201');
    expect(res.status).toBe(200);
  });
});

describe('1,000 wrong passwords from rotating addresses behind a trusted proxy', () => {
  let t: TestApp;
  let statuses: Record<number, number>;
  const viaProxy = (client: string) => ({
    ip: '10.0.0.1',
    headers: { 'x-forwarded-for': client },
  });
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await newAccount(t, VICTIM);
    await newAccount(t, 'bystander@example.com');
    // Every attempt from its own client address: only the per-account lock can stop this.
    statuses = await attack(t, ATTEMPTS, (i) => viaProxy(`198.18.${i >> 8}.${i & 255}`));
  }, 120_000);
  afterAll(() => t.close());

  it('gets in 0 times, and almost every attempt is refused before the password is checked', () => {
    expect(statuses[200] ?? 0).toBe(0);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(ATTEMPTS);
    // Once locked, answers are 429; only the first concurrent batch can reach the password check.
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(BATCH);
  });

  it('holds the lock: the right password from a fresh address is refused', async () => {
    const res = await signInFrom(t, VICTIM, PASSWORD, '10.0.0.1', viaProxy('198.19.0.1').headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('lets other users keep signing in', async () => {
    const res = await signInFrom(
      t,
      'bystander@example.com',
      PASSWORD,
      '10.0.0.1',
      viaProxy('198.19.0.2').headers,
    );
    expect(res.status).toBe(200);
  });

  // Each attempt is claimed in the database before its password is checked, so a concurrent
  // burst cannot get more verifications than the lock allows.
  it(`verifies at most ${MAX_FAILED_LOGINS} passwords of a concurrent burst against a fresh account`, async () => {
    await newAccount(t, 'burst-target@example.com');
    const burst = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        signInFrom(
          t,
          'burst-target@example.com',
          `guess-${i}`,
          '10.0.0.1',
          viaProxy(`198.20.0.${i}`).headers,
        ),
      ),
    );
    const checked = burst.filter((r) => r.status === 401).length;
    expect(checked, 'passwords checked during one concurrent burst').toBeLessThanOrEqual(
      MAX_FAILED_LOGINS,
    );
  });
});

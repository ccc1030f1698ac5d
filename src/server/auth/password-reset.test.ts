import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import {
  newAccount,
  PASSWORD,
  sessionUser,
  signIn,
  signInCookie,
  tokenFromLink,
  uniqueIp,
  viaSocket,
} from '../testing/auth-kit';
import { startTestSmtp } from '../testing/test-smtp';

type Smtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** Each request from its own address, so the per-IP ceiling (5 a minute) stays out of the way. */
function requestReset(t: TestApp, email: string) {
  const body = JSON.stringify({ email });
  return viaSocket(t, 'POST', '/api/auth/request-password-reset', body, uniqueIp());
}
function resetPassword(t: TestApp, token: string, newPassword: string) {
  return t.call('POST', '/api/auth/reset-password', { body: { token, newPassword } });
}

describe('password reset by e-mail over SMTP', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Hyzer <hyzer@test.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function mailedToken(email: string): Promise<{ token: string; text: string }> {
    const res = await requestReset(t, email);
    expect(res.status).toBe(200);
    const mail = await smtp.nextMailTo(email);
    return { token: tokenFromLink(mail.text), text: mail.text };
  }

  it('mails a link to the app page; the token sets a new password once and ends every session', async () => {
    await newAccount(t, 'reset@example.com');
    const before = [
      await signInCookie(t, 'reset@example.com'),
      await signInCookie(t, 'reset@example.com'),
    ];

    const { token, text } = await mailedToken('reset@example.com');
    expect(text).toContain(`${TEST_ORIGIN}/reset-password?token=`);

    const res = await resetPassword(t, token, 'brand new pass');
    expect(res.status).toBe(200);
    for (const cookie of before) {
      expect(await sessionUser(t, cookie)).toBeNull();
      expect((await t.call('GET', '/api/auth/list-sessions', { cookie })).status).toBe(401);
    }
    expect((await signIn(t, 'reset@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn(t, 'reset@example.com', 'brand new pass')).status).toBe(200);

    const again = await resetPassword(t, token, 'another new pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect((await signIn(t, 'reset@example.com', 'another new pass')).status).toBe(401);
  });

  it('a reset with the newer of two links kills the older one (and the other way round)', async () => {
    for (const [email, use, stale] of [
      ['two-links-a@example.com', 1, 0],
      ['two-links-b@example.com', 0, 1],
    ] as const) {
      await newAccount(t, email);
      const links = [(await mailedToken(email)).token, (await mailedToken(email)).token];
      expect((await resetPassword(t, links[use]!, 'owner new pass')).status).toBe(200);
      const late = await resetPassword(t, links[stale]!, 'attacker pass 1');
      expect(late.status, `${email}: the other link still worked`).toBe(400);
      expect(await late.json()).toMatchObject({ error: { code: 'invalid_token' } });
      expect((await signIn(t, email, 'attacker pass 1')).status).toBe(401);
      expect((await signIn(t, email, 'owner new pass')).status).toBe(200);
    }
  });

  it('a password change kills every outstanding reset link of that user', async () => {
    const email = 'change-kills-links@example.com';
    const cookie = await newAccount(t, email);
    const links = [(await mailedToken(email)).token, (await mailedToken(email)).token];
    const changed = await t.call('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: 'changed pass 1' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    for (const token of links) {
      expect((await resetPassword(t, token, 'attacker pass 2')).status).toBe(400);
    }
    expect((await signIn(t, email, 'changed pass 1')).status).toBe(200);
  });

  it('refuses a token older than one hour', async () => {
    await newAccount(t, 'late@example.com');
    const { token } = await mailedToken('late@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const res = await resetPassword(t, token, 'too late pass');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_token' } });
    vi.useRealTimers();
    expect((await signIn(t, 'late@example.com')).status).toBe(200);
  });

  it('accepts a token just before the hour is over', async () => {
    await newAccount(t, 'intime@example.com');
    const { token } = await mailedToken('intime@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 59 * 60 * 1000);
    expect((await resetPassword(t, token, 'just in time')).status).toBe(200);
  });

  it('keeps no usable token in the database', async () => {
    await newAccount(t, 'hashed@example.com');
    const { token } = await mailedToken('hashed@example.com');
    const rows = await t.db.database.db.query.verification.findMany();
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    for (const row of rows) {
      for (const candidate of [
        row.identifier,
        row.value,
        row.identifier.replace(/^reset-password:/, ''),
      ]) {
        expect((await resetPassword(t, candidate, 'stolen pass 1')).status).toBe(400);
      }
    }
    expect((await resetPassword(t, token, 'mine again 1')).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    await newAccount(t, 'known@example.com');
    const known = await requestReset(t, 'known@example.com');
    const unknown = await requestReset(t, 'nobody@example.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await smtp.nextMailTo('known@example.com');
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
  });

  it('refuses an invalid address and a too-short new password', async () => {
    const bad = await requestReset(t, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_email' } });

    await newAccount(t, 'short@example.com');
    const { token } = await mailedToken('short@example.com');
    const res = await resetPassword(t, token, 'abcde');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'password_too_short' } });
  });
});

describe('password reset without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the mail with the link into the outbox folder', async () => {
    await newAccount(t, 'outbox@example.com');
    const res = await requestReset(t, 'outbox@example.com');
    expect(res.status).toBe(200);
    const outbox = path.join(t.env.DATA_DIR, 'outbox');
    const files = await vi.waitFor(() => {
      const found = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(found).toHaveLength(1);
      return found;
    }, 10_000);
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: outbox@example\.com/m);
    const token = tokenFromLink(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    expect((await resetPassword(t, token, 'from the outbox')).status).toBe(200);
    expect((await signIn(t, 'outbox@example.com', 'from the outbox')).status).toBe(200);
  });
});

describe('password reset with AUTH_REVEAL_UNKNOWN_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_REVEAL_UNKNOWN_EMAIL: 'true' });
  });
  afterAll(() => t.close());

  it('says 404 for an address without an account, and still accepts a known one', async () => {
    const res = await requestReset(t, 'Nobody@Example.com');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'user_not_found', message: 'No account found with this email address' },
    });
    await newAccount(t, 'someone@example.com');
    expect((await requestReset(t, 'Someone@Example.com')).status).toBe(200);
    const bad = await requestReset(t, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_email' } });
  });
});

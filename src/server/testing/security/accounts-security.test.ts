import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  newAccount,
  PASSWORD,
  signIn,
  signInCookie,
  tokenFromLink,
  uniqueIp,
  viaSocket,
} from '../auth-kit';
import { createTestApp, type TestApp } from '../test-app';

const answer = async (res: Response | Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: await r.text(), cookie: r.headers.get('set-cookie') };
};
const requestReset = (t: TestApp, email: string) =>
  viaSocket(t, 'POST', '/api/auth/request-password-reset', JSON.stringify({ email }), uniqueIp());

describe('no account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await newAccount(t, 'known@example.com');
  });
  afterAll(() => t.close());

  it('answers a wrong password and an unknown e-mail identically at sign-in', async () => {
    const known = await answer(signIn(t, 'known@example.com', 'wrong password'));
    const unknown = await answer(signIn(t, 'unknown@example.com', 'wrong password'));
    expect(known.status).toBe(401);
    expect(unknown).toEqual(known);
  });

  it('answers a reset request for a known and an unknown e-mail identically', async () => {
    const known = await answer(requestReset(t, 'known@example.com'));
    const unknown = await answer(requestReset(t, 'unknown@example.com'));
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
  });

  it('locks a known and an unknown e-mail identically', async () => {
    for (let i = 0; i < 5; i++) {
      await signIn(t, 'known@example.com', `wrong ${i}`);
      await signIn(t, 'nobody@example.com', `wrong ${i}`);
    }
    const known = await answer(signIn(t, 'known@example.com', PASSWORD));
    const unknown = await answer(signIn(t, 'nobody@example.com', PASSWORD));
    expect(known.status).toBe(429);
    expect({ ...unknown, body: unknown.body.replace(/\d+/g, '#') }).toEqual({
      ...known,
      body: known.body.replace(/\d+/g, '#'),
    });
  });
});

describe('sessions end when they should', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const bags = (cookie: string) => t.call('GET', '/api/bags', { cookie });

  it('refuses the old cookie after logout (401 on /api/bags)', async () => {
    const cookie = await newAccount(t, 'logout@example.com');
    expect((await bags(cookie)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    const res = await bags(cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'User must be logged in to view bags' },
    });
  });

  it('refuses every older session after a password reset', async () => {
    const first = await newAccount(t, 'reset@example.com');
    const second = await signInCookie(t, 'reset@example.com');
    expect((await bags(first)).status).toBe(200);
    expect((await bags(second)).status).toBe(200);

    expect((await requestReset(t, 'reset@example.com')).status).toBe(200);
    const outbox = path.join(t.env.DATA_DIR, 'outbox');
    const [file] = await vi.waitFor(() => {
      const found = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(found).toHaveLength(1);
      return found;
    }, 10_000);
    const eml = readFileSync(path.join(outbox, file!), 'utf8');
    const token = tokenFromLink(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a brand new one' },
    });
    expect(reset.status).toBe(200);

    expect((await bags(first)).status).toBe(401);
    expect((await bags(second)).status).toBe(401);
    expect((await signIn(t, 'reset@example.com', PASSWORD)).status).toBe(401);
    const fresh = await signInCookie(t, 'reset@example.com', 'a brand new one');
    expect((await bags(fresh)).status).toBe(200);
    // The link works once.
    const again = await t.call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'yet another one' },
    });
    expect(again.status).toBe(400);
  });
});

describe.each([
  ['http://localhost:3000', /^hyzer\.session_token=/, false],
  ['https://hyzer.example', /^__Secure-hyzer\.session_token=/, true],
] as const)('session cookie with BASE_URL %s', (baseUrl, name, secure) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: baseUrl });
  });
  afterAll(() => t.close());

  it(`is HttpOnly, SameSite=Lax${secure ? ', Secure and __Secure- prefixed' : ', not Secure'}`, async () => {
    await newAccount(t, 'flags@example.com');
    const res = await signIn(t, 'flags@example.com');
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(name);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    if (secure) expect(session).toMatch(/;\s*Secure/i);
    else expect(session).not.toMatch(/;\s*Secure/i);
    // Every cookie the server sets is HttpOnly (none is readable by a script).
    for (const c of cookies) expect(c).toMatch(/;\s*HttpOnly/i);
  });
});

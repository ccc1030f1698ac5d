import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PASSWORD, signUpRaw, uniqueIp, viaSocket } from '../testing/auth-kit';

const account = (email: string) => JSON.stringify({ email, password: PASSWORD, name: '' });

describe('session cookie and origins over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sets an HttpOnly, SameSite=Lax session cookie without Secure', async () => {
    const res = await signUpRaw(t, { email: 'cookie@example.com', password: PASSWORD, name: '' });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/^hyzer\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email'])(
    'refuses a cross-origin POST to %s with 403',
    async (url) => {
      const res = await viaSocket(t, 'POST', url, account('evil@example.com'), uniqueIp(), {
        origin: 'https://evil.example',
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  );

  it('refuses an origin that only matches the Host it was sent to (DNS rebinding)', async () => {
    const res = await viaSocket(
      t,
      'POST',
      '/api/auth/sign-up/email',
      account('r@example.com'),
      uniqueIp(),
      {
        origin: 'http://rebound.example:3000',
        host: 'rebound.example:3000',
      },
    );
    expect(res.status).toBe(403);
  });

  it('accepts 127.0.0.1 for a localhost install', async () => {
    const res = await viaSocket(
      t,
      'POST',
      '/api/auth/sign-up/email',
      account('lo@example.com'),
      uniqueIp(),
      {
        origin: 'http://127.0.0.1:3000',
        host: '127.0.0.1:3000',
      },
    );
    expect(res.status).toBe(200);
  });
});

describe('session cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: 'https://hyzer.example' });
  });
  afterAll(() => t.close());

  it('marks the cookie Secure with the __Secure- prefix', async () => {
    const res = await signUpRaw(t, { email: 'tls@example.com', password: PASSWORD, name: '' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-hyzer\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});

describe('per-IP ceilings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUpFrom = (ip: string, n: number, headers: Record<string, string> = {}) =>
    viaSocket(
      t,
      'POST',
      '/api/auth/sign-up/email',
      account(`ip${n}-${ip}@example.com`),
      ip,
      headers,
    );

  it('allows 10 sign-ups a minute from one address, then answers 429', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await signUpFrom(ip, i)).status).toBe(200);
    const res = await signUpFrom(ip, 10);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Too many requests. Please try again later.' },
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signUpFrom('192.0.2.11', 0)).status).toBe(200);
  });

  it('cannot be dodged with a forged X-Forwarded-For or client-ip header', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 10; i++) expect((await signUpFrom(ip, i)).status).toBe(200);
    const forged = await signUpFrom(ip, 10, {
      'x-forwarded-for': '203.0.113.99',
      'x-hyzer-client-ip': '203.0.113.98',
    });
    expect(forged.status).toBe(429);
  });

  it('gives sign-in its own message at the ceiling (30 a minute)', async () => {
    const ip = '192.0.2.30';
    const signIn = (n: number) =>
      viaSocket(t, 'POST', '/api/auth/sign-in/email', account(`nobody${n}@example.com`), ip);
    for (let i = 0; i < 30; i++) expect((await signIn(i)).status).toBe(401);
    const res = await signIn(30);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Too many failed login attempts. Please try again later',
      },
    });
  });

  it('allows 5 reset requests a minute from one address', async () => {
    const ip = '192.0.2.40';
    const ask = () =>
      viaSocket(
        t,
        'POST',
        '/api/auth/request-password-reset',
        JSON.stringify({ email: 'x@example.com' }),
        ip,
      );
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});

describe('per-IP ceilings behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('keys on the address the proxy appended to X-Forwarded-For', async () => {
    const proxy = '10.9.9.9';
    const from = (client: string, n: number) =>
      viaSocket(
        t,
        'POST',
        '/api/auth/sign-up/email',
        account(`p${n}-${client}@example.com`),
        proxy,
        {
          'x-forwarded-for': `198.51.100.1, ${client}`,
        },
      );
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.7', i)).status).toBe(200);
    expect((await from('198.51.100.7', 10)).status).toBe(429);
    expect((await from('198.51.100.8', 0)).status).toBe(200);
  });
});

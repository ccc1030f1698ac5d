import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { newAccount } from '../auth-kit';
import { openDatabase } from '../../db/client';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../test-app';
import { freePort } from '../server-process';

/** A stand-in for the built web app, so the static path is covered without a Vite build. */
function fakeWebDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("hyzer")');
  return dir;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The headers every answer must carry (SECURITY.md). */
function expectSecurityHeaders(res: Response, https: boolean, what: string) {
  const csp = res.headers.get('content-security-policy');
  expect(csp, `${what}: CSP`).toBeTruthy();
  const d = directives(csp!);
  const scripts = d.get('script-src') ?? d.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:']) {
    expect(scripts, `${what}: script-src allows ${bad}`).not.toContain(bad);
  }
  // Disc photos: served by us, previewed from a blob: URL before upload (decision 0016).
  expect(d.get('img-src'), `${what}: img-src`).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  expect(d.get('img-src'), `${what}: img-src`).not.toContain('*');
  expect(d.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(d.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  // The installable app: its service worker and manifest come from this origin only.
  expect(d.get('worker-src'), `${what}: worker-src`).toEqual(["'self'"]);
  expect(d.get('manifest-src'), `${what}: manifest-src`).toEqual(["'self'"]);
  expect(d.get('connect-src'), `${what}: connect-src`).toEqual(["'self'"]);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const hsts = res.headers.get('strict-transport-security');
  if (https) expect(hsts, `${what}: HSTS`).toMatch(/max-age=(\d{7,})/);
  else expect(hsts, `${what}: HSTS over http`).toBeNull();
}

describe.each([
  ['http://localhost:3000', false],
  ['https://hyzer.example', true],
] as const)('security headers with BASE_URL %s', (baseUrl, https) => {
  let t: TestApp;
  let app: TestApp['app'];
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: baseUrl });
    app = createApp({
      env: t.env,
      database: t.db.database,
      logger: createLogger('silent'),
      webDir: fakeWebDir(),
    }).app;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    app.request(url, {
      method,
      headers: { origin: baseUrl, 'content-type': 'application/json', ...headers },
      body,
    });

  const cases: [string, () => Response | Promise<Response>, number][] = [
    ['API JSON', () => send('GET', '/api/health'), 200],
    ['catalogue', () => send('GET', '/api/catalog/brands'), 200],
    ['401', () => send('GET', '/api/bags'), 401],
    ['unknown API path (404)', () => send('GET', '/api/nope'), 404],
    ['bad JSON (400)', () => send('POST', '/api/auth/sign-in/email', '{'), 400],
    ['body too large (413)', () => send('POST', '/api/bags', 'x'.repeat(70_000)), 413],
    [
      'cross-origin (403)',
      () => send('POST', '/api/bags', '{}', { origin: 'https://evil.example' }),
      403,
    ],
    ['auth answer', () => send('GET', '/api/auth/get-session'), 200],
    [
      'auth error',
      () => send('POST', '/api/auth/sign-in/email', '{"email":"a@b.co","password":"nope12"}'),
      401,
    ],
    ['static index', () => send('GET', '/'), 200],
    ['SPA fallback', () => send('GET', '/bags/123'), 200],
    ['static asset', () => send('GET', '/assets/app.js'), 200],
    ['missing asset (404)', () => send('GET', '/assets/missing.js'), 404],
  ];

  it.each(cases)('on %s', async (what, call, status) => {
    const res = await call();
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res, https, what);
  });

  it('on a database outage (503)', async () => {
    // The same configuration, pointed at a port where no database listens.
    const cookie = await newAccount(t, 'outage@example.com');
    const gone = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      poolSize: 1,
    });
    const down = createApp({ env: t.env, database: gone, logger: createLogger('silent') }).app;
    try {
      const res = await down.request('/api/bags', { headers: { origin: baseUrl, cookie } });
      expect(res.status).toBe(503);
      expectSecurityHeaders(res, https, '503');
      const health = await down.request('/api/health');
      expect(health.status).toBe(503);
      expectSecurityHeaders(health, https, 'health 503');
    } finally {
      await gone.close();
    }
  });
});

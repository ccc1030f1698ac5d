import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../auth-kit';
import { sessionCookieName } from '../../http/session';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The session cookie is `token.signature`, URL-encoded, the signature being HMAC-SHA256 in
 * standard base64 with its padding (44 characters), as better-auth issues it. Our session reader
 * must accept exactly that and nothing else, like better-auth itself.
 */
describe('session cookie decoding and caching of user data', () => {
  let t: TestApp;
  let cookie: string;
  let token: string;
  let signature: string;
  const name = sessionCookieName(false);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await newAccount(t, 'strict-cookie@example.com');
    const value = decodeURIComponent(cookie.split(';')[0]!.slice(name.length + 1));
    [token, signature] = value.split('.') as [string, string];
  });
  afterAll(() => t.close());

  const withSignature = (sig: string) => `${name}=${encodeURIComponent(`${token}.${sig}`)}`;
  const status = async (c: string) => (await t.call('GET', '/api/bags', { cookie: c })).status;

  it('accepts the cookie as issued', async () => {
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await status(cookie)).toBe(200);
  });

  it('refuses the same signature in any other spelling', async () => {
    const base64url = signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const variants: Record<string, string> = {
      'base64url, no padding': base64url,
      'no padding': signature.replace(/=+$/, ''),
      'extra padding': `${signature}=`,
      'junk characters inside': `${signature.slice(0, 10)}!!${signature.slice(10)}`,
      'a space inside': `${signature.slice(0, 10)} ${signature.slice(10)}`,
      'a dot inside': `${signature.slice(0, 10)}.${signature.slice(10)}`,
      'trailing junk': `${signature}AAAA`,
      'leading junk': `**${signature}`,
    };
    for (const [what, sig] of Object.entries(variants)) {
      if (sig === signature) continue;
      expect(await status(withSignature(sig)), what).toBe(401);
    }
  });

  it('refuses a non-canonical encoding of the same bytes', async () => {
    // 32 bytes in 44 characters leave 2 spare bits in the 43rd: setting them changes the text,
    // not the bytes Buffer.from decodes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const last = alphabet.indexOf(signature[42]!);
    const twisted = signature.slice(0, 42) + alphabet[last | 1] + '=';
    if (twisted !== signature) expect(await status(withSignature(twisted))).toBe(401);
    const other = signature.slice(0, 42) + alphabet[last ^ 2] + '=';
    if (other !== signature) expect(await status(withSignature(other))).toBe(401);
  });

  it('marks user data no-store', async () => {
    const body = { name: 'No store' };
    for (const [method, url] of [
      ['GET', '/api/bags'],
      ['POST', '/api/bags'],
      ['GET', '/api/user-discs'],
      ['GET', '/api/auth/get-session'],
    ] as const) {
      const res = await t.call(method, url, { cookie, body: method === 'POST' ? body : undefined });
      expect(res.status, `${method} ${url}`).toBeLessThan(300);
      expect(res.headers.get('cache-control'), `${method} ${url}`).toBe('no-store');
    }
    // Signed out too: a 401 must not be cached by a shared cache either.
    const anonymous = await t.call('GET', '/api/bags');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});

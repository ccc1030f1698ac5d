import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../testing/session-cookie';
import { createTestApp, type TestApp } from '../testing/test-app';
import { newAccount, PASSWORD, sessionUser, signIn, signUpRaw } from '../testing/auth-kit';

describe('accounts: sign-up, sign-in, display name, sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (body: unknown) => signUpRaw(t, body);
  const updateUser = (cookie: string, body: unknown) =>
    t.call('POST', '/api/auth/update-user', { cookie, body });
  const signOut = (cookie: string) => t.call('POST', '/api/auth/sign-out', { cookie, body: {} });

  it('runs the whole life cycle', async () => {
    const first = await signUp({ email: 'Ace@Example.com', password: PASSWORD, name: '' });
    expect(first.status).toBe(200);
    let cookie = cookieFrom(first);
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'ace@example.com', name: '' });

    expect((await signOut(cookie)).status).toBe(200);
    expect(await sessionUser(t, cookie)).toBeNull();

    const login = await signIn(t, 'ACE@example.com');
    expect(login.status).toBe(200);
    cookie = cookieFrom(login);

    const renamed = await updateUser(cookie, { name: '  Ace Thrower ' });
    expect(renamed.status).toBe(200);
    expect(await sessionUser(t, cookie)).toMatchObject({ name: 'Ace Thrower' });

    expect((await signOut(cookie)).status).toBe(200);
    expect(await sessionUser(t, cookie)).toBeNull();
    expect((await updateUser(cookie, { name: 'Nobody' })).status).toBe(401);
  });

  it('accepts a sign-up without a name field', async () => {
    const res = await signUp({ email: 'noname@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await sessionUser(t, cookieFrom(res))).toMatchObject({ name: '' });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    await newAccount(t, 'known@example.com');
    const wrong = await signIn(t, 'known@example.com', 'not the password');
    const unknown = await signIn(t, 'stranger@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = { error: { code: 'invalid_email_or_password', message: 'Invalid credentials' } };
    expect(await wrong.json()).toEqual(body);
    expect(await unknown.json()).toEqual(body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    await newAccount(t, 'twice@example.com');
    const res = await signUp({ email: 'TWICE@example.com', password: PASSWORD, name: '' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: { code: 'user_already_exists_use_another_email' },
    });
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await signUp({ email: 'not-an-email', password: PASSWORD, name: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_email' } });
  });

  it('refuses passwords of 5 and of 129 characters, accepts 6 and 128', async () => {
    const short = await signUp({ email: 'p5@example.com', password: 'abcde', name: '' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: 'password_too_short' } });

    const long = await signUp({ email: 'p129@example.com', password: 'x'.repeat(129), name: '' });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { code: 'password_too_long' } });

    expect((await signUp({ email: 'p6@example.com', password: 'abcdef', name: '' })).status).toBe(
      200,
    );
  });

  it('uses every character of a 128-character password', async () => {
    const password = 'p'.repeat(127) + 'a';
    const res = await signUp({ email: 'long@example.com', password, name: '' });
    expect(res.status).toBe(200);
    expect((await signIn(t, 'long@example.com', 'p'.repeat(127) + 'b')).status).toBe(401);
    expect((await signIn(t, 'long@example.com', password)).status).toBe(200);
  });

  it('refuses a sign-up name PostgreSQL cannot store (NUL) with 400, not 500', async () => {
    const res = await t.call('POST', '/api/auth/sign-up/email', {
      body: { email: 'nul-name@example.com', password: 'long enough 1', name: 'a\u0000' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_name' } });
  });

  it('checks the display name on update', async () => {
    const cookie = await newAccount(t, 'names@example.com');
    for (const name of ['', '   ', 'n'.repeat(61), 42, 'a\u0000b', '\ud800']) {
      const res = await updateUser(cookie, { name });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_name' } });
    }
    expect((await updateUser(cookie, { name: 'n'.repeat(60) })).status).toBe(200);
    expect(await sessionUser(t, cookie)).toMatchObject({ name: 'n'.repeat(60) });
  });

  it('changes nothing but the display name', async () => {
    const cookie = await newAccount(t, 'fields@example.com');
    for (const body of [
      { name: 'Ok', email: 'other@example.com' },
      { name: 'Ok', emailVerified: true },
      { name: 'Ok', image: 'https://evil.example/x.png' },
    ]) {
      const res = await updateUser(cookie, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'field_not_allowed' } });
    }
    expect(await sessionUser(t, cookie)).toMatchObject({
      name: '',
      email: 'fields@example.com',
    });
  });

  it('gives a signed-out caller a null session', async () => {
    const res = await t.call('GET', '/api/auth/get-session');
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it('tells the browser to empty its HTTP cache of the site on sign-out, not on other answers', async () => {
    const cookie = await newAccount(t, 'clear@example.com');
    const out = await signOut(cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    // A sign-out whose session is already gone (a pending one sent later) clears as well.
    const again = await signOut(cookie);
    expect(again.status).toBe(200);
    expect(again.headers.get('clear-site-data')).toBe('"cache"');
    // A refused one (another site's page) does not touch the player's cache.
    const forged = await t.call('POST', '/api/auth/sign-out', {
      cookie,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('clear-site-data')).toBeNull();
    const login = await signIn(t, 'clear@example.com');
    expect(login.headers.get('clear-site-data')).toBeNull();
  });

  it('does not serve endpoints Hyzer does not use', async () => {
    const cookie = await newAccount(t, 'unused@example.com');
    for (const path of ['/revoke-session', '/revoke-sessions', '/sign-in/social', '/link-social']) {
      const res = await t.call('POST', `/api/auth${path}`, { cookie, body: {} });
      expect(res.status).toBe(404);
    }
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'unused@example.com' });
  });
});

describe('accounts when the database is gone', () => {
  it('answers 503 with the API error shape, never a stack trace', async () => {
    const t = await createTestApp();
    const cookie = await newAccount(t, 'before@example.com');
    await t.db.database.close();
    for (const [method, url, body] of [
      ['GET', '/api/auth/get-session', undefined],
      ['POST', '/api/auth/update-user', { name: 'Ace' }],
      ['POST', '/api/auth/sign-up/email', { email: 'x@example.com', password: PASSWORD }],
      ['POST', '/api/auth/sign-in/email', { email: 'x@example.com', password: PASSWORD }],
    ] as const) {
      const res = await t.call(method, url, { body, cookie });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: 'db_unavailable',
          message: 'The database is unavailable. Please try again shortly.',
        },
      });
    }
    await t.close();
  });
});

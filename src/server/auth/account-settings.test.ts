import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../testing/session-cookie';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  newAccount,
  PASSWORD,
  sessionUser,
  signIn,
  signInCookie,
  signUpRaw,
  uniqueIp,
  viaSocket,
} from '../testing/auth-kit';
import type { AccountSession } from '../../core/api/auth-routes';
import { createBag, expectStatus, snapshot } from '../testing/bag-kit';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('account settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, cookie: string | undefined, body: unknown) =>
    t.call('POST', `/api/auth/${path}`, { cookie, body });
  /** A sign-in from a device with this user agent. */
  const signInFrom = async (email: string, userAgent: string) => {
    const body = JSON.stringify({ email, password: PASSWORD });
    const res = await viaSocket(t, 'POST', '/api/auth/sign-in/email', body, uniqueIp(), {
      'user-agent': userAgent,
    });
    expect(res.status).toBe(200);
    return cookieFrom(res);
  };

  describe('change password', () => {
    it('asks for the current password, then signs every other session out', async () => {
      const email = 'change@example.com';
      const cookie = await newAccount(t, email);
      const phone = await signInCookie(t, email);

      const missing = await post('change-password', cookie, { newPassword: 'brand new 1' });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({
        error: { code: 'current_password_required', message: 'Current password is required' },
      });
      const wrong = await post('change-password', cookie, {
        currentPassword: 'not it',
        newPassword: 'brand new 1',
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password' } });
      const short = await post('change-password', cookie, {
        currentPassword: PASSWORD,
        newPassword: '12345',
      });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({ error: { code: 'password_too_short' } });
      // Nothing changed so far: both devices are signed in with the old password.
      expect(await sessionUser(t, phone)).not.toBeNull();
      expect((await signIn(t, email, PASSWORD)).status).toBe(200);

      // Asking to keep the other sessions is overruled.
      const changed = await post('change-password', cookie, {
        currentPassword: PASSWORD,
        newPassword: 'brand new 1',
        revokeOtherSessions: false,
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const renewed = cookieFrom(changed);
      expect(await sessionUser(t, renewed)).toMatchObject({ email });
      expect(await sessionUser(t, phone)).toBeNull();
      expect(await sessionUser(t, cookie)).toBeNull();
      expect((await signIn(t, email, PASSWORD)).status).toBe(401);
      expect((await signIn(t, email, 'brand new 1')).status).toBe(200);
    });

    it('refuses without a session', async () => {
      const res = await post('change-password', undefined, {
        currentPassword: PASSWORD,
        newPassword: 'brand new 1',
      });
      expect(res.status).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists the devices without their tokens, this one first, and signs the others out', async () => {
      const email = 'devices@example.com';
      await newAccount(t, email);
      const phone = await signInFrom(email, FIREFOX_ANDROID);
      const laptop = await signInFrom(email, CHROME_MAC);

      const res = await t.call('GET', '/api/auth/list-sessions', { cookie: laptop });
      expect(res.status).toBe(200);
      const text = await res.clone().text();
      const listed = (await res.json()) as AccountSession[];
      expect(listed).toHaveLength(3);
      expect(text).not.toMatch(/token/i);
      const token = decodeURIComponent(laptop.split('=')[1]!).split('.')[0]!;
      expect(text).not.toContain(token);
      expect(listed[0]).toMatchObject({
        current: true,
        browser: 'Chrome',
        os: 'macOS',
        device: 'desktop',
      });
      expect(listed.filter((s) => s.current)).toHaveLength(1);
      expect(listed).toContainEqual(
        expect.objectContaining({
          current: false,
          browser: 'Firefox',
          os: 'Android',
          device: 'mobile',
        }),
      );
      for (const s of listed) expect(Date.parse(s.lastSeenAt)).not.toBeNaN();

      const out = await post('revoke-other-sessions', laptop, {});
      expect(out.status).toBe(200);
      expect(await sessionUser(t, phone)).toBeNull();
      expect(await sessionUser(t, laptop)).toMatchObject({ email });
      const left = (await (
        await t.call('GET', '/api/auth/list-sessions', { cookie: laptop })
      ).json()) as AccountSession[];
      expect(left).toEqual([expect.objectContaining({ current: true })]);
    });

    it('signs out one other device by its listed id, never the asking one nor another player’s', async () => {
      const email = 'one-device@example.com';
      const first = await newAccount(t, email);
      const phone = await signInFrom(email, FIREFOX_ANDROID);
      const laptop = await signInFrom(email, CHROME_MAC);
      const stranger = await newAccount(t, 'stranger@example.com');
      const listed = (await (
        await t.call('GET', '/api/auth/list-sessions', { cookie: laptop })
      ).json()) as AccountSession[];
      const phoneRow = listed.find((s) => s.browser === 'Firefox')!;
      const laptopRow = listed.find((s) => s.current)!;
      const end = (id: string, cookie?: string) =>
        t.call('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, { cookie });

      expect((await end(phoneRow.id, stranger)).status, 'another player’s').toBe(404);
      expect((await end(laptopRow.id, laptop)).status, 'the asking one').toBe(404);
      expect((await end(phoneRow.id)).status, 'signed out').toBe(401);
      expect(await sessionUser(t, phone)).toMatchObject({ email });

      expect((await end(phoneRow.id, laptop)).status).toBe(204);
      expect(await sessionUser(t, phone)).toBeNull();
      expect(await sessionUser(t, laptop)).toMatchObject({ email });
      expect(await sessionUser(t, first), 'the other devices stay').toMatchObject({ email });
      expect((await end(phoneRow.id, laptop)).status, 'already gone').toBe(404);
    });

    it('refuses both without a session', async () => {
      expect((await t.call('GET', '/api/auth/list-sessions')).status).toBe(401);
      expect((await post('revoke-other-sessions', undefined, {})).status).toBe(401);
    });

    it('does not serve the single-session endpoints, which take a token', async () => {
      const cookie = await newAccount(t, 'single@example.com');
      expect((await post('revoke-session', cookie, { token: 'x' })).status).toBe(404);
      expect((await post('revoke-sessions', cookie, {})).status).toBe(404);
      expect(await sessionUser(t, cookie)).not.toBeNull();
    });
  });

  describe('delete account', () => {
    it('asks for the password, then removes the account and signs out', async () => {
      const email = 'leaving@example.com';
      const cookie = await newAccount(t, email);
      const phone = await signInCookie(t, email);
      await createBag(t, cookie, { name: 'Old bag' });

      const none = await post('delete-user', cookie, {});
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ error: { code: 'password_required' } });
      const wrong = await post('delete-user', cookie, { password: 'not it' });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password' } });
      expect(await sessionUser(t, cookie)).toMatchObject({ email });

      const res = await post('delete-user', cookie, { password: PASSWORD });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.getSetCookie().join('\n')).toMatch(/hyzer\.session_token=;/);
      expect(res.headers.get('clear-site-data')).toBe('"cache"');
      expect(await sessionUser(t, cookie)).toBeNull();
      expect(await sessionUser(t, phone)).toBeNull();
      expect((await signIn(t, email, PASSWORD)).status).toBe(401);

      // The address is free again, and the new account starts empty.
      const again = await signUpRaw(t, { email, password: 'a new start 1', name: '' });
      expect(again.status).toBe(200);
      expect(await snapshot(t, cookieFrom(again))).toEqual({ bags: [], discs: [] });
      await expectStatus(t.call('GET', '/api/wishlist', { cookie: cookieFrom(again) }), 200);
    });

    it('refuses without a session, and ignores a mailed-link token', async () => {
      expect((await post('delete-user', undefined, { password: PASSWORD })).status).toBe(401);
      const cookie = await newAccount(t, 'token@example.com');
      const res = await post('delete-user', cookie, { token: 'anything' });
      expect(res.status).toBe(400);
      expect(await sessionUser(t, cookie)).not.toBeNull();
    });
  });
});

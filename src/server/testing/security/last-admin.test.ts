import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../core/accounts/sign-up-policy';
import { promoteByEmail } from '../../admin/accounts-admin';
import { user } from '../../db/schema';
import { PASSWORD, signIn, signUpRaw } from '../auth-kit';
import { cookieFrom } from '../session-cookie';
import { createTestApp, type TestApp } from '../test-app';

/** The instance keeps an admin, and the first account is told it is the admin (decision 0032). */
describe('the admin of an instance', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const signUp = async (email: string) => {
    const res = await signUpRaw(t, { email, password: PASSWORD, name: '' });
    expect(res.status).toBe(200);
    return { cookie: cookieFrom(res), body: (await res.json()) as { user: { role: string } } };
  };
  const deleteOwn = (cookie: string) =>
    t.call('POST', '/api/auth/delete-user', { cookie, body: { password: PASSWORD } });
  const roleOf = async (email: string) =>
    (await t.db.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]
      ?.role;

  it('the first sign-up’s answer names the role it has: admin; the next ones player', async () => {
    const first = await signUp('first@example.com');
    expect(first.body.user.role).toBe('admin');
    expect(await roleOf('first@example.com')).toBe('admin');
    const second = await signUp('second@example.com');
    expect(second.body.user.role).toBe('player');
  });

  it('the only admin cannot delete their own account, and is told how to make another admin', async () => {
    const admin = cookieFrom(await signIn(t, 'first@example.com'));
    const refused = await deleteOwn(admin);
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: 'last_admin', message: SIGNUP_MESSAGES.lastAdmin });
    expect(error.message).toContain('npm run admin -- promote');
    expect(await roleOf('first@example.com')).toBe('admin');
    expect((await t.call('GET', '/api/bags', { cookie: admin })).status).toBe(200);

    // A disabled admin does not count: the instance would be left with no working admin.
    await promoteByEmail(t.db.database.db, 'second@example.com');
    await t.db.database.db
      .update(user)
      .set({ disabled: true })
      .where(eq(user.email, 'second@example.com'));
    expect((await deleteOwn(admin)).status).toBe(403);

    // With another working admin, it can.
    await t.db.database.db
      .update(user)
      .set({ disabled: false })
      .where(eq(user.email, 'second@example.com'));
    const done = await deleteOwn(admin);
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await roleOf('first@example.com')).toBeUndefined();
  });

  it('a player deletes their account as before', async () => {
    const { cookie } = await signUp('player@example.com');
    expect((await deleteOwn(cookie)).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../core/accounts/sign-up-policy';
import { FRESH_SIGN_IN_MINUTES, SSO_MESSAGES } from '../../../core/accounts/single-sign-on';
import { AUTH_MESSAGES } from '../../../core/schemas/auth';
import { createBag } from '../bag-kit';
import { createInvite } from '../../invites/invites';
import { account, invite, session, user } from '../../db/schema';
import { newAccount, PASSWORD, sessionUser, signIn, signUpRaw } from '../auth-kit';
import { startTestProvider, ssoSignIn, type TestProvider } from '../sso-kit';
import { createTestApp, type TestApp } from '../test-app';

let provider: TestProvider;
beforeAll(async () => (provider = await startTestProvider()));
afterAll(() => provider.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const usersWith = (t: TestApp, email: string) =>
  t.db.database.db.select().from(user).where(eq(user.email, email));

describe('single sign-on, SIGNUP=open', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(provider.env)));
  afterAll(() => t.close());

  it('tells the web app the button’s name, beside the password form', async () => {
    const config = await (await t.call('GET', '/api/config')).json();
    expect(config).toMatchObject({ sso: { name: 'Test ID' }, passwordLogin: true, signup: 'open' });
  });

  it('makes the account on a first sign-in (the first one an admin), and reuses it after', async () => {
    const first = await ssoSignIn(t, { email: 'Ann@Example.com', name: 'Ann' });
    expect(first.location).toBe('/home');
    const ann = await sessionUser(t, first.cookie);
    expect(ann).toMatchObject({ email: 'ann@example.com', name: 'Ann', role: 'admin' });

    const again = await ssoSignIn(t, { email: 'ann@example.com' });
    expect(again.location).toBe('/home');
    expect(again.cookie).not.toBe(first.cookie);
    expect(await sessionUser(t, again.cookie)).toMatchObject({
      id: (ann as unknown as { id: string }).id,
    });
    expect(await usersWith(t, 'ann@example.com')).toHaveLength(1);

    const bo = await ssoSignIn(t, { email: 'bo@example.com' });
    expect(await sessionUser(t, bo.cookie)).toMatchObject({ role: 'player' });
  });

  it('links a password account when the provider verified the address; the password still works', async () => {
    const cookie = await newAccount(t, 'cy@example.com');
    const { id } = (await sessionUser(t, cookie)) as unknown as { id: string };
    const sso = await ssoSignIn(t, { email: 'cy@example.com', verified: true });
    expect(sso.location).toBe('/home');
    expect(await sessionUser(t, sso.cookie)).toMatchObject({ id });
    expect((await signIn(t, 'cy@example.com', PASSWORD)).status).toBe(200);
  });

  it('refuses to link a password account when the provider did not verify the address', async () => {
    await newAccount(t, 'di@example.com');
    const sso = await ssoSignIn(t, { email: 'di@example.com', verified: false });
    expect(sso.location).toMatch(/^\/login\?error=account_not_linked(&|$)/);
    expect(sso.cookie).not.toMatch(/session_token/);
    const [di] = await usersWith(t, 'di@example.com');
    const links = await t.db.database.db.select().from(account).where(eq(account.userId, di!.id));
    expect(links.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('refuses a disabled account', async () => {
    await ssoSignIn(t, { email: 'ed@example.com' });
    await t.db.database.db
      .update(user)
      .set({ disabled: true })
      .where(eq(user.email, 'ed@example.com'));
    const sso = await ssoSignIn(t, { email: 'ed@example.com' });
    expect(sso.location).toMatch(/^\/login\?error=account_disabled(&|$)/);
    expect(sso.cookie).not.toMatch(/session_token/);
  });

  it('refuses an ID token sent by the browser: sign-in goes through the provider’s page', async () => {
    const res = await t.call('POST', '/api/auth/sign-in/social', {
      body: { provider: 'oidc', idToken: { token: 'eyJhbGciOiJub25lIn0.e30.' } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'id_token_not_accepted' } });
  });

  it('sends a broken return (no state) back to the login page, not an error page of better-auth', async () => {
    const res = await t.call('GET', '/api/auth/callback/oidc?code=x');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/login\?error=/);
  });
});

describe('an account made by single sign-on (no password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(provider.env);
    // The instance's first account is its admin, which may not delete itself alone: the
    // players below come after it.
    await ssoSignIn(t, { email: 'the-admin@example.com' });
  });
  afterAll(() => t.close());
  const idOf = async (cookie: string) =>
    ((await sessionUser(t, cookie)) as unknown as { id: string }).id;
  const deleteMe = (cookie: string, body: unknown = {}) =>
    t.call('POST', '/api/auth/delete-user', { cookie, body });
  /** Moves every session of the player back in time, as if signed in `minutes` ago. */
  const signedInAgo = (id: string, minutes: number) =>
    t.db.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(session.userId, id));

  it('deletes itself with a fresh sign-in and no password; a later sign-on starts empty', async () => {
    const first = await ssoSignIn(t, { email: 'gus@example.com' });
    const id = await idOf(first.cookie);
    await createBag(t, first.cookie, { name: 'Keep?' });
    // The account page learns from its ways to sign in that it has no password.
    const ways = await t.call('GET', '/api/auth/list-accounts', { cookie: first.cookie });
    expect(((await ways.json()) as { providerId: string }[]).map((w) => w.providerId)).toEqual([
      'oidc',
    ]);

    const res = await deleteMe(first.cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await usersWith(t, 'gus@example.com')).toEqual([]);
    const db = t.db.database.db;
    expect(await db.select().from(account).where(eq(account.userId, id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(await sessionUser(t, first.cookie)).toBeNull();

    const again = await ssoSignIn(t, { email: 'gus@example.com' });
    expect(await idOf(again.cookie)).not.toBe(id);
    const bags = await t.call('GET', '/api/bags', { cookie: again.cookie });
    expect(await bags.json()).toEqual([]);
  });

  it(`refuses a session older than ${FRESH_SIGN_IN_MINUTES} minutes, and says to sign in again`, async () => {
    const sso = await ssoSignIn(t, { email: 'hal@example.com' });
    const id = await idOf(sso.cookie);
    await signedInAgo(id, FRESH_SIGN_IN_MINUTES + 1);
    const res = await deleteMe(sso.cookie);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'fresh_sign_in_required',
      message: SSO_MESSAGES.freshSignInRequired,
    });
    expect(await usersWith(t, 'hal@example.com')).toHaveLength(1);

    // A new sign-in is fresh again.
    const fresh = await ssoSignIn(t, { email: 'hal@example.com' });
    expect((await deleteMe(fresh.cookie)).status).toBe(200);
    expect(await usersWith(t, 'hal@example.com')).toEqual([]);
  });

  it('refuses to change the address: it is the provider’s', async () => {
    const sso = await ssoSignIn(t, { email: 'ida@example.com' });
    const res = await t.call('POST', '/api/auth/change-email', {
      cookie: sso.cookie,
      body: { newEmail: 'elsewhere@example.com' },
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'email_from_provider',
      message: SSO_MESSAGES.emailFromProvider,
    });
  });

  it('still asks a password account for its password, however fresh its sign-in', async () => {
    const cookie = await newAccount(t, 'jo@example.com');
    const ways = await t.call('GET', '/api/auth/list-accounts', { cookie });
    expect(((await ways.json()) as { providerId: string }[]).map((w) => w.providerId)).toEqual([
      'credential',
    ]);
    const res = await deleteMe(cookie);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'password_required',
      message: AUTH_MESSAGES.passwordRequired,
    });
    expect((await deleteMe(cookie, { password: 'not the password 1' })).status).toBe(400);
    expect(await usersWith(t, 'jo@example.com')).toHaveLength(1);
    expect((await deleteMe(cookie, { password: PASSWORD })).status).toBe(200);
    expect(await usersWith(t, 'jo@example.com')).toEqual([]);
  });

  it('brings a fresh sign-in back to the account page when asked, and nowhere else', async () => {
    await ssoSignIn(t, { email: 'kim@example.com' });
    const res = await ssoSignIn(t, { email: 'kim@example.com', callbackURL: '/account' });
    expect(res.location).toBe('/account');
    const elsewhere = await ssoSignIn(t, {
      email: 'kim@example.com',
      callbackURL: '/admin',
    });
    expect(elsewhere.location).toBe('/home');
  });
});

describe('single sign-on, SIGNUP=closed', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ ...provider.env, SIGNUP: 'closed' })));
  afterAll(() => t.close());

  it('makes no account for a new address', async () => {
    const sso = await ssoSignIn(t, { email: 'new@example.com' });
    expect(sso.location).toMatch(/^\/login\?error=signup_closed(&|$)/);
    expect(await t.db.database.db.select().from(user)).toEqual([]);
  });
});

describe('single sign-on, SIGNUP=invite', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ ...provider.env, SIGNUP: 'invite' })));
  afterAll(() => t.close());
  const tokenFor = async (email: string) => {
    const made = await createInvite(t.db.database.db, {
      email,
      baseUrl: t.env.BASE_URL,
      createdBy: null,
    });
    return new URL(made.url).searchParams.get('invite')!;
  };

  it('refuses a new address without an invite', async () => {
    const sso = await ssoSignIn(t, { email: 'uninvited@example.com' });
    expect(sso.location).toMatch(/^\/login\?error=invite_required(&|$)/);
    expect(await usersWith(t, 'uninvited@example.com')).toEqual([]);
  });

  it('refuses an invite for another address, and keeps it', async () => {
    const token = await tokenFor('invited@example.com');
    const sso = await ssoSignIn(t, { email: 'other@example.com', inviteToken: token });
    expect(sso.location).toMatch(/^\/login\?error=invite_other_email(&|$)/);
    expect(await usersWith(t, 'other@example.com')).toEqual([]);
    const [kept] = await t.db.database.db.select().from(invite);
    expect(kept!.usedAt).toBeNull();
  });

  it('makes the account with an invite for the address, and uses the invite up', async () => {
    const token = await tokenFor('fay@example.com');
    const sso = await ssoSignIn(t, { email: 'fay@example.com', inviteToken: token });
    expect(sso.location).toBe('/home');
    expect(await sessionUser(t, sso.cookie)).toMatchObject({ email: 'fay@example.com' });
    const [used] = await t.db.database.db
      .select()
      .from(invite)
      .where(eq(invite.email, 'fay@example.com'));
    expect(used!.usedAt).not.toBeNull();
    // Pressing the button with a used invite is refused at once, with the invite's words.
    const again = await t.call('POST', '/api/auth/sign-in/social', {
      body: { provider: 'oidc', inviteToken: token },
    });
    expect(again.status).toBe(403);
    expect(await errorOf(again)).toEqual({
      code: 'invite_invalid',
      message: SIGNUP_MESSAGES.inviteInvalid,
    });
  });

  it('signs an existing account in without an invite', async () => {
    const sso = await ssoSignIn(t, { email: 'fay@example.com' });
    expect(sso.location).toBe('/home');
  });
});

describe('PASSWORD_LOGIN=false', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ ...provider.env, PASSWORD_LOGIN: 'false' })));
  afterAll(() => t.close());

  it('refuses password sign-up and sign-in with 403 and says why', async () => {
    const up = await signUpRaw(t, { email: 'pw@example.com', password: PASSWORD, name: '' });
    expect(up.status).toBe(403);
    expect(await errorOf(up)).toEqual({
      code: 'password_login_off',
      message: SSO_MESSAGES.passwordLoginOff,
    });
    const inn = await signIn(t, 'pw@example.com');
    expect(inn.status).toBe(403);
    expect((await errorOf(inn)).message).toBe(SSO_MESSAGES.passwordLoginOff);
    expect(await t.db.database.db.select().from(user)).toEqual([]);
  });

  it('still signs in with the provider, and tells the web app to hide the password form', async () => {
    const config = await (await t.call('GET', '/api/config')).json();
    expect(config).toMatchObject({ passwordLogin: false, sso: { name: 'Test ID' } });
    const sso = await ssoSignIn(t, { email: 'sso@example.com' });
    expect(await sessionUser(t, sso.cookie)).toMatchObject({ email: 'sso@example.com' });
  });
});

describe('without single sign-on', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('serves no provider sign-in and says so to the web app', async () => {
    const res = await t.call('POST', '/api/auth/sign-in/social', { body: { provider: 'oidc' } });
    expect(res.status).toBe(404);
    const config = await (await t.call('GET', '/api/config')).json();
    expect(config).toMatchObject({ sso: null, passwordLogin: true });
  });
});

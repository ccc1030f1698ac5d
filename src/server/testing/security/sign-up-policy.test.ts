import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../core/accounts/sign-up-policy';
import { createInvite } from '../../invites/invites';
import { invite, user } from '../../db/schema';
import { newAccount, PASSWORD, signIn, signInCookie, signUpRaw } from '../auth-kit';
import { createTestApp, type TestApp } from '../test-app';
import { userIdOf, userRows } from '../security-kit';

const answer = async (res: Response | Promise<Response>) => {
  const r = await res;
  const text = await r.text();
  return { status: r.status, text, body: (text ? JSON.parse(text) : null) as unknown };
};
const tokenOf = (url: string) => new URL(url).searchParams.get('invite')!;
const errorOf = (a: { body: unknown }) =>
  (a.body as { error: { code: string; message: string } }).error;

describe('SIGNUP=closed', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SIGNUP: 'closed' })));
  afterAll(() => t.close());

  it('answers every sign-up 403 with the policy’s words, and makes no account', async () => {
    const refused = await answer(
      signUpRaw(t, { email: 'someone@example.com', password: PASSWORD, name: '' }),
    );
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'signup_closed',
      message: SIGNUP_MESSAGES.closed,
    });
    expect(await t.db.database.db.select().from(user)).toEqual([]);
  });

  it('tells the web app, which hides sign-up', async () => {
    const config = await answer(t.call('GET', '/api/config'));
    expect(config.body).toMatchObject({ signup: 'closed' });
  });
});

describe('SIGNUP=invite', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP: 'invite' });
    const { db } = t.db.database;
    // The very first account needs an invite too: the operator makes it with `npm run admin`.
    const first = await createInvite(db, {
      email: 'admin@example.com',
      baseUrl: t.env.BASE_URL,
      createdBy: null,
    });
    const res = await signUpRaw(t, {
      email: 'admin@example.com',
      password: PASSWORD,
      name: '',
      inviteToken: tokenOf(first.url),
    });
    expect(res.status).toBe(200);
    admin = await signInCookie(t, 'admin@example.com');
  });
  afterAll(() => t.close());

  const invited = async (email: string) => {
    const made = await answer(
      t.call('POST', '/api/admin/invites', { cookie: admin, body: { email } }),
    );
    expect(made.status, made.text).toBe(201);
    return made.body as { url: string; email: string; expiresAt: string };
  };
  const signUpWith = (email: string, inviteToken?: string, password = PASSWORD) =>
    answer(signUpRaw(t, { email, password, name: '', inviteToken }));
  /** The address-change link in the outbox's mail to `to` (throws until it is there). */
  const verifyLinkTo = (to: string) => {
    const outbox = path.join(t.env.DATA_DIR, 'outbox');
    const mails = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
      .filter((eml) => eml.includes(`To: ${to}`));
    const m = /\/api\/auth\/verify-email\?token=[^\s"'<>]+/.exec(
      mails.join('\n').replace(/=3D/g, '='),
    );
    if (!m) throw new Error(`no mail to ${to} yet`);
    return m[0];
  };
  const accountsOf = (email: string) =>
    t.db.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));

  it('refuses a sign-up without an invite, or with one that does not exist', async () => {
    const none = await signUpWith('nobody@example.com');
    expect(none.status).toBe(403);
    expect(errorOf(none).message).toBe(SIGNUP_MESSAGES.inviteRequired);
    const made = await signUpWith('nobody@example.com', 'x'.repeat(43));
    expect(made.status).toBe(403);
    expect(errorOf(made).message).toBe(SIGNUP_MESSAGES.inviteInvalid);
  });

  it('takes an invite once: the second sign-up with the same link is refused', async () => {
    const link = await invited('Guest@Example.com');
    expect(link.url).toMatch(
      /^http:\/\/localhost:3000\/signup\?invite=[\w-]{43}&email=guest%40example\.com$/,
    );
    expect(link.email).toBe('guest@example.com');
    const token = tokenOf(link.url);
    expect((await signUpWith('guest@example.com', token)).status).toBe(200);
    const again = await signUpWith('second@example.com', token);
    expect(again.status).toBe(403);
    const reused = await signUpWith('guest2@example.com', token);
    expect(errorOf(reused).message).toBe(SIGNUP_MESSAGES.inviteInvalid);
  });

  it('does not take a used link again for its address once that account has moved to another', async () => {
    const token = tokenOf((await invited('once@example.com')).url);
    expect((await signUpWith('once@example.com', token)).status).toBe(200);
    const cookie = await signInCookie(t, 'once@example.com');
    const asked = await t.call('POST', '/api/auth/change-email', {
      cookie,
      body: { newEmail: 'moved@example.com', password: PASSWORD },
    });
    expect(asked.status).toBe(200);
    const link = await vi.waitFor(() => verifyLinkTo('moved@example.com'), 10_000);
    await t.call('GET', link, { cookie });
    expect(await accountsOf('once@example.com')).toEqual([]);

    const reused = await signUpWith('once@example.com', token);
    expect(reused.status).toBe(403);
    expect(await accountsOf('once@example.com')).toEqual([]);
    expect((await signIn(t, 'once@example.com')).status).toBe(401);
  });

  it('refuses an invite for another address, and keeps it for its own', async () => {
    const token = tokenOf((await invited('owner@example.com')).url);
    const other = await signUpWith('thief@example.com', token);
    expect(other.status).toBe(403);
    expect(errorOf(other).message).toBe(SIGNUP_MESSAGES.inviteOtherEmail);
    expect((await signUpWith('owner@example.com', token)).status).toBe(200);
  });

  it('keeps the invite when the sign-up fails for another reason (too short a password)', async () => {
    const token = tokenOf((await invited('careful@example.com')).url);
    expect((await signUpWith('careful@example.com', token, 'abc')).status).toBe(400);
    expect((await signUpWith('careful@example.com', token)).status).toBe(200);
  });

  it('refuses an expired invite', async () => {
    const { db } = t.db.database;
    const old = await createInvite(db, {
      email: 'late@example.com',
      baseUrl: t.env.BASE_URL,
      createdBy: null,
      now: new Date(Date.now() - 8 * 86_400_000),
    });
    const late = await signUpWith('late@example.com', tokenOf(old.url));
    expect(late.status).toBe(403);
    expect(errorOf(late).message).toBe(SIGNUP_MESSAGES.inviteInvalid);
  });

  it('lets one of two racing sign-ups through with one link', async () => {
    const token = tokenOf((await invited('race@example.com')).url);
    const both = await Promise.all([
      signUpWith('race@example.com', token),
      signUpWith('race@example.com', token),
    ]);
    expect(both.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
  });

  it('keeps only a digest of the token in the database', async () => {
    const token = tokenOf((await invited('digest@example.com')).url);
    const rows = await t.db.database.db.select().from(invite);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('admins', () => {
  let t: TestApp;
  let admin: string;
  let player: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAccount(t, 'first@example.com');
    player = await newAccount(t, 'player@example.com');
  });
  afterAll(() => t.close());

  const roleOf = async (email: string) => {
    const [row] = await t.db.database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, email));
    return row?.role;
  };

  it('makes the first account of a new instance its admin, and no other', async () => {
    expect(await roleOf('first@example.com')).toBe('admin');
    expect(await roleOf('player@example.com')).toBe('player');
    const session = await answer(t.call('GET', '/api/auth/get-session', { cookie: admin }));
    expect(session.body).toMatchObject({ user: { role: 'admin' } });
  });

  it('does not let a player make themselves admin at sign-up or afterwards', async () => {
    const res = await signUpRaw(t, {
      email: 'sneaky@example.com',
      password: PASSWORD,
      name: '',
      role: 'admin',
    });
    expect(res.status).toBeLessThan(500);
    expect(await roleOf('sneaky@example.com')).not.toBe('admin');
    const update = await t.call('POST', '/api/auth/update-user', {
      cookie: player,
      body: { role: 'admin' },
    });
    expect(update.status).toBe(400);
    expect(await roleOf('player@example.com')).toBe('player');
  });

  it('answers a player 404 on every admin route, exactly like a path that does not exist', async () => {
    const playerId = await userIdOf(t, player);
    const missing = await answer(t.call('GET', '/api/admin/nothing-here', { cookie: player }));
    const calls = [
      t.call('GET', '/api/admin/accounts', { cookie: player }),
      t.call('PATCH', `/api/admin/accounts/${playerId}`, {
        cookie: player,
        body: { disabled: true },
      }),
      t.call('DELETE', `/api/admin/accounts/${playerId}`, { cookie: player }),
      t.call('POST', '/api/admin/invites', { cookie: player, body: { email: 'x@example.com' } }),
    ];
    for (const call of calls) expect(await answer(call)).toEqual(missing);
    expect(missing.status).toBe(404);
  });

  it('lists the accounts with their disc count and last activity', async () => {
    const list = await answer(t.call('GET', '/api/admin/accounts', { cookie: admin }));
    expect(list.status).toBe(200);
    const rows = list.body as { email: string; discCount: number; lastSeenAt: string | null }[];
    const mine = rows.find((r) => r.email === 'player@example.com');
    expect(mine).toMatchObject({ role: 'player', disabled: false, discCount: 0 });
    expect(mine?.lastSeenAt).toEqual(expect.any(String));
  });

  it('disables an account: its sessions end, it cannot sign in; enabled, it can again', async () => {
    const victim = await newAccount(t, 'disabled@example.com');
    const id = await userIdOf(t, victim);
    const off = await answer(
      t.call('PATCH', `/api/admin/accounts/${id}`, { cookie: admin, body: { disabled: true } }),
    );
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ disabled: true });
    // Its sessions are gone, but the admin still sees when it was last active.
    const seen = async () => {
      const list = await answer(t.call('GET', '/api/admin/accounts', { cookie: admin }));
      const rows = list.body as { email: string; lastSeenAt: string | null }[];
      return rows.find((r) => r.email === 'disabled@example.com')?.lastSeenAt;
    };
    const lastSeen = await seen();
    expect(lastSeen).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(lastSeen!)).toBeLessThan(3_600_000);
    expect((await t.call('GET', '/api/bags', { cookie: victim })).status).toBe(401);
    const refused = await answer(signIn(t, 'disabled@example.com'));
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(SIGNUP_MESSAGES.disabled);
    const wrong = await answer(signIn(t, 'disabled@example.com', 'not the password'));
    expect(wrong.status, 'a wrong password says nothing of the account').toBe(401);

    await t.call('PATCH', `/api/admin/accounts/${id}`, {
      cookie: admin,
      body: { disabled: false },
    });
    expect(await seen(), 'enabled again, before a new sign-in').toBe(lastSeen);
    expect((await signIn(t, 'disabled@example.com')).status).toBe(200);
  });

  it('deletes an account and everything of its player', async () => {
    const doomed = await newAccount(t, 'doomed@example.com');
    const id = await userIdOf(t, doomed);
    await t.call('POST', '/api/bags', { cookie: doomed, body: { name: 'Gone' } });
    const res = await t.call('DELETE', `/api/admin/accounts/${id}`, { cookie: admin });
    expect(res.status).toBe(204);
    const { user: gone, ...rows } = await userRows(t, id);
    expect(gone).toBeNull();
    expect(Object.values(rows).flat()).toEqual([]);
    expect((await signIn(t, 'doomed@example.com')).status).toBe(401);
  });

  it('does not disable or delete the admin’s own account here', async () => {
    const id = await userIdOf(t, admin);
    const off = await t.call('PATCH', `/api/admin/accounts/${id}`, {
      cookie: admin,
      body: { disabled: true },
    });
    expect(off.status).toBe(404);
    expect((await t.call('DELETE', `/api/admin/accounts/${id}`, { cookie: admin })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/admin/accounts', { cookie: admin })).status).toBe(200);
  });
});

import fc from 'fast-check';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, PASSWORD, signInCookie, uniqueIp, viaSocket } from '../auth-kit';
import { account, session, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { bodyLike, fuzzRuns, headersArb, trickyString, wireBody } from '../fuzz-arbitraries';
import { leakIn, userIdOf } from '../security-kit';

/** Who exists and how they sign in: every row better-auth could write on an accepted request. */
async function accounts(t: TestApp) {
  const { db } = t.db.database;
  return {
    users: await db
      .select({ id: user.id, email: user.email, name: user.name, image: user.image })
      .from(user)
      .orderBy(asc(user.id)),
    passwords: await db
      .select({ id: account.id, userId: account.userId, password: account.password })
      .from(account)
      .orderBy(asc(account.id)),
    sessions: await db
      .select({ id: session.id, userId: session.userId })
      .from(session)
      .orderBy(asc(session.id)),
  };
}
type Accounts = Awaited<ReturnType<typeof accounts>>;

/** Everything in `s` that is not the player's own. */
function othersIn(s: Accounts, id: string) {
  return {
    users: s.users.filter((u) => u.id !== id),
    passwords: s.passwords.filter((p) => p.userId !== id),
    sessions: s.sessions.filter((x) => x.userId !== id),
  };
}

// Mostly invalid e-mails and passwords: argon2 runs only for the few that pass validation.
const email = fc.oneof(
  { weight: 4, arbitrary: trickyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom('member@example.com', 'MEMBER@example.com ', 'new@example.com'),
  },
);
const password = fc.oneof(
  { weight: 4, arbitrary: trickyString },
  { weight: 1, arbitrary: fc.constant(PASSWORD) },
);

interface AuthCase {
  path: string;
  body: fc.Arbitrary<unknown>;
  signedIn: boolean;
  /** What an accepted (2xx) request may change; everything else must stay as it was. */
  allowed:
    | 'new-user'
    | 'new-session'
    | 'own-name'
    | 'own-password'
    | 'own-sessions'
    | 'own-account'
    | 'nothing';
}

const CASES: AuthCase[] = [
  {
    path: '/api/auth/sign-up/email',
    body: bodyLike({ email, password, name: trickyString }),
    signedIn: false,
    allowed: 'new-user',
  },
  {
    path: '/api/auth/sign-in/email',
    body: bodyLike({ email, password, rememberMe: fc.boolean() }),
    signedIn: false,
    allowed: 'new-session',
  },
  {
    path: '/api/auth/request-password-reset',
    body: bodyLike({ email, redirectTo: trickyString }),
    signedIn: false,
    allowed: 'nothing',
  },
  {
    path: '/api/auth/update-user',
    body: bodyLike({ name: trickyString, image: trickyString }),
    signedIn: true,
    allowed: 'own-name',
  },
  {
    path: '/api/auth/change-password',
    body: bodyLike({
      currentPassword: password,
      newPassword: password,
      revokeOtherSessions: fc.boolean(),
    }),
    signedIn: true,
    allowed: 'own-password',
  },
  {
    // Nothing changes before the mailed link is opened.
    path: '/api/auth/change-email',
    body: bodyLike({ newEmail: email, password, callbackURL: trickyString }),
    signedIn: true,
    allowed: 'nothing',
  },
  {
    path: '/api/auth/revoke-other-sessions',
    body: bodyLike({}),
    signedIn: true,
    allowed: 'own-sessions',
  },
  {
    path: '/api/auth/delete-user',
    body: bodyLike({ password, token: trickyString, callbackURL: trickyString }),
    signedIn: true,
    allowed: 'own-account',
  },
];

describe('fuzzing the auth endpoints', () => {
  let t: TestApp;
  let cookie: string;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await newAccount(t, 'member@example.com');
    memberId = await userIdOf(t, cookie);
  });
  afterAll(() => t.close());

  // An e-mail carrying NUL once reached a PostgreSQL text comparison and became a 500.
  it('answers a sign-in whose e-mail contains NUL with 4xx, not 500', async () => {
    const body = JSON.stringify({ email: 'a\u0000@example.com', password: 'whatever 1' });
    const res = await viaSocket(t, 'POST', '/api/auth/sign-in/email', body, uniqueIp());
    expect(res.status).toBeLessThan(500);
  });

  it.each(CASES.map((c) => [c.path, c] as const))(
    '%s: random input never fails, leaks, or changes accounts it refused',
    async (_path, c) => {
      // A signed-in case acts as a player of its own: a new password or a deletion ends the
      // session it started with, and the next case must not inherit that.
      let me = { cookie, id: memberId };
      if (c.signedIn && c.allowed !== 'own-name') {
        const own = await newAccount(t, `${c.path.split('/').pop()}@example.com`);
        me = { cookie: own, id: await userIdOf(t, own) };
        // A second device, for 'sign out everywhere else' and the password change to end.
        await signInCookie(t, `${c.path.split('/').pop()}@example.com`);
      }
      let before = await accounts(t);
      await fc.assert(
        fc.asyncProperty(wireBody(c.body), headersArb, async (body, headers) => {
          const h = { ...headers, ...(c.signedIn ? { cookie: me.cookie } : {}) };
          const res = await viaSocket(t, 'POST', c.path, body, uniqueIp(), h);
          const text = await res.text();
          const ctx = `${c.path} ${String(body).slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, ctx).toBeLessThan(500);
          const after = await accounts(t);
          if (res.status >= 400) {
            const leak = leakIn(text);
            if (leak && !leakIn(String(body))) expect.fail(`${ctx}: leaks a ${leak}`);
            expect(after, `${ctx}: a refused request changed accounts`).toEqual(before);
          } else if (c.allowed === 'new-user') {
            expect(after.users.length, ctx).toBe(before.users.length + 1);
            expect(
              after.users.filter((u) => !before.users.some((b) => b.id === u.id))[0]!.image,
              ctx,
            ).toBeNull();
          } else if (c.allowed === 'new-session') {
            expect(after.users, ctx).toEqual(before.users);
            expect(after.passwords, ctx).toEqual(before.passwords);
          } else if (
            c.allowed === 'own-password' ||
            c.allowed === 'own-sessions' ||
            c.allowed === 'own-account'
          ) {
            expect(othersIn(after, me.id), ctx).toEqual(othersIn(before, me.id));
            const still = after.users.find((u) => u.id === me.id);
            if (c.allowed === 'own-account') expect(still, ctx).toBeUndefined();
            else expect(still, ctx).toEqual(before.users.find((u) => u.id === me.id));
            if (c.allowed === 'own-sessions')
              expect(after.passwords, ctx).toEqual(before.passwords);
          } else if (c.allowed === 'own-name') {
            const others = (s: typeof after) => s.users.filter((u) => u.id !== memberId);
            expect(others(after), ctx).toEqual(others(before));
            expect(after.users.find((u) => u.id === memberId)!.image, ctx).toBeNull();
            expect(after.passwords, ctx).toEqual(before.passwords);
          } else {
            expect(after, ctx).toEqual(before);
          }
          before = after;
        }),
        { numRuns: fuzzRuns() },
      );
    },
    600_000,
  );
});

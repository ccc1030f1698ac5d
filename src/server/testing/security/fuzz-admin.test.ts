import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { newAccount } from '../auth-kit';
import { bodyLike, fuzzRuns, trickyString, wireBody } from '../fuzz-arbitraries';
import { createTestApp, type TestApp } from '../test-app';
import { expectCleanAnswer, userIdOf } from '../security-kit';

let t: TestApp;
let admin: string;
let player: string;
let adminId: string;
let playerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newAccount(t, 'admin@example.com'); // the first account: the admin
  player = await newAccount(t, 'player@example.com');
  adminId = await userIdOf(t, admin);
  playerId = await userIdOf(t, player);
});
afterAll(() => t.close());

/** The accounts as stored (who exists, their role and state). */
const accounts = () =>
  t.db.database.db
    .select({ id: user.id, email: user.email, role: user.role, disabled: user.disabled })
    .from(user)
    .orderBy(asc(user.id));

/** A path segment for any string (a lone surrogate cannot be percent-encoded: it goes). */
const segment = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''));
const id = () => fc.oneof(trickyString, fc.constantFrom(adminId, playerId));
const send = (method: string, path: string, cookie: string, body?: string) =>
  t.app.request(path, {
    method,
    headers: {
      origin: t.env.BASE_URL,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
/** Built once the accounts exist (their ids are among the ids tried). */
const request = () =>
  fc.oneof(
    fc.constant({ method: 'GET', path: '/api/admin/accounts', body: undefined }),
    fc.tuple(id(), wireBody(bodyLike({ disabled: fc.boolean() }))).map(([i, body]) => ({
      method: 'PATCH',
      path: `/api/admin/accounts/${segment(i)}`,
      body,
    })),
    trickyString.map((i) => ({
      method: 'DELETE',
      path: `/api/admin/accounts/${segment(i)}`,
      body: undefined,
    })),
    wireBody(bodyLike({ email: fc.emailAddress() })).map((body) => ({
      method: 'POST',
      path: '/api/admin/invites',
      body,
    })),
  );

describe('fuzzing the admin endpoints', () => {
  it('answers a player 404 to anything, and changes nothing', async () => {
    const missing = await send('GET', '/api/admin/no-such-thing', player);
    const expected = { status: 404, text: await missing.text() };
    const before = await accounts();
    await fc.assert(
      fc.asyncProperty(request(), async (r) => {
        const res = await send(r.method, r.path, player, r.body);
        const text = await res.text();
        // Bodies are read only after the admin check: a player learns nothing from a bad one.
        if (res.status !== 413) expect({ status: res.status, text }).toEqual(expected);
      }),
      { numRuns: fuzzRuns(200) },
    );
    expect(await accounts()).toEqual(before);
  });

  it('answers an admin without a server error or a leak; the admin stays an enabled admin', async () => {
    await fc.assert(
      fc.asyncProperty(request(), async (r) => {
        const res = await send(r.method, r.path, admin, r.body);
        await expectCleanAnswer(res, `${r.method} ${r.path}`);
        const [me] = await t.db.database.db.select().from(user).where(eq(user.id, adminId));
        expect(me).toMatchObject({ role: 'admin', disabled: false });
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});

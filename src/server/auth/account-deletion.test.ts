import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteByEmail } from '../admin/accounts-admin';
import { createInvite } from '../invites/invites';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  PUTTER,
  seedCatalogue,
  createOwnDisc,
} from '../testing/bag-kit';
import {
  newAccount,
  PASSWORD,
  signIn,
  signInCookie,
  uniqueIp,
  viaSocket,
} from '../testing/auth-kit';
import { addPhoto } from '../testing/photo-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, type TestApp } from '../testing/test-app';

type Row = Record<string, unknown>;

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  const res = await t.db.database.db.execute(statement);
  return (res as { rows: T[] }).rows;
}

/** Every table of the app's schema (the migrations' own bookkeeping lives in another schema). */
async function tables(t: TestApp): Promise<string[]> {
  const rows = await query<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * The tables that refer to the user table, directly or through another such table (bag_share
 * through bag, user_disc_photo through user_disc), read from the database's own foreign keys: a
 * table added later is covered without a list to keep.
 */
async function tablesReferringToUser(t: TestApp): Promise<string[]> {
  const rows = await query<{ child: string; parent: string }>(
    t,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f'`,
  );
  const edges = rows.map((e) => ({
    child: e.child.replace(/"/g, ''),
    parent: e.parent.replace(/"/g, ''),
  }));
  const found = new Set<string>();
  const reach = (table: string) => {
    for (const e of edges.filter((x) => x.parent === table && !found.has(x.child))) {
      found.add(e.child);
      reach(e.child);
    }
  };
  reach('user');
  return [...found].sort();
}

/**
 * The rows of every table that belong to a player: those that mention the player's id or e-mail
 * anywhere (the throttle is keyed by e-mail, a reset link's row holds the id as its value), then,
 * again and again, those that mention the id of a row already found (a share link names its
 * bag). Whole rows are compared as JSON text, so no column can be missed.
 */
async function playerRows(t: TestApp, keys: string[]): Promise<Record<string, Row[]>> {
  const all: Record<string, Row[]> = {};
  for (const name of await tables(t)) {
    const rows = await query<{ row: string }>(
      t,
      sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`,
    );
    all[name] = rows.map((r) => JSON.parse(r.row) as Row);
  }
  const known = new Set(keys.map((k) => k.toLowerCase()));
  const found: Record<string, Row[]> = {};
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, rows] of Object.entries(all)) {
      found[name] = rows.filter((row) => {
        const text = JSON.stringify(row).toLowerCase();
        return [...known].some((k) => text.includes(k));
      });
      for (const row of found[name]) {
        if (typeof row.id === 'string' && !known.has(row.id.toLowerCase())) {
          known.add(row.id.toLowerCase());
          grew = true;
        }
      }
    }
  }
  return found;
}

const count = (rows: Record<string, Row[]>) =>
  Object.fromEntries(Object.entries(rows).map(([name, r]) => [name, r.length]));

/** A player with a row in every table that can hold one. */
async function fullPlayer(t: TestApp, email: string) {
  // Each was invited, and is an admin who invited someone else.
  const { db } = t.db.database;
  await createInvite(db, { email, baseUrl: t.env.BASE_URL, createdBy: null });
  const cookie = await newAccount(t, email);
  const id = await userIdOf(t, cookie);
  await promoteByEmail(db, email);
  await expectStatus(
    t.call('POST', '/api/admin/invites', {
      cookie,
      body: { email: email.replace('@', '.guest@') },
    }),
    201,
  );
  const bag = await createBag(t, cookie, { name: 'Main', description: 'every disc' });
  const disc = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
  await addPhoto(t, cookie, disc.id);
  await expectStatus(t.call('POST', `/api/bags/${bag.id}/share`, { cookie }), 200);
  await expectStatus(
    t.call('POST', '/api/wishlist', { cookie, body: { discitId: PUTTER, note: 'next' } }),
    201,
  );
  await createOwnDisc(t, cookie, `Prototype ${randomUUID().slice(0, 8)}`);
  await expectStatus(
    t.call('PUT', `/api/throws/${randomUUID()}`, {
      cookie,
      body: {
        userDiscId: disc.id,
        distanceFt: 305,
        throwType: 'forehand',
        effort: 'full',
        thrownAt: '2026-11-20T10:00:00.000Z',
        measuredBy: 'gps',
        gpsAccuracyM: 5,
      },
    }),
    201,
  );
  // A course with a layout, and a round on it with a described shot (decision 0043).
  const course = randomUUID();
  const round = randomUUID();
  const holes = [{ label: '1', par: 3 }];
  await expectStatus(
    t.call('PUT', `/api/courses/${course}`, { cookie, body: { name: 'Home' } }),
    201,
  );
  await expectStatus(
    t.call('PUT', `/api/courses/${course}/layouts/${randomUUID()}`, {
      cookie,
      body: { name: 'Main', holes },
    }),
    201,
  );
  await expectStatus(
    t.call('PUT', `/api/rounds/${round}`, {
      cookie,
      body: {
        courseId: course,
        courseName: 'Home',
        layoutName: 'Main',
        holes,
        startedAt: '2026-11-20T10:00:00.000Z',
      },
    }),
    201,
  );
  await expectStatus(
    t.call('PUT', `/api/rounds/${round}/holes/1`, {
      cookie,
      body: {
        scores: [{ player: 0, strokes: 3 }],
        shots: [{ id: randomUUID(), userDiscId: disc.id }],
      },
    }),
    200,
  );
  // A change made on the course (its receipt, decision 0031).
  await expectStatus(
    t.call('PUT', `/api/user-discs/${disc.id}/changes/${randomUUID()}`, {
      cookie,
      body: { condition: 7 },
    }),
    200,
  );
  // A second device, a failed sign-in (the per-account counter) and an unused reset link.
  await signInCookie(t, email);
  expect((await signIn(t, email, 'not the password')).status).toBe(401);
  const reset = JSON.stringify({ email });
  const asked = await viaSocket(t, 'POST', '/api/auth/request-password-reset', reset, uniqueIp());
  expect(asked.status).toBe(200);
  return { cookie, id, email };
}

describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  it('leaves no row of the player in any table, and every row of another player', async () => {
    const gone = await fullPlayer(t, 'erase-me@example.com');
    const stays = await fullPlayer(t, 'keep-me@example.com');

    const referring = await tablesReferringToUser(t);
    // What the schema holds today; a new table with a user reference joins on its own.
    expect(referring).toEqual(
      expect.arrayContaining(['session', 'account', 'bag', 'user_disc', 'bag_share']),
    );
    expect(referring).toEqual(
      expect.arrayContaining(['wishlist_item', 'user_disc_photo', 'player_version', 'throw']),
    );
    expect(referring).toEqual(
      expect.arrayContaining(['course', 'course_layout', 'round', 'round_hole', 'round_shot']),
    );
    const before = count(await playerRows(t, [gone.id, gone.email]));
    const othersBefore = await playerRows(t, [stays.id, stays.email]);
    // The test proves something only if the player had rows everywhere a player can.
    for (const table of [...referring, 'user', 'verification', 'login_throttle']) {
      expect(
        before[table],
        `${table} holds no row of the player before the deletion`,
      ).toBeGreaterThan(0);
    }

    const res = await t.call('POST', '/api/auth/delete-user', {
      cookie: gone.cookie,
      body: { password: PASSWORD },
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const after = count(await playerRows(t, [gone.id, gone.email]));
    expect(
      Object.entries(after).filter(([, n]) => n > 0),
      'tables still holding rows of the deleted player',
    ).toEqual([]);
    expect(await playerRows(t, [stays.id, stays.email])).toEqual(othersBefore);
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { createLogger } from '../logger';
import { routeKey, userDataEndpoints } from '../testing/route-table';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  PUTTER,
  seedCatalogue,
  createOwnDisc,
} from '../testing/bag-kit';
import { addPhoto } from '../testing/photo-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { bagRepository } from './bag-repository';
import { userDiscRepository } from './user-disc-repository';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Call = (
  method: string,
  url: string,
  opts?: { body?: unknown; cookie?: string },
) => Promise<Response>;

interface Player {
  cookie: string;
  userId: string;
  bag: Bag;
  disc: UserDisc;
}

interface Case {
  /** Writes that set the case up (before the lists are read and kept). */
  prepare?: (p: Player) => Promise<string>;
  /** The write under test, through the API. */
  write: (p: Player, prepared: string) => Promise<void>;
}

/**
 * The bag list and the user-disc list are kept in memory per player (user-disc-list-cache.ts).
 * Every write route of the API that can change them must leave the next list fresh: in the
 * process that wrote (embedded PGlite: the write path calls `changed`) and, on PostgreSQL, in
 * another process sharing the database (the player's data version, raised by triggers). A write
 * route added without a case below fails the first test.
 */
describe('player lists are fresh after every write route', () => {
  let t: TestApp;
  /** On PostgreSQL, a second app on its own pool: another process, as far as caches go. */
  let other: { call: Call; database: Database } | null = null;
  const callHere: Call = (method, url, opts) => t.call(method, url, opts);

  const csv = (bagName: string) =>
    `Bag,Disc,Brand,Colour\r\n${bagName},Testwing,Acme Discs,#FF0000\r\n`;

  const CASES: Record<string, Case> = {
    'POST /api/bags': {
      write: async (p) => void (await createBag(t, p.cookie, { name: 'New bag' })),
    },
    'PATCH /api/bags/:id': {
      write: async (p) =>
        void (await expectStatus(
          t.call('PATCH', `/api/bags/${p.bag.id}`, {
            cookie: p.cookie,
            body: { name: 'Renamed' },
          }),
          200,
        )),
    },
    'DELETE /api/bags/:id': {
      write: async (p) =>
        void (await expectStatus(
          t.call('DELETE', `/api/bags/${p.bag.id}`, { cookie: p.cookie }),
          204,
        )),
    },
    'POST /api/user-discs': {
      write: async (p) =>
        void (await addDisc(t, p.cookie, { bagId: p.bag.id, discitId: PUTTER, color: '#222222' })),
    },
    'PATCH /api/user-discs/:id': {
      write: async (p) =>
        void (await expectStatus(
          t.call('PATCH', `/api/user-discs/${p.disc.id}`, {
            cookie: p.cookie,
            body: { color: '#333333', discitId: MIDRANGE, plastic: 'Glow' },
          }),
          200,
        )),
    },
    // A course change sent from the outbox (decision 0031).
    'PUT /api/user-discs/:id/changes/:changeId': {
      write: async (p) =>
        void (await expectStatus(
          t.call('PUT', `/api/user-discs/${p.disc.id}/changes/${randomUUID()}`, {
            cookie: p.cookie,
            body: { notes: 'Found at hole 7', condition: 7 },
          }),
          200,
        )),
    },
    'DELETE /api/user-discs/:id': {
      write: async (p) =>
        void (await expectStatus(
          t.call('DELETE', `/api/user-discs/${p.disc.id}`, { cookie: p.cookie }),
          204,
        )),
    },
    'POST /api/import': {
      write: async (p) => {
        const res = await t.call('POST', '/api/import', {
          cookie: p.cookie,
          body: { format: 'csv', content: csv('Imported') },
        });
        expect(res.status, await res.clone().text()).toBe(201);
      },
    },
    // An own disc's numbers are joined onto the discs holding it (decision 0029).
    'PATCH /api/own-discs/:id': {
      prepare: (p) => ownDiscInBag(p),
      write: async (p, id) =>
        void (await expectStatus(
          t.call('PATCH', `/api/own-discs/${id}`, { cookie: p.cookie, body: { speed: 9 } }),
          200,
        )),
    },
    'POST /api/own-discs/:id/link': {
      prepare: (p) => ownDiscInBag(p),
      write: async (p, id) =>
        void (await expectStatus(
          t.call('POST', `/api/own-discs/${id}/link`, {
            cookie: p.cookie,
            body: { catalogueDiscId: PUTTER },
          }),
          200,
        )),
    },
    'POST /api/wishlist/:id/move': {
      prepare: async (p) =>
        (
          await expectStatus<{ id: string }>(
            t.call('POST', '/api/wishlist', { cookie: p.cookie, body: { discitId: PUTTER } }),
            201,
          )
        ).id,
      write: async (p, wish) =>
        void (await expectStatus(
          t.call('POST', `/api/wishlist/${wish}/move`, {
            cookie: p.cookie,
            body: { bagId: p.bag.id, color: '#444444' },
          }),
          201,
        )),
    },
    'POST /api/user-discs/move': {
      prepare: async (p) => (await createBag(t, p.cookie, { name: 'Other' })).id,
      write: async (p, other) =>
        void (await expectStatus(
          t.call('POST', '/api/user-discs/move', {
            cookie: p.cookie,
            body: { ids: [p.disc.id], bagId: other },
          }),
          200,
        )),
    },
    'POST /api/user-discs/copy': {
      prepare: async (p) => (await createBag(t, p.cookie, { name: 'Other' })).id,
      write: async (p, other) =>
        void (await expectStatus(
          t.call('POST', '/api/user-discs/copy', {
            cookie: p.cookie,
            body: { ids: [p.disc.id], bagId: other },
          }),
          201,
        )),
    },
    'POST /api/bags/:id/duplicate': {
      write: async (p) =>
        void (await expectStatus(
          t.call('POST', `/api/bags/${p.bag.id}/duplicate`, { cookie: p.cookie }),
          201,
        )),
    },
    // The list carries each disc's photoUrl (with the photo's version).
    'POST /api/user-discs/:id/photo': {
      write: async (p) => void (await addPhoto(t, p.cookie, p.disc.id)),
    },
    'DELETE /api/user-discs/:id/photo': {
      prepare: async (p) => (await addPhoto(t, p.cookie, p.disc.id)).id,
      write: async (p) =>
        void (await expectStatus(
          t.call('DELETE', `/api/user-discs/${p.disc.id}/photo`, { cookie: p.cookie }),
          204,
        )),
    },
  };
  /** Write routes that change neither list (the wishlist is not a bag). */
  const UNRELATED = [
    'POST /api/wishlist',
    'PATCH /api/wishlist/:id',
    'DELETE /api/wishlist/:id',
    // A new own disc is in no bag; one in a bag or the archive cannot be deleted (decision 0029).
    'POST /api/own-discs',
    'DELETE /api/own-discs/:id',
    // A bag's public link writes only bag_share.
    'POST /api/bags/:id/share',
    'POST /api/bags/:id/share/rotate',
    'DELETE /api/bags/:id/share',
    'PATCH /api/bags/:id/share',
    // The throw log is its own list (decision 0030): no bag or disc changes with a throw.
    'PUT /api/throws/:id',
    'DELETE /api/throws/:id',
    // Courses and rounds are their own lists (decision 0043): a shot names a disc, never changes it.
    'PUT /api/courses/:id',
    'DELETE /api/courses/:id',
    'PUT /api/courses/:courseId/layouts/:id',
    'DELETE /api/courses/:courseId/layouts/:id',
    'PUT /api/rounds/:id',
    'DELETE /api/rounds/:id',
    'PUT /api/rounds/:id/holes/:hole',
    'POST /api/rounds/import/udisc',
    // The account's password and sessions.
    'POST /api/auth/change-password',
    'POST /api/auth/change-email',
    'POST /api/auth/revoke-other-sessions',
    'DELETE /api/account/sessions/:id',
    // Ends the session (no list is read after it); deletePlayer forgets the kept lists.
    'POST /api/auth/delete-user',
    // An admin's: a disabled account has no session to read a list with; a deleted one goes
    // through deletePlayer, as above; an invite writes only its own table.
    'PATCH /api/admin/accounts/:id',
    'DELETE /api/admin/accounts/:id',
    'POST /api/admin/invites',
  ];

  beforeAll(async () => {
    // One sign-up per case, from one address: above the sign-up limit's ceiling.
    t = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '10' });
    await seedCatalogue(t);
    if (t.db.url) {
      const database = await openDatabase({ databaseUrl: t.db.url, poolSize: 2 });
      const app = createApp({ env: t.env, database, logger: createLogger('silent') });
      other = {
        database,
        call: (method, url, opts = {}) =>
          Promise.resolve(
            app.app.request(url, {
              method,
              headers: {
                origin: t.env.BASE_URL,
                ...(opts.cookie ? { cookie: opts.cookie } : {}),
              },
            }),
          ),
      };
    }
  });
  afterAll(async () => {
    await other?.database.close();
    await t?.close();
  });

  it('has a case for every write route of the API', () => {
    const writes = userDataEndpoints(t.app)
      .filter((r) => r.method !== 'GET')
      .map(routeKey);
    const missing = writes.filter((w) => !(w in CASES) && !UNRELATED.includes(w));
    // A write route to bags or discs must call userDiscListCache(db).changed(userId) after its
    // commit; add it to CASES (or to UNRELATED when it changes neither list).
    expect(missing).toEqual([]);
  });

  /** One of the player's own discs, put in their bag; its id. */
  async function ownDiscInBag(p: Player): Promise<string> {
    const { id } = await createOwnDisc(t, p.cookie, 'Proto');
    await addDisc(t, p.cookie, { bagId: p.bag.id, discitId: id, color: '#222222' });
    return id;
  }

  let n = 0;
  async function newPlayer(): Promise<Player> {
    const cookie = await signUp(t, `fresh-${++n}@example.com`);
    const bag = await createBag(t, cookie, { name: 'Main' });
    const disc = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#111111' });
    return { cookie, userId: bag.userId, bag, disc };
  }

  /** Both lists as a process serves them. */
  async function lists(call: Call, cookie: string) {
    const bags = await expectStatus<Bag[]>(call('GET', '/api/bags', { cookie }), 200);
    const discs = await expectStatus<UserDisc[]>(call('GET', '/api/user-discs', { cookie }), 200);
    return { bags, discs };
  }

  /** Both lists read from the database with nothing kept. */
  async function truth(userId: string) {
    const db = t.db.database.db;
    return {
      bags: JSON.parse(JSON.stringify(await bagRepository(db).list(userId))) as Bag[],
      discs: JSON.parse(JSON.stringify(await userDiscRepository(db).list(userId))) as UserDisc[],
    };
  }

  it.each(Object.keys(CASES))('%s: the next lists show the write', async (route) => {
    const { prepare, write } = CASES[route]!;
    const p = await newPlayer();
    const prepared = (await prepare?.(p)) ?? '';
    const processes = other ? [callHere, other.call] : [callHere];
    // Each process reads (and keeps) both lists twice: the second answer may come from memory.
    for (const call of processes) {
      await lists(call, p.cookie);
      expect(await lists(call, p.cookie)).toEqual(await truth(p.userId));
    }
    const before = await truth(p.userId);
    await write(p, prepared);
    const after = await truth(p.userId);
    expect(after, 'the write changed a list').not.toEqual(before);
    for (const call of processes) expect(await lists(call, p.cookie)).toEqual(after);
  });

  it.runIf(onPostgres)(
    'on PostgreSQL a write behind the app (another process, the CLI, raw SQL) shows at once',
    async () => {
      const p = await newPlayer();
      expect((await lists(callHere, p.cookie)).discs[0]!.color).toBe('#111111');
      await lists(other!.call, p.cookie);
      const db = t.db.database.db;
      await db.execute(sql`update user_disc set color = '#999999' where id = ${p.disc.id}`);
      for (const call of [callHere, other!.call]) {
        expect((await lists(call, p.cookie)).discs[0]!.color).toBe('#999999');
      }
      await db.execute(sql`update bag set name = 'Behind' where id = ${p.bag.id}`);
      for (const call of [callHere, other!.call]) {
        expect((await lists(call, p.cookie)).bags[0]!.name).toBe('Behind');
      }
    },
  );

  it('deleting a player with bags and discs still works (the version triggers allow it)', async () => {
    const p = await newPlayer();
    const db = t.db.database.db;
    await db.execute(sql`delete from "user" where id = ${p.userId}`);
    const row = {
      bags: (await db.select().from(schema.bag).where(eq(schema.bag.userId, p.userId))).length,
      versions: (
        await db
          .select()
          .from(schema.playerVersion)
          .where(eq(schema.playerVersion.userId, p.userId))
      ).length,
    };
    expect(row).toEqual({ bags: 0, versions: 0 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { derivedDiscId } from '../../core/disc/identity';
import { notifyCatalogueChanged } from '../catalogue/catalogue-changes';
import { importCatalogue } from '../catalogue/import-catalogue';
import * as schema from '../db/schema';
import {
  addDisc,
  createBag,
  detailsOf,
  DRIVER,
  expectStatus,
  MIDRANGE,
  PUTTER,
  seedCatalogue,
} from '../testing/bag-kit';
import { heldReads } from '../testing/held-reads';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { addPhoto, makeImage } from '../testing/photo-kit';
import { userDiscService } from './user-disc-service';

/**
 * GET /api/user-discs is answered with JSON text built from narrow rows and the served
 * catalogue, and on embedded PGlite from a per-player copy kept in memory. Every write path must show at once in the next list.
 */
describe('user-disc list (JSON text from narrow rows, kept in memory on PGlite)', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let main: Bag;
  let spare: Bag;
  const list = async (who = cookie) =>
    expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie: who }), 200);
  const listText = async () => {
    const res = await t.call('GET', '/api/user-discs', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return res.text();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'list-cache@example.com');
    main = await createBag(t, cookie, { name: 'Main' });
    spare = await createBag(t, cookie, { name: 'Spare' });
    userId = main.userId;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    for (const d of await list()) {
      await expectStatus(t.call('DELETE', `/api/user-discs/${d.id}`, { cookie }), 204);
    }
  });

  it('answers the same text JSON.stringify gives for the discs as added', async () => {
    expect(await listText()).toBe('[]');
    const extra = {
      plastic: 'Star',
      weight: 175.5,
      runs: -3,
      notes: 'Ünïcode ✓ "quoted" \\ back\tslash\n new line \u0001 } {',
      favourite: true,
      stamp: null,
    };
    const byId = (a: UserDisc, b: UserDisc) => (a.id < b.id ? -1 : 1);
    const plain = [
      await addDisc(t, cookie, { bagId: main.id, discitId: DRIVER, color: '#3B82F6' }),
      await addDisc(t, cookie, { bagId: spare.id, discitId: PUTTER, color: '#ABCDEF' }),
    ].sort(byId);
    // Same keys in the same order, compact, createdAt as toISOString writes it.
    expect(await listText()).toBe(JSON.stringify(plain));
    expect(plain[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Pass-through fields (escapes and all) come back as sent, between the core fields and
    // discDetails.
    const withExtra = await addDisc(t, cookie, {
      bagId: main.id,
      discitId: MIDRANGE,
      color: '#000000',
      ...extra,
    });
    expect(withExtra).toMatchObject(extra);
    const listed = await list();
    expect(listed).toEqual([...plain, withExtra].sort(byId));
    const keys = Object.keys(listed.find((d) => d.id === withExtra.id)!);
    expect(keys.slice(0, 6)).toEqual(['id', 'userId', 'bagId', 'discitId', 'color', 'createdAt']);
    expect(keys.at(-1)).toBe('discDetails');
  });

  it('shows every add, change and remove at once', async () => {
    expect(await list()).toEqual([]);
    const a = await addDisc(t, cookie, { bagId: main.id, discitId: DRIVER, color: '#111111' });
    expect(await list()).toEqual([a]);
    const recoloured = await expectStatus<UserDisc>(
      t.call('PATCH', `/api/user-discs/${a.id}`, { cookie, body: { color: '#222222' } }),
      200,
    );
    expect(await list()).toEqual([recoloured]);
    const moved = await expectStatus<UserDisc>(
      t.call('PATCH', `/api/user-discs/${a.id}`, {
        cookie,
        body: { bagId: spare.id, discitId: MIDRANGE, plastic: 'Glow' },
      }),
      200,
    );
    expect(moved).toMatchObject({ bagId: spare.id, plastic: 'Glow' });
    expect(moved.discDetails).toEqual(detailsOf(MIDRANGE));
    expect(await list()).toEqual([moved]);
    await expectStatus(t.call('DELETE', `/api/user-discs/${a.id}`, { cookie }), 204);
    expect(await list()).toEqual([]);
  });

  it('shows a photo added, replaced and removed at once, in the same text as the disc answered', async () => {
    const a = await addDisc(t, cookie, { bagId: main.id, discitId: DRIVER, color: '#111111' });
    expect(await list()).toEqual([a]);
    const withPhoto = await addPhoto(t, cookie, a.id, await makeImage(10, 10, 'png'));
    expect(withPhoto.photoUrl).toBeDefined();
    expect(await listText()).toBe(JSON.stringify([withPhoto]));
    const replaced = await addPhoto(t, cookie, a.id, await makeImage(12, 10, 'png'));
    expect(replaced.photoUrl).not.toBe(withPhoto.photoUrl);
    expect(await list()).toEqual([replaced]);
    await expectStatus(t.call('DELETE', `/api/user-discs/${a.id}/photo`, { cookie }), 204);
    expect(await list()).toEqual([a]);
  });

  it('drops the discs of a deleted bag at once', async () => {
    const doomed = await createBag(t, cookie, { name: 'Doomed' });
    const kept = await addDisc(t, cookie, { bagId: main.id, discitId: DRIVER, color: '#111111' });
    await addDisc(t, cookie, { bagId: doomed.id, discitId: PUTTER, color: '#222222' });
    expect(await list()).toHaveLength(2);
    await expectStatus(t.call('DELETE', `/api/bags/${doomed.id}`, { cookie }), 204);
    expect(await list()).toEqual([kept]);
  });

  it('shows catalogue imports at once: new details, and discs moved by a merge', async () => {
    const db = t.db.database.db;
    const entry = { name: 'Cache Flyer', brand: 'Cacheco', category: 'Putter', speed: 2 };
    await importCatalogue(db, [{ ...entry, glide: 3, turn: 0, fade: 1 }]);
    const derived = derivedDiscId('Cacheco', 'Cache Flyer');
    const added = await addDisc(t, cookie, { bagId: main.id, discitId: derived, color: '#123456' });
    expect(await list()).toEqual([added]);

    // The same disc with its source id: the entry is merged and the user disc moves to it.
    await importCatalogue(db, [{ ...entry, id: 'cache-source-1', glide: 3, turn: 0, fade: 1 }]);
    const [merged] = await list();
    expect(merged).toMatchObject({ id: added.id, discitId: 'cache-source-1' });

    // New flight numbers for that entry.
    await importCatalogue(db, [{ ...entry, id: 'cache-source-1', glide: 4, turn: -1, fade: 0 }]);
    const [updated] = await list();
    expect(updated!.discDetails).toMatchObject({ glide: 4, turn: -1, fade: 0 });
  });

  it('keeps players apart', async () => {
    const other = await signUp(t, 'list-cache-other@example.com');
    const theirBag = await createBag(t, other, { name: 'Theirs' });
    const theirs = await addDisc(t, other, {
      bagId: theirBag.id,
      discitId: DRIVER,
      color: '#111111',
    });
    const mine = await addDisc(t, cookie, { bagId: main.id, discitId: DRIVER, color: '#222222' });
    expect(await list()).toEqual([mine]);
    expect(await list(other)).toEqual([theirs]);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'on PGlite serves the list from memory: a write behind its back shows once reported',
    async () => {
      const a = await addDisc(t, cookie, { bagId: main.id, discitId: DRIVER, color: '#111111' });
      expect(await list()).toEqual([a]);
      const db = t.db.database.db;
      await db
        .update(schema.userDisc)
        .set({ color: '#999999' })
        .where(eq(schema.userDisc.id, a.id));
      expect(await list()).toEqual([a]); // kept in memory: the app made no write
      notifyCatalogueChanged(db); // any reported change drops the kept lists
      expect(await list()).toEqual([{ ...a, color: '#999999' }]);
    },
  );

  /** The list statement (its columns are qualified once it joins the photo table). */
  const isListRead = (sql: string) => /extract\(epoch from ("user_disc"\.)?"created_at"/i.test(sql);

  it('does not keep a list read that a write overtook', async () => {
    const held = heldReads(t.db.database, isListRead);
    const reader = userDiscService(held.db, { cacheLists: true });
    // Writes go through a service on the held handle too: the same cache, as in the app.
    const writer = userDiscService(held.db);
    const ids = (json: string) => (JSON.parse(json) as UserDisc[]).map((d) => d.id);
    const base = await writer.add(userId, {
      bagId: main.id,
      discitId: DRIVER,
      color: '#111111',
      extra: {},
      details: {},
    });

    const { got, release } = held.holdNextRead();
    const reading = reader.listJson(userId);
    await got; // the read has its rows: the list before the write
    const added = await writer.add(userId, {
      bagId: main.id,
      discitId: PUTTER,
      color: '#222222',
      extra: {},
      details: {},
    });
    release();
    expect(ids((await reading).text)).toEqual([base.id]);
    // The raced read was not kept: the next list has the new disc.
    expect(ids((await reader.listJson(userId)).text).sort()).toEqual([base.id, added.id].sort());
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { Wish } from '../../core/schemas/wishlist';
import { MAX_WISHES_PER_PLAYER, WISH_NOTE_MAX } from '../../core/schemas/wishlist';
import {
  addDisc,
  createBag,
  detailsOf,
  DRIVER,
  expectStatus,
  MIDRANGE,
  MISSING_ID,
  PUTTER,
  seedCatalogue,
  snapshot,
} from '../testing/bag-kit';
import { disc, wishlistItem } from '../db/schema';
import { newId } from '../db/ids';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

describe('wishlist API', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  let othersBag: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'wishes@example.com');
    other = await signUp(t, 'other-wishes@example.com');
    bag = await createBag(t, cookie, { name: 'Main' });
    othersBag = await createBag(t, other, { name: 'Theirs' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    for (const who of [cookie, other]) {
      for (const w of await list(who)) {
        await expectStatus(t.call('DELETE', `/api/wishlist/${w.id}`, { cookie: who }), 204);
      }
    }
    for (const d of (await snapshot(t, cookie)).discs) {
      await expectStatus(t.call('DELETE', `/api/user-discs/${d.id}`, { cookie }), 204);
    }
  });

  const list = async (who: string) =>
    expectStatus<Wish[]>(t.call('GET', '/api/wishlist', { cookie: who }), 200);
  const wish = (who: string, body: unknown) =>
    expectStatus<Wish>(t.call('POST', '/api/wishlist', { cookie: who, body }), 201);
  const errorOf = async (res: Promise<Response>) => {
    const r = await res;
    return {
      status: r.status,
      body: (await r.json()) as { error: { code: string; message: string } },
    };
  };

  it('adds with a note, lists with catalogue details, changes the note and removes', async () => {
    const added = await wish(cookie, { discitId: DRIVER, note: '  Star plastic, 173 g  ' });
    expect(added).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      discitId: DRIVER,
      note: 'Star plastic, 173 g',
      createdAt: expect.any(String),
      discDetails: detailsOf(DRIVER),
    });
    const second = await wish(cookie, { discitId: PUTTER });
    expect(second.note).toBe('');
    expect(await list(cookie)).toEqual([added, second]);

    const changed = await expectStatus<Wish>(
      t.call('PATCH', `/api/wishlist/${added.id}`, { cookie, body: { note: 'Any plastic' } }),
      200,
    );
    expect(changed).toEqual({ ...added, note: 'Any plastic' });
    await expectStatus(t.call('DELETE', `/api/wishlist/${second.id}`, { cookie }), 204);
    expect(await list(cookie)).toEqual([changed]);
  });

  it('is not a bag: wishlisted discs are not in the player’s discs', async () => {
    await wish(cookie, { discitId: DRIVER });
    expect((await snapshot(t, cookie)).discs).toEqual([]);
  });

  it('moves an item into a bag in one step: the disc is in the bag and off the wishlist', async () => {
    const item = await wish(cookie, { discitId: MIDRANGE, note: 'bought' });
    // Read the list first: the embedded database keeps it, and the move must drop that copy.
    expect((await snapshot(t, cookie)).discs).toEqual([]);
    const moved = await expectStatus<UserDisc>(
      t.call('POST', `/api/wishlist/${item.id}/move`, {
        cookie,
        body: { bagId: bag.id, color: '#22C55E' },
      }),
      201,
    );
    expect(moved).toMatchObject({ bagId: bag.id, discitId: MIDRANGE, color: '#22C55E' });
    // The wishlist note travels with the disc.
    expect(moved.notes).toBe('bought');
    expect(moved.discDetails).toEqual(detailsOf(MIDRANGE));
    expect((await snapshot(t, cookie)).discs).toEqual([moved]);
    expect(await list(cookie)).toEqual([]);
  });

  it('keeps the item when the move fails (disc already in the bag, bag not the player’s)', async () => {
    await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#000000' });
    const item = await wish(cookie, { discitId: DRIVER });
    const move = (bagId: string) =>
      errorOf(
        t.call('POST', `/api/wishlist/${item.id}/move`, {
          cookie,
          body: { bagId, color: '#000000' },
        }),
      );
    expect(await move(bag.id)).toMatchObject({
      status: 409,
      body: { error: { code: 'duplicate_disc' } },
    });
    expect(await move(othersBag.id)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Bag not found' } },
    });
    expect(await list(cookie)).toEqual([item]);
  });

  it('moves a second copy into a bag that has the disc when the player says so, note and all', async () => {
    const first = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#000000' });
    const item = await wish(cookie, { discitId: DRIVER, note: 'Star 175g, red please' });
    const moved = await expectStatus<UserDisc>(
      t.call('POST', `/api/wishlist/${item.id}/move`, {
        cookie,
        body: { bagId: bag.id, color: '#EF4444', allowDuplicate: true },
      }),
      201,
    );
    expect(moved).toMatchObject({ copy: 2, notes: 'Star 175g, red please', color: '#EF4444' });
    const discs = (await snapshot(t, cookie)).discs;
    expect(discs.map((d) => d.id).sort()).toEqual([first.id, moved.id].sort());
    expect(await list(cookie)).toEqual([]);
  });

  it.each([
    ['no disc', {}, 'discitId', 'Please select a disc'],
    [
      'a disc not in the catalogue',
      { discitId: 'nope' },
      'discitId',
      'This disc is not in the catalogue',
    ],
    [
      'a note too long',
      { discitId: PUTTER, note: 'x'.repeat(WISH_NOTE_MAX + 1) },
      'note',
      `Note must be at most ${WISH_NOTE_MAX} characters`,
    ],
    [
      'a note with NUL',
      { discitId: PUTTER, note: 'a\u0000b' },
      'note',
      'Note contains characters that are not allowed',
    ],
    ['an unknown field', { discitId: PUTTER, userId: 'x' }, 'userId', 'Unknown field'],
  ])('refuses %s with 400 invalid_input', async (_label, body, field, message) => {
    const res = await errorOf(t.call('POST', '/api/wishlist', { cookie, body }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect((res.body.error as { fields?: Record<string, string> }).fields?.[field]).toBe(message);
    expect(await list(cookie)).toEqual([]);
  });

  it('refuses a move without a bag or with a bad colour', async () => {
    const item = await wish(cookie, { discitId: PUTTER });
    for (const body of [{ color: '#000000' }, { bagId: bag.id, color: 'blue' }]) {
      const res = await errorOf(t.call('POST', `/api/wishlist/${item.id}/move`, { cookie, body }));
      expect(res.status).toBe(400);
    }
    expect(await list(cookie)).toEqual([item]);
  });

  it('answers 409 duplicate_wish for a disc already on the wishlist', async () => {
    await wish(cookie, { discitId: PUTTER });
    expect(
      await errorOf(t.call('POST', '/api/wishlist', { cookie, body: { discitId: PUTTER } })),
    ).toEqual({
      status: 409,
      body: { error: { code: 'duplicate_wish', message: 'This disc is already on your wishlist' } },
    });
  });

  it(`holds at most ${MAX_WISHES_PER_PLAYER} discs (409 limit_reached)`, async () => {
    const me = (await t.call('GET', '/api/auth/get-session', { cookie }).then((r) => r.json())) as {
      user: { id: string };
    };
    const ids = Array.from({ length: MAX_WISHES_PER_PLAYER }, (_, i) => `wish-limit-${i}`);
    const { db } = t.db.database;
    await db
      .insert(disc)
      .values(ids.map((id) => ({ id, name: id, brand: 'Acme', category: 'Putter' })));
    await db
      .insert(wishlistItem)
      .values(ids.map((id) => ({ id: newId(), userId: me.user.id, discId: id })));
    const res = await errorOf(
      t.call('POST', '/api/wishlist', { cookie, body: { discitId: PUTTER } }),
    );
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'limit_reached' } } });
  });

  it('answers another player’s item exactly like a missing one, and changes nothing', async () => {
    const theirs = await wish(other, { discitId: PUTTER, note: 'secret' });
    const calls = (id: string) => [
      t.call('PATCH', `/api/wishlist/${id}`, { cookie, body: { note: 'pwned' } }),
      t.call('DELETE', `/api/wishlist/${id}`, { cookie }),
      t.call('POST', `/api/wishlist/${id}/move`, {
        cookie,
        body: { bagId: bag.id, color: '#000000' },
      }),
    ];
    const missing = await Promise.all(calls(MISSING_ID).map(errorOf));
    const foreign = await Promise.all(calls(theirs.id).map(errorOf));
    const malformed = await Promise.all(calls('not-a-uuid').map(errorOf));
    for (const res of missing) {
      expect(res).toEqual({
        status: 404,
        body: { error: { code: 'not_found', message: 'Wishlist item not found' } },
      });
    }
    expect(foreign).toEqual(missing);
    expect(malformed).toEqual(missing);
    expect(await list(other)).toEqual([theirs]);
    expect(JSON.stringify(await list(cookie))).not.toContain('secret');
    expect((await snapshot(t, cookie)).discs).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/wishlist'],
      ['POST', '/api/wishlist'],
      ['PATCH', `/api/wishlist/${MISSING_ID}`],
      ['DELETE', `/api/wishlist/${MISSING_ID}`],
      ['POST', `/api/wishlist/${MISSING_ID}/move`],
    ] as const) {
      const res = await t.call(method, path, {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

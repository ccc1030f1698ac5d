import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  MAX_OWN_DISCS_PER_PLAYER,
  TOO_MANY_OWN_DISCS,
  type OwnDisc,
  type OwnDiscLink,
} from '../../core/schemas/own-disc';
import type { SharedBag } from '../../core/schemas/share';
import type { Wish } from '../../core/schemas/wishlist';
import { importCatalogue } from '../catalogue/import-catalogue';
import { eq } from 'drizzle-orm';
import { ownDisc, user } from '../db/schema';
import {
  addDisc,
  createBag,
  DRIVER,
  detailsOf,
  expectStatus,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const MYSTERY = {
  name: 'Mystery Prototype',
  brand: 'Nobody Discs',
  category: 'Distance Drivers',
  speed: 11,
  glide: 5,
  turn: -1.5,
  fade: 2,
};

describe('own discs API (decision 0029)', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'own@example.com');
    other = await signUp(t, 'own-other@example.com');
    bag = await createBag(t, cookie, { name: 'Main' });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (who: string, body: unknown) =>
    expectStatus<OwnDisc>(t.call('POST', '/api/own-discs', { cookie: who, body }), 201);
  const list = (who: string) =>
    expectStatus<OwnDisc[]>(t.call('GET', '/api/own-discs', { cookie: who }), 200);
  const errorOf = async (res: Promise<Response>) => {
    const r = await res;
    const body = (await r.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    return { status: r.status, ...body.error };
  };
  const remove = (id: string) => t.call('DELETE', `/api/own-discs/${id}`, { cookie });

  it('creates one in the catalogue disc shape, canonical category, and lists it', async () => {
    const made = await create(cookie, { ...MYSTERY, brand: '  Nobody   Discs ' });
    expect(made).toEqual({
      id: expect.stringMatching(/^own-[0-9a-f-]{36}$/),
      ...MYSTERY,
      category: 'Distance Driver',
      stability: null,
      pic: null,
      color: null,
      background_color: null,
      own: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await list(cookie)).toEqual([made]);
    // A known brand is stored canonical (decision 0007).
    const innova = await create(cookie, {
      ...MYSTERY,
      name: 'Tour Stamp Special',
      brand: 'innova discs',
      stability: 'Overstable',
    });
    expect(innova).toMatchObject({ brand: 'Innova', stability: 'Overstable' });
    await expectStatus(remove(innova.id), 204);
  });

  it('refuses bad numbers, a second one of the same identity and a catalogue disc', async () => {
    const bad = await errorOf(
      t.call('POST', '/api/own-discs', {
        cookie,
        body: { ...MYSTERY, name: 'Other', speed: 7.3, glide: 40, turn: 'x', brand: '' },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({
      speed: 'Flight numbers must be numbers in steps of 0.5',
      glide: 'Glide must be between 0 and 10',
      turn: 'Turn must be a number',
      brand: 'Brand is required',
    });
    const twice = await errorOf(
      t.call('POST', '/api/own-discs', {
        cookie,
        body: { ...MYSTERY, name: 'mystery-prototype', brand: 'NOBODY DISCS' },
      }),
    );
    expect(twice).toMatchObject({
      status: 409,
      code: 'own_disc_exists',
      message: 'You already have your own disc Nobody Discs Mystery Prototype',
    });
    const catalogued = await errorOf(
      t.call('POST', '/api/own-discs', {
        cookie,
        body: { ...MYSTERY, name: 'Testwing', brand: 'Acme Discs' },
      }),
    );
    expect(catalogued).toMatchObject({
      status: 409,
      code: 'in_catalogue',
      message: 'Acme Discs Testwing is in the catalogue: add it from there',
    });
  });

  it('goes in a bag and on the wishlist with its numbers; an edit changes them everywhere', async () => {
    const [mine] = await list(cookie);
    const inBag = await addDisc(t, cookie, { bagId: bag.id, discitId: mine!.id, color: '#112233' });
    const ownDetails = {
      name: MYSTERY.name,
      brand: MYSTERY.brand,
      category: 'Distance Driver',
      speed: 11,
      glide: 5,
      turn: -1.5,
      fade: 2,
      own: true,
    };
    expect(inBag.discDetails).toEqual(ownDetails);
    const catalogueDisc = await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#445566',
    });
    expect(catalogueDisc.discDetails).toEqual(detailsOf(DRIVER));
    const wish = await expectStatus<Wish>(
      t.call('POST', '/api/wishlist', { cookie, body: { discitId: mine!.id } }),
      201,
    );
    expect(wish.discDetails).toEqual(ownDetails);

    const changed = await expectStatus<OwnDisc>(
      t.call('PATCH', `/api/own-discs/${mine!.id}`, { cookie, body: { speed: 12, fade: 3 } }),
      200,
    );
    expect(changed).toMatchObject({ speed: 12, fade: 3, glide: 5 });
    const discs = await expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie }), 200);
    expect(discs.find((d) => d.id === inBag.id)!.discDetails).toEqual({
      ...ownDetails,
      speed: 12,
      fade: 3,
    });
    const wishes = await expectStatus<Wish[]>(t.call('GET', '/api/wishlist', { cookie }), 200);
    expect(wishes[0]!.discDetails).toMatchObject({ speed: 12, fade: 3, own: true });

    // Copies and archive keep it.
    const copied = await expectStatus<{ discs: UserDisc[] }>(
      t.call('POST', '/api/user-discs/copy', {
        cookie,
        body: { ids: [inBag.id], bagId: bag.id, allowDuplicate: true },
      }),
      201,
    );
    expect(copied.discs[0]).toMatchObject({ discitId: mine!.id, copy: 2 });
    await expectStatus(
      t.call('PATCH', `/api/user-discs/${copied.discs[0]!.id}`, {
        cookie,
        body: { status: 'lost' },
      }),
      200,
    );
  });

  it('refuses to delete one still in a bag, on the wishlist or in the archive, saying where', async () => {
    const [mine] = await list(cookie);
    expect(await errorOf(remove(mine!.id))).toEqual({
      status: 409,
      code: 'own_disc_in_use',
      message:
        'Mystery Prototype is still in your bag Main; on your wishlist; in your archive. Take it out first.',
    });
    expect(await list(cookie)).toHaveLength(1);
  });

  it('is private: another player cannot see, use, change or delete it', async () => {
    const [mine] = await list(cookie);
    expect(await list(other)).toEqual([]);
    const theirBag = await createBag(t, other, { name: 'Theirs' });
    for (const res of [
      t.call('POST', '/api/user-discs', {
        cookie: other,
        body: { bagId: theirBag.id, discitId: mine!.id, color: '#000000' },
      }),
      t.call('POST', '/api/wishlist', { cookie: other, body: { discitId: mine!.id } }),
    ]) {
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        fields: { discitId: 'This disc is not in the catalogue' },
      });
    }
    for (const [method, path, body] of [
      ['PATCH', `/api/own-discs/${mine!.id}`, { speed: 1 }],
      ['DELETE', `/api/own-discs/${mine!.id}`, undefined],
      ['POST', `/api/own-discs/${mine!.id}/link`, { catalogueDiscId: DRIVER }],
    ] as const) {
      expect((await t.call(method, path, { cookie: other, body })).status).toBe(404);
    }
    const catalogue = await expectStatus<{ id: string }[]>(t.call('GET', '/api/catalog'), 200);
    expect(catalogue.map((d) => d.id)).not.toContain(mine!.id);
    expect(await list(cookie)).toEqual([mine]);
  });

  it('shows a friend its name and numbers on a shared link', async () => {
    const share = await expectStatus<{ token: string }>(
      t.call('POST', `/api/bags/${bag.id}/share`, { cookie }),
      200,
    );
    const shared = await expectStatus<SharedBag>(t.call('GET', `/api/shared/${share.token}`), 200);
    expect(shared.discs.map((d) => d.discDetails)).toContainEqual({
      name: 'Mystery Prototype',
      brand: 'Nobody Discs',
      category: 'Distance Driver',
      speed: 12,
      glide: 5,
      turn: -1.5,
      fade: 3,
      own: true,
    });
    expect(JSON.stringify(shared)).not.toContain('own-');
  });

  it('offers the catalogue disc after a catalogue import and links it, keeping every copy', async () => {
    const [mine] = await list(cookie);
    expect(
      await expectStatus<OwnDiscLink[]>(t.call('GET', '/api/own-discs/links', { cookie }), 200),
    ).toEqual([]);
    await importCatalogue(t.db.database.db, [
      {
        id: 'c0ffee00-0000-4000-8000-0000000000aa',
        name: 'Mystery Prototype',
        brand: 'Nobody Discs',
        category: 'Distance Driver',
        speed: 11,
        glide: 5,
        turn: -1,
        fade: 2,
      },
    ]);
    const offers = await expectStatus<OwnDiscLink[]>(
      t.call('GET', '/api/own-discs/links', { cookie }),
      200,
    );
    expect(offers).toEqual([
      {
        ownDisc: mine,
        catalogueDisc: expect.objectContaining({
          id: 'c0ffee00-0000-4000-8000-0000000000aa',
          name: 'Mystery Prototype',
        }),
      },
    ]);
    expect(
      await expectStatus(t.call('GET', '/api/own-discs/links', { cookie: other }), 200),
    ).toEqual([]);
    // Nothing changed by itself.
    const before = await expectStatus<UserDisc[]>(
      t.call('GET', '/api/user-discs', { cookie }),
      200,
    );
    expect(before.filter((d) => d.discitId === mine!.id)).toHaveLength(2);

    const linked = await expectStatus<{ discs: number; wishes: number }>(
      t.call('POST', `/api/own-discs/${mine!.id}/link`, {
        cookie,
        body: { catalogueDiscId: 'c0ffee00-0000-4000-8000-0000000000aa' },
      }),
      200,
    );
    expect(linked).toMatchObject({ discs: 2, wishes: 1 });
    const after = await expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie }), 200);
    const moved = after.filter((d) => d.discitId === 'c0ffee00-0000-4000-8000-0000000000aa');
    expect(moved.map((d) => ({ id: d.id, color: d.color, status: d.status }))).toEqual(
      before
        .filter((d) => d.discitId === mine!.id)
        .map((d) => ({ id: d.id, color: d.color, status: d.status })),
    );
    expect(moved[0]!.discDetails).toMatchObject({ turn: -1, speed: 11 });
    expect(moved[0]!.discDetails).not.toHaveProperty('own');
    const wishes = await expectStatus<Wish[]>(t.call('GET', '/api/wishlist', { cookie }), 200);
    expect(wishes.map((w) => w.discitId)).toEqual(['c0ffee00-0000-4000-8000-0000000000aa']);
    expect(await list(cookie)).toEqual([]);
  });

  it(`holds ${MAX_OWN_DISCS_PER_PLAYER} own discs at most, also when created at once`, async () => {
    const player = await signUp(t, 'own-limit@example.com');
    const [row] = await t.db.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'own-limit@example.com'));
    const userId = row!.id;
    await t.db.database.db.insert(ownDisc).values(
      Array.from({ length: MAX_OWN_DISCS_PER_PLAYER - 2 }, (_, i) => ({
        id: `own-00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        userId,
        name: `Disc ${i}`,
        brand: 'Nobody Discs',
        category: 'Putter',
        speed: 2,
        glide: 3,
        turn: 0,
        fade: 1,
        key: `nobodydiscs|disc${i}`,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call('POST', '/api/own-discs', {
          cookie: player,
          body: { ...MYSTERY, name: `Race ${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      TOO_MANY_OWN_DISCS,
    );
    expect(await list(player)).toHaveLength(MAX_OWN_DISCS_PER_PLAYER);
  });
});

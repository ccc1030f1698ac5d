import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  addDisc,
  CATALOGUE,
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
import { notifyCatalogueChanged } from '../catalogue/catalogue-changes';
import { disc } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

describe('user discs API', () => {
  let t: TestApp;
  let cookie: string;
  let bag: Bag;
  let spare: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'discs@example.com');
    bag = await createBag(t, cookie, { name: 'Main' });
    spare = await createBag(t, cookie, { name: 'Spare' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    for (const d of (await snapshot(t, cookie)).discs) {
      await expectStatus(t.call('DELETE', `/api/user-discs/${d.id}`, { cookie }), 204);
    }
  });

  const patch = (id: string, body: unknown) =>
    t.call('PATCH', `/api/user-discs/${id}`, { cookie, body });
  const invalid = (fields: Record<string, string>) => ({
    error: { code: 'invalid_input', message: Object.values(fields)[0], fields },
  });

  it('adds, lists with catalogue details, updates and removes discs', async () => {
    const added = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#3B82F6' });
    expect(added).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: bag.userId,
      bagId: bag.id,
      discitId: DRIVER,
      color: '#3B82F6',
      createdAt: expect.any(String),
      discDetails: detailsOf(DRIVER),
    });
    const second = await addDisc(t, cookie, { bagId: bag.id, discitId: PUTTER, color: '#000000' });
    expect(second.discDetails).toEqual(detailsOf(PUTTER));
    expect((await snapshot(t, cookie)).discs).toEqual([added, second]);

    const changed = await expectStatus<UserDisc>(
      patch(added.id, { color: '#ff0000', discitId: MIDRANGE }),
      200,
    );
    expect(changed).toEqual({
      ...added,
      color: '#ff0000',
      discitId: MIDRANGE,
      discDetails: detailsOf(MIDRANGE),
    });
    const moved = await expectStatus<UserDisc>(patch(added.id, { bagId: spare.id }), 200);
    expect(moved).toEqual({ ...changed, bagId: spare.id });
    expect((await snapshot(t, cookie)).discs).toEqual([moved, second]);

    await expectStatus(t.call('DELETE', `/api/user-discs/${added.id}`, { cookie }), 204);
    expect((await snapshot(t, cookie)).discs).toEqual([second]);
    const again = await t.call('DELETE', `/api/user-discs/${added.id}`, { cookie });
    expect(await expectStatus(again, 404)).toEqual({
      error: { code: 'not_found', message: 'Disc not found' },
    });
  });

  it('answers a second copy of a disc in the same bag with 409, also when moving', async () => {
    await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#111111' });
    const duplicate = {
      error: { code: 'duplicate_disc', message: 'This disc is already in the selected bag' },
    };
    const res = t.call('POST', '/api/user-discs', {
      cookie,
      body: { bagId: bag.id, discitId: DRIVER, color: '#222222' },
    });
    expect(await expectStatus(res, 409)).toEqual(duplicate);
    // The same disc in another bag is fine; moving it into the first bag is not.
    const other = await addDisc(t, cookie, { bagId: spare.id, discitId: DRIVER, color: '#333333' });
    const before = await snapshot(t, cookie);
    expect(await expectStatus(patch(other.id, { bagId: bag.id }), 409)).toEqual(duplicate);
    expect(await snapshot(t, cookie)).toEqual(before);
  });

  it('keeps exactly one of two concurrent adds of the same disc; the other gets 409', async () => {
    const body = { bagId: bag.id, discitId: MIDRANGE, color: '#123456' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/user-discs', { cookie, body })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await snapshot(t, cookie)).discs).toHaveLength(1);
  });

  it('stores pass-through fields and returns them exactly as sent', async () => {
    const extra = {
      plastic: 'Champion',
      weight: 175.5,
      notes: 'Ünïcode ✓ "quoted" \n new line',
      favourite: true,
      stamp: null,
      runs: 0,
      flight_notes: 'x'.repeat(1000),
    };
    const added = await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#abcdef',
      ...extra,
    });
    expect(added).toMatchObject(extra);
    const listed = (await snapshot(t, cookie)).discs[0]!;
    expect(listed).toEqual(added);
    expect(listed).toEqual({ ...added, ...extra });
  });

  it('merges pass-through fields on update: keys sent replace, keys not sent stay', async () => {
    const added = await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#abcdef',
      plastic: 'Star',
      weight: 170,
    });
    const updated = await expectStatus<UserDisc>(
      patch(added.id, { weight: 172, notes: null }),
      200,
    );
    expect(updated).toEqual({ ...added, weight: 172, notes: null });
    expect((await snapshot(t, cookie)).discs).toEqual([updated]);
  });

  it('refuses an update that would make the pass-through set larger than 4 KB', async () => {
    const added = await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#abcdef',
      a: 'x'.repeat(1000),
      b: 'x'.repeat(1000),
      c: 'x'.repeat(1000),
    });
    const res = patch(added.id, { d: 'x'.repeat(1000), e: 'x'.repeat(100) });
    expect(await expectStatus(res, 400)).toEqual(
      invalid({ extra: 'Extra fields must total at most 4096 bytes' }),
    );
    expect((await snapshot(t, cookie)).discs).toEqual([added]);
  });

  const core = () => ({ bagId: bag.id, discitId: DRIVER, color: '#3B82F6' });
  it.each<[string, (c: Record<string, unknown>) => unknown, Record<string, string>]>([
    ['no bag', ({ bagId: _b, ...c }) => c, { bagId: 'Please select a bag' }],
    ['an empty bag id', (c) => ({ ...c, bagId: '' }), { bagId: 'Please select a bag' }],
    ['no disc', ({ discitId: _d, ...c }) => c, { discitId: 'Please select a disc' }],
    [
      'an unknown disc',
      (c) => ({ ...c, discitId: MISSING_ID }),
      { discitId: 'This disc is not in the catalogue' },
    ],
    [
      'a malformed disc id',
      (c) => ({ ...c, discitId: 'a b\u0000' }),
      { discitId: 'This disc is not in the catalogue' },
    ],
    ['a numeric disc id', (c) => ({ ...c, discitId: 7 }), { discitId: 'Please select a disc' }],
    [
      'no colour',
      ({ color: _c, ...c }) => c,
      { color: 'Colour must be a hex value such as #3B82F6' },
    ],
    [
      'a named colour',
      (c) => ({ ...c, color: 'blue' }),
      { color: 'Colour must be a hex value such as #3B82F6' },
    ],
    [
      'a short hex colour',
      (c) => ({ ...c, color: '#fff' }),
      { color: 'Colour must be a hex value such as #3B82F6' },
    ],
    [
      'an object value',
      (c) => ({ ...c, plastic: { kind: 'Star' } }),
      { plastic: 'Must be text, a number, true/false or null' },
    ],
    [
      'an array value',
      (c) => ({ ...c, tags: ['a'] }),
      { tags: 'Must be text, a number, true/false or null' },
    ],
    [
      'a 1001-character value',
      (c) => ({ ...c, notes: 'x'.repeat(1001) }),
      { notes: 'Must be at most 1000 characters' },
    ],
    [
      'a NUL in a value',
      (c) => ({ ...c, notes: 'a\u0000' }),
      { notes: 'Contains characters that are not allowed' },
    ],
    [
      'a userId',
      (c) => ({ ...c, userId: 'someone' }),
      { userId: 'This field name is not allowed' },
    ],
    ['an id', (c) => ({ ...c, id: MISSING_ID }), { id: 'This field name is not allowed' }],
    [
      'a discDetails',
      (c) => ({ ...c, discDetails: null }),
      { discDetails: 'This field name is not allowed' },
    ],
    [
      'a createdAt',
      (c) => ({ ...c, createdAt: 'now' }),
      { createdAt: 'This field name is not allowed' },
    ],
    ['a user_id', (c) => ({ ...c, user_id: 'x' }), { user_id: 'This field name is not allowed' }],
    [
      'a constructor key',
      (c) => ({ ...c, constructor: 'x' }),
      { constructor: 'This field name is not allowed' },
    ],
    [
      'a key with a dash',
      (c) => ({ ...c, 'bad-key': 1 }),
      { 'bad-key': 'This field name is not allowed' },
    ],
    [
      'a 41-character key',
      (c) => ({ ...c, ['k'.repeat(41)]: 1 }),
      { ['k'.repeat(41)]: 'This field name is not allowed' },
    ],
    [
      'more than 4 KB of pass-through fields',
      (c) => ({
        ...c,
        a: 'x'.repeat(1000),
        b: 'x'.repeat(1000),
        c: 'x'.repeat(1000),
        d: 'x'.repeat(1000),
        e: 'x'.repeat(100),
      }),
      { extra: 'Extra fields must total at most 4096 bytes' },
    ],
  ])('refuses to add a disc with %s and stores nothing', async (_label, make, fields) => {
    const res = t.call('POST', '/api/user-discs', { cookie, body: make(core()) });
    expect(await expectStatus(res, 400)).toEqual(invalid(fields));
    expect((await snapshot(t, cookie)).discs).toEqual([]);
  });

  it('refuses a __proto__ key', async () => {
    const body = `{"bagId":"${bag.id}","discitId":"${DRIVER}","color":"#123456","__proto__":"x"}`;
    const res = t.call('POST', '/api/user-discs', { cookie, body });
    const fields = JSON.parse('{"__proto__":"This field name is not allowed"}') as Record<
      string,
      string
    >;
    expect(await expectStatus(res, 400)).toEqual(invalid(fields));
    expect((await snapshot(t, cookie)).discs).toEqual([]);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['an id', { id: MISSING_ID }, { id: 'This field name is not allowed' }],
    ['a bad colour', { color: 'red' }, { color: 'Colour must be a hex value such as #3B82F6' }],
    ['an unknown disc', { discitId: 'nope' }, { discitId: 'This disc is not in the catalogue' }],
    [
      'a nested value',
      { plastic: ['x'] },
      { plastic: 'Must be text, a number, true/false or null' },
    ],
    ['a null bag', { bagId: null }, { bagId: 'Please select a bag' }],
  ])('refuses to update a disc with %s and changes nothing', async (_label, body, fields) => {
    const added = await addDisc(t, cookie, { ...core(), plastic: 'Star' });
    expect(await expectStatus(patch(added.id, body), 400)).toEqual(invalid(fields));
    expect((await snapshot(t, cookie)).discs).toEqual([added]);
  });

  it('answers a missing or malformed bag id on add with 404 Bag not found', async () => {
    const notFound = { error: { code: 'not_found', message: 'Bag not found' } };
    for (const bagId of [MISSING_ID, 'not-a-uuid']) {
      const res = t.call('POST', '/api/user-discs', { cookie, body: { ...core(), bagId } });
      expect(await expectStatus(res, 404)).toEqual(notFound);
      expect(await expectStatus(patch(MISSING_ID, { bagId }), 404)).toEqual({
        error: { code: 'not_found', message: 'Disc not found' },
      });
    }
    const added = await addDisc(t, cookie, core());
    expect(await expectStatus(patch(added.id, { bagId: 'not-a-uuid' }), 404)).toEqual(notFound);
    expect(await expectStatus(patch(added.id, { bagId: MISSING_ID }), 404)).toEqual(notFound);
    expect((await snapshot(t, cookie)).discs).toEqual([added]);
  });

  it.each(['not-a-uuid', MISSING_ID, '..%2F..'])(
    'answers disc id %s with the same 404',
    async (id) => {
      const notFound = { error: { code: 'not_found', message: 'Disc not found' } };
      expect(await expectStatus(patch(id, { color: '#000000' }), 404)).toEqual(notFound);
      const del = t.call('DELETE', `/api/user-discs/${id}`, { cookie });
      expect(await expectStatus(del, 404)).toEqual(notFound);
    },
  );

  it('attaches null discDetails when the catalogue entry is gone', async () => {
    const added = await addDisc(t, cookie, { ...core(), discitId: PUTTER });
    // Written behind the app's back, so the catalogue change is announced as an import would.
    await t.db.database.db.delete(disc).where(eq(disc.id, PUTTER));
    notifyCatalogueChanged(t.db.database.db);
    try {
      expect((await snapshot(t, cookie)).discs).toEqual([{ ...added, discDetails: null }]);
      // Updating other fields keeps the (now unknown) catalogue reference.
      const updated = await expectStatus<UserDisc>(
        patch(added.id, { discitId: PUTTER, color: '#010101' }),
        200,
      );
      expect(updated).toEqual({ ...added, color: '#010101', discDetails: null });
    } finally {
      await t.db.database.db.insert(disc).values(CATALOGUE.find((d) => d.id === PUTTER)!);
      notifyCatalogueChanged(t.db.database.db);
    }
  });

  it.each([
    ['GET', '/api/user-discs', undefined, 'User must be logged in to view discs'],
    [
      'POST',
      '/api/user-discs',
      { color: '#000000' },
      'User must be logged in to add a disc to a bag',
    ],
    [
      'PATCH',
      `/api/user-discs/${MISSING_ID}`,
      { color: '#000000' },
      'User must be logged in to update a disc',
    ],
    [
      'DELETE',
      `/api/user-discs/${MISSING_ID}`,
      undefined,
      'User must be logged in to remove a disc from a bag',
    ],
  ])('%s %s without a session answers 401', async (method, path, body, message) => {
    const res = t.call(method, path, { body });
    expect(await expectStatus(res, 401)).toEqual({ error: { code: 'unauthenticated', message } });
  });
});

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
import { disc, userDisc } from '../db/schema';
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
  const duplicate = {
    error: { code: 'duplicate_disc', message: 'This disc is already in the selected bag' },
  };
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
      status: 'active',
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
      ink: 'Ünïcode ✓ "quoted" \n new line',
      grams: 175.5,
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

  it('stores typed details in their columns and answers them at the top level', async () => {
    const details = {
      plastic: 'Champion',
      weight: 175.5,
      condition: 8,
      nickname: 'Old faithful',
      notes: 'Ünïcode ✓ "quoted" \n new line',
      myFlight: { speed: 12, glide: 5, turn: -2, fade: 2.5 },
      acquiredOn: '2025-06-01',
    };
    const added = await addDisc(t, cookie, { ...core(), ...details, ink: 'J.S.' });
    expect(added).toMatchObject({ ...details, status: 'active', ink: 'J.S.' });
    expect((await snapshot(t, cookie)).discs).toEqual([added]);
    const [row] = await t.db.database.db.select().from(userDisc);
    expect(row).toMatchObject({ plastic: 'Champion', weight: 175.5, mySpeed: 12, myFade: 2.5 });
    expect(row!.extra).toEqual({ ink: 'J.S.' });
  });

  it('trims text details, stores empty text as not set, and clears a detail sent as null', async () => {
    const added = await addDisc(t, cookie, { ...core(), plastic: '  Star ', nickname: '' });
    expect(added.plastic).toBe('Star');
    expect('nickname' in added).toBe(false);
    const cleared = await expectStatus<UserDisc>(patch(added.id, { plastic: null }), 200);
    expect('plastic' in cleared).toBe(false);
  });

  it('archives a disc and restores it; an archived copy does not block a new one in the bag', async () => {
    const added = await addDisc(t, cookie, { ...core(), plastic: 'Star' });
    const lost = await expectStatus<UserDisc>(
      patch(added.id, { status: 'lost', statusNote: 'Pond on hole 7', statusDate: '2026-11-20' }),
      200,
    );
    expect(lost).toMatchObject({ status: 'lost', statusNote: 'Pond on hole 7' });
    const again = await addDisc(t, cookie, core());
    expect(again.status).toBe('active');
    // Restoring the lost one while the new copy is in the bag is a duplicate.
    expect(await expectStatus(patch(added.id, { status: 'active' }), 409)).toEqual(duplicate);
    await expectStatus(t.call('DELETE', `/api/user-discs/${again.id}`, { cookie }), 204);
    const restored = await expectStatus<UserDisc>(
      patch(added.id, { status: 'active', statusNote: null, statusDate: null }),
      200,
    );
    expect(restored).toEqual({ ...added, status: 'active' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a light weight', { weight: 99.5 }, { weight: 'Weight must be between 100 and 200 grams' }],
    ['a heavy weight', { weight: 200.5 }, { weight: 'Weight must be between 100 and 200 grams' }],
    [
      'a quarter gram',
      { weight: 175.25 },
      { weight: 'Weight must be in whole or half grams (e.g. 175 or 175.5)' },
    ],
    ['weight as text', { weight: '175' }, { weight: 'Weight must be between 100 and 200 grams' }],
    [
      'condition 0',
      { condition: 0 },
      { condition: 'Condition must be a whole number from 1 to 10' },
    ],
    [
      'condition 7.5',
      { condition: 7.5 },
      { condition: 'Condition must be a whole number from 1 to 10' },
    ],
    [
      'long notes',
      { notes: 'x'.repeat(1001) },
      { notes: 'Notes must be at most 1,000 characters' },
    ],
    [
      'a NUL in notes',
      { notes: 'a\u0000' },
      { notes: 'Notes contains characters that are not allowed' },
    ],
    ['an object plastic', { plastic: { kind: 'Star' } }, { plastic: 'Plastic must be text' }],
    [
      'a 41-character plastic',
      { plastic: 'p'.repeat(41) },
      { plastic: 'Plastic must be at most 40 characters' },
    ],
    ['a bad date', { acquiredOn: '2026-02-30' }, { acquiredOn: 'Use a date such as 2026-05-31' }],
    [
      'three flight numbers',
      { myFlight: { speed: 9, glide: 5, turn: 0 } },
      { myFlight: 'Fade must be a number' },
    ],
    [
      'a speed of 21',
      { myFlight: { speed: 21, glide: 5, turn: 0, fade: 1 } },
      { myFlight: 'Speed must be between 0 and 20' },
    ],
    [
      'an unknown status',
      { status: 'stolen' },
      { status: 'Status must be active, lost, sold, given or retired' },
    ],
    ['a Plastic key', { Plastic: 'Star' }, { Plastic: 'This field name is not allowed' }],
  ])('refuses a disc detail: %s', async (_label, body, fields) => {
    const res = t.call('POST', '/api/user-discs', { cookie, body: { ...core(), ...body } });
    expect(await expectStatus(res, 400)).toEqual(invalid(fields));
    expect((await snapshot(t, cookie)).discs).toEqual([]);
  });

  it('merges pass-through fields on update: keys sent replace, keys not sent stay', async () => {
    const added = await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#abcdef',
      ink: 'JS',
      grams: 170,
    });
    const updated = await expectStatus<UserDisc>(patch(added.id, { grams: 172, other: null }), 200);
    expect(updated).toEqual({ ...added, grams: 172, other: null });
    expect((await snapshot(t, cookie)).discs).toEqual([updated]);
  });

  it('changes only the typed details sent on update', async () => {
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
    expect(updated).toEqual({ ...added, weight: 172 });
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
      (c) => ({ ...c, stamp: { kind: 'Star' } }),
      { stamp: 'Must be text, a number, true/false or null' },
    ],
    [
      'an array value',
      (c) => ({ ...c, tags: ['a'] }),
      { tags: 'Must be text, a number, true/false or null' },
    ],
    [
      'a 1001-character value',
      (c) => ({ ...c, remark: 'x'.repeat(1001) }),
      { remark: 'Must be at most 1000 characters' },
    ],
    [
      'a NUL in a value',
      (c) => ({ ...c, remark: 'a\u0000' }),
      { remark: 'Contains characters that are not allowed' },
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
    ['a nested value', { plastic: ['x'] }, { plastic: 'Plastic must be text' }],
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

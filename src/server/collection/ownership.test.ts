import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import {
  addDisc,
  answer,
  createBag,
  DRIVER,
  MIDRANGE,
  MISSING_ID,
  PUTTER,
  seedCatalogue,
  snapshot,
} from '../testing/bag-kit';

/** A second user must find the first user's bags and discs exactly as if they did not exist. */
describe('ownership of bags and discs', () => {
  let t: TestApp;
  let alice: string;
  let mallory: string;
  let aliceBag: Bag;
  let aliceDisc: UserDisc;
  let malloryBag: Bag;
  let malloryDisc: UserDisc;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    alice = await signUp(t, 'alice@example.com');
    mallory = await signUp(t, 'mallory@example.com');
    aliceBag = await createBag(t, alice, { name: 'Alice bag', description: 'mine' });
    aliceDisc = await addDisc(t, alice, {
      bagId: aliceBag.id,
      discitId: DRIVER,
      color: '#FF0000',
      plastic: 'Star',
    });
    malloryBag = await createBag(t, mallory, { name: 'Mallory bag' });
    malloryDisc = await addDisc(t, mallory, {
      bagId: malloryBag.id,
      discitId: MIDRANGE,
      color: '#00FF00',
    });
    before = await snapshot(t, alice);
  });
  afterAll(async () => {
    await t.close();
  });

  it("does not list the other user's bags or discs", async () => {
    const seen = await snapshot(t, mallory);
    expect(seen.bags.map((b) => b.id)).toEqual([malloryBag.id]);
    expect(seen.discs.map((d) => d.id)).toEqual([malloryDisc.id]);
    expect(before.bags.map((b) => b.id)).toEqual([aliceBag.id]);
    expect(before.discs.map((d) => d.id)).toEqual([aliceDisc.id]);
  });

  // Each write aimed at Alice's bag or disc, made by Mallory; then the same with a missing id.
  type Call = [method: string, path: string, body?: unknown];
  const writes: [string, 'bag' | 'disc', (id: string) => Call][] = [
    ['rename a bag', 'bag', (id) => ['PATCH', `/api/bags/${id}`, { name: 'pwned' }]],
    ['delete a bag', 'bag', (id) => ['DELETE', `/api/bags/${id}`]],
    ['recolour a disc', 'disc', (id) => ['PATCH', `/api/user-discs/${id}`, { color: '#000000' }]],
    ['add a field to a disc', 'disc', (id) => ['PATCH', `/api/user-discs/${id}`, { notes: 'x' }]],
    [
      'move a disc into their own bag',
      'disc',
      (id) => ['PATCH', `/api/user-discs/${id}`, { bagId: malloryBag.id }],
    ],
    ['remove a disc', 'disc', (id) => ['DELETE', `/api/user-discs/${id}`]],
    [
      'add a disc into the bag',
      'bag',
      (id) => ['POST', '/api/user-discs', { bagId: id, discitId: PUTTER, color: '#000000' }],
    ],
    [
      'move their own disc into the bag',
      'bag',
      (id) => ['PATCH', `/api/user-discs/${malloryDisc.id}`, { bagId: id }],
    ],
  ];

  it.each(writes)('answers an attempt to %s like a missing id (404)', async (_l, kind, make) => {
    const call = ([method, path, body]: Call) =>
      answer(t.call(method, path, { cookie: mallory, body }));
    const theirs = await call(make(kind === 'bag' ? aliceBag.id : aliceDisc.id));
    const missing = await call(make(MISSING_ID));
    expect(theirs.status).toBe(404);
    expect(theirs).toEqual(missing);
    expect(await snapshot(t, alice)).toEqual(before);
  });

  it("leaves the other user's own data working", async () => {
    const seen = await snapshot(t, mallory);
    expect(seen.bags).toEqual([malloryBag]);
    expect(seen.discs).toEqual([malloryDisc]);
    expect(await snapshot(t, alice)).toEqual(before);
  });
});

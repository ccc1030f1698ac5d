import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { SharedBag } from '../../core/schemas/share';
import type { Wish } from '../../core/schemas/wishlist';
import { userDisc, wishlistItem } from '../db/schema';
import {
  addDisc,
  createBag,
  createOwnDisc,
  DRIVER,
  expectStatus,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * Another player's own disc is never shown on a row, even when its id is stored there: every
 * reader of a row's disc (one disc, the wishlist, a shared bag) joins own discs by the row's
 * owner. The writes refuse such an id, so the row is put there directly, as a stray row from a
 * restore or an older version would be.
 */
describe("another player's own disc on a row", () => {
  let t: TestApp;
  let thief: string;
  let bag: Bag;
  let stolenId: string;
  let row: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    const owner = await signUp(t, 'join-owner@example.com');
    thief = await signUp(t, 'join-thief@example.com');
    stolenId = (await createOwnDisc(t, owner, 'Secret Prototype')).id;
    bag = await createBag(t, thief, { name: 'Mine' });
    row = await addDisc(t, thief, { bagId: bag.id, discitId: DRIVER, color: '#112233' });
    await t.db.database.db
      .update(userDisc)
      .set({ discId: stolenId })
      .where(eq(userDisc.id, row.id));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not the details of that disc in the bag', async () => {
    const changed = await expectStatus<UserDisc>(
      t.call('PATCH', `/api/user-discs/${row.id}`, { cookie: thief, body: { color: '#445566' } }),
      200,
    );
    expect(changed.discitId).toBe(stolenId);
    expect(changed.discDetails).toBeNull();
    const listed = await expectStatus<UserDisc[]>(
      t.call('GET', '/api/user-discs', { cookie: thief }),
      200,
    );
    expect(JSON.stringify(listed)).not.toContain('Secret Prototype');
  });

  it('is not shown on a shared link of the bag', async () => {
    const share = await expectStatus<{ token: string }>(
      t.call('POST', `/api/bags/${bag.id}/share`, { cookie: thief }),
      200,
    );
    const shared = await expectStatus<SharedBag>(t.call('GET', `/api/shared/${share.token}`), 200);
    expect(shared.discs).toHaveLength(1);
    expect(shared.discs[0]!.discDetails).toBeNull();
    expect(JSON.stringify(shared)).not.toContain('Secret Prototype');
  });

  it('is not the details of a wish', async () => {
    const wish = await expectStatus<Wish>(
      t.call('POST', '/api/wishlist', { cookie: thief, body: { discitId: DRIVER } }),
      201,
    );
    await t.db.database.db
      .update(wishlistItem)
      .set({ discId: stolenId })
      .where(eq(wishlistItem.id, wish.id));
    const wishes = await expectStatus<Wish[]>(
      t.call('GET', '/api/wishlist', { cookie: thief }),
      200,
    );
    expect(wishes.map((w) => [w.discitId, w.discDetails])).toEqual([[stolenId, null]]);
  });
});

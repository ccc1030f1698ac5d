import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  CHANGE_DISC_GONE,
  CHANGE_ID_INVALID,
  CHANGE_ID_USED,
} from '../../core/schemas/disc-change';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * PUT /api/user-discs/{id}/changes/{changeId}: a change made on the course (archive, notes,
 * condition), sent by the offline outbox, is applied once per change id (decision 0031), on the
 * embedded database and on PostgreSQL (TEST_DATABASE_URL).
 */
describe('disc changes sent by the outbox', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  let driver: UserDisc;
  let mid: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'changes@example.com');
    other = await signUp(t, 'other-changes@example.com');
    bag = await createBag(t, cookie, { name: 'Course' });
    driver = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
  });
  afterAll(() => t.close());

  const put = (discId: string, changeId: string, body: unknown, who = cookie) =>
    t.call('PUT', `/api/user-discs/${discId}/changes/${changeId}`, { cookie: who, body });
  const patch = (discId: string, body: unknown) =>
    t.call('PATCH', `/api/user-discs/${discId}`, { cookie, body });
  const discs = () => expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie }), 200);
  const errorOf = async (res: Promise<Response>) => {
    const r = await res;
    const body = (await r.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    return { status: r.status, ...body.error };
  };

  it('archives a disc as lost with where, and the same change sent again applies nothing', async () => {
    const changeId = randomUUID();
    const lost = { status: 'lost', statusNote: ' pond on hole 7 ', statusDate: '2026-11-27' };
    const first = await expectStatus<UserDisc>(put(driver.id, changeId, lost), 200);
    expect(first).toMatchObject({
      id: driver.id,
      status: 'lost',
      statusNote: 'pond on hole 7',
      statusDate: '2026-11-27',
    });
    // Found again and put back in play from another device; then the lost answer's resend comes.
    await expectStatus(
      patch(driver.id, { status: 'active', statusNote: null, statusDate: null }),
      200,
    );
    const again = await expectStatus<UserDisc>(put(driver.id, changeId, lost), 200);
    expect(again.status).toBe('active');
    expect((await discs()).find((d) => d.id === driver.id)?.status).toBe('active');
  });

  it('applies notes and condition in the order sent, each once', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await expectStatus(put(mid.id, a, { notes: 'Flippy in the cold', condition: 8 }), 200);
    await expectStatus(put(mid.id, b, { condition: 6 }), 200);
    // The first one's answer was lost and it is sent again: the later condition stays.
    const again = await expectStatus<UserDisc>(
      put(mid.id, a, { notes: 'Flippy in the cold', condition: 8 }),
      200,
    );
    expect(again).toMatchObject({ notes: 'Flippy in the cold', condition: 6 });
  });

  it('refuses another change under a used change id, and changes that are not the course ones', async () => {
    const id = randomUUID();
    await expectStatus(put(mid.id, id, { condition: 7 }), 200);
    expect(await errorOf(put(mid.id, id, { condition: 5 }))).toMatchObject({
      status: 409,
      code: 'change_id_used',
      message: CHANGE_ID_USED,
    });
    expect((await errorOf(put(mid.id, randomUUID(), { color: '#000000' }))).status).toBe(400);
    expect((await errorOf(put(mid.id, randomUUID(), {}))).status).toBe(400);
    expect((await errorOf(put(mid.id, randomUUID(), { condition: 11 }))).fields).toEqual({
      condition: 'Condition must be a whole number from 1 to 10',
    });
    expect(await errorOf(put(mid.id, 'not-a-uuid', { condition: 5 }))).toMatchObject({
      status: 400,
      fields: { changeId: CHANGE_ID_INVALID },
    });
  });

  it('a refused change is not remembered: the same id applies once the refusal is gone', async () => {
    // A restore into a bag that already holds the same disc in play is a duplicate (409).
    const gone = await addDisc(t, cookie, {
      bagId: (await createBag(t, cookie, { name: 'Two' })).id,
      discitId: DRIVER,
      color: '#111111',
    });
    const archive = randomUUID();
    await expectStatus(put(gone.id, archive, { status: 'retired' }), 200);
    const restore = randomUUID();
    const other = await addDisc(t, cookie, {
      bagId: gone.bagId,
      discitId: DRIVER,
      color: '#222222',
    });
    expect((await errorOf(put(gone.id, restore, { status: 'active' }))).code).toBe(
      'duplicate_disc',
    );
    await expectStatus(t.call('DELETE', `/api/user-discs/${other.id}`, { cookie }), 204);
    const restored = await expectStatus<UserDisc>(put(gone.id, restore, { status: 'active' }), 200);
    expect(restored.status).toBe('active');
  });

  it('a disc deleted elsewhere, or another player’s, answers 404 with the outbox’s sentence', async () => {
    const doomed = await addDisc(t, cookie, {
      bagId: (await createBag(t, cookie, { name: 'Doomed' })).id,
      discitId: DRIVER,
      color: '#333333',
    });
    await expectStatus(t.call('DELETE', `/api/user-discs/${doomed.id}`, { cookie }), 204);
    expect(await errorOf(put(doomed.id, randomUUID(), { status: 'lost' }))).toMatchObject({
      status: 404,
      message: CHANGE_DISC_GONE,
    });
    const before = (await discs()).find((d) => d.id === driver.id);
    expect((await errorOf(put(driver.id, randomUUID(), { status: 'sold' }, other))).status).toBe(
      404,
    );
    expect((await discs()).find((d) => d.id === driver.id)).toEqual(before);
  });

  it('another player may use the same change id: ids are per player', async () => {
    const shared = randomUUID();
    const theirBag = await createBag(t, other, { name: 'Theirs' });
    const theirs = await addDisc(t, other, {
      bagId: theirBag.id,
      discitId: DRIVER,
      color: '#444444',
    });
    await expectStatus(put(mid.id, shared, { notes: 'mine' }), 200);
    const applied = await expectStatus<UserDisc>(
      put(theirs.id, shared, { notes: 'theirs' }, other),
      200,
    );
    expect(applied.notes).toBe('theirs');
  });
});

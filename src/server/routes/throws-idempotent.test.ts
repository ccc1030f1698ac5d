import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import { throwLog } from '../db/schema';
import { addDisc, createBag, DRIVER, expectStatus, seedCatalogue } from '../testing/bag-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * A throw PUT sent again (the outbox resends a write whose answer was lost, decision 0031) must
 * leave exactly the rows one PUT leaves. Each test reads the player's stored rows itself, so a
 * copy made under another id is seen here and not only by some later test's list.
 */
describe('a throw PUT sent again', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let disc: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'resend@example.com');
    userId = await userIdOf(t, cookie);
    const bag = await createBag(t, cookie, { name: 'Field' });
    disc = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
  });
  afterAll(() => t.close());

  const body = (over: Partial<PutThrowInput> = {}): PutThrowInput => ({
    userDiscId: disc.id,
    distanceFt: 287,
    throwType: 'forehand',
    effort: 'full',
    thrownAt: '2026-11-21T09:00:00.000Z',
    measuredBy: 'typed',
    ...over,
  });
  const put = (id: string, b: PutThrowInput) =>
    t.call('PUT', `/api/throws/${id}`, { cookie, body: b });
  /** Every throw row the player has, straight from the table. */
  const stored = () =>
    t.db.database.db
      .select()
      .from(throwLog)
      .where(eq(throwLog.userId, userId))
      .orderBy(asc(throwLog.id));
  const clear = () => t.db.database.db.delete(throwLog).where(eq(throwLog.userId, userId));

  it('stores one row, unchanged, however often the same body comes', async () => {
    await clear();
    const id = randomUUID();
    const created = await expectStatus<Throw>(put(id, body()), 201);
    const [first] = await stored();
    for (let i = 0; i < 3; i++)
      expect(await expectStatus<Throw>(put(id, body()), 200)).toEqual(created);
    const rows = await stored();
    expect(rows).toEqual([first]);
    expect(rows[0]!.id).toBe(id);
    expect(rows[0]!.updatedAt.getTime()).toBe(first!.updatedAt.getTime());
  });

  it('stores one row when the same PUT arrives several times at once', async () => {
    await clear();
    const id = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => put(id, body({ distanceFt: 301 }))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const rows = await stored();
    expect(rows.map((r) => [r.id, r.distanceFt])).toEqual([[id, 301]]);
  });

  it('replaces in place when the body changed: still one row, with the new values', async () => {
    await clear();
    const id = randomUUID();
    await expectStatus(put(id, body()), 201);
    const edited = await expectStatus<Throw>(put(id, body({ distanceFt: 250, note: 'wet' })), 200);
    expect(edited).toMatchObject({ id, distanceFt: 250, note: 'wet' });
    await expectStatus(put(id, body({ distanceFt: 250, note: 'wet' })), 200);
    const rows = await stored();
    expect(rows.map((r) => [r.id, r.distanceFt, r.note])).toEqual([[id, 250, 'wet']]);
  });

  it('counts once toward the player’s throws: the list holds exactly the throws put', async () => {
    await clear();
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) {
      await expectStatus(put(id, body()), 201);
      await expectStatus(put(id, body()), 200);
    }
    const listed = await expectStatus<Throw[]>(t.call('GET', '/api/throws', { cookie }), 200);
    expect(listed.map((x) => x.id).sort()).toEqual([...ids].sort());
    expect(await stored()).toHaveLength(2);
  });
});

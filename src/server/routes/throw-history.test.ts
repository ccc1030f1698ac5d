import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import type { Throw, ThrowPage, ThrowTrend } from '../../core/schemas/throw';
import { throwTrend } from '../../core/throws/throw-trend';
import { throwLog } from '../db/schema';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** What the throw history asks of the server: filtered pages, trends, and a throw moved. */
describe('the throw history’s reads and moves', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let driver: UserDisc;
  let mid: UserDisc;
  let othersDisc: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'history@example.com');
    other = await signUp(t, 'other-history@example.com');
    const bag = await createBag(t, cookie, { name: 'Field' });
    driver = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
    const theirs = await createBag(t, other, { name: 'Theirs' });
    othersDisc = await addDisc(t, other, { bagId: theirs.id, discitId: DRIVER, color: '#0000FF' });
  });
  afterAll(() => t.close());

  const get = <T>(url: string, who = cookie) =>
    expectStatus<T>(t.call('GET', url, { cookie: who }), 200);

  /** `n` throws of a disc, two hours apart from `from` hours after 2026-01-01, mixed kinds. */
  async function seed(who: string, disc: UserDisc, n: number, from = 0) {
    const userId = await userIdOf(t, who);
    const rows = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      userId,
      userDiscId: disc.id,
      distanceFt: 250 + ((i * 37) % 120),
      throwType: i % 5 === 0 ? 'forehand' : 'backhand',
      effort: i % 7 === 0 ? 'controlled' : 'full',
      finishFt: null,
      note: '',
      thrownAt: new Date(Date.UTC(2026, 0, 1) + (from + i * 2) * 3_600_000),
      measuredBy: i % 4 === 0 ? 'gps' : 'typed',
      gpsAccuracyM: i % 4 === 0 ? 5 : null,
    }));
    await t.db.database.db.insert(throwLog).values(rows);
  }
  const clear = () => t.db.database.db.delete(throwLog);
  beforeEach(clear);

  it('pages only the throws that match the filters, each once', async () => {
    await seed(cookie, driver, 60);
    await seed(cookie, mid, 20, 7);
    await seed(other, othersDisc, 20);
    const all = await get<Throw[]>('/api/throws');
    const match = (x: Throw) =>
      x.throwType === 'backhand' && x.effort === 'full' && x.measuredBy === 'typed';
    const seen: Throw[] = [];
    let next: string | null = null;
    do {
      const q: string = `throwType=backhand&effort=full&measuredBy=typed&limit=7${next ? `&before=${encodeURIComponent(next)}` : ''}`;
      const page: ThrowPage = await get<ThrowPage>(`/api/throws/page?${q}`);
      seen.push(...page.throws);
      next = page.next;
    } while (next);
    expect(seen.every(match)).toBe(true);
    expect(seen.map((x) => x.id).sort()).toEqual(
      all
        .filter(match)
        .map((x) => x.id)
        .sort(),
    );
    const gps = await get<ThrowPage>(`/api/throws/page?userDiscId=${mid.id}&measuredBy=gps`);
    expect(gps.throws.length).toBe(
      all.filter((x) => x.userDiscId === mid.id && x.measuredBy === 'gps').length,
    );
    expect(gps.throws.every((x) => x.userDiscId === mid.id && x.measuredBy === 'gps')).toBe(true);
  });

  it('refuses a filter it does not know, with a message', async () => {
    for (const [query, field] of [
      ['throwType=frisbee', 'throwType'],
      ['effort=max', 'effort'],
      ['measuredBy=eye', 'measuredBy'],
    ] as const) {
      const body = await expectStatus<{ error: { fields: Record<string, string> } }>(
        t.call('GET', `/api/throws/page?${query}`, { cookie }),
        400,
      );
      expect(body.error.fields[field]).toMatch(/must be one of/);
    }
  });

  it('gives each disc’s median per day as the core trend does, and only yours', async () => {
    await seed(cookie, driver, 60);
    await seed(cookie, mid, 20, 7);
    await seed(other, othersDisc, 20);
    const all = await get<Throw[]>('/api/throws');
    for (const utcOffset of [0, 330, -600]) {
      const trend = await get<ThrowTrend>(
        `/api/throws/trend?throwType=backhand&utcOffset=${utcOffset}`,
      );
      expect(trend.throwType).toBe('backhand');
      expect(trend.points).toEqual(throwTrend(all, 'backhand', utcOffset));
      expect(new Set(trend.points.map((p) => p.userDiscId))).toEqual(new Set([driver.id, mid.id]));
    }
    const theirs = await get<ThrowTrend>('/api/throws/trend?throwType=backhand', other);
    expect(new Set(theirs.points.map((p) => p.userDiscId))).toEqual(new Set([othersDisc.id]));
    for (const query of ['throwType=frisbee', 'throwType=backhand&utcOffset=900', 'utcOffset=60']) {
      await expectStatus(t.call('GET', `/api/throws/trend?${query}`, { cookie }), 400);
    }
  });

  it('moves a throw to another disc of the player, never to someone else’s', async () => {
    const id = randomUUID();
    const body = {
      userDiscId: driver.id,
      distanceFt: 301,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: '2026-11-20T10:00:00.000Z',
      measuredBy: 'typed',
    };
    await expectStatus(t.call('PUT', `/api/throws/${id}`, { cookie, body }), 201);
    const moved = await expectStatus<Throw>(
      t.call('PUT', `/api/throws/${id}`, { cookie, body: { ...body, userDiscId: mid.id } }),
      200,
    );
    expect(moved.userDiscId).toBe(mid.id);
    expect((await get<ThrowPage>(`/api/throws/page?userDiscId=${driver.id}`)).throws).toEqual([]);
    expect(
      (await get<ThrowPage>(`/api/throws/page?userDiscId=${mid.id}`)).throws.map((x) => x.id),
    ).toEqual([id]);
    // Onto another player's disc: the disc is not the caller's, and the throw stays where it was.
    await expectStatus(
      t.call('PUT', `/api/throws/${id}`, { cookie, body: { ...body, userDiscId: othersDisc.id } }),
      404,
    );
    const after = await get<Throw[]>('/api/throws');
    expect(after.map((x) => [x.id, x.userDiscId])).toEqual([[id, mid.id]]);
    expect(await get<Throw[]>('/api/throws', other)).toEqual([]);
  });
});

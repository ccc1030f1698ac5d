import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import type { ThrowSummary } from '../../core/throws/throw-summary';
import { throwLog } from '../db/schema';
import { answeredAtAll } from '../testing/answered';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { throwSummaryCache } from './throw-summary-cache';

/**
 * The summary a player's pages read is computed once per change of the log and shared by the
 * reads that ask meanwhile (decision 0039, "Kept summaries"); every way the log changes makes
 * the next read fresh. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('kept throw summaries', () => {
  let t: TestApp;
  let cookie: string;
  let driver: UserDisc;
  let mid: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'kept-summary@example.com');
    const bag = await createBag(t, cookie, { name: 'Field' });
    driver = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
  });
  afterAll(() => t.close());

  const computed = () => throwSummaryCache(t.db.database.db).stats().computed;
  const summary = (who = cookie) =>
    expectStatus<ThrowSummary>(t.call('GET', '/api/throws/summary', { cookie: who }), 200);
  const put = (disc: UserDisc, distanceFt: number, id: string = randomUUID()) =>
    t.call('PUT', `/api/throws/${id}`, {
      cookie,
      body: {
        userDiscId: disc.id,
        distanceFt,
        throwType: 'backhand',
        effort: 'full',
        thrownAt: new Date(Date.UTC(2024, 4, 1) + distanceFt * 60_000).toISOString(),
        measuredBy: 'typed',
      },
    });
  const bestOf = (s: ThrowSummary, disc: UserDisc) =>
    s.discs.find((d) => d.userDiscId === disc.id)?.bestFt ?? null;

  it('computes the summary once for reads that ask at the same time, then serves it kept', async () => {
    for (let i = 0; i < 30; i++) await expectStatus(put(driver, 200 + i), 201);
    const before = computed();
    const answers = await answeredAtAll(
      'five summaries',
      Promise.all(
        Array.from({ length: 5 }, () =>
          t.call('GET', '/api/throws/summary', { cookie, headers: { 'accept-encoding': 'br' } }),
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect((JSON.parse(bodies[0]!) as ThrowSummary).total).toBe(30);
    expect(computed() - before).toBe(1);
    // Unchanged log: served as kept.
    expect((await summary()).total).toBe(30);
    expect(computed() - before).toBe(1);
  });

  it('reads fresh after every kind of write to the log', async () => {
    await summary();
    // A new throw.
    const id = randomUUID();
    await expectStatus(put(driver, 400, id), 201);
    expect(bestOf(await summary(), driver)).toBe(400);
    // The same throw changed (an update changes no count).
    await expectStatus(put(driver, 401, id), 200);
    expect(bestOf(await summary(), driver)).toBe(401);
    // Deleted.
    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
    expect(bestOf(await summary(), driver)).toBe(229);
    // Written by another process, or by hand: straight into the table.
    await t.db.database.db
      .update(throwLog)
      .set({ distanceFt: 500 })
      .where(eq(throwLog.distanceFt, 229));
    expect(bestOf(await summary(), driver)).toBe(500);
    // An import's throws.
    const before = (await summary()).total;
    const file = {
      format: 'hyzer-collection',
      version: 1,
      exportedAt: new Date().toISOString(),
      bags: [
        {
          name: 'Imported',
          description: '',
          discs: [
            {
              catalogueId: DRIVER,
              color: '#123456',
              throws: Array.from({ length: 3 }, (_, i) => ({
                distanceFt: 300 + i,
                throwType: 'forehand',
                effort: 'full',
                thrownAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
                measuredBy: 'typed',
              })),
            },
          ],
        },
      ],
    };
    const imported = await t.call('POST', '/api/import', {
      cookie,
      body: { format: 'json', content: JSON.stringify(file) },
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect((await summary()).total).toBe(before + 3);
    // A disc deleted with its throws.
    await expectStatus(put(mid, 250), 201);
    expect(bestOf(await summary(), mid)).toBe(250);
    await expectStatus(t.call('DELETE', `/api/user-discs/${mid.id}`, { cookie }), 204);
    const after = await summary();
    expect(bestOf(after, mid)).toBeNull();
    expect(after.total).toBe(before + 3);
  });

  it('keeps each player their own summary', async () => {
    const other = await signUp(t, 'kept-summary-other@example.com');
    expect(await summary(other)).toEqual({ total: 0, discs: [], groups: [] });
    expect((await summary()).total).toBeGreaterThan(0);
    expect(await summary(other)).toEqual({ total: 0, discs: [], groups: [] });
  });
});

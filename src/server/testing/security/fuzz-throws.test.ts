import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Throw } from '../../../core/schemas/throw';
import { throwLog } from '../../db/schema';
import { toThrow } from '../../throws/throw-rows';
import { addDisc, createBag, DRIVER, MIDRANGE, seedCatalogue } from '../bag-kit';
import { newAccount } from '../auth-kit';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-app';
import { bodyLike, fuzzRuns, headersArb, idArb, trickyString, wireBody } from '../fuzz-arbitraries';
import { leakIn, userIdOf } from '../security-kit';

/**
 * Fuzzes the throw log (decision 0030): random actors (two players or nobody), client ids
 * (known, fresh, junk), bodies and headers. Every answer is below 500, JSON when an error, and
 * leaks nothing; after every request each player's stored throws are exactly those their own
 * successful answers built, so no request reaches another player's throw or disc.
 */
describe('fuzzing the throw endpoints', () => {
  let t: TestApp;
  const cookies: string[] = [];
  const users: string[] = [];
  /** Each player's discs, and the throws their successful answers made. */
  const discs: string[][] = [[], []];
  const model = [new Map<string, Throw>(), new Map<string, Throw>()];
  const knownIds = () => [...model[0]!.keys(), ...model[1]!.keys()];

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    for (const [i, name] of ['alice', 'bob'].entries()) {
      const cookie = await newAccount(t, `${name}-throws@example.com`);
      cookies.push(cookie);
      users.push(await userIdOf(t, cookie));
      const bag = await createBag(t, cookie, { name: 'Field' });
      for (const discitId of [DRIVER, MIDRANGE]) {
        discs[i]!.push(
          (await addDisc(t, cookie, { bagId: bag.id, discitId, color: '#112233' })).id,
        );
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  /** Mostly valid (so throws get stored), sometimes refused. */
  const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
    fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: invalid });
  const throwBody = bodyLike({
    userDiscId: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(0, 1, 2, 3).map((i) => discs[i >> 1]![i & 1]!),
      },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: trickyString },
    ),
    distanceFt: mostly(
      fc.double({ min: 1, max: 1200, noNaN: true }),
      fc.constantFrom(0, -5, 1201, '300'),
    ),
    throwType: mostly(
      fc.constantFrom('backhand', 'forehand', 'roller', 'tomahawk', 'thumber'),
      fc.constant('scoober'),
    ),
    effort: mostly(fc.constantFrom('full', 'controlled'), fc.constant('max')),
    finishFt: mostly(
      fc.oneof(fc.constant(null), fc.double({ min: -500, max: 500, noNaN: true })),
      fc.constant(501),
    ),
    release: mostly(fc.constantFrom('hyzer', 'flat', 'anhyzer', null), fc.constant('roller')),
    note: mostly(fc.string({ maxLength: 40 }), fc.constant('n'.repeat(301))),
    thrownAt: mostly(
      fc
        .date({ min: new Date('2001-01-01'), max: new Date('2026-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.constantFrom('2099-01-01T00:00:00Z', 'yesterday', '2026-02-30T00:00:00Z'),
    ),
    measuredBy: mostly(fc.constantFrom('typed', 'gps'), fc.constant('laser')),
    gpsAccuracyM: mostly(fc.double({ min: 0, max: 15, noNaN: true }), fc.constantFrom(null, 15.5)),
  });

  const stored = async (i: number) =>
    (
      await t.db.database.db
        .select()
        .from(throwLog)
        .where(eq(throwLog.userId, users[i]!))
        .orderBy(asc(throwLog.id))
    ).map(toThrow);

  it.each(['PUT', 'DELETE', 'GET'] as const)(
    '%s: random input never fails, leaks, or reaches another player’s throws',
    async (method) => {
      let accepted = 0;
      const input = fc.record({
        actor: fc.constantFrom(0, 1, 1, 1, -1),
        id: fc.oneof({ weight: 2, arbitrary: fc.uuid() }, idArb(knownIds)),
        body: method === 'PUT' ? wireBody(throwBody) : fc.constant(undefined),
        query: fc.oneof(
          fc.constant(''),
          idArb(() => discs.flat()).map((d) => `?userDiscId=${d}`),
        ),
        headers: headersArb,
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ actor, id, body, query, headers }) => {
          const url = method === 'GET' ? `/api/throws${query}` : `/api/throws/${id}`;
          const h: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
          if (actor >= 0) h.cookie = cookies[actor]!;
          const res = await t.app.request(url, { method, headers: h, body });
          const text = await res.text();
          const ctx = `${method} ${url} ${String(body).slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, ctx).toBeLessThan(500);
          if (res.status >= 400) {
            const leak = leakIn(text);
            if (leak && !leakIn(`${url} ${body ?? ''}`)) expect.fail(`${ctx}: leaks a ${leak}`);
            JSON.parse(text);
          } else {
            expect(actor, `${ctx}: anonymous request succeeded`).toBeGreaterThanOrEqual(0);
            accepted++;
            const mine = model[actor]!;
            if (method === 'PUT') {
              const answer = JSON.parse(text) as Throw;
              expect(discs[actor], `${ctx}: a throw of a disc not the caller's`).toContain(
                answer.userDiscId,
              );
              expect(res.status === 201, ctx).toBe(!mine.has(answer.id));
              mine.set(answer.id, answer);
            } else if (method === 'DELETE') {
              mine.delete(decodeURIComponent(id).toLowerCase());
            } else {
              const listed = JSON.parse(text) as Throw[];
              for (const x of listed) expect(mine.get(x.id), ctx).toEqual(x);
            }
          }
          for (const i of [0, 1]) {
            const want = [...model[i]!.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
            expect(await stored(i), ctx).toEqual(want);
          }
        }),
        { numRuns: fuzzRuns() },
      );
      expect(accepted, 'accepted requests').toBeGreaterThanOrEqual(2);
    },
    600_000,
  );

  it('the summary and pages: random queries never fail, leak, or show another player’s throws', async () => {
    const cursorArb = fc.oneof(
      fc.constant(''),
      fc
        .date({ min: new Date('2001-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .chain((d) => idArb(knownIds).map((id) => `${d.toISOString()}_${id}`)),
      fc.string({ maxLength: 120 }),
    );
    const input = fc.record({
      actor: fc.constantFrom(0, 1, 1, -1),
      summary: fc.boolean(),
      userDiscId: fc.oneof(
        fc.constant(''),
        idArb(() => discs.flat()),
      ),
      before: cursorArb,
      limit: fc.oneof(fc.constant(''), fc.integer({ min: -5, max: 400 }).map(String), fc.string()),
      headers: headersArb,
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ actor, summary, userDiscId, before, limit, headers }) => {
        const q = new URLSearchParams();
        if (userDiscId) q.set('userDiscId', userDiscId);
        if (before) q.set('before', before);
        if (limit) q.set('limit', limit);
        const url = summary ? '/api/throws/summary' : `/api/throws/page?${q.toString()}`;
        const h: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
        if (actor >= 0) h.cookie = cookies[actor]!;
        const res = await t.app.request(url, { method: 'GET', headers: h });
        const text = await res.text();
        const ctx = `GET ${url} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, ctx).toBeLessThan(500);
        if (res.status >= 400) {
          const leak = leakIn(text);
          if (leak && !leakIn(url)) expect.fail(`${ctx}: leaks a ${leak}`);
          JSON.parse(text);
          return;
        }
        expect(actor, `${ctx}: anonymous request succeeded`).toBeGreaterThanOrEqual(0);
        const mine = await stored(actor);
        if (summary) {
          const s = JSON.parse(text) as { total: number; groups: { userDiscId: string }[] };
          expect(s.total, ctx).toBe(mine.length);
          for (const g of s.groups) expect(discs[actor], ctx).toContain(g.userDiscId);
        } else {
          const page = JSON.parse(text) as { throws: Throw[] };
          const byId = new Map(mine.map((x) => [x.id, x]));
          for (const x of page.throws) expect(byId.get(x.id), ctx).toEqual(x);
        }
      }),
      { numRuns: fuzzRuns() },
    );
  }, 600_000);
});

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDisc, createBag, DRIVER, expectStatus, seedCatalogue } from '../bag-kit';
import { newAccount } from '../auth-kit';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test-app';
import { bodyLike, fuzzRuns, headersArb, idArb, trickyString, wireBody } from '../fuzz-arbitraries';
import { leakIn, userIdOf, userRows } from '../security-kit';

/**
 * Fuzzes the course and round endpoints (decision 0043): random actors (Alice, Bob or nobody),
 * routes, ids (Alice's, fresh, junk), bodies and headers. Every answer is below 500, JSON when an
 * error, and leaks nothing; no request of Bob's or of nobody changes any row of Alice's (her
 * shared course included), whatever ids it names.
 */
describe('fuzzing the course and round endpoints', () => {
  let t: TestApp;
  const cookies: string[] = [];
  let aliceId = '';
  /** Alice's ids: a private and a shared course, a layout of each, a round; and her disc. */
  const known: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    for (const name of ['alice', 'bob'])
      cookies.push(await newAccount(t, `${name}-rounds-fuzz@example.com`));
    aliceId = await userIdOf(t, cookies[0]!);
    const alice = cookies[0]!;
    const bag = await createBag(t, alice, { name: 'Round' });
    const disc = await addDisc(t, alice, { bagId: bag.id, discitId: DRIVER, color: '#112233' });
    const [secret, open, l1, l2, round] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const holes = [{ label: '1', par: 3 }];
    await expectStatus(
      t.call('PUT', `/api/courses/${secret}`, { cookie: alice, body: { name: 'Secret' } }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${open}`, {
        cookie: alice,
        body: { name: 'Open', visibility: 'shared' },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${secret}/layouts/${l1}`, {
        cookie: alice,
        body: { name: 'A', holes },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${open}/layouts/${l2}`, {
        cookie: alice,
        body: { name: 'B', holes },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/rounds/${round}`, {
        cookie: alice,
        body: {
          courseName: 'Secret',
          layoutName: 'A',
          holes,
          startedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/rounds/${round}/holes/1`, {
        cookie: alice,
        body: {
          scores: [{ player: 0, strokes: 3 }],
          shots: [{ id: randomUUID(), userDiscId: disc.id }],
        },
      }),
      200,
    );
    known.push(secret, open, l1, l2, round, disc.id);
  }, 120_000);
  afterAll(() => t.close());

  const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
    fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: invalid });
  const hole = bodyLike({
    label: mostly(fc.constantFrom('1', '1a', '7b'), trickyString),
    par: mostly(fc.integer({ min: 2, max: 9 }), fc.constantFrom(0, 10, '3')),
    lengthFt: mostly(fc.double({ min: 1, max: 3000, noNaN: true }), fc.constantFrom(0, 3001)),
    basket: mostly(
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
        accuracyM: fc.double({ min: 0, max: 20, noNaN: true }),
      }),
      fc.constant({ lat: 91 }),
    ),
  });
  const bodies = {
    course: bodyLike({
      name: mostly(fc.string({ minLength: 1, maxLength: 30 }), trickyString),
      visibility: mostly(fc.constantFrom('private', 'shared'), fc.constant('public')),
    }),
    layout: bodyLike({
      name: fc.string({ minLength: 1, maxLength: 20 }),
      holes: fc.array(hole, { maxLength: 40 }),
    }),
    round: bodyLike({
      courseName: fc.string({ minLength: 1, maxLength: 20 }),
      layoutName: fc.string({ minLength: 1, maxLength: 20 }),
      holes: fc.array(hole, { minLength: 1, maxLength: 5 }),
      guests: fc.array(fc.string({ maxLength: 10 }), { maxLength: 7 }),
      bagId: idArb(() => known),
      startedAt: mostly(
        fc.constant('2026-11-20T10:00:00.000Z'),
        fc.constantFrom('2099-01-01T00:00:00Z', 'now'),
      ),
    }),
    hole: bodyLike({
      scores: fc.array(
        bodyLike({
          player: fc.integer({ min: -1, max: 6 }),
          strokes: fc.integer({ min: 0, max: 21 }),
          penalty: fc.integer({ min: 0, max: 3 }),
          putts: fc.integer({ min: 0, max: 4 }),
        }),
        { maxLength: 7 },
      ),
      shots: fc.array(
        bodyLike({
          id: fc.uuid(),
          userDiscId: idArb(() => known),
          result: mostly(
            fc.constantFrom('fairway', 'rough', 'ob', 'circle1', 'circle2', 'basket'),
            fc.constant('tree'),
          ),
        }),
        { maxLength: 4 },
      ),
    }),
    udisc: bodyLike({
      content: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constant(
          'PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1\nPar,Open,B,2024-06-16 1322,3,,3\nMe,Open,B,2024-06-16 1322,3,0,3\n',
        ),
      ),
      playerName: fc.constantFrom('Me', 'Par', '', 'x'),
      dryRun: fc.boolean(),
    }),
  };
  const route = fc.oneof(
    fc.constant({ method: 'GET', path: '/api/courses', body: 'none' as const }),
    fc.constant({ method: 'GET', path: '/api/courses/:a', body: 'none' as const }),
    fc.constant({ method: 'PUT', path: '/api/courses/:a', body: 'course' as const }),
    fc.constant({ method: 'DELETE', path: '/api/courses/:a', body: 'none' as const }),
    fc.constant({ method: 'PUT', path: '/api/courses/:a/layouts/:b', body: 'layout' as const }),
    fc.constant({ method: 'DELETE', path: '/api/courses/:a/layouts/:b', body: 'none' as const }),
    fc.constant({ method: 'GET', path: '/api/rounds', body: 'none' as const }),
    fc.constant({ method: 'GET', path: '/api/rounds/stats', body: 'none' as const }),
    fc.constant({ method: 'GET', path: '/api/rounds/:a', body: 'none' as const }),
    fc.constant({ method: 'PUT', path: '/api/rounds/:a', body: 'round' as const }),
    fc.constant({ method: 'DELETE', path: '/api/rounds/:a', body: 'none' as const }),
    fc.constant({ method: 'PUT', path: '/api/rounds/:a/holes/:h', body: 'hole' as const }),
    fc.constant({ method: 'POST', path: '/api/rounds/import/udisc', body: 'udisc' as const }),
    fc.constant({ method: 'GET', path: '/api/rounds/export/udisc', body: 'none' as const }),
  );

  it('random input never fails, leaks, or changes a row of another player', async () => {
    let accepted = 0;
    let before = await userRows(t, aliceId);
    const input = fc
      .record({
        actor: fc.constantFrom(0, 1, 1, 1, -1),
        route,
        a: idArb(() => known),
        b: idArb(() => known),
        h: fc.constantFrom('1', '2', '0', 'x', '99'),
        headers: headersArb,
      })
      .chain((r) =>
        (r.route.body === 'none' ? fc.constant(undefined) : wireBody(bodies[r.route.body])).map(
          (body) => ({ ...r, body }),
        ),
      );
    await fc.assert(
      fc.asyncProperty(input, async ({ actor, route: rt, a, b, h, headers, body }) => {
        const url = rt.path.replace(':a', a).replace(':b', b).replace(':h', h);
        const hs: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
        if (actor >= 0) hs.cookie = cookies[actor]!;
        const res = await t.app.request(url, { method: rt.method, headers: hs, body });
        const text = await res.text();
        const ctx = `${rt.method} ${url} ${String(body).slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, ctx).toBeLessThan(500);
        if (res.status >= 400) {
          const leak = leakIn(text);
          if (leak && !leakIn(`${url} ${body ?? ''}`)) expect.fail(`${ctx}: leaks a ${leak}`);
          JSON.parse(text);
        } else {
          expect(actor, `${ctx}: anonymous request succeeded`).toBeGreaterThanOrEqual(0);
          accepted++;
        }
        const after = await userRows(t, aliceId);
        if (actor !== 0) expect(after, `${ctx}: changed Alice's rows`).toEqual(before);
        before = after;
      }),
      { numRuns: fuzzRuns() },
    );
    expect(accepted, 'accepted requests').toBeGreaterThanOrEqual(10);
  }, 600_000);
});

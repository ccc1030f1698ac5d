import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { PutRoundInput, ShotInput } from '../../core/schemas/round';
import type { Throw } from '../../core/schemas/throw';
import { MAX_THROWS_PER_PLAYER } from '../../core/rules/throw';
import type { ThrowSummary } from '../../core/throws/throw-summary';
import { throwIdOfShot } from '../rounds/shot-throws';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** Shots become throws (decisions 0043 and 0045), on the database the run is given. */
describe('a full-power tee shot with a measured distance becomes a throw', () => {
  let t: TestApp;
  let alice: string;
  let bag: Bag;
  let driver: UserDisc;
  let mid: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    alice = await signUp(t, 'alice-shot-throws@example.com', undefined, 'Alice');
    bag = await createBag(t, alice, { name: 'Round bag' });
    driver = await addDisc(t, alice, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, alice, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
  });
  afterAll(() => t.close());

  const roundBody = (): PutRoundInput => ({
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes: Array.from({ length: 9 }, (_, i) => ({ label: String(i + 1), par: 3, lengthFt: 300 })),
    bagId: bag.id,
    startedAt: '2026-11-20T10:00:00.000Z',
  });
  const putHole = (id: string, hole: number, shots: ShotInput[], strokes = 3) =>
    expectStatus(
      t.call('PUT', `/api/rounds/${id}/holes/${hole}`, {
        cookie: alice,
        body: { scores: [{ player: 0, strokes }], shots },
      }),
      200,
    );
  const throwsOf = (disc: string) =>
    expectStatus<Throw[]>(t.call('GET', `/api/throws?userDiscId=${disc}`, { cookie: alice }), 200);
  const summary = () =>
    expectStatus<ThrowSummary>(t.call('GET', '/api/throws/summary', { cookie: alice }), 200);
  const newRound = async () => {
    const id = randomUUID();
    await expectStatus(
      t.call('PUT', `/api/rounds/${id}`, { cookie: alice, body: roundBody() }),
      201,
    );
    return id;
  };
  const tee = (over: Partial<ShotInput> = {}): ShotInput => ({
    id: randomUUID(),
    userDiscId: driver.id,
    throwType: 'backhand',
    effort: 'full',
    distanceFt: 285,
    ...over,
  });

  it('makes one throw with its round and hole, however often the hole is sent', async () => {
    const id = await newRound();
    const shot = tee({ landing: { lat: 60.1, lng: 24.9, accuracyM: 4 } });
    const rest = { id: randomUUID(), userDiscId: mid.id, throwType: 'backhand' as const };
    await putHole(id, 2, [shot, rest]);
    await putHole(id, 2, [shot, rest]); // the outbox sends it again after a lost answer
    const before = await summary();
    await putHole(id, 2, [shot, rest]);
    const throws = await throwsOf(driver.id);
    expect(throws).toHaveLength(1);
    expect(throws[0]).toMatchObject({
      id: throwIdOfShot(shot.id),
      distanceFt: 285,
      throwType: 'backhand',
      effort: 'full',
      measuredBy: 'gps',
      gpsAccuracyM: 4,
      thrownAt: '2026-11-20T10:00:00.000Z',
      roundId: id,
      roundHole: 2,
      roundShotId: shot.id,
    });
    expect(await throwsOf(mid.id)).toEqual([]); // not a tee shot
    const after = await summary();
    expect(after.total).toBe(before.total);
    expect(after.groups.find((g) => g.userDiscId === driver.id)).toMatchObject({ full: 1 });
  });

  it('is the throw the throw log stores: put back through the throw API, nothing changes', async () => {
    const id = await newRound();
    const gps = tee({ landing: { lat: 60.1, lng: 24.9, accuracyM: 7.5 }, distanceFt: 301.26 });
    const typed = tee({ userDiscId: driver.id.toUpperCase(), throwType: 'forehand' });
    await putHole(id, 3, [gps]);
    await putHole(id, 4, [typed]);
    const made = (await throwsOf(driver.id)).filter((x) => x.roundId === id);
    expect(made.map((x) => x.measuredBy).sort()).toEqual(['gps', 'typed']);
    for (const x of made) {
      const { id: throwId, roundId: _r, roundHole: _h, roundShotId: _s, ...body } = x;
      const { createdAt: _c, updatedAt: _u, ...put } = body;
      // The throw log's own mapping of the same throw stores what the shot stored: no new version.
      expect(
        await expectStatus<Throw>(
          t.call('PUT', `/api/throws/${throwId}`, { cookie: alice, body: put }),
          200,
        ),
      ).toEqual(x);
    }
    // And the shots sent again find their throws as the throw log stored them.
    await putHole(id, 3, [gps]);
    await putHole(id, 4, [typed]);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toEqual(made);
  });

  it('keeps the note and finish the player gave its throw when the hole is sent again', async () => {
    const id = await newRound();
    const shot = tee();
    await putHole(id, 5, [shot]);
    const [made] = (await throwsOf(driver.id)).filter((x) => x.roundId === id);
    const { id: throwId, createdAt: _c, updatedAt: _u, roundId: _r, ...rest } = made!;
    const { roundHole: _h, roundShotId: _s, ...put } = rest;
    const noted = await expectStatus<Throw>(
      t.call('PUT', `/api/throws/${throwId}`, {
        cookie: alice,
        body: { ...put, note: 'Into the wind', finishFt: -12, release: 'hyzer' },
      }),
      200,
    );
    await putHole(id, 5, [shot]);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toEqual([noted]);
    await putHole(id, 5, [{ ...shot, distanceFt: 290 }]);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toMatchObject([
      { note: 'Into the wind', finishFt: -12, release: 'hyzer', distanceFt: 290 },
    ]);
  });

  it('follows the shot: changed with it, removed when the hole is sent without it', async () => {
    const id = await newRound();
    const shot = tee();
    await putHole(id, 1, [shot]);
    await putHole(id, 1, [{ ...shot, distanceFt: 300 }]);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toMatchObject([
      { distanceFt: 300, measuredBy: 'typed' },
    ]);
    const start = (await summary()).total;
    await putHole(id, 1, [{ ...shot, effort: 'controlled' }]);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toEqual([]);
    expect((await summary()).total).toBe(start - 1);
    await putHole(id, 1, [shot]);
    await putHole(id, 1, []);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toEqual([]);
    expect((await summary()).total).toBe(start - 1);
  });

  it('makes no throw of a shot without a distance, a disc, a throw type or full power', async () => {
    const id = await newRound();
    const start = (await summary()).total;
    await putHole(id, 3, [tee({ distanceFt: null })]);
    await putHole(id, 4, [tee({ userDiscId: null })]);
    await putHole(id, 5, [tee({ throwType: null })]);
    await putHole(id, 6, [tee({ effort: null })]);
    await putHole(id, 7, [tee({ userDiscId: randomUUID() })]);
    expect((await summary()).total).toBe(start);
  });

  it('goes with its round, and a replace that takes its hole off the round', async () => {
    const id = await newRound();
    await putHole(id, 9, [tee()]);
    await putHole(id, 1, [tee()]);
    const start = (await summary()).total;
    await expectStatus(
      t.call('PUT', `/api/rounds/${id}`, {
        cookie: alice,
        body: { ...roundBody(), holes: roundBody().holes.slice(0, 8) },
      }),
      200,
    );
    expect((await summary()).total).toBe(start - 1);
    await expectStatus(t.call('DELETE', `/api/rounds/${id}`, { cookie: alice }), 204);
    expect((await summary()).total).toBe(start - 2);
    expect((await throwsOf(driver.id)).filter((x) => x.roundId === id)).toEqual([]);
  });

  it('keeps the shot but makes no throw when the player is at the throw ceiling', async () => {
    const bob = await signUp(t, 'bob-shot-throws@example.com', undefined, 'Bob');
    const bobsBag = await createBag(t, bob, { name: 'Bob bag' });
    const disc = await addDisc(t, bob, { bagId: bobsBag.id, discitId: DRIVER, color: '#0000FF' });
    // The ceiling is read from the player's throw count (migration 0011): set it to the maximum.
    await t.db.database.db.execute(
      sql`insert into player_throw_count (user_id, throws)
        select id, ${MAX_THROWS_PER_PLAYER} from "user" where email = 'bob-shot-throws@example.com'
        on conflict (user_id) do update set throws = excluded.throws`,
    );
    const id = randomUUID();
    await expectStatus(
      t.call('PUT', `/api/rounds/${id}`, { cookie: bob, body: { ...roundBody(), bagId: null } }),
      201,
    );
    const saved = await expectStatus<{ shots: unknown[] }>(
      t.call('PUT', `/api/rounds/${id}/holes/1`, {
        cookie: bob,
        body: { scores: [{ player: 0, strokes: 3 }], shots: [tee({ userDiscId: disc.id })] },
      }),
      200,
    );
    expect(saved.shots).toHaveLength(1);
    expect(
      await expectStatus<Throw[]>(
        t.call('GET', `/api/throws?userDiscId=${disc.id}`, { cookie: bob }),
        200,
      ),
    ).toEqual([]);
  });
});

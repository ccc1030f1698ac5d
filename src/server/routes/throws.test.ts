import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  GPS_MAX_ACCURACY_M,
  gpsTooCoarse,
  MAX_THROWS_PER_PLAYER,
  THROW_DISC_GONE,
  THROW_ID_INVALID,
  TOO_MANY_THROWS,
  type PutThrowInput,
  type Throw,
} from '../../core/schemas/throw';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  insertThrowRows,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { throwLog } from '../db/schema';
import { SHARE_OFF, type BagShare, type SharedBag } from '../../core/schemas/share';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { userIdOf } from '../testing/security-kit';

describe('throws API', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  let driver: UserDisc;
  let mid: UserDisc;
  let othersDisc: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'throws@example.com');
    other = await signUp(t, 'other-throws@example.com');
    bag = await createBag(t, cookie, { name: 'Field' });
    driver = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
    const theirs = await createBag(t, other, { name: 'Theirs' });
    othersDisc = await addDisc(t, other, { bagId: theirs.id, discitId: DRIVER, color: '#0000FF' });
  });
  afterAll(() => t.close());

  const body = (over: Partial<PutThrowInput> = {}): PutThrowInput => ({
    userDiscId: driver.id,
    distanceFt: 312.4,
    throwType: 'backhand',
    effort: 'full',
    finishFt: -18,
    release: 'hyzer',
    note: ' into the wind ',
    thrownAt: '2026-11-20T10:15:00.000Z',
    measuredBy: 'gps',
    gpsAccuracyM: 4.2,
    ...over,
  });
  const put = (id: string, b: unknown, who = cookie) =>
    t.call('PUT', `/api/throws/${id}`, { cookie: who, body: b });
  const list = (who = cookie, query = '') =>
    expectStatus<Throw[]>(t.call('GET', `/api/throws${query}`, { cookie: who }), 200);
  const errorOf = async (res: Promise<Response>) => {
    const r = await res;
    return {
      status: r.status,
      body: (await r.json()) as {
        error: { code: string; message: string; fields?: Record<string, string> };
      },
    };
  };

  it('logs a throw with the client’s id, and the same PUT again leaves one unchanged throw', async () => {
    const id = randomUUID();
    const created = await expectStatus<Throw>(put(id, body()), 201);
    expect(created).toEqual({
      id,
      userDiscId: driver.id,
      distanceFt: 312.4,
      throwType: 'backhand',
      effort: 'full',
      finishFt: -18,
      release: 'hyzer',
      note: 'into the wind',
      thrownAt: '2026-11-20T10:15:00.000Z',
      measuredBy: 'gps',
      gpsAccuracyM: 4.2,
      // Logged in a field session, not from a round's shot.
      roundId: null,
      roundHole: null,
      roundShotId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const again = await expectStatus<Throw>(put(id, body()), 200);
    expect(again).toEqual(created);
    expect((await list()).filter((x) => x.id === id)).toEqual([created]);
    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
  });

  it('replaces a throw (an edit), lists by disc, and deletes it, twice without error', async () => {
    const id = randomUUID();
    await expectStatus(put(id, body({ measuredBy: 'typed', gpsAccuracyM: null })), 201);
    const edited = await expectStatus<Throw>(
      put(
        id,
        body({
          distanceFt: 290,
          effort: 'controlled',
          finishFt: null,
          release: null,
          note: undefined,
          measuredBy: 'typed',
        }),
      ),
      200,
    );
    expect(edited).toMatchObject({
      distanceFt: 290,
      effort: 'controlled',
      finishFt: null,
      release: null,
      note: '',
      gpsAccuracyM: null,
    });
    const midThrow = randomUUID();
    await expectStatus(
      put(midThrow, body({ userDiscId: mid.id, thrownAt: '2026-11-19T10:00:00.000Z' })),
      201,
    );
    expect((await list(cookie, `?userDiscId=${mid.id}`)).map((x) => x.id)).toEqual([midThrow]);
    // Oldest first.
    expect((await list()).map((x) => x.id)).toEqual([midThrow, id]);

    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
    await expectStatus(t.call('DELETE', `/api/throws/${midThrow}`, { cookie }), 204);
    expect(await list()).toEqual([]);
  });

  it('refuses bad input with clear messages: id, distance, a coarse GPS fix, the future', async () => {
    const bad = await errorOf(put('not-a-uuid', body()));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.id).toBe(THROW_ID_INVALID);
    expect(
      (await errorOf(put(randomUUID(), body({ distanceFt: 0 })))).body.error.fields,
    ).toHaveProperty('distanceFt');
    const coarse = await errorOf(
      put(randomUUID(), body({ gpsAccuracyM: GPS_MAX_ACCURACY_M + 3.2 })),
    );
    expect(coarse.status).toBe(400);
    expect(coarse.body.error.message).toBe(gpsTooCoarse(GPS_MAX_ACCURACY_M + 3.2));
    expect(coarse.body.error.message).toContain('±3–10 m');
    const future = await errorOf(put(randomUUID(), body({ thrownAt: '2099-01-01T00:00:00Z' })));
    expect(future.status).toBe(400);
    const unknownField = await errorOf(put(randomUUID(), { ...body(), speed: 12 }));
    expect(unknownField.status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('another player’s disc or a deleted disc is 404, and deleting a disc deletes its throws', async () => {
    const foreign = await errorOf(put(randomUUID(), body({ userDiscId: othersDisc.id })));
    expect(foreign).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: THROW_DISC_GONE } },
    });
    const spare = await addDisc(t, cookie, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#123456',
      allowDuplicate: true,
    });
    const id = randomUUID();
    await expectStatus(put(id, body({ userDiscId: spare.id })), 201);
    await expectStatus(t.call('DELETE', `/api/user-discs/${spare.id}`, { cookie }), 204);
    expect(await list()).toEqual([]);
    // The outbox sends the throw again after the disc was deleted elsewhere: the conflict answer.
    expect((await errorOf(put(id, body({ userDiscId: spare.id })))).body.error.message).toBe(
      THROW_DISC_GONE,
    );
  });

  it('ids are per player: the same id is two throws, and nobody reaches another’s', async () => {
    const id = randomUUID();
    const mine = await expectStatus<Throw>(put(id, body()), 201);
    const theirs = await expectStatus<Throw>(
      put(id, body({ userDiscId: othersDisc.id, distanceFt: 200 }), other),
      201,
    );
    expect(theirs.distanceFt).toBe(200);
    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie: other }), 204);
    expect(await list()).toEqual([mine]);
    expect(await list(other)).toEqual([]);
    expect(await list(other, `?userDiscId=${driver.id}`)).toEqual([]);
    expect((await t.call('GET', '/api/throws')).status).toBe(401);
    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
  });

  it('a shared bag shows measured landings only when its owner turns that on', async () => {
    const off = await errorOf(
      t.call('PATCH', `/api/bags/${bag.id}/share`, { cookie, body: { showThrows: true } }),
    );
    expect(off).toEqual({
      status: 409,
      body: { error: { code: 'share_off', message: SHARE_OFF } },
    });
    const link = await expectStatus<BagShare>(
      t.call('POST', `/api/bags/${bag.id}/share`, { cookie }),
      200,
    );
    expect(link.showThrows).toBe(false);
    const id = randomUUID();
    await expectStatus(put(id, body()), 201);
    const read = () => expectStatus<SharedBag>(t.call('GET', `/api/shared/${link.token}`), 200);
    expect((await read()).discs.some((d) => 'landings' in d)).toBe(false);
    const on = await expectStatus<BagShare>(
      t.call('PATCH', `/api/bags/${bag.id}/share`, { cookie, body: { showThrows: true } }),
      200,
    );
    expect(on).toMatchObject({ enabled: true, token: link.token, showThrows: true });
    const shared = await read();
    expect(shared.discs.map((d) => d.landings)).toEqual(
      expect.arrayContaining([
        [{ distanceFt: 312.4, finishFt: -18, throwType: 'backhand', effort: 'full' }],
        [],
      ]),
    );
    expect(JSON.stringify(shared)).not.toContain(id);
    expect(JSON.stringify(shared)).not.toContain('into the wind');
    // Another player cannot turn it on or off.
    expect(
      (
        await t.call('PATCH', `/api/bags/${bag.id}/share`, {
          cookie: other,
          body: { showThrows: false },
        })
      ).status,
    ).toBe(404);
    await expectStatus(t.call('DELETE', `/api/bags/${bag.id}/share`, { cookie }), 204);
    await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
  });

  it('a JSON export carries each disc’s throws and importing it logs them again under the new discs', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await expectStatus(put(a, body()), 201);
    await expectStatus(
      put(
        b,
        body({
          userDiscId: mid.id,
          distanceFt: 250,
          throwType: 'forehand',
          thrownAt: '2026-11-19T09:00:00.000Z',
          measuredBy: 'typed',
          gpsAccuracyM: null,
          finishFt: 12,
          release: null,
          note: undefined,
        }),
      ),
      201,
    );
    const file = await (await t.call('GET', '/api/export/json', { cookie })).text();
    const parsed = JSON.parse(file) as {
      bags: { discs: { catalogueId: string; throws?: unknown[] }[] }[];
    };
    const driverThrows = parsed.bags
      .flatMap((x) => x.discs)
      .find((d) => d.catalogueId === DRIVER)?.throws;
    expect(driverThrows).toEqual([
      {
        distanceFt: 312.4,
        throwType: 'backhand',
        effort: 'full',
        finishFt: -18,
        release: 'hyzer',
        note: 'into the wind',
        thrownAt: '2026-11-20T10:15:00.000Z',
        measuredBy: 'gps',
        gpsAccuracyM: 4.2,
      },
    ]);
    expect(file).not.toContain(a);

    const fresh = await signUp(t, 'throws-import@example.com');
    await expectStatus(
      t.call('POST', '/api/import', { cookie: fresh, body: { format: 'json', content: file } }),
      201,
    );
    const imported = await list(fresh);
    expect(
      imported.map(({ distanceFt, throwType, note }) => ({ distanceFt, throwType, note })),
    ).toEqual([
      { distanceFt: 250, throwType: 'forehand', note: '' },
      { distanceFt: 312.4, throwType: 'backhand', note: 'into the wind' },
    ]);
    const freshDiscs = await expectStatus<UserDisc[]>(
      t.call('GET', '/api/user-discs', { cookie: fresh }),
      200,
    );
    for (const x of imported) expect(freshDiscs.map((d) => d.id)).toContain(x.userDiscId);

    // A bad throw in the file is reported on its disc's row, and nothing is imported.
    const broken = file.replace('"distanceFt": 312.4', '"distanceFt": 5000');
    const refused = await expectStatus<{ imported: boolean; report: { problem: string | null }[] }>(
      t.call('POST', '/api/import', { cookie: fresh, body: { format: 'json', content: broken } }),
      200,
    );
    expect(refused.imported).toBe(false);
    expect(refused.report.map((r) => r.problem).filter(Boolean)).toEqual([
      expect.stringContaining('Throw 1: Distance must be'),
    ]);
    expect(await list(fresh)).toHaveLength(2);
    for (const id of [a, b])
      await expectStatus(t.call('DELETE', `/api/throws/${id}`, { cookie }), 204);
  });

  it(`holds at most ${MAX_THROWS_PER_PLAYER.toLocaleString('en-US')} throws (409 limit_reached); replacing one still works`, async () => {
    const userId = await userIdOf(t, cookie);
    const { db } = t.db.database;
    const first = randomUUID();
    const rows = Array.from({ length: MAX_THROWS_PER_PLAYER }, (_, i) => ({
      id: i === 0 ? first : randomUUID(),
      userId,
      userDiscId: driver.id,
      distanceFt: 300,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date('2026-01-01T00:00:00Z'),
      measuredBy: 'typed',
    }));
    await insertThrowRows(db, rows);
    const full = await errorOf(put(randomUUID(), body()));
    expect(full).toEqual({
      status: 409,
      body: { error: { code: 'limit_reached', message: TOO_MANY_THROWS } },
    });
    await expectStatus(put(first, body({ measuredBy: 'typed', gpsAccuracyM: null })), 200);
    await db.delete(throwLog);
  });
});

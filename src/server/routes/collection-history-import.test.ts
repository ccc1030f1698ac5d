import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { ImportResult } from '../../core/api/collection-routes';
import type { Course, CourseListItem } from '../../core/schemas/course';
import {
  HOLE_NUMBER_INVALID,
  PENALTY_INVALID,
  TOO_MANY_ROUNDS,
  type Round,
  type RoundListItem,
  type ShotInput,
} from '../../core/schemas/round';
import type { Throw } from '../../core/schemas/throw';
import { NOTHING_NEW } from '../../core/collection/import-plan';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const holes = (n: number, lengthFt = 300) =>
  Array.from({ length: n }, (_, i) => ({ label: String(i + 1), par: 3, lengthFt }));

interface ExportDoc {
  bags: unknown[];
  courses: unknown[];
  rounds: { scores: { hole: number; scores: unknown[] }[] }[];
}

/**
 * The collection's JSON export carries the player's courses and rounds (decision 0043); its
 * import brings them back into another account, all or nothing, on the database the run is given.
 */
describe('a collection import brings back the courses and rounds of its export', () => {
  let t: TestApp;
  let ana: string;
  let driver: UserDisc;
  let mid: UserDisc;
  let exported: string;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.call(method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const get = <T>(path: string, cookie: string) => expectStatus<T>(call('GET', path, cookie), 200);
  const importJson = (cookie: string, content: string, over: Record<string, unknown> = {}) =>
    call('POST', '/api/import', cookie, { format: 'json', content, ...over });

  /** What a player holds, with the server's ids and times left out and discs by catalogue id. */
  async function holdings(cookie: string) {
    const discs = await get<UserDisc[]>('/api/user-discs', cookie);
    const catalogueOf = new Map(discs.map((d) => [d.id, d.discitId]));
    const list = await get<RoundListItem[]>('/api/rounds', cookie);
    const rounds = await Promise.all(list.map((r) => get<Round>(`/api/rounds/${r.id}`, cookie)));
    const courseList = (await get<CourseListItem[]>('/api/courses', cookie)).filter((c) => c.mine);
    const courses = await Promise.all(
      courseList.map((c) => get<Course>(`/api/courses/${c.id}`, cookie)),
    );
    const layoutName = new Map(courses.flatMap((c) => c.layouts.map((l) => [l.id, l.name])));
    const courseName = new Map(courses.map((c) => [c.id, c.name]));
    const throws = await get<Throw[]>('/api/throws', cookie);
    return {
      list: list.map(({ id: _i, courseId, layoutId, ...r }) => ({
        ...r,
        course: courseId && courseName.get(courseId),
        layout: layoutId && layoutName.get(layoutId),
      })),
      rounds: rounds.map(
        ({ id: _i, courseId: _c, layoutId: _l, updatedAt: _u, bagId: _b, ...r }) => ({
          ...r,
          scores: r.scores.map(({ updatedAt: _h, shots, ...h }) => ({
            ...h,
            shots: shots.map(({ id: _s, userDiscId, ...s }) => ({
              ...s,
              disc: userDiscId && catalogueOf.get(userDiscId),
            })),
          })),
        }),
      ),
      courses: courses
        .map(({ id: _i, updatedAt: _u, layouts, ...c }) => ({
          ...c,
          layouts: layouts.map((l) => ({ name: l.name, holes: l.holes })),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      throws: throws
        .map(
          ({
            id: _i,
            userDiscId,
            createdAt: _c,
            updatedAt: _u,
            roundId,
            roundHole,
            roundShotId,
            ...x
          }) => ({
            ...x,
            disc: catalogueOf.get(userDiscId),
            fromRound: roundId
              ? `${rounds.find((r) => r.id === roundId)?.startedAt} ${roundHole}`
              : null,
            linked: roundShotId !== null && roundShotId !== undefined,
          }),
        )
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      bags: (await get<Bag[]>('/api/bags', cookie)).map((b) => b.name).sort(),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    ana = await signUp(t, 'ana-history@example.com', undefined, 'Ana');
    const bag = await createBag(t, ana, { name: 'Tournament bag', description: 'The usual' });
    driver = await addDisc(t, ana, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, ana, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
    // A throw logged in the field, beside those the rounds' tee shots make.
    await expectStatus(
      call('PUT', `/api/throws/${randomUUID()}`, ana, {
        userDiscId: driver.id,
        distanceFt: 250,
        throwType: 'forehand',
        effort: 'full',
        thrownAt: '2026-11-01T09:00:00.000Z',
        measuredBy: 'typed',
      }),
      201,
    );
    const maple = randomUUID();
    const oak = randomUUID();
    const courses: [string, object, [string, ReturnType<typeof holes>][]][] = [
      [
        maple,
        {
          name: 'Maple Hill',
          place: 'Tampere',
          position: { lat: 61.5, lng: 23.8 },
          visibility: 'shared',
        },
        [
          ['Gold', holes(3)],
          ['Blue', holes(2, 200)],
        ],
      ],
      [oak, { name: 'Oak Park', place: 'Espoo' }, [['Main', holes(3)]]],
    ];
    const layoutIds = new Map<string, string>();
    for (const [id, body, layouts] of courses) {
      await expectStatus(call('PUT', `/api/courses/${id}`, ana, body), 201);
      for (const [name, h] of layouts) {
        const lid = randomUUID();
        layoutIds.set(name, lid);
        await expectStatus(
          call('PUT', `/api/courses/${id}/layouts/${lid}`, ana, { name, holes: h }),
          201,
        );
      }
    }
    const play = async (
      courseId: string,
      courseName: string,
      layoutName: string,
      n: number,
      guests: string[],
      startedAt: string,
      cards: { hole: number; scores: object[]; shots: ShotInput[] }[],
      finishedAt: string | null,
    ) => {
      const id = randomUUID();
      await expectStatus(
        call('PUT', `/api/rounds/${id}`, ana, {
          courseId,
          layoutId: layoutIds.get(layoutName),
          courseName,
          layoutName,
          holes: holes(n),
          guests,
          bagId: bag.id,
          startedAt,
          finishedAt,
        }),
        201,
      );
      for (const c of cards) {
        await expectStatus(
          call('PUT', `/api/rounds/${id}/holes/${c.hole}`, ana, {
            scores: c.scores,
            shots: c.shots,
          }),
          200,
        );
      }
    };
    await play(
      maple,
      'Maple Hill',
      'Gold',
      3,
      ['Bo', 'Cy'],
      '2026-10-10T10:00:00.000Z',
      [
        {
          hole: 1,
          scores: [
            { player: 0, strokes: 3, putts: 1 },
            { player: 1, strokes: 5, penalty: 1, putts: 2 },
            { player: 2, strokes: 4 },
          ],
          shots: [
            {
              id: randomUUID(),
              userDiscId: driver.id,
              throwType: 'backhand',
              effort: 'full',
              distanceFt: 280,
              result: 'fairway',
            },
            { id: randomUUID(), userDiscId: mid.id, throwType: 'backhand', result: 'circle1' },
            { id: randomUUID(), result: 'basket', toBasketFt: 0 },
          ],
        },
        {
          hole: 3,
          scores: [
            { player: 0, strokes: 4, penalty: 1, putts: 2 },
            { player: 2, strokes: 3 },
          ],
          shots: [
            {
              id: randomUUID(),
              userDiscId: mid.id,
              throwType: 'forehand',
              effort: 'full',
              landing: { lat: 61.5001, lng: 23.8002, accuracyM: 4 },
              distanceFt: 230,
              result: 'ob',
            },
          ],
        },
      ],
      '2026-10-10T11:00:00.000Z',
    );
    await play(
      oak,
      'Oak Park',
      'Main',
      3,
      ['Di'],
      '2026-10-12T15:30:00.000Z',
      [
        {
          hole: 2,
          scores: [
            { player: 0, strokes: 2, putts: 1 },
            { player: 1, strokes: 3, putts: 1 },
          ],
          shots: [
            {
              id: randomUUID(),
              userDiscId: driver.id,
              throwType: 'backhand',
              effort: 'controlled',
              distanceFt: 260,
            },
          ],
        },
      ],
      null,
    );
    const res = await call('GET', '/api/export/json', ana);
    expect(res.status).toBe(200);
    exported = await res.text();
  });
  afterAll(() => t.close());

  it('imports into a fresh account the same courses, rounds, scores, shots and throws', async () => {
    const ben = await signUp(t, 'ben-history@example.com', undefined, 'Ben');
    const dry = await expectStatus<ImportResult>(importJson(ben, exported, { dryRun: true }), 200);
    expect(dry).toMatchObject({
      imported: false,
      history: { courses: 2, layouts: 3, rounds: 2, alreadyImported: 0, report: [] },
    });
    expect(await get<RoundListItem[]>('/api/rounds', ben)).toEqual([]);

    const done = await expectStatus<ImportResult>(importJson(ben, exported), 201);
    expect(done).toMatchObject({
      imported: true,
      count: 2,
      message: 'Imported 2 discs, 2 courses, 3 layouts and 2 rounds.',
      history: { courses: 2, layouts: 3, rounds: 2, alreadyImported: 0, report: [] },
    });
    const source = await holdings(ana);
    const copy = await holdings(ben);
    expect(copy.rounds).toHaveLength(2);
    expect(copy.list).toEqual(source.list);
    expect(copy.rounds).toEqual(source.rounds);
    expect(copy.courses).toEqual(source.courses);
    // The shots name the imported discs: the driver and the midrange of Ben's new bag.
    const benDiscs = new Set((await get<UserDisc[]>('/api/user-discs', ben)).map((d) => d.id));
    for (const r of await get<RoundListItem[]>('/api/rounds', ben)) {
      const round = await get<Round>(`/api/rounds/${r.id}`, ben);
      for (const s of round.scores.flatMap((h) => h.shots)) {
        if (s.userDiscId !== null) expect(benDiscs).toContain(s.userDiscId);
      }
    }
    expect(copy.rounds.flatMap((r) => r.scores.flatMap((h) => h.shots.map((s) => s.disc)))).toEqual(
      [DRIVER, DRIVER, MIDRANGE, null, MIDRANGE], // newest round first
    );
    // The two full-power tee shots are thrown once each, linked to their shots; the field throw too.
    expect(copy.throws).toHaveLength(3);
    expect(copy.throws).toEqual(source.throws);
    expect(copy.throws.filter((x) => x.linked)).toHaveLength(2);
    // The rounds are played on Ben's own courses, not on Ana's shared Maple Hill.
    const own = (await get<CourseListItem[]>('/api/courses', ben)).filter((c) => c.mine);
    const benRounds = await get<RoundListItem[]>('/api/rounds', ben);
    for (const r of benRounds) expect(own.map((c) => c.id)).toContain(r.courseId);
  });

  it('imports nothing new from the same file again', async () => {
    const cy = await signUp(t, 'cy-history@example.com', undefined, 'Cy');
    await expectStatus(importJson(cy, exported), 201);
    const before = await holdings(cy);
    // The bags are asked about, as before: nothing is stored.
    const again = await expectStatus<ImportResult>(importJson(cy, exported), 200);
    expect(again).toMatchObject({ imported: false, sameNameBags: ['Tournament bag'] });
    expect(await holdings(cy)).toEqual(before);
    // The courses and rounds alone: all already there.
    const doc = JSON.parse(exported) as ExportDoc;
    const history = JSON.stringify({ ...doc, bags: [] });
    const only = await expectStatus<ImportResult>(importJson(cy, history), 200);
    expect(only).toMatchObject({
      imported: false,
      message: NOTHING_NEW,
      history: { courses: 0, layouts: 0, rounds: 0, alreadyImported: 2 },
    });
    expect(await holdings(cy)).toEqual(before);
    // Back into the account it came from: its rounds (their own ids) and courses are already there.
    const home = await holdings(ana);
    const back = await expectStatus<ImportResult>(importJson(ana, history), 200);
    expect(back).toMatchObject({
      message: NOTHING_NEW,
      history: { courses: 0, layouts: 0, rounds: 0, alreadyImported: 2 },
    });
    expect(await holdings(ana)).toEqual(home);
    // Bags taken as new copies: their discs come again, the rounds and their throws do not.
    const copies = await expectStatus<ImportResult>(
      importJson(cy, exported, { sameNameBags: 'new' }),
      201,
    );
    expect(copies.history).toMatchObject({ rounds: 0, alreadyImported: 2, courses: 0 });
    const after = await holdings(cy);
    expect(after.rounds).toEqual(before.rounds);
    expect(after.courses).toEqual(before.courses);
    expect(after.bags).toEqual(['Tournament bag', 'Tournament bag (2)']);
    expect(after.throws.filter((x) => x.linked)).toHaveLength(2);
    expect(after.throws).toHaveLength(before.throws.length + 1); // the field throw's disc copy
  });

  it.each([
    [
      'a hole beyond its layout',
      (doc: ExportDoc) =>
        doc.rounds[1]!.scores.push({ hole: 4, scores: [{ player: 0, strokes: 3 }] }),
      HOLE_NUMBER_INVALID,
    ],
    [
      'a bad score',
      (doc: ExportDoc) => {
        doc.rounds[0]!.scores[0]!.scores = [{ player: 0, strokes: 2, penalty: 2, putts: null }];
      },
      PENALTY_INVALID,
    ],
  ])(
    'refuses a file whose round has %s and stores nothing, bags neither',
    async (_, spoil, problem) => {
      const who = await signUp(t, `spoilt-${randomUUID()}@example.com`, undefined, 'Dee');
      const doc = JSON.parse(exported) as ExportDoc;
      spoil(doc);
      const res = await expectStatus<ImportResult>(importJson(who, JSON.stringify(doc)), 200);
      expect(res.imported).toBe(false);
      expect(res.history?.report).toEqual([
        expect.objectContaining({ kind: 'round', problem: expect.stringContaining(problem) }),
      ]);
      const held = await holdings(who);
      expect(held).toMatchObject({ rounds: [], courses: [], bags: [], throws: [] });
    },
  );

  it('refuses a file of more rounds than a player may keep with the limits’ message', async () => {
    const who = await signUp(t, 'many-rounds@example.com', undefined, 'Eve');
    const doc = JSON.parse(exported) as ExportDoc & { rounds: unknown[] };
    const one = { ...(doc.rounds[0] as object), scores: [] };
    const rounds = Array.from({ length: 10_001 }, (_, i) => ({
      ...one,
      startedAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      finishedAt: null,
    }));
    const res = await importJson(who, JSON.stringify({ ...doc, rounds }));
    expect(await res.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { content: TOO_MANY_ROUNDS } },
    });
    expect(res.status).toBe(400);
    expect(await holdings(who)).toMatchObject({ rounds: [], courses: [], bags: [] });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { RoundStatsAnswer, UdiscImportResult } from '../../core/api/round-routes';
import type { Course, CourseListItem } from '../../core/schemas/course';
import {
  HOLE_NUMBER_INVALID,
  PLAYER_INVALID,
  ROUND_NOT_FOUND,
  type HoleScores,
  type PutRoundInput,
  type Round,
  type RoundListItem,
} from '../../core/schemas/round';
import {
  UDISC_MAX_BYTES,
  UDISC_PAR_INVALID,
  UDISC_TOO_LARGE,
  udiscPlayerMissing,
} from '../../core/rounds/udisc-csv';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  PUTTER,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const holes = (n: number, par = 3) =>
  Array.from({ length: n }, (_, i) => ({ label: String(i + 1), par }));

/** A UDisc export: hole columns to the longest layout; `older` has the Date header. */
function udiscFile(
  version: 'current' | 'older',
  blocks: {
    course: string;
    layout: string;
    date: string;
    pars: number[];
    players: [string, number[]][];
  }[],
): string {
  const n = Math.max(...blocks.map((b) => b.pars.length));
  const head =
    version === 'current'
      ? 'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating'
      : 'PlayerName,CourseName,LayoutName,Date,Total,+/-';
  const lines = [`${head},${Array.from({ length: n }, (_, i) => `Hole${i + 1}`).join(',')}`];
  const pad = (xs: number[]) =>
    [...xs.map(String), ...Array<string>(n - xs.length).fill('')].join(',');
  for (const b of blocks) {
    const meta = (total: number) =>
      version === 'current' ? `${b.date},,${total},0,` : `${b.date},${total},0`;
    lines.push(
      `Par,${b.course},${b.layout},${meta(b.pars.reduce((a, p) => a + p, 0))},${pad(b.pars)}`,
    );
    for (const [name, s] of b.players) {
      lines.push(`${name},${b.course},${b.layout},${meta(s.reduce((a, x) => a + x, 0))},${pad(s)}`);
    }
  }
  return lines.join('\n');
}

const three = (n: number) => Array.from({ length: n }, () => 3);
const FILE_BLOCKS = [
  {
    course: 'Maple Hill',
    layout: 'Gold',
    date: '2024-06-16 1322',
    pars: three(9),
    players: [
      ['Sam', three(9)],
      ['Alex', [...three(8), 4]],
    ] as [string, number[]][],
  },
  {
    course: 'Maple Hill',
    layout: 'Gold',
    date: '2024-06-23 1000',
    pars: three(9),
    players: [['Sam', [2, ...three(8)]]] as [string, number[]][],
  },
  {
    course: 'Järva',
    layout: 'Main 18',
    date: '2024-07-02 0905',
    pars: three(18),
    players: [['Sam', three(18)]] as [string, number[]][],
  },
  {
    course: 'Kokkola',
    layout: 'Long 21',
    date: '2024-08-11 1700',
    pars: three(21),
    players: [
      ['Robin', three(21)],
      ['sam', [4, ...three(20)]],
    ] as [string, number[]][],
  },
];

describe('rounds API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let bag: Bag;
  let driver: UserDisc;
  let mid: UserDisc;
  let bobsDisc: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    alice = await signUp(t, 'alice-rounds@example.com', undefined, 'Alice');
    bob = await signUp(t, 'bob-rounds@example.com', undefined, 'Bob');
    bag = await createBag(t, alice, { name: 'Round bag' });
    driver = await addDisc(t, alice, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, alice, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
    const bobsBag = await createBag(t, bob, { name: 'Bob bag' });
    bobsDisc = await addDisc(t, bob, { bagId: bobsBag.id, discitId: DRIVER, color: '#0000FF' });
  });
  afterAll(() => t.close());

  const roundBody = (over: Partial<PutRoundInput> = {}): PutRoundInput => ({
    courseId: randomUUID(),
    layoutId: randomUUID(),
    courseName: 'Maple Hill',
    layoutName: 'Gold',
    holes: holes(18),
    guests: ['Alex'],
    bagId: bag.id,
    startedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  });
  const putRound = (id: string, body: unknown, who = alice) =>
    t.call('PUT', `/api/rounds/${id}`, { cookie: who, body });
  const putHole = (id: string, hole: number | string, body: unknown, who = alice) =>
    t.call('PUT', `/api/rounds/${id}/holes/${hole}`, { cookie: who, body });
  const getRound = (id: string, who = alice) => t.call('GET', `/api/rounds/${id}`, { cookie: who });
  const errorOf = async (res: Promise<Response>) => {
    const r = await res;
    return {
      status: r.status,
      body: (await r.json()) as {
        error: { code: string; message: string; fields?: Record<string, string> };
      },
    };
  };
  const importFile = (
    content: string,
    playerName: string | undefined,
    who = alice,
    dryRun?: boolean,
  ) =>
    t.call('POST', '/api/rounds/import/udisc', {
      cookie: who,
      body: { content, playerName, ...(dryRun ? { dryRun } : {}) },
    });

  it('starts a round, scores 18 holes (strokes only), lists it with its score, and a repeated PUT changes nothing', async () => {
    const id = randomUUID();
    const created = await expectStatus<Round>(putRound(id, roundBody()), 201);
    expect(created).toMatchObject({
      id,
      guests: ['Alex'],
      bagId: bag.id,
      finishedAt: null,
      source: 'hyzer',
      scores: [],
    });
    await expectStatus<Round>(putRound(id, roundBody()), 200);
    for (let h = 1; h <= 18; h++) {
      const body = {
        scores: [
          { player: 0, strokes: h === 1 ? 2 : 3 },
          { player: 1, strokes: 4 },
        ],
      };
      await expectStatus<HoleScores>(putHole(id, h, body), 200);
      await expectStatus<HoleScores>(putHole(id, h, body), 200); // sent twice by the outbox
    }
    await expectStatus(putRound(id, roundBody({ finishedAt: '2026-11-20T12:00:00.000Z' })), 200);
    const round = await expectStatus<Round>(getRound(id), 200);
    expect(round.scores).toHaveLength(18);
    expect(round.finishedAt).toBe('2026-11-20T12:00:00.000Z');
    const list = await expectStatus<RoundListItem[]>(
      t.call('GET', '/api/rounds', { cookie: alice }),
      200,
    );
    expect(list.find((r) => r.id === id)).toMatchObject({
      holeCount: 18,
      holesPlayed: 18,
      strokes: 53,
      toPar: -1,
    });
  });

  it('keeps the last write of a hole, and its shots with their discs in order', async () => {
    const id = randomUUID();
    await expectStatus(putRound(id, roundBody()), 201);
    const tee = randomUUID();
    const saved = await expectStatus<HoleScores>(
      putHole(id, 3, {
        scores: [{ player: 0, strokes: 4, penalty: 1, putts: 1 }],
        shots: [
          {
            id: tee,
            userDiscId: driver.id,
            throwType: 'backhand',
            effort: 'full',
            landing: { lat: 60.1, lng: 24.9, accuracyM: 4 },
            distanceFt: 280,
            result: 'ob',
          },
          { id: randomUUID(), userDiscId: mid.id, toBasketFt: 20, result: 'circle1' },
          { id: randomUUID(), result: 'basket' },
        ],
      }),
      200,
    );
    expect(saved.shots.map((s) => [s.userDiscId, s.result])).toEqual([
      [driver.id, 'ob'],
      [mid.id, 'circle1'],
      [null, 'basket'],
    ]);
    expect(saved.shots[0]).toMatchObject({
      id: tee,
      landing: { lat: 60.1, lng: 24.9, accuracyM: 4 },
      distanceFt: 280,
      effort: 'full',
    });
    // Another device's later write of the same hole wins whole.
    await expectStatus(putHole(id, 3, { scores: [{ player: 0, strokes: 3 }] }), 200);
    const round = await expectStatus<Round>(getRound(id), 200);
    expect(round.scores).toEqual([
      {
        hole: 3,
        scores: [{ player: 0, strokes: 3, penalty: 0, putts: null }],
        shots: [],
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('keeps no disc for a shot whose disc is not the player’s or was deleted', async () => {
    const id = randomUUID();
    await expectStatus(putRound(id, roundBody()), 201);
    const spare = await addDisc(t, alice, { bagId: bag.id, discitId: PUTTER, color: '#123456' });
    await expectStatus(
      putHole(id, 1, {
        scores: [{ player: 0, strokes: 3 }],
        shots: [
          { id: randomUUID(), userDiscId: bobsDisc.id },
          { id: randomUUID(), userDiscId: spare.id },
          { id: randomUUID(), userDiscId: 'not-a-disc' },
        ],
      }),
      200,
    );
    await expectStatus(t.call('DELETE', `/api/user-discs/${spare.id}`, { cookie: alice }), 204);
    const round = await expectStatus<Round>(getRound(id), 200);
    expect(round.scores[0]!.shots.map((s) => s.userDiscId)).toEqual([null, null, null]);
  });

  it('refuses a hole not on the round, a player not on the card, and a round of someone else', async () => {
    const id = randomUUID();
    await expectStatus(putRound(id, roundBody({ holes: holes(9), guests: [] })), 201);
    const score = { scores: [{ player: 0, strokes: 3 }] };
    expect(await errorOf(putHole(id, 10, score))).toMatchObject({
      status: 404,
      body: { error: { message: HOLE_NUMBER_INVALID } },
    });
    expect(await errorOf(putHole(id, 'x', score))).toMatchObject({ status: 404 });
    expect(
      (await errorOf(putHole(id, 1, { scores: [{ player: 1, strokes: 3 }] }))).body.error.fields,
    ).toEqual({ scores: PLAYER_INVALID });
    expect(await errorOf(putHole(id, 1, score, bob))).toMatchObject({
      status: 404,
      body: { error: { message: ROUND_NOT_FOUND } },
    });
    expect((await errorOf(getRound(id, bob))).status).toBe(404);
    // Bob's PUT on Alice's id makes a round of his own; Alice's is untouched.
    await expectStatus(putRound(id, roundBody({ courseName: 'Bob’s' }), bob), 201);
    expect((await expectStatus<Round>(getRound(id), 200)).courseName).toBe('Maple Hill');
    await expectStatus(t.call('DELETE', `/api/rounds/${id}`, { cookie: bob }), 204);
    expect((await expectStatus<Round>(getRound(id), 200)).holes).toHaveLength(9);
  });

  it('a replace that takes holes or guests off the round takes their scores with them', async () => {
    const id = randomUUID();
    await expectStatus(putRound(id, roundBody({ holes: holes(9) })), 201);
    await expectStatus(putHole(id, 9, { scores: [{ player: 0, strokes: 3 }] }), 200);
    await expectStatus(
      putHole(id, 2, {
        scores: [
          { player: 0, strokes: 3 },
          { player: 1, strokes: 5 },
        ],
      }),
      200,
    );
    const after = await expectStatus<Round>(
      putRound(id, roundBody({ holes: holes(8), guests: [] })),
      200,
    );
    expect(after.scores).toEqual([
      {
        hole: 2,
        scores: [{ player: 0, strokes: 3, penalty: 0, putts: null }],
        shots: [],
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('deletes a round with its scores; deleting again succeeds', async () => {
    const id = randomUUID();
    await expectStatus(putRound(id, roundBody()), 201);
    await expectStatus(
      putHole(id, 1, { scores: [{ player: 0, strokes: 3 }], shots: [{ id: randomUUID() }] }),
      200,
    );
    await expectStatus(t.call('DELETE', `/api/rounds/${id}`, { cookie: alice }), 204);
    await expectStatus(t.call('DELETE', `/api/rounds/${id}`, { cookie: alice }), 204);
    expect((await errorOf(getRound(id))).status).toBe(404);
  });

  it('puts the courses and rounds in the collection’s JSON export, a shot’s disc by its name', async () => {
    const courseId = randomUUID();
    await expectStatus(
      t.call('PUT', `/api/courses/${courseId}`, {
        cookie: alice,
        body: { name: 'Export Park', place: 'Tampere' },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${courseId}/layouts/${randomUUID()}`, {
        cookie: alice,
        body: { name: 'Long', holes: holes(2) },
      }),
      201,
    );
    const id = randomUUID();
    await expectStatus(
      putRound(
        id,
        roundBody({
          courseId,
          courseName: 'Export Park',
          layoutName: 'Long',
          holes: holes(2),
          startedAt: '2026-11-21T10:00:00.000Z',
        }),
      ),
      201,
    );
    await expectStatus(
      putHole(id, 1, {
        scores: [{ player: 0, strokes: 2 }],
        shots: [{ id: randomUUID(), userDiscId: driver.id, result: 'circle1' }],
      }),
      200,
    );
    const res = await t.call('GET', '/api/export/json', { cookie: alice });
    const doc = (await res.json()) as {
      courses: { name: string; layouts: { name: string }[] }[];
      rounds: {
        courseName: string;
        startedAt: string;
        scores: { shots: { disc: unknown; result: string }[] }[];
      }[];
    };
    expect(doc.courses.find((c) => c.name === 'Export Park')).toMatchObject({
      place: 'Tampere',
      layouts: [{ name: 'Long' }],
    });
    const round = doc.rounds.find((r) => r.startedAt === '2026-11-21T10:00:00.000Z');
    expect(round?.scores[0]!.shots).toEqual([
      expect.objectContaining({
        result: 'circle1',
        disc: { brand: expect.any(String), name: expect.any(String) },
      }),
    ]);
    expect(JSON.stringify(doc)).not.toContain(id);
  });

  describe('UDisc import and export', () => {
    let sam: string;
    beforeAll(async () => {
      sam = await signUp(t, 'sam-udisc@example.com', undefined, 'Sam');
    });

    it.each(['current', 'older'] as const)(
      'imports a %s file of 9, 18 and 21 holes; the same file again imports nothing new',
      async (version) => {
        const who = await signUp(t, `udisc-${version}@example.com`, undefined, 'Sam');
        const file = udiscFile(version, FILE_BLOCKS);
        const dry = await expectStatus<UdiscImportResult>(
          importFile(file, undefined, who, true),
          200,
        );
        expect(dry.players).toEqual([
          { name: 'Sam', rounds: 4 },
          { name: 'Alex', rounds: 1 },
          { name: 'Robin', rounds: 1 },
        ]);
        const first = await expectStatus<UdiscImportResult>(importFile(file, 'Sam', who), 201);
        expect(first).toMatchObject({
          imported: true,
          rounds: 4,
          alreadyImported: 0,
          newCourses: 3,
          newLayouts: 3,
          report: [],
        });
        const second = await expectStatus<UdiscImportResult>(importFile(file, 'Sam', who), 200);
        expect(second).toMatchObject({
          imported: false,
          rounds: 0,
          alreadyImported: 4,
          newCourses: 0,
          newLayouts: 0,
        });

        const list = await expectStatus<RoundListItem[]>(
          t.call('GET', '/api/rounds', { cookie: who }),
          200,
        );
        expect(list.map((r) => [r.courseName, r.holeCount, r.holesPlayed, r.toPar])).toEqual([
          ['Kokkola', 21, 21, 1],
          ['Järva', 18, 18, 0],
          ['Maple Hill', 9, 9, -1],
          ['Maple Hill', 9, 9, 0],
        ]);
        const courses = await expectStatus<CourseListItem[]>(
          t.call('GET', '/api/courses', { cookie: who }),
          200,
        );
        expect(courses.map((c) => [c.name, c.layouts.map((l) => [l.name, l.holeCount])])).toEqual([
          ['Järva', [['Main 18', 18]]],
          ['Kokkola', [['Long 21', 21]]],
          ['Maple Hill', [['Gold', 9]]],
        ]);
        const kokkola = await expectStatus<Round>(getRound(list[0]!.id, who), 200);
        expect(kokkola).toMatchObject({
          guests: ['Robin'],
          source: 'udisc',
          startedAt: '2024-08-11T17:00:00.000Z',
        });
        expect(kokkola.scores[0]!.scores).toEqual([
          { player: 0, strokes: 4, penalty: 0, putts: null },
          { player: 1, strokes: 3, penalty: 0, putts: null },
        ]);
      },
    );

    it('gives the statistics of the imported rounds per layout and overall, the player’s only', async () => {
      const who = await signUp(t, 'udisc-stats@example.com', undefined, 'Sam');
      const empty = await expectStatus<RoundStatsAnswer>(
        t.call('GET', '/api/rounds/stats', { cookie: who }),
        200,
      );
      expect(empty).toMatchObject({ rounds: 0, layouts: [] });
      await expectStatus(importFile(udiscFile('current', FILE_BLOCKS), 'Sam', who), 201);
      const stats = await expectStatus<RoundStatsAnswer>(
        t.call('GET', '/api/rounds/stats', { cookie: who }),
        200,
      );
      expect(stats.rounds).toBe(4);
      const courses = await expectStatus<CourseListItem[]>(
        t.call('GET', '/api/courses', { cookie: who }),
        200,
      );
      const maple = courses.find((c) => c.name === 'Maple Hill')!;
      expect(
        stats.layouts.map((l) => [l.courseName, l.layoutName, l.roundsPlayed, l.best, l.average]),
      ).toEqual([
        ['Maple Hill', 'Gold', 2, -1, 26.5],
        ['Järva', 'Main 18', 1, 0, 54],
        ['Kokkola', 'Long 21', 1, 1, 64],
      ]);
      const gold = stats.layouts[0]!;
      expect(gold).toMatchObject({ key: maple.layouts[0]!.id, courseId: maple.id });
      expect(gold.holes[0]).toEqual({
        label: '1',
        par: 3,
        played: 2,
        average: 2.5,
        averageToPar: -0.5,
        birdieRate: 0.5,
      });
      // Alex's 4 on Maple Hill's 9th is a guest's: only Sam's 57 holes count, one 4 among them.
      expect(stats.player.scoringAverageByPar).toEqual([{ par: 3, holes: 57, average: 3 }]);
      expect(stats.player.fairwayHits).toEqual({ made: 0, attempts: 0, rate: null });
      // Another player's statistics are their own.
      const bobs = await expectStatus<RoundStatsAnswer>(
        t.call('GET', '/api/rounds/stats', { cookie: bob }),
        200,
      );
      expect(bobs.layouts.some((l) => l.courseName === 'Kokkola')).toBe(false);
    });

    it('matches a course shared by another player by name instead of making one', async () => {
      const courseId = randomUUID();
      await expectStatus(
        t.call('PUT', `/api/courses/${courseId}`, {
          cookie: bob,
          body: { name: 'Maple Hill', visibility: 'shared' },
        }),
        201,
      );
      const layoutId = randomUUID();
      await expectStatus(
        t.call('PUT', `/api/courses/${courseId}/layouts/${layoutId}`, {
          cookie: bob,
          body: { name: 'gold', holes: holes(9).map((h) => ({ ...h, lengthFt: 250 })) },
        }),
        201,
      );
      const result = await expectStatus<UdiscImportResult>(
        importFile(udiscFile('current', FILE_BLOCKS.slice(0, 2)), 'Sam', sam),
        201,
      );
      expect(result).toMatchObject({ rounds: 2, newCourses: 0, newLayouts: 0 });
      const [round] = await expectStatus<RoundListItem[]>(
        t.call('GET', '/api/rounds', { cookie: sam }),
        200,
      );
      expect(round).toMatchObject({ courseId, layoutId });
      const full = await expectStatus<Round>(getRound(round!.id, sam), 200);
      expect(full.holes[0]).toMatchObject({ par: 3, lengthFt: 250 });
      // Bob's course is unchanged.
      expect(
        (
          await expectStatus<Course>(
            t.call('GET', `/api/courses/${courseId}`, { cookie: bob }),
            200,
          )
        ).layouts,
      ).toHaveLength(1);
    });

    it('stores nothing from a malformed file and reports each bad row', async () => {
      const who = await signUp(t, 'udisc-bad@example.com');
      const file = udiscFile('current', FILE_BLOCKS).replace(
        'Par,Järva,Main 18,2024-07-02 0905,,54,0,,3',
        'Par,Järva,Main 18,2024-07-02 0905,,54,0,,three',
      );
      const result = await expectStatus<UdiscImportResult>(importFile(file, 'Sam', who), 200);
      expect(result).toMatchObject({
        imported: false,
        rounds: 0,
        report: [{ row: 7, message: UDISC_PAR_INVALID }],
      });
      const missing = await expectStatus<UdiscImportResult>(
        importFile(udiscFile('current', FILE_BLOCKS), 'Alex', who),
        200,
      );
      expect(missing.report[0]).toEqual({ row: 5, message: udiscPlayerMissing('Alex') });
      expect(
        await expectStatus<RoundListItem[]>(t.call('GET', '/api/rounds', { cookie: who }), 200),
      ).toEqual([]);
      expect(
        await expectStatus<CourseListItem[]>(t.call('GET', '/api/courses', { cookie: who }), 200),
      ).toEqual(expect.not.arrayContaining([expect.objectContaining({ mine: true })]));
      expect(
        (await errorOf(importFile(udiscFile('current', FILE_BLOCKS), undefined, who))).body.error
          .fields,
      ).toEqual({ playerName: 'Choose which player is you' });
    });

    it('refuses a file over the ceiling with 413', async () => {
      const big = udiscFile('current', FILE_BLOCKS) + '\n'.repeat(UDISC_MAX_BYTES);
      expect(await errorOf(importFile(big, 'Sam'))).toMatchObject({
        status: 413,
        body: { error: { message: UDISC_TOO_LARGE } },
      });
      expect(
        await expectStatus<RoundListItem[]>(t.call('GET', '/api/rounds', { cookie: alice }), 200),
      ).not.toHaveLength(0);
    });

    it('round trip: the UDisc export imports into another account as the same rounds', async () => {
      const res = await t.call('GET', '/api/rounds/export/udisc', { cookie: sam });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="hyzer-rounds-.*\.csv"$/,
      );
      const csv = await res.text();
      expect(csv.split('\r\n')[0]).toMatch(
        /^PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,\+\/-,RoundRating,Hole1,/,
      );
      const other = await signUp(t, 'udisc-roundtrip@example.com');
      const result = await expectStatus<UdiscImportResult>(importFile(csv, 'Sam', other), 201);
      expect(result.rounds).toBe(2);
      const strip = (rs: RoundListItem[]) =>
        rs.map(({ courseName, layoutName, startedAt, strokes, toPar, holesPlayed }) => ({
          courseName,
          layoutName,
          startedAt,
          strokes,
          toPar,
          holesPlayed,
        }));
      expect(
        strip(await expectStatus(t.call('GET', '/api/rounds', { cookie: other }), 200)),
      ).toEqual(strip(await expectStatus(t.call('GET', '/api/rounds', { cookie: sam }), 200)));
    });
  });
});

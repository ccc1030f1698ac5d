import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import type { RoundStatsAnswer } from '../../core/api/round-routes';
import type { RoundListItem } from '../../core/schemas/round';
import { roundHole } from '../db/schema';
import { answeredAtAll } from '../testing/answered';
import { addDisc, createBag, DRIVER, expectStatus, seedCatalogue } from '../testing/bag-kit';
import { PASSWORD } from '../testing/session-cookie';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { userDiscListCache } from '../collection/user-disc-list-cache';
import { newestRoundsCache, roundStatsCache } from './round-stats-cache';
import { ROUND_PAGE } from './round-repository';

/**
 * A player's round statistics are computed once per change of their rounds and shared by the
 * reads that ask meanwhile (decision 0039, "Kept summaries"), from the rounds a page at a time;
 * every way the rounds change makes the next read fresh. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
describe('kept round statistics', () => {
  let t: TestApp;
  let cookie: string;
  let disc: UserDisc;
  const roundId = randomUUID();
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'kept-round-stats@example.com');
    const bag = await createBag(t, cookie, { name: 'Tournament' });
    disc = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
  });
  afterAll(() => t.close());

  const computed = () => roundStatsCache(t.db.database.db).stats().computed;
  const stats = () =>
    expectStatus<RoundStatsAnswer>(t.call('GET', '/api/rounds/stats', { cookie }), 200);
  const putRound = (id: string, startedAt: string, n = 3) =>
    t.call('PUT', `/api/rounds/${id}`, {
      cookie,
      body: {
        courseId: null,
        layoutId: null,
        courseName: 'Kivikko',
        layoutName: 'Short',
        holes: Array.from({ length: n }, (_, i) => ({
          label: String(i + 1),
          par: 3,
          lengthFt: 280,
        })),
        guests: [],
        bagId: null,
        startedAt,
      },
    });
  const putHole = (id: string, hole: number, strokes: number, shots: unknown[] = []) =>
    t.call('PUT', `/api/rounds/${id}/holes/${hole}`, {
      cookie,
      body: { scores: [{ player: 0, strokes }], shots },
    });
  it('reads a history longer than a page whole', async () => {
    // One more round than a page: the last is read only when the pages go on after the first.
    const file = [
      'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2',
    ];
    for (let r = 0; r <= ROUND_PAGE; r++) {
      const date = new Date(Date.UTC(2020, 0, 1) + r * 86_400_000).toISOString().slice(0, 10);
      file.push(`Par,Old Park,Main,${date} 1000,,6,,,3,3`);
      file.push(`Sam,Old Park,Main,${date} 1000,,6,0,,3,${r === ROUND_PAGE ? 1 : 3}`);
    }
    await expectStatus(
      t.call('POST', '/api/rounds/import/udisc', {
        cookie,
        body: { content: file.join('\n'), playerName: 'Sam' },
      }),
      201,
    );
    const s = await stats();
    expect(s.rounds).toBe(ROUND_PAGE + 1);
    expect(s.layouts[0]).toMatchObject({
      layoutName: 'Main',
      roundsPlayed: ROUND_PAGE + 1,
      best: -2,
    });
  });

  it('computes them once for reads that ask at the same time, then serves them kept', async () => {
    await stats();
    const before = computed();
    const answers = await answeredAtAll(
      'five statistics',
      Promise.all(
        Array.from({ length: 5 }, () =>
          t.call('GET', '/api/rounds/stats', { cookie, headers: { 'accept-encoding': 'br' } }),
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(computed() - before).toBe(0);
    await expectStatus(putRound(roundId, '2026-11-20T10:00:00.000Z'), 201);
    const again = await answeredAtAll(
      'five statistics after a write',
      Promise.all(Array.from({ length: 5 }, () => stats())),
    );
    expect(new Set(again.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(again[0]!.rounds).toBe(ROUND_PAGE + 2);
    expect(computed() - before).toBe(1);
  });

  it('reads fresh after every kind of write to the rounds', async () => {
    const kivikko = () => stats().then((s) => s.layouts.find((l) => l.layoutName === 'Short')!);
    // A hole scored, and scored again (the last write wins).
    await expectStatus(putHole(roundId, 1, 4), 200);
    expect((await kivikko()).holes[0]).toMatchObject({ played: 1, average: 4 });
    await expectStatus(putHole(roundId, 1, 2), 200);
    expect((await kivikko()).holes[0]).toMatchObject({ average: 2 });
    // The round completed, then changed: two holes taken off the round.
    await expectStatus(putHole(roundId, 2, 3), 200);
    await expectStatus(putHole(roundId, 3, 3), 200);
    expect((await kivikko()).best).toBe(-1);
    await expectStatus(putRound(roundId, '2026-11-20T10:00:00.000Z', 1), 200);
    expect((await kivikko()).holes).toHaveLength(1);
    // Written by another process, or by hand: straight into the table.
    await t.db.database.db
      .update(roundHole)
      .set({ scores: [{ player: 0, strokes: 5, penalty: 0, putts: null }], myStrokes: 5 })
      .where(and(eq(roundHole.roundId, roundId), eq(roundHole.hole, 1)));
    expect((await kivikko()).holes[0]).toMatchObject({ average: 5 });
    // Shots with a disc, then the disc deleted from under them.
    const shot = { id: randomUUID(), userDiscId: disc.id, distanceFt: 250, result: 'fairway' };
    await expectStatus(putHole(roundId, 1, 1, [shot]), 200);
    expect((await stats()).discs.map((d) => d.userDiscId)).toEqual([disc.id]);
    await expectStatus(t.call('DELETE', `/api/user-discs/${disc.id}`, { cookie }), 204);
    expect((await stats()).discs).toEqual([]);
    // The round deleted.
    await expectStatus(t.call('DELETE', `/api/rounds/${roundId}`, { cookie }), 204);
    expect((await stats()).layouts.map((l) => l.layoutName)).toEqual(['Main']);
  });

  it('keeps the newest page of rounds the same way, fresh after a hole is scored', async () => {
    const listed = () => newestRoundsCache(t.db.database.db).stats().computed;
    const id = randomUUID();
    await expectStatus(putRound(id, '2026-11-22T10:00:00.000Z'), 201);
    const before = listed();
    const pages = await answeredAtAll(
      'five lists',
      Promise.all(
        Array.from({ length: 5 }, () =>
          expectStatus<RoundListItem[]>(t.call('GET', '/api/rounds', { cookie }), 200),
        ),
      ),
    );
    expect(listed() - before).toBe(1);
    expect(pages[0]![0]).toMatchObject({ id, holesPlayed: 0 });
    await expectStatus(putHole(id, 1, 2), 200);
    const [first] = await expectStatus<RoundListItem[]>(
      t.call('GET', '/api/rounds', { cookie }),
      200,
    );
    expect(first).toMatchObject({ id, holesPlayed: 1, strokes: 2, toPar: -1 });
    expect(listed() - before).toBe(2);
  });

  it('keeps no statistics of a deleted account', async () => {
    const gone = await signUp(t, 'kept-round-stats-gone@example.com');
    const id = randomUUID();
    await expectStatus(
      t.call('PUT', `/api/rounds/${id}`, {
        cookie: gone,
        body: {
          courseId: null,
          layoutId: null,
          courseName: 'Kivikko',
          layoutName: 'Short',
          holes: [{ label: '1', par: 3 }],
          guests: [],
          bagId: null,
          startedAt: '2026-11-21T10:00:00.000Z',
        },
      }),
      201,
    );
    await expectStatus(t.call('GET', '/api/rounds/stats', { cookie: gone }), 200);
    const kept = () => userDiscListCache(t.db.database.db).stats().entries;
    const before = kept();
    await expectStatus(
      t.call('POST', '/api/auth/delete-user', { cookie: gone, body: { password: PASSWORD } }),
      200,
    );
    expect(kept()).toBeLessThan(before);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUND_CURSOR_INVALID,
  ROUND_LIST_PAGE,
  roundListCursor,
  type RoundListItem,
} from '../../core/schemas/round';
import { expectStatus } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * GET /api/rounds answers a page of the newest rounds and the pages before a round, so no screen
 * reads a history of 10,000 rounds at once. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('the rounds list a page at a time', () => {
  let t: TestApp;
  let cookie: string;
  const count = ROUND_LIST_PAGE + 20;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signUp(t, 'round-pages@example.com');
    const file = [
      'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2',
    ];
    for (let r = 0; r < count; r++) {
      // Two rounds each day at the same time: the id orders them.
      const date = new Date(Date.UTC(2021, 0, 1) + Math.floor(r / 2) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      file.push(`Par,Park ${r % 2},Main,${date} 1000,,6,,,3,3`);
      file.push(`Sam,Park ${r % 2},Main,${date} 1000,,${4 + (r % 3)},0,,2,${2 + (r % 3)}`);
    }
    await expectStatus(
      t.call('POST', '/api/rounds/import/udisc', {
        cookie,
        body: { content: file.join('\n'), playerName: 'Sam' },
      }),
      201,
    );
  });
  afterAll(() => t.close());

  const page = (before?: string) =>
    expectStatus<RoundListItem[]>(
      t.call('GET', `/api/rounds${before ? `?before=${encodeURIComponent(before)}` : ''}`, {
        cookie,
      }),
      200,
    );

  it('answers the newest page, then the rest before its last round, each round once in order', async () => {
    const first = await page();
    expect(first).toHaveLength(ROUND_LIST_PAGE);
    const second = await page(roundListCursor(first.at(-1)!));
    expect(second).toHaveLength(count - ROUND_LIST_PAGE);
    const all = [...first, ...second];
    expect(new Set(all.map((r) => r.id)).size).toBe(count);
    const order = all.map(roundListCursor);
    expect(order).toEqual([...order].sort().reverse());
    expect(all.every((r) => r.holeCount === 2 && r.holesPlayed === 2)).toBe(true);
    expect(all.map((r) => r.toPar).sort()).toEqual(
      Array.from({ length: count }, (_, r) => (r % 3) - 2).sort(),
    );
    expect(await page(roundListCursor(second.at(-1)!))).toEqual([]);
  });

  it('keeps a page where it was when a round is added meanwhile', async () => {
    const first = await page();
    const cursor = roundListCursor(first.at(-1)!);
    const before = await page(cursor);
    await expectStatus(
      t.call('PUT', `/api/rounds/${randomUUID()}`, {
        cookie,
        body: {
          courseId: null,
          layoutId: null,
          courseName: 'Park 0',
          layoutName: 'Main',
          holes: [{ label: '1', par: 3 }],
          guests: [],
          bagId: null,
          startedAt: new Date().toISOString(),
        },
      }),
      201,
    );
    expect(await page(cursor)).toEqual(before);
    expect((await page())[0]!.courseName).toBe('Park 0');
  });

  it('exports every round to the UDisc CSV, oldest first, however many pages they take', async () => {
    const res = await t.call('GET', '/api/rounds/export/udisc', { cookie });
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^PlayerName,CourseName,LayoutName,StartDate,.*,Hole1,Hole2$/);
    const pars = lines.filter((l) => l.startsWith('Par,'));
    expect(pars).toHaveLength(count + 1);
    expect(lines).toHaveLength(1 + 2 * (count + 1));
    const dates = pars.map((l) => l.split(',')[3]!);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a cursor that is not one, with the reason', async () => {
    for (const bad of ['yesterday', `2024-01-01T00:00:00.000Z_not-an-id`, 'x'.repeat(200)]) {
      const res = await t.call('GET', `/api/rounds?before=${encodeURIComponent(bad)}`, { cookie });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(ROUND_CURSOR_INVALID);
    }
  });
});

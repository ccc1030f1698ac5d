import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import type { ImportResult } from '../../core/api/collection-routes';
import {
  MAX_THROWS_PER_PLAYER,
  THROW_CURSOR_INVALID,
  THROW_PAGE_LIMIT_INVALID,
  type Throw,
  type ThrowPage,
} from '../../core/schemas/throw';
import { summariseThrows, type ThrowSummary } from '../../core/throws/throw-summary';
import { throwLog } from '../db/schema';
import { asc, eq } from 'drizzle-orm';
import { THROW_SLICE_ROWS, wholeLogSlices } from '../throws/throw-repository';
import { toThrow } from '../throws/throw-rows';
import { answeredAtAll } from '../testing/answered';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  insertThrowRows,
  MIDRANGE,
  seedCatalogue,
} from '../testing/bag-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/** The throw reads of decision 0039: a summary, pages, and the whole log compressed. */
describe('throw reads', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let driver: UserDisc;
  let mid: UserDisc;
  let othersDisc: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'reads@example.com');
    other = await signUp(t, 'other-reads@example.com');
    const bag = await createBag(t, cookie, { name: 'Field' });
    driver = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    mid = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#00FF00' });
    const theirs = await createBag(t, other, { name: 'Theirs' });
    othersDisc = await addDisc(t, other, { bagId: theirs.id, discitId: DRIVER, color: '#0000FF' });
  });
  afterAll(() => t.close());

  const get = <T>(url: string, who = cookie) =>
    expectStatus<T>(t.call('GET', url, { cookie: who }), 200);

  /** Rows straight into the table: `n` throws of one disc, an hour apart from `from`. */
  async function seed(who: string, disc: UserDisc, n: number, note = '', from = 0) {
    const userId = await userIdOf(t, who);
    const rows = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      userId,
      userDiscId: disc.id,
      distanceFt: 250 + ((i * 37) % 120),
      throwType: i % 5 === 0 ? 'forehand' : 'backhand',
      effort: i % 7 === 0 ? 'controlled' : 'full',
      finishFt: i % 3 === 0 ? null : ((i * 13) % 60) - 30,
      note,
      thrownAt: new Date(Date.UTC(2023, 0, 1) + (from + i) * 3_600_000),
      measuredBy: 'typed',
    }));
    await insertThrowRows(t.db.database.db, rows);
  }
  const clear = () => t.db.database.db.delete(throwLog);

  it('summarises the log per disc and throw type, as the core summary does, and only yours', async () => {
    await seed(cookie, driver, 40);
    await seed(cookie, mid, 12, '', 100);
    await seed(other, othersDisc, 30);
    const all = await get<Throw[]>('/api/throws');
    const summary = await get<ThrowSummary>('/api/throws/summary');
    // The database's summary is the core's (the fit's sums may differ in their last bits).
    const core = summariseThrows(all);
    const exact = (x: ThrowSummary) => ({
      ...x,
      groups: x.groups.map((g) => ({ ...g, invSum: 0, invSqSum: 0 })),
    });
    expect(exact(summary)).toEqual(exact(core));
    for (const [i, g] of summary.groups.entries()) {
      expect(g.invSum).toBeCloseTo(core.groups[i]!.invSum, 12);
      expect(g.invSqSum).toBeCloseTo(core.groups[i]!.invSqSum, 14);
    }
    expect(summary.total).toBe(52);
    expect(new Set(summary.groups.map((g) => g.userDiscId))).toEqual(new Set([driver.id, mid.id]));
    const back = summary.groups.find(
      (g) => g.userDiscId === driver.id && g.throwType === 'backhand',
    )!;
    expect(back.recent).toHaveLength(5);
    expect(summary.groups.every((g) => g.recent.length <= 5)).toBe(true);
    const empty = await signUp(t, 'empty-reads@example.com');
    expect(await get<ThrowSummary>('/api/throws/summary', empty)).toEqual({
      total: 0,
      discs: [],
      groups: [],
    });
    await clear();
  });

  it('pages the log newest first: every throw once, whatever is logged meanwhile', async () => {
    await seed(cookie, driver, 23);
    await seed(cookie, mid, 4, '', 50);
    const seen: Throw[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page: ThrowPage = await get<ThrowPage>(
        `/api/throws/page?limit=10${next ? `&before=${encodeURIComponent(next)}` : ''}`,
      );
      seen.push(...page.throws);
      next = page.next;
      pages += 1;
      // A throw logged between two pages is newer than the cursor: it never shifts a page.
      if (pages === 1) await seed(cookie, driver, 1, 'new', 1_000);
    } while (next);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(27);
    expect(new Set(seen.map((x) => x.id)).size).toBe(27);
    const times = seen.map((x) => x.thrownAt);
    expect(times).toEqual([...times].sort().reverse());
    const first = await get<ThrowPage>('/api/throws/page');
    expect(first.throws[0]!.note).toBe('new');
    expect(first.throws).toHaveLength(28);
    expect(first.next).toBeNull();
    const ofMid = await get<ThrowPage>(`/api/throws/page?userDiscId=${mid.id}`);
    expect(ofMid.throws.map((x) => x.userDiscId)).toEqual(Array(4).fill(mid.id));
    const notMine = await get<ThrowPage>(`/api/throws/page?userDiscId=${othersDisc.id}`);
    expect(notMine).toEqual({ throws: [], next: null });
    await clear();
  });

  it('writes the whole log as toThrow does, whatever the values', async () => {
    const userId = await userIdOf(t, cookie);
    const odd = [
      { distanceFt: 250.75, finishFt: -0, note: 'Said "wow"\n\tthen \\ left \u0001 é 🥏' },
      { distanceFt: 1, finishFt: -12.5, note: '', measuredBy: 'gps', gpsAccuracyM: 3.2 },
      { distanceFt: 999.999, finishFt: null, note: '\u2028', release: 'hyzer' },
    ];
    for (const [i, o] of odd.entries()) {
      await t.db.database.db.insert(throwLog).values({
        id: randomUUID(),
        userId,
        userDiscId: driver.id,
        throwType: 'backhand',
        effort: 'full',
        measuredBy: 'typed',
        thrownAt: new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999) + i),
        ...o,
      });
    }
    // Two throws at one instant: the keyset's tie on the id.
    await seed(cookie, driver, 2 * THROW_SLICE_ROWS + 7);
    await seed(cookie, driver, 3, 'same hour', 2);
    const rows = await t.db.database.db
      .select()
      .from(throwLog)
      .where(eq(throwLog.userId, userId))
      .orderBy(asc(throwLog.thrownAt), asc(throwLog.id));
    const expected = JSON.parse(JSON.stringify(rows.map(toThrow))) as Throw[];
    expect(await get<Throw[]>('/api/throws')).toEqual(expected);
    expect(await get<Throw[]>(`/api/throws?userDiscId=${driver.id}`)).toEqual(expected);
    await clear();
  });

  it('refuses a cursor or a page size it cannot use, with a message', async () => {
    for (const [query, field, message] of [
      ['before=2026-01-01', 'before', THROW_CURSOR_INVALID],
      [`before=x_${randomUUID()}`, 'before', THROW_CURSOR_INVALID],
      ['limit=0', 'limit', THROW_PAGE_LIMIT_INVALID],
      ['limit=201', 'limit', THROW_PAGE_LIMIT_INVALID],
      ['limit=ten', 'limit', THROW_PAGE_LIMIT_INVALID],
    ] as const) {
      const res = await t.call('GET', `/api/throws/page?${query}`, { cookie });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: message } },
      });
    }
  });

  describe(`at the ceiling (${MAX_THROWS_PER_PLAYER.toLocaleString('en-US')} throws)`, () => {
    beforeAll(async () => {
      await seed(cookie, driver, MAX_THROWS_PER_PLAYER / 2, 'Into a light headwind, hyzer');
      await seed(cookie, mid, MAX_THROWS_PER_PLAYER / 2, 'Into a light headwind, hyzer', 10_000);
    });
    afterAll(clear);

    it('answers the whole log compressed when the client accepts it, the same list', async () => {
      const plain = await t.call('GET', '/api/throws', { cookie });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();
      const list = JSON.parse(text) as Throw[];
      expect(list).toHaveLength(MAX_THROWS_PER_PLAYER);
      expect(list.map((x) => x.thrownAt)).toEqual(list.map((x) => x.thrownAt).sort());
      for (const coding of ['br', 'gzip'] as const) {
        const res = await t.call('GET', '/api/throws', {
          cookie,
          headers: { 'accept-encoding': coding },
        });
        expect(res.headers.get('content-encoding')).toBe(coding);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.length).toBeLessThan(text.length / 10);
        expect(decoders[coding](bytes).toString()).toBe(text);
      }
    });

    it('keeps what the pages read small: the summary and a page, not the log', async () => {
      const summary = await t.call('GET', '/api/throws/summary', { cookie });
      const summaryText = await summary.text();
      expect((JSON.parse(summaryText) as ThrowSummary).total).toBe(MAX_THROWS_PER_PLAYER);
      expect(summaryText.length).toBeLessThan(10_000);
      const page = await get<ThrowPage>('/api/throws/page');
      expect(page.throws).toHaveLength(50);
      expect(page.next).not.toBeNull();
    });

    it('answers health while one player reads everything five times at once', async () => {
      for (const url of ['/api/throws', '/api/throws/summary']) {
        let readsDone = 0;
        const reads = Array.from({ length: 5 }, () =>
          t.call('GET', url, { cookie, headers: { 'accept-encoding': 'br' } }).then(async (r) => {
            await r.arrayBuffer();
            readsDone += 1;
            return r.status;
          }),
        );
        // Health asked once the reads have started: it must not wait for all of them.
        await new Promise((r) => setImmediate(r));
        const health = await answeredAtAll('health', t.call('GET', '/api/health'));
        expect(health.status).toBe(200);
        expect(readsDone, url).toBeLessThan(5);
        // Five whole logs of 20,000 throws, each compressed: five answers' bound, not one's.
        expect(await answeredAtAll('the reads', Promise.all(reads), 5)).toEqual(Array(5).fill(200));
      }
    }, 240_000);
    it('streams the whole log: its first bytes arrive before its last slice is read', async () => {
      const slices = Math.ceil(MAX_THROWS_PER_PLAYER / THROW_SLICE_ROWS);
      const before = wholeLogSlices.started;
      const res = await t.call('GET', '/api/throws', { cookie });
      const reader = res.body!.getReader();
      const first = await answeredAtAll('the first bytes', reader.read());
      expect(first.done).toBe(false);
      expect(Buffer.from(first.value).toString().startsWith('[{')).toBe(true);
      // The answer is under way while most of the log is still unread: nothing built it whole.
      expect(wholeLogSlices.started - before).toBeLessThan(slices / 2);
      await reader.cancel();
    });

    it('lets health in behind one slice of five whole-log reads, not one of each', async () => {
      const reads = await Promise.all(
        Array.from({ length: 5 }, () => t.call('GET', '/api/throws', { cookie })),
      );
      expect(reads.map((r) => r.status)).toEqual(Array(5).fill(200));
      // The five answers are streaming: each has read its first slice and waits for its turn.
      const bodies = reads.map((r) => r.body!.getReader());
      const pending = bodies.map((b) => b.read());
      while (wholeLogSlices.started < 6) await new Promise((r) => setImmediate(r));
      const asked = wholeLogSlices.started;
      const health = await answeredAtAll('health', t.call('GET', '/api/health'));
      expect(health.status).toBe(200);
      // On PGlite (one statement at a time, on this thread) health's `select 1` waited behind the
      // slice running when it asked and at most the one whose turn came with it.
      if (t.db.database.kind === 'pglite') {
        expect(wholeLogSlices.started - asked).toBeLessThanOrEqual(1);
      }
      await Promise.all(pending);
      await Promise.all(bodies.map((b) => b.cancel()));
    });
  });

  it('imports back an export of a player at the throw ceiling, answering health meanwhile', async () => {
    await seed(cookie, driver, MAX_THROWS_PER_PLAYER / 2, 'Into a light headwind, hyzer');
    await seed(cookie, mid, MAX_THROWS_PER_PLAYER / 2, 'Low line, skipped', 10_000);
    const exported = await t.call('GET', '/api/export/json', { cookie });
    expect(exported.status).toBe(200);
    const content = await exported.text();
    // Past the 2 MB that refused it before.
    expect(Buffer.byteLength(content)).toBeGreaterThan(4 * 1024 * 1024);
    await clear();
    const fresh = await signUp(t, 'imports-back@example.com');
    let imported = false;
    const run = t
      .call('POST', '/api/import', { cookie: fresh, body: { format: 'json', content } })
      .then((r) => {
        imported = true;
        return r;
      });
    // Ask for health while the import's throws go in: it is answered before the import ends.
    let answeredDuring = false;
    for (let i = 0; i < 400 && !imported; i++) {
      await new Promise((r) => setTimeout(r, 5));
      const health = await answeredAtAll('health', t.call('GET', '/api/health'));
      expect(health.status).toBe(200);
      if (!imported && (await get<ThrowSummary>('/api/throws/summary', fresh)).total > 0) {
        answeredDuring = true;
      }
    }
    // 20,000 rows take a while on a loaded machine: the test's own time-out bounds a hang.
    const result = await expectStatus<ImportResult>(run, 201);
    expect(result.count).toBe(2);
    expect(answeredDuring).toBe(true);
    const back = await get<ThrowSummary>('/api/throws/summary', fresh);
    expect(back.total).toBe(MAX_THROWS_PER_PLAYER);
    const notes = new Set((await get<Throw[]>('/api/throws', fresh)).map((x) => x.note));
    expect(notes).toEqual(new Set(['Into a light headwind, hyzer', 'Low line, skipped']));
    await clear();
  }, 240_000);

  it('keeps the ceiling when throws are logged during an import: the import is whole or undone', async () => {
    const racer = await signUp(t, 'racer@example.com');
    const bag = await createBag(t, racer, { name: 'Racing' });
    const disc = await addDisc(t, racer, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    const room = 2_000;
    await seed(racer, disc, MAX_THROWS_PER_PLAYER - room);
    const throws = Array.from({ length: room }, (_, i) => ({
      distanceFt: 300,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      measuredBy: 'typed',
    }));
    const content = JSON.stringify({
      format: 'hyzer-collection',
      version: 1,
      exportedAt: new Date().toISOString(),
      bags: [
        {
          name: 'Raced',
          description: '',
          discs: [{ catalogueId: MIDRANGE, color: '#00FF00', throws }],
        },
      ],
    });
    const importing = t.call('POST', '/api/import', {
      cookie: racer,
      body: { format: 'json', content },
    });
    // Throws logged one after another while the import runs.
    const puts: number[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const res = await t.call('PUT', `/api/throws/${randomUUID()}`, {
        cookie: racer,
        body: {
          userDiscId: disc.id,
          distanceFt: 300,
          throwType: 'backhand',
          effort: 'full',
          thrownAt: '2026-11-20T10:00:00.000Z',
          measuredBy: 'typed',
        },
      });
      puts.push(res.status);
    }
    const res = await answeredAtAll('the import', importing);
    const summary = await get<ThrowSummary>('/api/throws/summary', racer);
    expect(summary.total).toBeLessThanOrEqual(MAX_THROWS_PER_PLAYER);
    const bags = await get<{ name: string }[]>('/api/bags', racer);
    const logged = puts.filter((x) => x === 201).length;
    if (res.status === 201) {
      expect(summary.total).toBe(MAX_THROWS_PER_PLAYER);
      expect(bags.map((b) => b.name)).toContain('Raced');
    } else {
      expect(res.status).toBe(409);
      // Nothing of the import is left: its bag, its disc and its throws are gone.
      expect(bags.map((b) => b.name)).toEqual(['Racing']);
      expect(summary.total).toBe(MAX_THROWS_PER_PLAYER - room + logged);
      expect(summary.discs.map((d) => d.userDiscId)).toEqual([disc.id]);
    }
    await clear();
  }, 240_000);
});

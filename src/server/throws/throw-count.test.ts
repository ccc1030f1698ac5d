import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import {
  MAX_THROWS_PER_PLAYER,
  putThrowSchema,
  TOO_MANY_THROWS,
  type PutThrowInput,
} from '../../core/schemas/throw';
import type { Db } from '../db/client';
import { playerThrowCount, schema, throwLog } from '../db/schema';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  insertThrowRows,
  seedCatalogue,
} from '../testing/bag-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { throwService } from './throw-service';

const body = (userDiscId: string): PutThrowInput => ({
  userDiscId,
  distanceFt: 300,
  throwType: 'backhand',
  effort: 'full',
  thrownAt: '2026-11-20T10:15:00.000Z',
  measuredBy: 'typed',
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The rows every scan of the throw table in a plan produced (over all its loops). */
function throwRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'throw'
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((n, p) => n + throwRowsRead(p), 0);
}

/**
 * The throw log's per-player count (kept by triggers, migration 0011) instead of counting the log
 * on every write: a PUT reads a bounded number of the log's rows however long it is, and the
 * 20,000 ceiling still holds for writes that race.
 */
describe('the throw count', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let disc: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'counted@example.com');
    userId = await userIdOf(t, cookie);
    const bag = await createBag(t, cookie, { name: 'Field' });
    disc = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
  });
  afterAll(() => t.close());

  const put = (id: string, who = cookie, discId = disc.id) =>
    t.call('PUT', `/api/throws/${id}`, { cookie: who, body: body(discId) });
  /** Inserts n throws straight into the log (as a long-lived player would have them). */
  async function logThrows(n: number) {
    const rows = Array.from({ length: n }, () => ({
      id: randomUUID(),
      userId,
      userDiscId: disc.id,
      distanceFt: 300,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date('2026-01-01T00:00:00Z'),
      measuredBy: 'typed',
    }));
    await insertThrowRows(t.db.database.db, rows);
  }
  async function counts() {
    const { db } = t.db.database;
    const [kept] = await db
      .select({ n: playerThrowCount.throws })
      .from(playerThrowCount)
      .where(eq(playerThrowCount.userId, userId));
    const [real] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(throwLog)
      .where(eq(throwLog.userId, userId));
    return { kept: kept?.n ?? 0, real: real!.n };
  }

  it('a PUT reads a bounded number of the log’s rows, however long the log', async () => {
    await logThrows(3000);
    // The same repository over the same database, with the statements it sends written down.
    const issued: { sql: string; params: unknown[] }[] = [];
    const logger = { logQuery: (q: string, params: unknown[]) => issued.push({ sql: q, params }) };
    const database = t.db.database;
    const logged = (database.pglite
      ? drizzlePglite(database.pglite, { schema, logger })
      : drizzlePg(database.pool!, { schema, logger })) as unknown as Db;
    const id = randomUUID();
    const made = await throwService(logged).put(userId, id, putThrowSchema.parse(body(disc.id)));
    expect(made.created).toBe(true);

    const reads = issued.filter((s) => /^\s*select/i.test(s.sql) && s.sql.includes('"throw"'));
    expect(reads.length, 'the PUT reads the log at least for the id it writes').toBeGreaterThan(0);
    let rows = 0;
    for (const s of reads) {
      const explained = await database.db.execute(
        sql.raw(
          `explain (analyze, format json) ${s.sql.replace(/\$(\d+)/g, (_, n: string) => {
            const v = s.params[Number(n) - 1];
            return `'${String(v).replace(/'/g, "''")}'`;
          })}`,
        ),
      );
      const plan = (explained as { rows: Record<string, unknown>[] }).rows[0]!;
      const doc = Object.values(plan)[0] as [{ Plan: PlanNode }] | string;
      const tree = (typeof doc === 'string' ? JSON.parse(doc) : doc) as [{ Plan: PlanNode }];
      rows += throwRowsRead(tree[0].Plan);
    }
    // The throw just written, read back: not the 3,000 before it.
    expect(rows).toBeLessThanOrEqual(1);
    expect(await counts()).toEqual({ kept: 3001, real: 3001 });
  });

  it('holds the ceiling under 50 parallel PUTs, and stays right under racing deletes and imports', async () => {
    const { real } = await counts();
    await logThrows(MAX_THROWS_PER_PLAYER - 10 - real);
    const answers = await Promise.all(Array.from({ length: 50 }, () => put(randomUUID())));
    const statuses = answers.map((r) => r.status);
    // On a busy machine a PUT may wait past the pool's time-out for a connection: 503, nothing
    // written. Every other PUT is either one of the 10 that fit or refused.
    const busy = statuses.filter((s) => s === 503).length;
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(' '),
    ).toHaveLength(Math.min(10, 50 - busy));
    for (const r of answers.filter((a) => a.status !== 201 && a.status !== 503)) {
      expect(r.status).toBe(409);
      expect(await r.json()).toEqual({
        error: { code: 'limit_reached', message: TOO_MANY_THROWS },
      });
    }
    const full = MAX_THROWS_PER_PLAYER - 10 + Math.min(10, 50 - busy);
    expect(await counts()).toEqual({ kept: full, real: full });

    // A file with one disc and two throws, from another player's export.
    const lender = await signUp(t, 'lender@example.com');
    const theirs = await createBag(t, lender, { name: 'Lent' });
    const lent = await addDisc(t, lender, { bagId: theirs.id, discitId: DRIVER, color: '#00FF00' });
    for (let i = 0; i < 2; i++) await expectStatus(put(randomUUID(), lender, lent.id), 201);
    const file = await (await t.call('GET', '/api/export/json', { cookie: lender })).text();

    const mine = await t.db.database.db
      .select({ id: throwLog.id })
      .from(throwLog)
      .where(eq(throwLog.userId, userId))
      .limit(20);
    const raced = await Promise.all([
      ...mine.map((r) => t.call('DELETE', `/api/throws/${r.id}`, { cookie })),
      ...Array.from({ length: 20 }, () => put(randomUUID())),
      t.call('POST', '/api/import', { cookie, body: { format: 'json', content: file } }),
      t.call('POST', '/api/import', { cookie, body: { format: 'json', content: file } }),
    ]);
    for (const r of raced) expect([200, 201, 204, 409, 503]).toContain(r.status);
    const after = await counts();
    expect(after.kept).toBe(after.real);
    expect(after.real).toBeLessThanOrEqual(MAX_THROWS_PER_PLAYER);

    // A disc's deletion takes its throws with it, and the count follows.
    await expectStatus(t.call('DELETE', `/api/user-discs/${disc.id}`, { cookie }), 204);
    const end = await counts();
    expect(end.kept).toBe(end.real);
    expect(end.real, 'the imported discs keep theirs').toBeLessThan(after.real);
  });
});

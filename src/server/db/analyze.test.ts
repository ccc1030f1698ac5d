import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { addDisc, createBag, DRIVER, expectStatus, seedCatalogue } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/** The planner's statistics of a table: its row estimate and when it was last analysed. */
async function statsOf(db: Db, table: string) {
  const result = await db.execute(
    sql`select c.reltuples::float8 as rows, s.last_analyze as at
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid
        where c.relname = ${table} and s.schemaname = 'public'`,
  );
  const row = (result as { rows: { rows: number; at: unknown }[] }).rows[0]!;
  const at = row.at instanceof Date ? row.at.toISOString() : (row.at as string | null);
  return { rows: Number(row.rows), at };
}

// PostgreSQL analyses by itself (autovacuum); embedded PGlite only when the app asks.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded planner’s statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  it('follow a collection import: the planner knows how many throws there are', async () => {
    const lender = await signUp(t, 'lender@example.com');
    const bag = await createBag(t, lender, { name: 'Field' });
    const disc = await addDisc(t, lender, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
    const { db } = t.db.database;
    await db.execute(sql`
      insert into "throw" (id, user_id, user_disc_id, distance_ft, throw_type, effort, thrown_at, measured_by)
      select gen_random_uuid(), d.user_id, d.id, 300, 'backhand', 'full', now(), 'typed'
      from user_disc d, generate_series(1, 1500) where d.id = ${disc.id}`);
    const file = await (await t.call('GET', '/api/export/json', { cookie: lender })).text();
    expect((await statsOf(db, 'throw')).at, 'never analysed before').toBeNull();

    const player = await signUp(t, 'importer@example.com');
    await expectStatus(
      t.call('POST', '/api/import', { cookie: player, body: { format: 'json', content: file } }),
      201,
    );
    const after = await statsOf(db, 'throw');
    expect(after.at).not.toBeNull();
    expect(after.rows).toBe(3000); // the lender's 1,500 and the importer's copy of them
    expect((await statsOf(db, 'user_disc')).rows).toBe(2);
  });

  it('follow a UDisc import: the planner knows how many rounds and holes there are', async () => {
    const player = await signUp(t, 'udisc-stats@example.com');
    const { db } = t.db.database;
    // (The collection import above analysed the round table while it held none.)
    expect((await statsOf(db, 'round')).rows).toBe(0);
    const lines = [
      'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2',
    ];
    for (let r = 0; r < 120; r++) {
      const date = new Date(Date.UTC(2023, 0, 1) + r * 86_400_000).toISOString().slice(0, 10);
      lines.push(
        `Par,Old Park,Main,${date} 1000,,6,,,3,3`,
        `Sam,Old Park,Main,${date} 1000,,6,0,,3,3`,
      );
    }
    await expectStatus(
      t.call('POST', '/api/rounds/import/udisc', {
        cookie: player,
        body: { content: lines.join('\n'), playerName: 'Sam' },
      }),
      201,
    );
    // The foreign key of each hole's row reads its round with a plan kept from its first use:
    // the rounds' statistics follow the import, so the plans made after it see the table's size.
    const rounds = await statsOf(db, 'round');
    expect(rounds.at).not.toBeNull();
    expect(rounds.rows).toBe(120);
    expect((await statsOf(db, 'round_hole')).rows).toBe(240);
  });

  it('are made after migrations, and left alone by a start with none to apply', async () => {
    const database = await openDatabase({ pglite: await PGlite.create() });
    try {
      await migrateDatabase(database);
      const first = await statsOf(database.db, 'throw');
      expect(first.at, 'analysed after the migrations').not.toBeNull();
      expect(first.rows).toBe(0);
      await migrateDatabase(database);
      expect((await statsOf(database.db, 'throw')).at, 'nothing new, no new analysis').toBe(
        first.at,
      );
    } finally {
      await database.close();
    }
  });
});

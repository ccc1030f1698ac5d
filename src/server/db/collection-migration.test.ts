import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBag, DRIVER, MIDRANGE, PUTTER, seedCatalogue } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { newId } from './ids';
import { userDisc } from './schema';
import { migrationsFolder } from './migrate';

/** The data-moving statements of 0002 (after the schema changes), run again on rows written as before. */
function dataMove(): string[] {
  const file = readFileSync(path.join(migrationsFolder(), '0002_collection_details.sql'), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.includes('UPDATE "user_disc"'));
}

describe('migration 0002: pass-through plastic, weight and notes move to their columns', () => {
  let t: TestApp;
  let userId: string;
  let bagId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    const cookie = await signUp(t, 'migrate@example.com');
    const b = await createBag(t, cookie, { name: 'Old' });
    userId = b.userId;
    bagId = b.id;
  });
  afterAll(() => t.close());

  it('moves values that fit, keeps the others as legacy_ fields, and loses nothing', async () => {
    const { db } = t.db.database;
    const rows: { discId: string; extra: Record<string, string | number | null> }[] = [
      { discId: DRIVER, extra: { plastic: ' Star ', weight: 175, notes: 'Beat in', ink: 'JS' } },
      { discId: MIDRANGE, extra: { weight: '172.5 g', notes: null, status: 'mine' } },
      { discId: PUTTER, extra: { plastic: 'x'.repeat(41), weight: 250, notes: 12 } },
    ];
    for (const r of rows) {
      await db.insert(userDisc).values({ id: newId(), userId, bagId, color: '#123456', ...r });
    }
    for (const statement of dataMove()) await db.execute(sql.raw(statement));
    const stored = await db.select().from(userDisc).orderBy(userDisc.id);
    expect(stored.map((r) => [r.plastic, r.weight, r.notes, r.extra])).toEqual([
      ['Star', 175, 'Beat in', { ink: 'JS' }],
      [null, 172.5, null, { legacy_status: 'mine' }],
      [null, null, '12', { legacy_plastic: 'x'.repeat(41), legacy_weight: 250 }],
    ]);
  });
});

describe('migration 0006: another copy of a disc', () => {
  let t: TestApp;
  let userId: string;
  let bagId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    const cookie = await signUp(t, 'migrate-copy@example.com');
    const b = await createBag(t, cookie, { name: 'Old' });
    userId = b.userId;
    bagId = b.id;
  });
  afterAll(() => t.close());

  it('keeps pass-through copy, allowDuplicate and photoUrl values as legacy_ fields', async () => {
    const { db } = t.db.database;
    const file = readFileSync(path.join(migrationsFolder(), '0006_another_copy.sql'), 'utf8');
    const move = file
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s.includes('UPDATE "user_disc"'));
    const rows: { discId: string; extra: Record<string, string | boolean> }[] = [
      { discId: DRIVER, extra: { copy: 'spare', ink: 'JS' } },
      { discId: MIDRANGE, extra: { allowDuplicate: true } },
      { discId: PUTTER, extra: { notes2: 'kept' } },
      { discId: 'a-disc-with-a-photo-link', extra: { photoUrl: 'https://example.com/p.jpg' } },
    ];
    for (const r of rows) {
      await db.insert(userDisc).values({ id: newId(), userId, bagId, color: '#123456', ...r });
    }
    expect(move).toHaveLength(1);
    await db.execute(sql.raw(move[0]!));
    const stored = await db.select().from(userDisc).orderBy(userDisc.id);
    expect(stored.map((r) => [r.copy, r.extra])).toEqual([
      [1, { legacy_copy: 'spare', ink: 'JS' }],
      [1, { legacy_allowDuplicate: true }],
      [1, { notes2: 'kept' }],
      [1, { legacy_photoUrl: 'https://example.com/p.jpg' }],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedDiscId } from '../../core/disc/identity';
import { bag, user, userDisc } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { CatalogueError } from './catalogue-error';
import { countDiscs, findDiscsByIds, listDiscs } from './disc-repository';
import { importCatalogue } from './import-catalogue';
import { requireSharedCatalogueInCi } from '../testing/require-in-ci';
import {
  hasSharedCatalogue,
  SHARED_CATALOGUE_FILE,
  SHARED_SKIP_NOTE,
} from '../testing/shared-data';

const disc = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  brand: 'Testco',
  category: 'Putter',
  speed: '2',
  glide: '3',
  turn: '0',
  fade: '1',
  ...extra,
});

async function expectRejected(db: TestDatabase, input: unknown, message: RegExp) {
  const before = await listDiscs(db.database.db);
  await expect(importCatalogue(db.database.db, input)).rejects.toThrow(message);
  await expect(importCatalogue(db.database.db, input)).rejects.toBeInstanceOf(CatalogueError);
  expect(await listDiscs(db.database.db)).toEqual(before);
}

describe('importCatalogue', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds, then reports unchanged and updated records by id', async () => {
    const db = t.database.db;
    const first = await importCatalogue(db, [disc('Alpha', { id: 'a-1' }), disc('Beta')]);
    expect(first).toEqual({
      total: 2,
      added: 2,
      updated: 0,
      unchanged: 0,
      merged: 0,
      movedUserDiscs: 0,
      rejected: [],
      notes: [],
    });
    const again = await importCatalogue(db, [disc('Alpha', { id: 'a-1', fade: 2 }), disc('Beta')]);
    expect(again).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    const [alpha, beta] = await findDiscsByIds(db, ['a-1', derivedDiscId('Testco', 'Beta')]).then(
      (rows) => rows.sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(alpha).toMatchObject({ name: 'Alpha', speed: 2, fade: 2 });
    expect(beta).toMatchObject({ name: 'Beta', brand: 'Testco' });
  });

  it('imports the valid records and reports the rejected ones, without a name included', async () => {
    const report = await importCatalogue(t.database.db, [
      disc('Gamma'),
      { id: 'no-name', brand: 'Testco' },
      disc('Delta'),
      disc('Gamma'),
    ]);
    expect(report).toMatchObject({ total: 4, added: 2 });
    expect(report.rejected).toEqual([
      { index: 1, id: 'no-name', reason: 'missing name' },
      { index: 3, name: 'Gamma', reason: 'duplicate id (as record #0)' },
    ]);
  });

  it('rejects unusable input as a whole and leaves the stored catalogue untouched', async () => {
    expect(await countDiscs(t.database.db)).toBeGreaterThan(0);
    await expectRejected(t, '{"name": "Alpha"', /not valid JSON/);
    await expectRejected(t, '{"discs": []}', /contains no discs/);
    await expectRejected(
      t,
      '{"discs": {}}',
      /or an object with a "discs" array, but it is an object/,
    );
    await expectRejected(t, { name: 'Alpha' }, /must be a JSON array/);
    await expectRejected(t, [], /contains no discs/);
    await expectRejected(t, [{ brand: 'Testco' }], /1 of 1 records were rejected.*missing name/);
    await expectRejected(
      t,
      [disc('Alpha', { id: 'a-1', fade: 0 }), { brand: 'x' }, { speed: 1 }],
      /Import aborted: 2 of 3 records were rejected/,
    );
    await expectRejected(t, 'name,brand\n"unterminated,x\n', /not valid CSV: Unterminated/);
  });

  it('replaces a derived-id disc by the same disc with a source id, moving user discs', async () => {
    const db = t.database.db;
    await importCatalogue(db, [disc('Starter One', { brand: 'Swap' })]);
    const derived = derivedDiscId('Swap', 'Starter One');
    const userId = randomUUID();
    const bagId = randomUUID();
    const userDiscId = randomUUID();
    await db.insert(user).values({ id: userId, name: 'P', email: `${userId}@example.com` });
    await db.insert(bag).values({ id: bagId, userId, name: 'Bag' });
    await db
      .insert(userDisc)
      .values({ id: userDiscId, userId, bagId, discId: derived, color: '#FF0000' });

    const report = await importCatalogue(db, [
      disc('starter one ', { brand: 'SWAP', id: 'source-1' }),
    ]);
    expect(report).toMatchObject({ added: 1, merged: 1, movedUserDiscs: 1 });
    expect(await findDiscsByIds(db, [derived, 'source-1'])).toMatchObject([{ id: 'source-1' }]);
    const [moved] = await db.select().from(userDisc).where(eq(userDisc.id, userDiscId));
    expect(moved?.discId).toBe('source-1');
  });

  it('refuses a 50 MB body before parsing it', async () => {
    const huge = '[' + ' '.repeat(50 * 1024 * 1024) + ']';
    await expectRejected(t, huge, /too large \(50\.0 MB, over the 20 MB limit\)/);
    await expectRejected(t, Buffer.from(huge), /too large/);
  });

  it('imports CSV with a header row and quoted fields', async () => {
    const csv = [
      'name,brand,category,speed,glide,turn,fade,stability,color',
      '"Quote ""Q"", Comma",Csv Co,"Putter",2,3,0,1,Stable,#ff0000',
      '"Two\r\nLines",Csv Co,Midrange,5,4,-1,1,,',
      'No Numbers,Csv Co,Approach,?,,abc,',
      '',
    ].join('\r\n');
    const report = await importCatalogue(t.database.db, csv);
    expect(report).toMatchObject({ total: 3, added: 3, rejected: [] });
    const ids = ['Quote "Q", Comma', 'Two\r\nLines', 'No Numbers'].map((n) =>
      derivedDiscId('Csv Co', n),
    );
    const rows = await findDiscsByIds(t.database.db, ids);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.name.startsWith('Quote'))).toMatchObject({
      category: 'Putter',
      speed: 2,
      fade: 1,
      stability: 'Stable',
      color: '#FF0000',
    });
    expect(rows.find((r) => r.name === 'No Numbers')).toMatchObject({
      speed: null,
      glide: null,
      turn: null,
      fade: null,
    });
    expect(await importCatalogue(t.database.db, csv, { format: 'csv' })).toMatchObject({
      unchanged: 3,
    });
  });
});

describe('importCatalogue with the shared catalogue', () => {
  requireSharedCatalogueInCi();

  describe.skipIf(!hasSharedCatalogue)(`1,079 real discs ${SHARED_SKIP_NOTE}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase();
    });
    afterAll(async () => {
      await t.close();
    });

    it('imports 1,079 discs of 46 brands, and again as 1,079 unchanged', async () => {
      const text = readFileSync(SHARED_CATALOGUE_FILE, 'utf8');
      const first = await importCatalogue(t.database.db, text);
      expect(first).toMatchObject({ total: 1079, added: 1079, updated: 0, rejected: [] });
      const discs = await listDiscs(t.database.db);
      expect(discs).toHaveLength(1079);
      expect(new Set(discs.map((d) => d.brand)).size).toBe(46);
      const again = await importCatalogue(t.database.db, JSON.parse(text));
      expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 1079, rejected: [] });
    });
  });
});

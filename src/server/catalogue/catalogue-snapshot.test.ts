import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disc } from '../db/schema';
import { CATALOGUE } from '../testing/bag-kit';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { CATALOGUE_RECHECK_MS, createCatalogueSnapshots } from './catalogue-snapshot';

/**
 * Another process's catalogue import (a row written to the shared database, not through this
 * process) is served once the snapshot's recheck time has passed, and not before: the clock is
 * the snapshot's own, so no test waits for it.
 */
describe('catalogue snapshot recheck', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.database.db.insert(disc).values([CATALOGUE[0], CATALOGUE[1]]);
  });
  afterAll(() => t.close());

  it(`serves a write by another process after ${CATALOGUE_RECHECK_MS} ms, from memory before`, async () => {
    let clock = 1_000_000;
    const snapshots = createCatalogueSnapshots(t.database.db, { now: () => clock });
    expect((await snapshots.current()).count).toBe(2);
    await t.database.db.insert(disc).values(CATALOGUE[2]);
    clock += CATALOGUE_RECHECK_MS - 1;
    expect((await snapshots.current()).count).toBe(2);
    clock += 1;
    const fresh = await snapshots.current();
    expect(fresh.count).toBe(3);
    expect(fresh.brands).toEqual(['Acme Discs', 'Other Plastics']);
  });
});

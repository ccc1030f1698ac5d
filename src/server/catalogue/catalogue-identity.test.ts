import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import { brandKey, canonicalBrand } from '../../core/disc/brands';
import { derivedDiscId, discKey } from '../../core/disc/identity';
import { addDisc, createBag, expectStatus } from '../testing/bag-kit';
import { createLogger } from '../logger';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { listDiscs } from './disc-repository';
import { ensureCatalogue } from './ensure-catalogue';
import { importCatalogue } from './import-catalogue';
import { requireSharedCatalogueInCi } from '../testing/require-in-ci';
import {
  hasSharedCatalogue,
  SHARED_CATALOGUE_FILE,
  SHARED_SKIP_NOTE,
} from '../testing/shared-data';

type DiscitRecord = Record<string, string>;

/** Other sources' spellings of some DiscIt brands and categories. */
const BRAND_SPELLINGS: Record<string, string> = {
  'Westside Discs': 'Westside',
  'Axiom Discs': 'Axiom',
  MVP: 'MVP Disc Sports',
  'Latitude 64': 'Latitude 64°',
};
const CATEGORY_SPELLINGS: Record<string, string> = {
  'Distance Driver': 'Distance Drivers',
  'Hybrid Driver': 'Hybrid Drivers',
  'Control Driver': 'Control Drivers',
  Midrange: 'Midrange Discs',
  Approach: 'Approach Discs',
  Putter: 'Putters',
};

/**
 * A DiscIt-derived snapshot as other tools keep it: one document `{ last_updated, discs }`, no ids,
 * numbers as numbers, other brand and category spellings, some names in another case. Built at
 * run time from the shared file (never stored in the repository), plus one made-up disc.
 */
function idLessSnapshot(real: readonly DiscitRecord[]) {
  const discs = real.map((r, i) => ({
    name: i % 2 === 0 ? r.name!.toUpperCase() : r.name,
    brand: BRAND_SPELLINGS[r.brand!] ?? r.brand,
    category: CATEGORY_SPELLINGS[r.category!] ?? r.category,
    speed: Number(r.speed),
    glide: Number(r.glide),
    turn: Number(r.turn),
    fade: Number(r.fade),
    stability: r.stability,
  }));
  discs.push({
    name: 'Hyzer Test Flyer',
    brand: 'Westside',
    category: 'Putters',
    speed: 2,
    glide: 3,
    turn: 0,
    fade: 1,
    stability: 'Stable',
  });
  return { last_updated: '2024-09-16T00:00:00Z', discs };
}

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => (seen.has(n) ? true : (seen.add(n), false)));
}

describe('one catalogue entry per disc, following the README', () => {
  requireSharedCatalogueInCi();

  describe.skipIf(!hasSharedCatalogue)(
    `starter set, DiscIt, snapshot, DiscIt ${SHARED_SKIP_NOTE}`,
    () => {
      let t: TestApp;
      let cookie: string;
      const text = hasSharedCatalogue ? readFileSync(SHARED_CATALOGUE_FILE, 'utf8') : '[]';
      const real = JSON.parse(text) as DiscitRecord[];
      const discitHarp = real.find((r) => r.brand === 'Westside Discs' && r.name === 'Harp')!;
      const discitEnvy = real.find((r) => r.brand === 'Axiom Discs' && r.name === 'Envy')!;
      const counts: Record<string, number> = {};

      beforeAll(async () => {
        t = await createTestApp();
        const ready = await ensureCatalogue({
          database: t.db.database,
          env: t.env,
          logger: createLogger('silent'),
        });
        expect(ready.source).toBe('starter');
        counts.starter = ready.count;
        cookie = await signUp(t, 'identity@example.com');
      });
      afterAll(async () => {
        await t.close();
      });

      it('ends with no brand + name twice, the bag still holding its starter discs under DiscIt entries, and one brand per maker', async () => {
        const db = t.db.database.db;
        const bag = await createBag(t, cookie, { name: 'Main' });
        const starterHarp = derivedDiscId('Westside Discs', 'Harp');
        const starterEnvy = derivedDiscId('Axiom Discs', 'Envy');
        const harp = await addDisc(t, cookie, {
          bagId: bag.id,
          discitId: starterHarp,
          color: '#EF4444',
        });
        await addDisc(t, cookie, { bagId: bag.id, discitId: starterEnvy, color: '#3B82F6' });

        const first = await importCatalogue(db, text);
        counts.afterDiscit = (await listDiscs(db)).length;
        expect(first.rejected).toEqual([]);
        expect(first.movedUserDiscs).toBe(2);

        const snapshot = await importCatalogue(db, JSON.stringify(idLessSnapshot(real)));
        counts.afterSnapshot = (await listDiscs(db)).length;
        expect(snapshot).toMatchObject({ total: real.length + 1, added: 1, rejected: [] });

        const again = await importCatalogue(db, text);
        expect(again).toMatchObject({ added: 0, merged: 0, rejected: [] });
        const discs = await listDiscs(db);
        counts.afterDiscitAgain = discs.length;
        console.log('catalogue sizes along the README flow', counts);

        expect(duplicates(discs.map((d) => discKey(d.brand, d.name)))).toEqual([]);
        expect(duplicates(discs.map((d) => `${d.brand}|${d.name}`.toLowerCase()))).toEqual([]);
        expect(counts.afterDiscitAgain).toBe(counts.afterSnapshot);
        expect(counts.afterSnapshot).toBe(counts.afterDiscit + 1);

        const held = await expectStatus<UserDisc[]>(
          t.call('GET', '/api/user-discs', { cookie }),
          200,
        );
        const mine = held.find((d) => d.id === harp.id);
        expect(mine).toMatchObject({
          discitId: discitHarp.id,
          color: '#EF4444',
          discDetails: { name: 'Harp', brand: 'Westside Discs', category: 'Midrange' },
        });
        expect(held.map((d) => d.discitId).sort()).toEqual([discitEnvy.id, discitHarp.id].sort());

        const brands = await expectStatus<string[]>(t.call('GET', '/api/catalog/brands'), 200);
        expect(duplicates(brands.map(brandKey))).toEqual([]);
        for (const b of brands) expect(canonicalBrand(b)).toBe(b);
        expect(brands).toHaveLength(new Set(real.map((r) => r.brand)).size);
        expect(brands).not.toContain('Westside');
        expect(brands).not.toContain('Axiom');
      });
    },
  );
});

describe('one bad record never blocks an import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports 1,000 good records and reports the 3 bad ones with reasons', async () => {
    const good = Array.from({ length: 1000 }, (_, i) => ({
      name: `Bulk Flyer ${i}`,
      brand: 'Bulk Maker',
      category: 'Midrange',
      speed: 5,
      glide: String(4 + (i % 3)),
      turn: -1,
      fade: '1',
    }));
    const bad = [
      { name: 'Nul\u0000Disc', brand: 'Bulk Maker', speed: 5 },
      { name: 'Freezer', brand: 'Bulk Maker', speed: 1e9, glide: 5, turn: 0, fade: 1 },
      { brand: 'Bulk Maker', speed: 5 },
    ];
    const records = [
      ...good.slice(0, 10),
      bad[0],
      ...good.slice(10, 500),
      bad[1],
      ...good.slice(500),
      bad[2],
    ];
    const report = await importCatalogue(t.db.database.db, { last_updated: 'x', discs: records });
    expect(report).toMatchObject({ total: 1003, added: 1000 });
    expect(report.rejected).toEqual([
      {
        index: 10,
        name: 'Nul\ufffdDisc',
        reason: 'name contains a NUL or another character that cannot be stored',
      },
      { index: 501, name: 'Freezer', reason: 'speed 1000000000 is outside 0 to 20' },
      { index: 1002, reason: 'missing name' },
    ]);
    expect((await listDiscs(t.db.database.db)).length).toBe(1000);
  });

  it('keeps a record whose id cannot be routed, under a derived id, and says so', async () => {
    const report = await importCatalogue(t.db.database.db, [
      { id: '../../etc/passwd', name: 'Odd Id', brand: 'Bulk Maker' },
    ]);
    expect(report).toMatchObject({ added: 1, rejected: [] });
    expect(report.notes).toEqual([
      {
        index: 0,
        id: '../../etc/passwd',
        name: 'Odd Id',
        reason:
          'id with characters other than letters, digits and . _ : -: stored under a derived id',
      },
    ]);
    const ids = (await listDiscs(t.db.database.db)).map((d) => d.id);
    expect(ids).toContain(derivedDiscId('Bulk Maker', 'Odd Id'));
  });

  it('never shows the SQL or its parameters when the database refuses the writes', async () => {
    const failing = {
      transaction: () =>
        Promise.reject(
          Object.assign(new Error('Failed query: insert into "disc" values ($1) params: SECRET'), {
            cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
          }),
        ),
    } as unknown as Parameters<typeof importCatalogue>[0];
    const attempt = importCatalogue(failing, [{ name: 'Fine', brand: 'Bulk Maker' }]);
    await expect(attempt).rejects.toThrow(
      'The database could not store the catalogue (PostgreSQL error 22021); nothing was imported.',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedDiscId } from '../../core/disc/identity';
import { bag, disc, user, userDisc } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { canonicaliseCatalogue } from './canonicalise-catalogue';
import { listDiscs } from './disc-repository';
import { legacyDerivedId } from './legacy-derived-id';

/** A catalogue row as an older version stored it (made-up numbers). */
function row(id: string, brand: string, name: string, category: string) {
  return { id, brand, name, category, speed: 4, glide: 3, turn: 0, fade: 3 };
}

describe('canonicaliseCatalogue (the catalogue data migration)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('merges two spellings of one disc and moves old derived ids, keeping every user disc', async () => {
    const db = t.database.db;
    const oldHarp = legacyDerivedId('Westside', 'Harp');
    const oldEnvy = legacyDerivedId('Axiom', 'Envy');
    await db.insert(disc).values([
      row(oldHarp, 'Westside', 'Harp', 'Putter'),
      {
        ...row('src-harp', 'Westside Discs', 'Harp', 'Midrange'),
        pic: 'https://p.example/h.webp',
      },
      row(oldEnvy, 'Axiom', 'Envy', 'Putters'),
      row('src-aviar', 'Innova', 'Aviar', 'Putter'),
    ]);
    const userId = randomUUID();
    await db.insert(user).values({ id: userId, name: 'P', email: `${userId}@example.com` });
    const [both, onlyOld, other] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(bag).values([
      { id: both, userId, name: 'Both Harps' },
      { id: onlyOld, userId, name: 'Old Harp' },
      { id: other, userId, name: 'Envy' },
    ]);
    const firstHarp = randomUUID();
    await db.insert(userDisc).values([
      {
        id: firstHarp,
        userId,
        bagId: both,
        discId: oldHarp,
        color: '#EF4444',
        extra: { plastic: 'Tournament' },
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        id: randomUUID(),
        userId,
        bagId: both,
        discId: 'src-harp',
        color: '#3B82F6',
        extra: { plastic: 'VIP', weight: 174 },
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
      { id: randomUUID(), userId, bagId: onlyOld, discId: oldHarp, color: '#10B981' },
      { id: randomUUID(), userId, bagId: other, discId: oldEnvy, color: '#000000' },
      { id: randomUUID(), userId, bagId: other, discId: 'src-aviar', color: '#FFFFFF' },
    ]);

    const report = await canonicaliseCatalogue(db);
    expect(report).toEqual({ rewritten: 1, merged: 2, movedUserDiscs: 3 });

    const envyId = derivedDiscId('Axiom Discs', 'Envy');
    const discs = (await listDiscs(db)).sort((a, b) => a.name.localeCompare(b.name));
    expect(discs.map((d) => [d.id, d.brand, d.name, d.category])).toEqual([
      ['src-aviar', 'Innova', 'Aviar', 'Putter'],
      [envyId, 'Axiom Discs', 'Envy', 'Putter'],
      ['src-harp', 'Westside Discs', 'Harp', 'Midrange'],
    ]);

    const held = await db.select().from(userDisc);
    const inBag = (id: string) => held.filter((h) => h.bagId === id);
    expect(inBag(both)).toEqual([
      expect.objectContaining({
        id: firstHarp,
        discId: 'src-harp',
        color: '#EF4444',
        extra: { plastic: 'Tournament', weight: 174 },
      }),
    ]);
    expect(inBag(onlyOld).map((h) => [h.discId, h.color])).toEqual([['src-harp', '#10B981']]);
    expect(
      inBag(other)
        .map((h) => h.discId)
        .sort(),
    ).toEqual([envyId, 'src-aviar'].sort());

    expect(await canonicaliseCatalogue(db)).toEqual({ rewritten: 0, merged: 0, movedUserDiscs: 0 });
  });

  it('runs again when the catalogue changed since it last ran, even with the same count', async () => {
    const db = t.database.db;
    expect(await canonicaliseCatalogue(db)).toEqual({ rewritten: 0, merged: 0, movedUserDiscs: 0 });
    // An entry changed behind the app (as an older version would have stored it), count unchanged.
    await db
      .update(disc)
      .set({ brand: 'Innova Champion Discs', updatedAt: sql`now()` })
      .where(eq(disc.id, 'src-aviar'));
    expect(await canonicaliseCatalogue(db)).toEqual({ rewritten: 1, merged: 0, movedUserDiscs: 0 });
    expect((await listDiscs(db)).find((d) => d.id === 'src-aviar')?.brand).toBe('Innova');
  });
});

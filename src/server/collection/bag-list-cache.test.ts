import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldReads } from '../testing/held-reads';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { bagService } from './bag-service';

/** A bag-list read: the held read of the race test below. */
const isBagListRead = (sql: string) => /^select\b[\s\S]*\bfrom "bag"[\s\S]*order by/i.test(sql);

/** The in-memory bag lists used on embedded PGlite must never show a list older than a write. */
describe('bag list cache', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const cookie = await signUp(t, 'cache@example.com');
    const me = (await (await t.call('GET', '/api/auth/get-session', { cookie })).json()) as {
      user: { id: string };
    };
    userId = me.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const names = (bags: { name: string }[]) => bags.map((b) => b.name);
  type Repo = ReturnType<typeof bagService>;

  it('follows every create, update and delete', async () => {
    const repo = bagService(t.db.database.db, { cacheLists: true });
    expect(await repo.list(userId)).toEqual([]);
    const a = await repo.create(userId, { name: 'A', description: '' });
    expect(names(await repo.list(userId))).toEqual(['A']);
    await repo.update(userId, a.id, { name: 'A2' });
    expect(names(await repo.list(userId))).toEqual(['A2']);
    const b = await repo.create(userId, { name: 'B', description: '' });
    expect(names(await repo.list(userId))).toEqual(['A2', 'B']);
    await repo.remove(userId, b.id);
    expect(names(await repo.list(userId))).toEqual(['A2']);
  });

  it.each([
    ['create', 'Raced', (repo: Repo) => repo.create(userId, { name: 'Raced', description: '' })],
    [
      'update',
      'Renamed',
      async (repo: Repo) => {
        const [first] = await bagService(t.db.database.db).list(userId);
        await repo.update(userId, first!.id, { name: 'Renamed' });
      },
    ],
    [
      'remove',
      null,
      async (repo: Repo) => {
        const all = await bagService(t.db.database.db).list(userId);
        await repo.remove(userId, all.at(-1)!.id);
      },
    ],
  ] as const)('does not keep a list read that a %s overtook', async (_write, expected, write) => {
    const held = heldReads(t.db.database, isBagListRead);
    const repo = bagService(held.db, { cacheLists: true });
    const writer = bagService(t.db.database.db);
    await writer.create(userId, { name: 'Base', description: '' });
    // The truth, read past any cache.
    const truth = async () => names(await writer.list(userId));

    const { got, release } = held.holdNextRead();
    const reading = repo.list(userId);
    await got; // the read has its rows: the list as it was before the write
    const before = names(await writer.list(userId));
    await write(repo);
    release();
    expect(names(await reading)).toEqual(before);

    // The read that raced the write must not have been kept: the next list is the new one.
    const after = await truth();
    expect(after).not.toEqual(before);
    if (expected) expect(after).toContain(expected);
    expect(names(await repo.list(userId))).toEqual(after);
  });

  it('keeps users apart', async () => {
    const repo = bagService(t.db.database.db, { cacheLists: true });
    const otherCookie = await signUp(t, 'cache-other@example.com');
    const other = (await (
      await t.call('GET', '/api/auth/get-session', { cookie: otherCookie })
    ).json()) as {
      user: { id: string };
    };
    await repo.create(other.user.id, { name: 'Theirs', description: '' });
    expect(names(await repo.list(userId))).not.toContain('Theirs');
    expect(names(await repo.list(other.user.id))).toEqual(['Theirs']);
  });
});

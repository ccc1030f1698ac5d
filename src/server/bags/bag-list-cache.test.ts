import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { bagRepository } from './bag-repository';

/**
 * A Db over the same connection whose bag-list reads can be held: once armed, the next list
 * read fetches its rows and then waits, answering only when the test releases it. So a write can
 * be made to land after a read has its rows and before the read's caller sees them.
 */
function heldListReads(database: Database) {
  let armed: { reached: () => void; release: Promise<void> } | null = null;
  const isListRead = (q: unknown) => {
    const text = typeof q === 'string' ? q : (q as { text?: string }).text;
    return /^select\b[\s\S]*\bfrom "bag"[\s\S]*order by/i.test(text ?? '');
  };
  const client = (database.pglite ?? database.pool)!;
  const held = new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop !== 'query') return (value as (...a: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const hold = armed;
        if (hold && isListRead(args[0])) {
          armed = null;
          hold.reached();
          await hold.release;
        }
        return result;
      };
    },
  });
  const db = (database.pglite
    ? drizzlePglite(held as never, { schema })
    : drizzlePg(held as never, { schema })) as unknown as Db;
  /** Holds the next list read once it has its rows; resolves when it got them. */
  function holdNextListRead() {
    let release!: () => void;
    let reached!: () => void;
    const got = new Promise<void>((r) => (reached = r));
    armed = { reached, release: new Promise<void>((r) => (release = r)) };
    return { got, release };
  }
  return { db, holdNextListRead };
}

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
  type Repo = ReturnType<typeof bagRepository>;

  it('follows every create, update and delete', async () => {
    const repo = bagRepository(t.db.database.db, { cacheLists: true });
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
        const [first] = await bagRepository(t.db.database.db).list(userId);
        await repo.update(userId, first!.id, { name: 'Renamed' });
      },
    ],
    [
      'remove',
      null,
      async (repo: Repo) => {
        const all = await bagRepository(t.db.database.db).list(userId);
        await repo.remove(userId, all.at(-1)!.id);
      },
    ],
  ] as const)('does not keep a list read that a %s overtook', async (_write, expected, write) => {
    const held = heldListReads(t.db.database);
    const repo = bagRepository(held.db, { cacheLists: true });
    const writer = bagRepository(t.db.database.db);
    await writer.create(userId, { name: 'Base', description: '' });
    // The truth, read past any cache.
    const truth = async () => names(await writer.list(userId));

    const { got, release } = held.holdNextListRead();
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
    const repo = bagRepository(t.db.database.db, { cacheLists: true });
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

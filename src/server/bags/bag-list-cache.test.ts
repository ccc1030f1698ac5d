import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { bagRepository } from './bag-repository';

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

  it('does not keep a list read that raced a write', async () => {
    const repo = bagRepository(t.db.database.db, { cacheLists: true });
    const before = names(await repo.list(userId));
    for (let i = 0; i < 20; i++) {
      await Promise.all([
        repo.list(userId),
        repo.create(userId, { name: `R${i}`, description: '' }),
        repo.list(userId),
      ]);
      expect(names(await repo.list(userId))).toEqual([
        ...before,
        ...Array.from({ length: i + 1 }, (_, k) => `R${k}`),
      ]);
    }
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

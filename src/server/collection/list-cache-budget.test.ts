import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import { KeptJson } from '../http/kept-json';
import {
  addDisc,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  PUTTER,
  seedCatalogue,
} from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { PlayerListCache, userDiscListCache } from './user-disc-list-cache';

const TOKEN = 'metrics-token-for-list-cache-0123456789';
const KEEP = { version: null, local: true } as const;

/** A kept answer of exactly `bytes` bytes of JSON. */
const kept = (bytes: number) => new KeptJson(JSON.stringify('x'.repeat(bytes - 2)));

/** Reads the player's disc list through the cache; true when it had to be read (a miss). */
async function readThrough(cache: PlayerListCache, userId: string, bytes: number) {
  let missed = false;
  await cache.read('discs', userId, KEEP, () => {
    missed = true;
    return Promise.resolve(kept(bytes));
  });
  return missed;
}

describe('kept lists within a budget of bytes', () => {
  it('evicts the least recently served list when a new one would pass the budget', async () => {
    const cache = new PlayerListCache({});
    cache.maxBytes = 3_000;
    expect(await readThrough(cache, 'a', 1_000)).toBe(true);
    expect(await readThrough(cache, 'b', 1_000)).toBe(true);
    expect(await readThrough(cache, 'c', 1_000)).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3_000, evictions: 0 });
    // a is served again: b is now the least recently served.
    expect(await readThrough(cache, 'a', 1_000)).toBe(false);
    expect(await readThrough(cache, 'd', 1_000)).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3_000, evictions: 1 });
    expect(await readThrough(cache, 'a', 1_000)).toBe(false);
    expect(await readThrough(cache, 'c', 1_000)).toBe(false);
    expect(await readThrough(cache, 'b', 1_000)).toBe(true); // the evicted one is read again
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 5, evictions: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
  });

  it('counts compressed copies as they are made, and keeps no list larger than the budget', async () => {
    const cache = new PlayerListCache({});
    cache.maxBytes = 10_000;
    const big = new KeptJson(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i }))));
    await cache.read('discs', 'a', KEEP, () => Promise.resolve(big));
    const text = big.text;
    expect(cache.stats().bytes).toBe(big.length);
    // Once a compressed copy is made, the text is let go: the copy is what the list costs.
    const gzip = await big.copy('gzip');
    await big.copy('gzip'); // the same copy again: counted once
    expect(gzip.byteLength).toBeLessThan(big.length / 4);
    expect(cache.stats().bytes).toBe(gzip.byteLength);
    expect(big.text).toBe(text); // still readable, decompressed from the copy
    // A second coding is made from it, and counted beside it.
    const br = await big.copy('br');
    expect(cache.stats().bytes).toBe(gzip.byteLength + br.byteLength);

    expect(await readThrough(cache, 'huge', 20_000)).toBe(true);
    expect(await readThrough(cache, 'huge', 20_000)).toBe(true); // served, never kept
    expect(cache.stats()).toMatchObject({
      entries: 1,
      bytes: gzip.byteLength + br.byteLength,
    });

    cache.changed('a');
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    const later = new KeptJson(text);
    await cache.read('discs', 'a', KEEP, () => Promise.resolve(later));
    cache.changed('a');
    await later.copy('br'); // a copy made after the list was dropped is not counted
    expect(cache.stats().bytes).toBe(0);
  });

  it('drops the oldest lists at once when the budget is lowered', async () => {
    const cache = new PlayerListCache({});
    for (const id of ['a', 'b', 'c', 'd']) await readThrough(cache, id, 1_000);
    cache.maxBytes = 2_000;
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 2_000, evictions: 2 });
    expect(await readThrough(cache, 'd', 1_000)).toBe(false);
    expect(await readThrough(cache, 'a', 1_000)).toBe(true);
  });
});

describe('GET /api/metrics reports the kept lists', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LIST_CACHE_MB: '1' });
    await seedCatalogue(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const metric = async (name: string, labels = '') => {
    const res = await t.call('GET', '/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const line = (await res.text())
      .split('\n')
      .find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
    expect(line, name).toBeDefined();
    return Number(line!.split(' ').pop());
  };

  it('their bytes, the budget, hits, misses and evictions', async () => {
    const cache = userDiscListCache(t.db.database.db);
    expect(await metric('hyzer_list_cache_bytes', 'kind="budget"')).toBe(1024 * 1024);

    const players = [];
    for (const name of ['first', 'second', 'third']) {
      const cookie = await signUp(t, `list-budget-${name}@example.com`);
      const bag = await createBag(t, cookie, { name: 'Main' });
      for (const discitId of [DRIVER, MIDRANGE, PUTTER])
        await addDisc(t, cookie, { bagId: bag.id, discitId, color: '#3366cc' });
      players.push(cookie);
    }
    const list = async (cookie: string) =>
      expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie }), 200);
    const base = cache.stats();
    await list(players[0]!);
    const listBytes = cache.stats().bytes - base.bytes;
    expect(listBytes).toBeGreaterThan(0);
    // Room for two of these lists (and the bag lists' few bytes) only.
    cache.maxBytes = base.bytes + 2 * listBytes + 200;
    await list(players[1]!);
    await list(players[0]!); // a hit: the second player's list is now the oldest
    await list(players[2]!); // no room: the second player's list goes

    expect(await metric('hyzer_list_cache_requests_total', 'result="hit"')).toBe(base.hits + 1);
    expect(await metric('hyzer_list_cache_requests_total', 'result="miss"')).toBe(base.misses + 3);
    expect(await metric('hyzer_list_cache_evictions_total')).toBeGreaterThanOrEqual(
      base.evictions + 1,
    );
    const bytes = await metric('hyzer_list_cache_bytes', 'kind="kept"');
    expect(bytes).toBe(cache.stats().bytes);
    expect(bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(await metric('hyzer_list_cache_bytes', 'kind="budget"')).toBe(cache.maxBytes);

    await list(players[0]!);
    expect(await metric('hyzer_list_cache_requests_total', 'result="hit"')).toBe(base.hits + 2);
    await list(players[1]!); // evicted: read again
    expect(await metric('hyzer_list_cache_requests_total', 'result="miss"')).toBe(base.misses + 4);
  });
});

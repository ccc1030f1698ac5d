import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSessionChange } from '../src/web/data/session-state';
import { sessionGuard } from './sw-session-guard';

/** Cache Storage in memory, as much of it as the page's record and the plugin use. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: string | Request) => (typeof r === 'string' ? r : new URL(r.url).pathname);
    return {
      put: (r: string | Request, res: Response) => void store.set(key(r), res),
      match: (r: string | Request) => Promise.resolve(store.get(key(r))?.clone()),
      delete: (r: string | Request) => Promise.resolve(store.delete(key(r))),
    };
  };
  return {
    stores,
    open: (name: string) => Promise.resolve(open(name)),
    match: (r: string, { cacheName }: { cacheName: string }) =>
      stores.has(cacheName) ? open(cacheName).match(r) : Promise.resolve(undefined),
  };
}

const request = () => new Request('http://localhost/api/bags');
const answer = () => new Response('[{"name":"Private bag"}]');

/** What the worker does with one read: note the session as it leaves, then decide on storing. */
async function read(state: { generation?: string }) {
  await sessionGuard.requestWillFetch({ request: request(), state });
  return async () => sessionGuard.cacheWillUpdate({ response: answer(), state });
}

describe('the service worker’s session guard', () => {
  let caches: ReturnType<typeof fakeCaches>;
  beforeEach(() => {
    caches = fakeCaches();
    vi.stubGlobal('caches', caches);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores an answer for the session that asked, as before any record (a player of an older version)', async () => {
    expect(await (await read({}))()).not.toBeNull();
    await recordSessionChange(true);
    expect(await (await read({}))()).not.toBeNull();
  });

  it('drops an answer that arrives after sign-out', async () => {
    await recordSessionChange(true);
    const arrives = await read({});
    await recordSessionChange(false);
    expect(await arrives()).toBeNull();
  });

  it('drops an answer that arrives after another account signed in', async () => {
    await recordSessionChange(true);
    const arrives = await read({});
    await recordSessionChange(false);
    await recordSessionChange(true);
    expect(await arrives()).toBeNull();
  });

  it('stores nothing while signed out', async () => {
    await recordSessionChange(false);
    expect(await (await read({}))()).toBeNull();
  });

  it('deletes an answer stored just before the sign-out was recorded', async () => {
    await recordSessionChange(true);
    const state = {};
    const arrives = await read(state);
    expect(await arrives()).not.toBeNull();
    await recordSessionChange(false);
    const player = await caches.open('hyzer-player');
    player.put(request(), answer());
    await sessionGuard.cacheDidUpdate({ cacheName: 'hyzer-player', request: request(), state });
    expect(await player.match(request())).toBeUndefined();
  });

  it('serves nothing from the cache once signed out', async () => {
    await recordSessionChange(true);
    expect(
      await sessionGuard.cachedResponseWillBeUsed({ cachedResponse: answer() }),
    ).not.toBeNull();
    await recordSessionChange(false);
    expect(await sessionGuard.cachedResponseWillBeUsed({ cachedResponse: answer() })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  completeOfflineCopy,
  KEPT_CURRENT,
  OFFLINE_READS,
  type OfflineCopyHost,
} from './offline-copy';

/** `readHere`: the reads this page made through the worker since it started (all by default). */
function host(controlled: boolean, cached: string[], refuse = false, readHere = cached) {
  const asked: string[] = [];
  const h: OfflineCopyHost = {
    controlled: () => controlled,
    cached: (url) => (refuse ? Promise.reject(new Error('quota')) : Promise.resolve(cached.includes(url))),
    readHere: (url) => readHere.includes(url),
    read: (url) => {
      asked.push(url);
      return url === '/api/wishlist' ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  };
  return { h, asked };
}

describe('completeOfflineCopy', () => {
  it('on a first visit the worker took over late, asks for every read it holds no copy of', async () => {
    const { h, asked } = host(true, ['/api/bags']);
    const done = await completeOfflineCopy(h);
    expect(asked).toEqual(OFFLINE_READS.filter((u) => u !== '/api/bags'));
    expect(done).toContain('/api/auth/get-session');
  });
  it('asks for nothing when this page read every one through the worker', async () => {
    const { h, asked } = host(true, [...OFFLINE_READS]);
    expect(await completeOfflineCopy(h)).toEqual([]);
    expect(asked).toEqual([]);
  });
  it('asks again for the caddie’s discs and throw summary when this page did not read them through the worker: the copy may be older than the server’s (throws logged on another device, a page drawn by the server)', async () => {
    const { h, asked } = host(true, [...OFFLINE_READS], false, [
      '/api/auth/get-session',
      '/api/bags',
      '/api/courses',
    ]);
    const done = await completeOfflineCopy(h);
    expect(KEPT_CURRENT).toEqual(['/api/user-discs', '/api/throws/summary']);
    // The other copies are kept as they are: the rounds list is a costly read.
    expect(asked).toEqual(['/api/user-discs', '/api/throws/summary']);
    expect(done).toEqual(asked);
  });
  it('asks for nothing while no worker controls the page (its answers would not be kept)', async () => {
    const { h, asked } = host(false, []);
    await completeOfflineCopy(h);
    expect(asked).toEqual([]);
  });
  it('asks for nothing when the caches cannot be read', async () => {
    const { h, asked } = host(true, [], true);
    await completeOfflineCopy(h);
    expect(asked).toEqual([]);
  });
});

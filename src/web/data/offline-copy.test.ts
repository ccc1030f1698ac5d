import { describe, expect, it } from 'vitest';
import { completeOfflineCopy, OFFLINE_READS, type OfflineCopyHost } from './offline-copy';

function host(controlled: boolean, cached: string[], refuse = false) {
  const asked: string[] = [];
  const h: OfflineCopyHost = {
    controlled: () => controlled,
    cached: (url) => (refuse ? Promise.reject(new Error('quota')) : Promise.resolve(cached.includes(url))),
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
  it('asks for nothing when the worker already holds every read (a returning player)', async () => {
    const { h, asked } = host(true, [...OFFLINE_READS]);
    expect(await completeOfflineCopy(h)).toEqual([]);
    expect(asked).toEqual([]);
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

/**
 * The signed-in player's offline copy (decisions 0013 and 0031): the service worker keeps the last
 * answer of each of the player's reads (its `hyzer-player` cache, vite.config.ts), and a reload
 * with no signal is drawn from them. But a read only lands there when it goes through the worker,
 * and on a player's first visit it does not: the worker registers once the page is idle and takes
 * the page over later, after the session and the lists were read (or came with the server-drawn
 * page, decision 0034). Offline, such a reload found no session answer and signed the player out
 * ("Failed to load the session"), with their queued throws out of sight.
 *
 * And a copy the worker holds is only as new as the last read that went through it: a page drawn
 * by the server carries its data, and /rounds/new reads neither the discs nor the throw summary,
 * so discs added and throws logged on another device (or before the worker took over) never
 * reached the copy. Offline, the caddie (decision 0045) then ranked an empty bag, or 7 throws of
 * 12, and showed nothing or the wrong figures.
 *
 * So once a worker controls the page (when it takes over, and at each start once the page is
 * idle), each of these reads the worker holds no copy of is asked for once more, through it; and
 * the caddie's two (KEPT_CURRENT) are asked for again unless this page already read them through
 * the worker (the copy is then at least that new). Both are cheap reads the server keeps ready;
 * the others (the rounds list is costly for a player with many rounds) wait for a page to read
 * them.
 */
import { useEffect } from 'react';

/** The worker's cache of the player's answers (vite.config.ts, cleared at sign-out). */
export const PLAYER_CACHE = 'hyzer-player';

/** The reads the worker keeps for the player (vite.config.ts's NetworkFirst pattern). */
export const OFFLINE_READS = [
  '/api/auth/get-session',
  '/api/bags',
  '/api/user-discs',
  '/api/throws/summary',
  '/api/wishlist',
  '/api/rounds',
  '/api/courses',
] as const;

/** The reads the caddie works from offline: refreshed at each start (see above). */
export const KEPT_CURRENT: readonly string[] = ['/api/user-discs', '/api/throws/summary'];

/** What the page needs of the browser: a worker in control, its caches, the page's own reads. */
export interface OfflineCopyHost {
  controlled: () => boolean;
  cached: (url: string) => Promise<boolean>;
  /** This page read `url` through the worker since it started, and an answer came. */
  readHere: (url: string) => boolean;
  read: (url: string) => Promise<unknown>;
}

/**
 * The page's Resource Timing entries say which reads went through a worker (`workerStart` > 0)
 * and, where the browser tells, with which status. A full buffer only costs a read asked again.
 */
function readThroughWorker(url: string): boolean {
  const href = new URL(url, location.origin).href;
  return performance.getEntriesByName(href, 'resource').some((e) => {
    const t = e as PerformanceResourceTiming & { responseStatus?: number };
    return t.workerStart > 0 && t.responseEnd > 0 && (t.responseStatus ?? 200) === 200;
  });
}

const browserHost: OfflineCopyHost = {
  controlled: () => Boolean(navigator.serviceWorker?.controller),
  cached: async (url) =>
    (await caches.match(new URL(url, location.origin).href, { cacheName: PLAYER_CACHE })) !==
    undefined,
  readHere: readThroughWorker,
  read: (url) => fetch(url, { credentials: 'same-origin' }),
};

/**
 * Asks the worker for each of the player's reads it has no copy of, and for each of KEPT_CURRENT
 * this page did not read through it (a no-op without a worker in control); resolves with the
 * reads asked for. A failed read is left for the next start.
 */
export async function completeOfflineCopy(host: OfflineCopyHost = browserHost): Promise<string[]> {
  if (!host.controlled()) return [];
  const asked: string[] = [];
  for (const url of OFFLINE_READS) {
    try {
      const held = await host.cached(url);
      if (!held || (KEPT_CURRENT.includes(url) && !host.readHere(url))) asked.push(url);
    } catch {
      // Cache Storage refused (a private window): nothing can be kept.
      return [];
    }
  }
  await Promise.all(asked.map((url) => host.read(url).catch(() => undefined)));
  return asked;
}

/** Keeps the signed-in player's offline copy complete while the app is open. */
export function useOfflineCopy(userId: string | null): void {
  useEffect(() => {
    if (!userId || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
    const complete = () => void completeOfflineCopy();
    const sw = navigator.serviceWorker;
    sw.addEventListener('controllerchange', complete);
    // At a start: once the page's own reads are done, so none it made is asked for twice.
    const idle = 'requestIdleCallback' in window;
    const handle = idle
      ? requestIdleCallback(complete, { timeout: 5000 })
      : window.setTimeout(complete, 2000);
    return () => {
      sw.removeEventListener('controllerchange', complete);
      if (idle) cancelIdleCallback(handle);
      else clearTimeout(handle);
    };
  }, [userId]);
}

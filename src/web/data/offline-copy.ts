/**
 * The signed-in player's offline copy (decisions 0013 and 0031): the service worker keeps the last
 * answer of each of the player's reads (its `hyzer-player` cache, vite.config.ts), and a reload
 * with no signal is drawn from them. But a read only lands there when it goes through the worker,
 * and on a player's first visit it does not: the worker registers once the page is idle and takes
 * the page over later, after the session and the lists were read (or came with the server-drawn
 * page, decision 0034). Offline, such a reload found no session answer and signed the player out
 * ("Failed to load the session"), with their queued throws out of sight.
 *
 * So once a worker controls the page (when it takes over, and at each start once the page is
 * idle), each of these reads the worker holds no copy of is asked for once more, through it.
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

/** What the page needs of the browser: a worker in control, and its caches. */
export interface OfflineCopyHost {
  controlled: () => boolean;
  cached: (url: string) => Promise<boolean>;
  read: (url: string) => Promise<unknown>;
}

const browserHost: OfflineCopyHost = {
  controlled: () => Boolean(navigator.serviceWorker?.controller),
  cached: async (url) =>
    (await caches.match(new URL(url, location.origin).href, { cacheName: PLAYER_CACHE })) !==
    undefined,
  read: (url) => fetch(url, { credentials: 'same-origin' }),
};

/**
 * Asks the worker for each of the player's reads it has no copy of (a no-op without a worker in
 * control); resolves with the reads asked for. A failed read is left for the next start.
 */
export async function completeOfflineCopy(host: OfflineCopyHost = browserHost): Promise<string[]> {
  if (!host.controlled()) return [];
  const missing: string[] = [];
  for (const url of OFFLINE_READS) {
    try {
      if (!(await host.cached(url))) missing.push(url);
    } catch {
      // Cache Storage refused (a private window): nothing can be kept.
      return [];
    }
  }
  await Promise.all(missing.map((url) => host.read(url).catch(() => undefined)));
  return missing;
}

/** Keeps the signed-in player's offline copy complete while the app is open. */
export function useOfflineCopy(userId: string | null): void {
  useEffect(() => {
    if (!userId || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
    const complete = () => void completeOfflineCopy();
    const sw = navigator.serviceWorker;
    sw.addEventListener('controllerchange', complete);
    // At a start: once the page's own reads are done, so none is asked for twice.
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

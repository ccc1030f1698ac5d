/**
 * Forgets everything this browser keeps about the signed-in player, for the next person on a
 * shared device: the service worker's cache of the player's lists (and any other runtime cache),
 * the age of the data shown and the compare selection. The app shell's precache and the public
 * catalogue stay (they hold nothing of the player), and so do the device preferences in
 * localStorage (theme, handedness, arm, throw, units). The query cache is emptied by the caller
 * (data/session's switchAccount); nothing else of the player is stored.
 */
import { clearCompareSelection } from '../lib/compare-selection';
import { clearDataAge } from '../lib/data-age';
import { SESSION_STATE_CACHE } from './session-state';

/** Cache Storage names that hold nothing of a player (see vite.config.ts and session-state). */
export function isSharedCache(name: string): boolean {
  return (
    name.startsWith('workbox-precache') ||
    name === 'hyzer-catalogue' ||
    name === SESSION_STATE_CACHE
  );
}

export async function clearPlayerData(): Promise<void> {
  clearDataAge();
  clearCompareSelection();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => !isSharedCache(n)).map((n) => caches.delete(n)));
  } catch (err) {
    console.error('Failed to clear the cached player data', err);
  }
}

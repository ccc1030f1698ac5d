/**
 * The record the service worker reads before it stores or serves a player's answer
 * (scripts/sw-session-guard.ts): a new random generation on every change of account, and
 * whether someone is signed in. An answer to a request sent before the change is then dropped,
 * and nothing of the player is served once they signed out. Written before the player's caches
 * are cleared (data/player-data), so a late answer is either refused or cleared.
 */

/** The cache holding the record; it holds nothing of a player and survives sign-out. */
export const SESSION_STATE_CACHE = 'hyzer-session';
/** The record's key (the worker's plugin names the same cache and key). */
export const SESSION_STATE_KEY = '/hyzer-session-state';

function newGeneration(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Cache Storage as far as the record needs it (the worker's plugin is typechecked without DOM). */
interface RecordStorage {
  open(name: string): Promise<{ put(key: string, response: Response): Promise<void> }>;
}

export async function recordSessionChange(signedIn: boolean): Promise<void> {
  const storage = (globalThis as { caches?: RecordStorage }).caches;
  if (!storage) return;
  try {
    const cache = await storage.open(SESSION_STATE_CACHE);
    const record = JSON.stringify({ generation: newGeneration(), signedIn });
    await cache.put(
      SESSION_STATE_KEY,
      new Response(record, { headers: { 'content-type': 'application/json' } }),
    );
  } catch (err) {
    console.error('Failed to record the change of session', err);
  }
}

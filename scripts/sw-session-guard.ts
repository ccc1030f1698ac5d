/**
 * A Workbox plugin for the service worker's cache of the player's own answers (vite.config.ts):
 * an answer is stored only for the session that asked for it, and nothing is served from that
 * cache once the player has signed out (docs/decisions/0025).
 *
 * The page writes a small record into the `hyzer-session` cache on every change of account
 * (src/web/data/session-state.ts): a new random generation and whether someone is signed in.
 * The plugin notes the generation when a request leaves, and an answer is stored only if, when
 * it arrives, the same generation is still signed in: the answer of a read still in flight at
 * sign-out is dropped. It checks again once stored (the page may have signed out in between:
 * then it deletes the entry itself, or the page's clearing, which comes after the record,
 * deletes it).
 *
 * workbox-build copies these functions into sw.js as source text, so they use nothing but the
 * worker's globals.
 */

interface SessionRecord {
  generation: string;
  signedIn: boolean;
}

interface PluginState {
  generation?: string;
}

/** Cache Storage as far as the plugin uses it (the server's TypeScript has no DOM types). */
declare const caches: {
  match(url: string, options: { cacheName: string }): Promise<Response | undefined>;
  open(name: string): Promise<{ delete(request: Request): Promise<boolean> }>;
};

/**
 * Each function reads the page's record itself: Workbox refuses a plugin with keys other than its
 * callbacks, and the functions travel as separate pieces of source, so they share no helper. No
 * record yet (a player signed in before this worker) counts as signed in; a record that cannot
 * be read counts as signed out (nothing is stored or served).
 */
export const sessionGuard = {
  requestWillFetch: async function ({
    request,
    state,
  }: {
    request: Request;
    state?: PluginState;
  }): Promise<Request> {
    if (!state) return request;
    try {
      const stored = await caches.match('/hyzer-session-state', { cacheName: 'hyzer-session' });
      const session = (
        stored ? await stored.json() : { generation: '', signedIn: true }
      ) as SessionRecord;
      state.generation = session.signedIn === true ? String(session.generation) : undefined;
    } catch {
      state.generation = undefined;
    }
    return request;
  },
  cacheWillUpdate: async function ({
    response,
    state,
  }: {
    response: Response;
    state?: PluginState;
  }): Promise<Response | null> {
    if (state?.generation === undefined) return null;
    try {
      const stored = await caches.match('/hyzer-session-state', { cacheName: 'hyzer-session' });
      const session = (
        stored ? await stored.json() : { generation: '', signedIn: true }
      ) as SessionRecord;
      return session.signedIn === true && String(session.generation) === state.generation
        ? response
        : null;
    } catch {
      return null;
    }
  },
  cacheDidUpdate: async function ({
    cacheName,
    request,
    state,
  }: {
    cacheName: string;
    request: Request;
    state?: PluginState;
  }): Promise<void> {
    try {
      const stored = await caches.match('/hyzer-session-state', { cacheName: 'hyzer-session' });
      const session = (
        stored ? await stored.json() : { generation: '', signedIn: true }
      ) as SessionRecord;
      if (session.signedIn === true && String(session.generation) === state?.generation) return;
    } catch {
      // Unreadable: treated as signed out, so the entry goes.
    }
    await (await caches.open(cacheName)).delete(request);
  },
  cachedResponseWillBeUsed: async function ({
    cachedResponse,
  }: {
    cachedResponse?: Response;
  }): Promise<Response | null> {
    if (!cachedResponse) return null;
    try {
      const stored = await caches.match('/hyzer-session-state', { cacheName: 'hyzer-session' });
      const session = (
        stored ? await stored.json() : { generation: '', signedIn: true }
      ) as SessionRecord;
      return session.signedIn === true ? cachedResponse : null;
    } catch {
      return null;
    }
  },
};

import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * Reads run offline too ('offlineFirst'): the service worker answers them from its cache, so a
 * player who used the app before sees their last data with the network off (a read the cache
 * cannot answer pauses its retries until the connection returns). When it returns, every read on
 * screen is asked again ('always': an answer the cache gave a moment ago counts as fresh, but it
 * may be hours old).
 *
 * Writes are sent at once, online or not: offline, the request fails and the screen shows the
 * operation's message with the user's input still there, rather than a write waiting unseen
 * until the connection returns (docs/decisions/0013-offline-and-installable.md).
 */
/**
 * How long after the browser's 'online' event reads are asked again. The event can come before
 * requests get through (the service worker's network among them); a read sent at once would be
 * answered from the cache with the old data, and nothing would ask again.
 */
export const RECONNECT_SETTLE_MS = 1000;

/**
 * TanStack's online state, from the browser's: it starts from navigator.onLine (a page opened
 * with no network has seen no 'offline' event) and turns online RECONNECT_SETTLE_MS after the
 * 'online' event.
 */
function followBrowserOnlineState() {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const online = () => {
      clearTimeout(settle);
      settle = setTimeout(() => setOnline(true), RECONNECT_SETTLE_MS);
    };
    const offline = () => {
      clearTimeout(settle);
      setOnline(false);
    };
    setOnline(navigator.onLine);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

export function createQueryClient(): QueryClient {
  followBrowserOnlineState();
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'offlineFirst', refetchOnReconnect: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

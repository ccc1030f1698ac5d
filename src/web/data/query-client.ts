import { QueryClient } from '@tanstack/react-query';

/**
 * Writes are sent at once, online or not: offline, the request fails and the screen shows the
 * operation's message with the user's input still there, rather than a write waiting unseen
 * until the connection returns. Reads keep TanStack's default of pausing while offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
}

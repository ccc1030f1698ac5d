/**
 * The root route: the query cache every screen shares, scroll restoration between screens and
 * the prompt to reload into a new version of the app. A lazy chunk (with TanStack Query) that the
 * router loads in parallel with the guard and the screen, so the entry bundle stays React, the
 * router and the route table (BENCHMARKS.md, initial JavaScript).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { UpdatePrompt } from '../components/update-prompt';
import { createQueryClient } from '../data/query-client';
import { sessionKey } from '../data/session';
import { ScrollRestoration } from './scroll-restoration';

/** One cache for the life of the page: the session and every screen's server state. */
const client = createQueryClient();
// The server prerenders a page only for a browser that sent no session cookie (decision 0018),
// and prerendering itself runs with nobody signed in: the first screen needs no session request.
if (
  typeof document === 'undefined' ||
  document.getElementById('root')?.dataset.prerendered !== undefined
) {
  client.setQueryData(sessionKey, null);
}

export function RootLayout() {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
      <ScrollRestoration />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}

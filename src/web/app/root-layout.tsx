/**
 * The root route: the query cache every screen shares, scroll restoration between screens and
 * the prompt to reload into a new version of the app. A lazy chunk (with TanStack Query) that the
 * router loads in parallel with the guard and the screen, so the entry bundle stays React, the
 * router and the route table (BENCHMARKS.md, initial JavaScript).
 */
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { Outlet } from 'react-router';
import { UpdatePrompt } from '../components/update-prompt';
import { createQueryClient } from '../data/query-client';
import { hasPendingSignOut } from '../data/pending-sign-out';
import { sessionKey, sessionQuery, type AuthUser } from '../data/session';
import { recordAnswer } from '../lib/data-age';
import { prerenderedPage, type ServerData } from '../lib/prerendering';
import { ScrollRestoration } from './scroll-restoration';

/** One cache for the life of the page: the session and every screen's server state. */
const client = createQueryClient();
// The server prerenders a public page only for a browser that sent no session cookie (decision
// 0018): nobody is signed in there, and its first screen needs no session request.
if (typeof document !== 'undefined' && prerenderedPage() === 'public') {
  client.setQueryData(sessionKey, null);
}

/**
 * The build's prerendering (src/web/prerender.tsx): draws a page for `user`, nobody (null: a
 * public page) or the stand-in player of a signed-in page's frame (decision 0021), then empties
 * the cache, whose timers would otherwise keep the build's process alive.
 */
export async function prerenderAs<T>(user: AuthUser | null, draw: () => Promise<T>): Promise<T> {
  client.setQueryData(sessionKey, user);
  try {
    return await draw();
  } finally {
    client.clear();
  }
}

/**
 * The query cache a server render draws with (decision 0034): one per request, seeded with that
 * player's answers, in place of the page's one cache.
 */
export const ServerQueryClient = createContext<QueryClient | null>(null);

/**
 * Puts the answers the server drew the page with into the cache before the app's first render,
 * so the live page is the one on screen and its data is not asked for again. They count as just
 * read (they came with the page a moment ago; the server's clock may differ from this one). Not
 * after a sign-out the server has not heard of yet: that player's session ends instead.
 */
export function seedFromServer(data: ServerData): boolean {
  if (hasPendingSignOut()) return false;
  const now = Date.now();
  hydrate(client, {
    ...data.state,
    queries: data.state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  });
  for (const [url, date] of Object.entries(data.answered)) recordAnswer(url, date);
  return true;
}

/**
 * Settles once the session is known, with its player's id and the account's language (null:
 * nobody). A signed-in page's prerendered frame stays on screen until then (main.tsx): the app
 * replaces it with the page itself, not with "Loading…"; a page the server drew for this player
 * (in the account's language) is hydrated instead.
 */
export async function sessionSettled(): Promise<{ id: string; locale: string | null } | null> {
  const user = await client.fetchQuery(sessionQuery);
  return user ? { id: user.id, locale: user.locale ?? null } : null;
}

export function RootLayout() {
  const serverClient = useContext(ServerQueryClient);
  return (
    <QueryClientProvider client={serverClient ?? client}>
      <Outlet />
      <ScrollRestoration />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}

/**
 * Build-time prerendering (docs/decisions/0018-prerendered-public-pages.md): the public pages as
 * an anonymous visitor first sees them, rendered to HTML by the same route table the browser
 * uses; and each signed-in page's frame (docs/decisions/0021): its header and the page as it
 * stands while its data loads, drawn for a stand-in player. scripts/prerender.mjs builds this
 * file for Node and writes each page into dist/web, the signed-in ones into the shells it makes
 * from FIRST_SCREEN_DATA (docs/decisions/0020).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { AppRoutes, preloadRoutes } from './app/router';
import type { AuthUser } from './data/session';
import {
  carriedReads,
  FIRST_SCREEN_DATA,
  PLAYER_READS,
  SERVER_RENDERED_PAGES,
} from './app/first-screen-data';
import { createQueryClient } from './data/query-client';
import { sessionKey, toAuthUser } from './data/session';
import { sessionFromAnswer, type SessionAnswer } from './data/auth-api';
import { paths, routePatterns } from './lib/paths';
import { SERVER_DATA_ID } from './lib/prerendering';
import { activateLocale } from './i18n/i18n';
import { LanguageProvider } from './i18n/runtime';

export { carriedReads, FIRST_SCREEN_DATA, SERVER_DATA_ID, SERVER_RENDERED_PAGES };

/**
 * The pages served prerendered (to a browser without a session cookie). The app replaces the
 * markup when it starts, so their text fields are drawn read-only (lib/prerendering.ts): nothing
 * a visitor typed can be dropped.
 */
export const PRERENDERED_PATHS = [paths.landing, paths.login, paths.signup];

/**
 * The signed-in pages (by path pattern) whose shell holds their frame. Not the compare page: what
 * it shows comes from its address's query (the discs picked), which a frame drawn once cannot know.
 */
export const FRAMED_PAGES = Object.keys(FIRST_SCREEN_DATA).filter(
  (pattern) => pattern !== `/${routePatterns.compare}`,
);

/**
 * Whom a signed-in page's frame is drawn for. Nothing of it shows: what names the player (the
 * header's chip, the dashboard's greeting) is drawn as grey blocks while prerendering.
 */
const STAND_IN: AuthUser = { id: '', email: '', displayName: null, photoURL: null };

/** React's markup for `tree`, once every part of it is in (a failure to render throws). */
async function drawn(pathname: string, tree: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    // A component that cannot render on the server would leave its part empty.
    onError: (err) => void failures.push(err),
  });
  if (failures.length > 0) throw new AggregateError(failures, `prerendering ${pathname} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const page = (pathname: string) => (
  <StrictMode>
    <LanguageProvider>
      <MemoryRouter initialEntries={[pathname]}>
        <AppRoutes />
      </MemoryRouter>
    </LanguageProvider>
  </StrictMode>
);

/** Pages are drawn in English (the default language): the app redraws them in the visitor's. */
const english = activateLocale('en');

/**
 * The markup inside #root for `pathname`, once every lazy screen of it is in: the public page, or
 * with `signedIn` the signed-in page's frame (no data: every list is still loading).
 */
export async function renderPage(pathname: string, signedIn = false): Promise<string> {
  const { prerenderAs } = await import('./app/root-layout');
  await english;
  // Every lazy screen of the page loaded first, so each renders at once: no Suspense boundary is
  // left for React to fill in later with an inline script (which the CSP would refuse).
  await preloadRoutes(pathname);
  return prerenderAs(signedIn ? STAND_IN : null, () => drawn(pathname, page(pathname)));
}

/** Where the server reads the session a signed-in page is drawn for (as the app reads it). */
export const SESSION_READ = '/api/auth/get-session';

/**
 * A signed-in page drawn for its player with their data (decision 0034), at request time:
 * `session` is the API's answer to SESSION_READ for the request, `answers` the API's answers the
 * page carries (carriedReads), by path, as the browser would have read them. Returns the markup
 * for #root, the query cache to put in the page (JSON, to be escaped by the caller), which holds
 * these answers and nothing else: not the session, which the app still reads itself (it renews
 * the session's cookie and sees a sign-out kept offline); and the player's id. The session is
 * turned into the app's value by the app's own code, so the app's first render (hydration) is the
 * server's: the same name, the same Admin link, the same greeting.
 */
export async function renderSignedIn(
  pathname: string,
  session: SessionAnswer,
  answers: Record<string, unknown>,
): Promise<{ markup: string; state: ReturnType<typeof dehydrate>; player: string }> {
  const { ServerQueryClient } = await import('./app/root-layout');
  await english;
  const signedIn = sessionFromAnswer(session);
  if (!signedIn) throw new Error('renderSignedIn: the session names nobody');
  const player = signedIn.id;
  await preloadRoutes(pathname);
  // One cache per request: the player's answers and nobody else's.
  const client: QueryClient = createQueryClient();
  const user: AuthUser = toAuthUser(signedIn);
  client.setQueryData(sessionKey, user);
  const carried = new Set<string>();
  for (const [url, data] of Object.entries(answers)) {
    const key = PLAYER_READS[url];
    if (!key) throw new Error(`renderSignedIn: ${url} is not a player read`);
    const queryKey = key(player);
    client.setQueryData(queryKey, data);
    carried.add(JSON.stringify(queryKey));
  }
  try {
    const markup = await drawn(
      pathname,
      <ServerQueryClient.Provider value={client}>{page(pathname)}</ServerQueryClient.Provider>,
    );
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => carried.has(JSON.stringify(query.queryKey)),
    });
    return { markup, state, player };
  } finally {
    // Its timers would otherwise keep every request's cache for minutes.
    client.clear();
  }
}

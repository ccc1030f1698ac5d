/**
 * Build-time prerendering (docs/decisions/0018-prerendered-public-pages.md): the public pages as
 * an anonymous visitor first sees them, rendered to HTML by the same route table the browser
 * uses; and each signed-in page's frame (docs/decisions/0021): its header and the page as it
 * stands while its data loads, drawn for a stand-in player. scripts/prerender.mjs builds this
 * file for Node and writes each page into dist/web, the signed-in ones into the shells it makes
 * from FIRST_SCREEN_DATA (docs/decisions/0020), once per language (decision 0040).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
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
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../core/i18n/locales';
import { drawPagesWith } from './i18n/current';
import { activateLocale } from './i18n/i18n';

export { carriedReads, FIRST_SCREEN_DATA, LOCALES, SERVER_DATA_ID, SERVER_RENDERED_PAGES };

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

/**
 * The I18n of the page each drawing is for, through every turn of its async work: what is written
 * outside a component (a chart's labels, a disc's copy number) speaks the page's language, not the
 * language of another page drawn at the same time (i18n/current.ts).
 */
const drawing = new AsyncLocalStorage<I18n>();
drawPagesWith(() => drawing.getStore());

/** React's markup for `tree` in `i18n`, once every part of it is in (a failure to render throws). */
function drawn(pathname: string, i18n: I18n, tree: ReactNode): Promise<string> {
  return drawing.run(i18n, () => markupOf(pathname, tree));
}

async function markupOf(pathname: string, tree: ReactNode): Promise<string> {
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

const page = (pathname: string, i18n: I18n) => (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[pathname]}>
        <AppRoutes />
      </MemoryRouter>
    </I18nProvider>
  </StrictMode>
);

// What is drawn outside a provider (none of the pages' parts) speaks English.
const english = activateLocale(DEFAULT_LOCALE);

/** Each language's download (i18n/languages), installed into an I18n of its own. */
const CATALOGUES: Record<Locale, () => Promise<{ install: (target: I18n) => void }>> = {
  en: () => import('./i18n/languages/en'),
  fi: () => import('./i18n/languages/fi'),
  sv: () => import('./i18n/languages/sv'),
  et: () => import('./i18n/languages/et'),
  de: () => import('./i18n/languages/de'),
};
const speakers = new Map<Locale, Promise<I18n>>();
/**
 * One I18n per language, made once, active in that language for good: pages in different
 * languages drawn at the same time (the server's requests) never switch one another's.
 */
function speaker(locale: Locale): Promise<I18n> {
  let made = speakers.get(locale);
  if (!made) {
    made = CATALOGUES[locale]().then((language) => {
      const i18n = setupI18n();
      language.install(i18n);
      i18n.activate(locale);
      return i18n;
    });
    speakers.set(locale, made);
  }
  return made;
}

/** index.html's description of Hyzer (its `<meta name="description">`). */
const DESCRIPTION = msg`Hyzer: manage your disc golf bags, search discs and see how your bag flies.`;

/** The pages' description in `locale`, for the `<meta name="description">` of its pages. */
export async function pageDescription(locale: string): Promise<string> {
  return (await speaker(isLocale(locale) ? locale : DEFAULT_LOCALE))._(DESCRIPTION);
}

/**
 * The markup inside #root for `pathname` in `locale`, once every lazy screen of it is in: the
 * public page, or with `signedIn` the signed-in page's frame (no data: every list is still
 * loading).
 */
export async function renderPage(
  pathname: string,
  signedIn = false,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const { prerenderAs } = await import('./app/root-layout');
  await english;
  const i18n = await speaker(locale);
  // Every lazy screen of the page loaded first, so each renders at once: no Suspense boundary is
  // left for React to fill in later with an inline script (which the CSP would refuse).
  await preloadRoutes(pathname);
  return prerenderAs(signedIn ? STAND_IN : null, () => drawn(pathname, i18n, page(pathname, i18n)));
}

/** Where the server reads the session a signed-in page is drawn for (as the app reads it). */
export const SESSION_READ = '/api/auth/get-session';

/**
 * A signed-in page drawn for its player with their data (decision 0034), at request time:
 * `session` is the API's answer to SESSION_READ for the request, `answers` the API's answers the
 * page carries (carriedReads), by path, as the browser would have read them. Returns the markup
 * for #root, the query cache to put in the page (JSON, to be escaped by the caller), which holds
 * these answers and nothing else: not the session, which the app still reads itself (it renews
 * the session's cookie and sees a sign-out kept offline); the player's id; and the language it is
 * drawn in: the account's (decision 0040), else `requested` (the request's `lang` cookie or
 * Accept-Language), as the app chooses. The session is turned into the app's value by the app's
 * own code, so the app's first render (hydration) is the server's: the same name, the same Admin
 * link, the same greeting, the same language.
 */
export async function renderSignedIn(
  pathname: string,
  session: SessionAnswer,
  answers: Record<string, unknown>,
  requested: string = DEFAULT_LOCALE,
): Promise<{
  markup: string;
  state: ReturnType<typeof dehydrate>;
  player: string;
  locale: Locale;
}> {
  const { ServerQueryClient } = await import('./app/root-layout');
  await english;
  const signedIn = sessionFromAnswer(session);
  if (!signedIn) throw new Error('renderSignedIn: the session names nobody');
  const player = signedIn.id;
  const kept = signedIn.locale;
  const locale: Locale = isLocale(kept) ? kept : isLocale(requested) ? requested : DEFAULT_LOCALE;
  const i18n = await speaker(locale);
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
      i18n,
      <ServerQueryClient.Provider value={client}>
        {page(pathname, i18n)}
      </ServerQueryClient.Provider>,
    );
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => carried.has(JSON.stringify(query.queryKey)),
    });
    return { markup, state, player, locale };
  } finally {
    // Its timers would otherwise keep every request's cache for minutes.
    client.clear();
  }
}

/**
 * Build-time prerendering (docs/decisions/0018-prerendered-public-pages.md): the public pages as
 * an anonymous visitor first sees them, rendered to HTML by the same route table the browser
 * uses; and each signed-in page's frame (docs/decisions/0021): its header and the page as it
 * stands while its data loads, drawn for a stand-in player. scripts/prerender.mjs builds this
 * file for Node and writes each page into dist/web, the signed-in ones into the shells it makes
 * from FIRST_SCREEN_DATA (docs/decisions/0020).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { AppRoutes, preloadRoutes } from './app/router';
import type { AuthUser } from './data/session';
import { FIRST_SCREEN_DATA } from './app/first-screen-data';
import { paths, routePatterns } from './lib/paths';

export { FIRST_SCREEN_DATA };

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
 * The markup inside #root for `pathname`, once every lazy screen of it is in: the public page, or
 * with `signedIn` the signed-in page's frame (no data: every list is still loading).
 */
export async function renderPage(pathname: string, signedIn = false): Promise<string> {
  const { prerenderAs } = await import('./app/root-layout');
  // Every lazy screen of the page loaded first, so each renders at once: no Suspense boundary is
  // left for React to fill in later with an inline script (which the CSP would refuse).
  await preloadRoutes(pathname);
  const { prelude, errors } = await prerenderAs(signedIn ? STAND_IN : null, async () => {
    const failures: unknown[] = [];
    const result = await prerenderToNodeStream(
      <StrictMode>
        <MemoryRouter initialEntries={[pathname]}>
          <AppRoutes />
        </MemoryRouter>
      </StrictMode>,
      // A component that cannot render on the server would leave its part empty: fail the build.
      { onError: (err) => void failures.push(err) },
    );
    return { prelude: result.prelude, errors: failures };
  });
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${pathname} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

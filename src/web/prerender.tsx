/**
 * Build-time prerendering (docs/decisions/0018-prerendered-public-pages.md): the public pages as
 * an anonymous visitor first sees them, rendered to HTML by the same route table the browser
 * uses. scripts/prerender.mjs builds this file for Node and writes each page into dist/web, and
 * each signed-in page's shell from FIRST_SCREEN_DATA (docs/decisions/0020).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { paths } from './lib/paths';

export { FIRST_SCREEN_DATA } from './app/first-screen-data';

/**
 * The pages served prerendered (to a browser without a session cookie). The app replaces the
 * markup when it starts, so their text fields are drawn read-only (lib/prerendering.ts): nothing
 * a visitor typed can be dropped.
 */
export const PRERENDERED_PATHS = [paths.landing, paths.login, paths.signup];

/** The markup inside #root for `pathname`, once every lazy screen of it is in. */
export async function renderPage(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <MemoryRouter initialEntries={[pathname]}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
    // A component that cannot render on the server would leave its part empty: fail the build.
    { onError: (err) => void errors.push(err) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${pathname} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

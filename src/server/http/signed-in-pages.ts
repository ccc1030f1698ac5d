/**
 * Signed-in pages drawn with the player's data (docs/decisions/0034): for a request with a valid
 * session, the server reads the player's answers the page shows first through the API itself (the
 * same routes, repositories and ownership checks the browser's requests go through), draws the
 * page with the web app's own route table and components (the build's server bundle, dist/ssr)
 * and puts the markup and the answers into the page's shell. The app then starts on that page
 * without asking for those answers again.
 *
 * Private by construction: the answers are read with the request's own cookie, the page is sent
 * `Cache-Control: private, no-store` with `Vary: Cookie`, and any failure (no valid session, an
 * answer that is not a 200, a render that throws) falls back to the page's frame (decision 0021),
 * which reads everything in the browser as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionAnswer } from '../../core/api/auth-routes';
import { DEFAULT_LOCALE, isLocale } from '../../core/i18n/locales';
import type { ServerRenderBundle } from '../../core/api/server-render';
import type { Logger } from '../logger';
import { chooseCoding } from './compression';
import { requestLocale } from './message-language';
import type { SessionReader } from './session';

/** A page the build made a template for (signed-in/pages.json's `rendered`). */
export interface RenderedPage {
  pattern: string;
  template: string;
}

/** An API answer as the browser would have had it. */
export type ReadApi = (apiPath: string, cookie: string) => Promise<Response>;

const PAGE_MARK = '<!--hyzer-page-->';
const DATA_MARK = '<!--hyzer-data-->';
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;
/** Text for an attribute's double quotes. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The query cache as JSON inside a non-executed script element: every `<` is escaped, so no text
 * of the player's (a bag named `</script><script>…`) can end the element or open a comment; the
 * line separators JSON allows but old script parsers did not, too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How long each step of the last pages took, in ms, for the Server-Timing header (and benches). */
export interface PageTiming {
  session: number;
  data: number;
  render: number;
}

/** The answers a page carries, read through the API with the request's cookie. */
interface CarriedAnswers {
  session: SessionAnswer;
  answers: Record<string, unknown>;
  answered: Record<string, string | null>;
}

/**
 * The session and the page's answers read as the browser would read them; null when one is not a
 * 200 (the browser shows a failed read its own way, message and Retry: it reads it itself).
 */
async function readCarried(
  readApi: ReadApi,
  cookie: string,
  sessionRead: string,
  urls: readonly string[],
): Promise<CarriedAnswers | null> {
  // The session as the app reads it (its admin flag, its greeting), so that the app's first
  // render of the page is the server's (decision 0034: the app hydrates it).
  const [sessionResponse, ...responses] = await Promise.all(
    [sessionRead, ...urls].map((url) => readApi(url, cookie)),
  );
  if ([sessionResponse!, ...responses].some((res) => res.status !== 200)) return null;
  // The API's own answer to SESSION_READ, a 200 (checked above).
  const session = (await sessionResponse!.json()) as SessionAnswer;
  const answers: Record<string, unknown> = {};
  const answered: Record<string, string | null> = {};
  for (const [i, url] of urls.entries()) {
    answers[url] = await responses[i]!.json();
    answered[url] = responses[i]!.headers.get('date') ?? new Date().toUTCString();
  }
  return { session, answers, answered };
}

/** The page's template with the drawn markup, its language, title, description and data. */
function fillTemplate(
  template: string,
  drawnMarkup: string,
  locale: string,
  description: string,
  data: { id: string; state: unknown; answered: unknown; player: unknown },
): string {
  // The CSP refuses style attributes in markup (a long list's spacers, a swatch's colour):
  // the first paint goes without them. They travel as `data-style`, which the app sets from
  // script before it hydrates the page, so the hydrated page has them (React does not set
  // what it finds already drawn).
  const markup = drawnMarkup.replace(/ style="/g, ' data-style="');
  // The page's own <title> (a bag's name) takes the shell's place.
  const title = TITLE.exec(markup)?.[0];
  const { id, state, answered, player } = data;
  return template
    .replace(HTML_LANG, () => `<html lang="${locale}"`)
    .replace(DESCRIPTION, (_, start: string, end: string) => `${start}${description}${end}`)
    .replace(TITLE, (shellTitle) => title ?? shellTitle)
    .replace(PAGE_MARK, () => (title ? markup.replace(title, '') : markup))
    .replace(
      DATA_MARK,
      () =>
        `<script type="application/json" id="${id}">${scriptSafeJson({ state, answered, player, locale })}</script>`,
    );
}

/** The page answered privately, compressed as the request accepts, with its timing. */
async function pageResponse(
  c: Context,
  html: string,
  locale: string,
  timing: PageTiming,
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // The player's own page: kept by no cache, and never answered to another cookie.
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Encoding, Cookie, Accept-Language',
    'Content-Language': locale,
    'Server-Timing': (Object.entries(timing) as [string, number][])
      .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
      .join(', '),
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const coding = chooseCoding(c.req.header('accept-encoding'));
  // Compressed on zlib's thread pool, quickly: a page is made for one request.
  if (coding === 'br') {
    headers['Content-Encoding'] = 'br';
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return c.body(new Uint8Array(body), 200, headers);
  }
  if (coding === 'gzip') {
    headers['Content-Encoding'] = 'gzip';
    return c.body(new Uint8Array(await gzipAsync(html, { level: 6 })), 200, headers);
  }
  return c.body(html, 200, headers);
}

export function signedInPages(opts: {
  pages: RenderedPage[];
  /** The build's server bundle folder (dist/ssr); without it, pages keep their frame. */
  ssrDir: string;
  sessions: SessionReader;
  readApi: ReadApi;
  logger: Logger;
}) {
  const entry = path.join(opts.ssrDir, 'prerender.js');
  if (opts.pages.length === 0 || !existsSync(entry)) return null;
  // Loaded on the first signed-in page, not at start (React's server renderer and the screens).
  let loading: Promise<ServerRenderBundle> | undefined;
  const renderer = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<ServerRenderBundle>).catch(
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const matchers = opts.pages.map(({ pattern, template }) => ({
    pattern,
    template,
    path: new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`),
  }));

  /**
   * The page drawn for the request's player, or null when it should get its frame instead (not a
   * page drawn by the server, no valid session, an answer that failed or a render that threw).
   */
  return async function renderedPage(c: Context): Promise<Response | null> {
    const page = matchers.find((m) => m.path.test(c.req.path));
    if (!page) return null;
    const started = performance.now();
    const signedIn = await opts.sessions.userFor(c.req.raw.headers);
    if (!signedIn) return null;
    const cookie = c.req.header('cookie') ?? '';
    try {
      const { carriedReads, pageDescription, renderSignedIn, SERVER_DATA_ID, SESSION_READ } =
        await renderer();
      const read = performance.now();
      const carried = await readCarried(
        opts.readApi,
        cookie,
        SESSION_READ,
        carriedReads(page.pattern),
      );
      if (!carried) return null;
      const drawing = performance.now();
      // The address with its query: a screen draws what the query asks for (a bag's view), and
      // the app's first render, which hydrates this markup, reads the same address.
      const address = c.req.path + new URL(c.req.url).search;
      // In the account's language, else the request's (decision 0040), as the app chooses it.
      const requested = requestLocale(getCookie(c, 'lang'), c.req.header('accept-language'));
      const drawn = await renderSignedIn(address, carried.session, carried.answers, requested);
      const locale = isLocale(drawn.locale) ? drawn.locale : DEFAULT_LOCALE;
      const description = attribute(await pageDescription(locale));
      const done = performance.now();
      const html = fillTemplate(page.template, drawn.markup, locale, description, {
        id: SERVER_DATA_ID,
        state: drawn.state,
        answered: carried.answered,
        player: drawn.player,
      });
      return await pageResponse(c, html, locale, {
        session: read - started,
        data: drawing - read,
        render: done - drawing,
      });
    } catch (err) {
      opts.logger.error(
        { reqId: c.get('requestId') as string | undefined, path: c.req.path, err },
        'signed-in page not drawn; its frame was sent',
      );
      return null;
    }
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { APP_TEXTS } from '../../core/i18n/app-texts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../core/i18n/locales';
import { requestLocale, serverMessage } from './message-language';
import { hasSessionCookie } from './session';

type Coding = 'br' | 'gzip';

interface StaticFile {
  body: Uint8Array;
  /** Compressed bodies: read from the build's `.br`/`.gz` files, or made on first request. */
  compressed: Partial<Record<Coding, Uint8Array | Promise<Uint8Array>>>;
  compressible: boolean;
  type: string;
  etag: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** A compressed twin written by the build (scripts/compress-web.mjs), if it is not older. */
function readTwin(full: string, coding: Coding): Uint8Array | undefined {
  const twin = full + SUFFIX[coding];
  if (!existsSync(twin) || statSync(twin).mtimeMs < statSync(full).mtimeMs) return undefined;
  return readFileSync(twin);
}

function compress(body: Uint8Array, coding: Coding): Promise<Uint8Array> {
  return coding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipAsync(body, { level: 9 });
}

/** The file's body in `coding`; one compression per file and coding when the build made none. */
async function compressedBody(file: StaticFile, coding: Coding): Promise<Uint8Array> {
  const known = file.compressed[coding];
  if (known) return known;
  const made = compress(file.body, coding);
  file.compressed[coding] = made;
  try {
    const body = await made;
    file.compressed[coding] = body;
    return body;
  } catch (err) {
    delete file.compressed[coding];
    throw err;
  }
}

/**
 * The built web app, loaded once at start with the compressed copies the build wrote beside each
 * file (nothing is compressed at start; a file without them is compressed on its first request).
 * Hashed assets are immutable for a year; index.html, the service worker (sw.js, workbox-*.js)
 * and the web app manifest are revalidated on every load (a new version must reach players at
 * once: vite.config.ts); any other non-API path falls back to index.html.
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> | null {
  if (!existsSync(path.join(dir, 'index.html'))) return null;
  const files = new Map<string, StaticFile>();
  const all = walk(dir);
  const present = new Set(all);
  for (const rel of all) {
    // The build's compressed twins are served with their file, never on their own.
    if (/\.(br|gz)$/.test(rel) && present.has(rel.replace(/\.(br|gz)$/, ''))) continue;
    const full = path.join(dir, rel);
    const body = readFileSync(full);
    const ext = path.extname(rel);
    const compressible = COMPRESSIBLE.test(rel) && body.length > 512;
    const file: StaticFile = {
      body,
      compressed: {},
      compressible,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      immutable: rel.startsWith('assets/'),
    };
    if (compressible) {
      for (const coding of ['br', 'gzip'] as const) {
        const twin = readTwin(full, coding);
        if (twin) file.compressed[coding] = twin;
      }
    }
    files.set('/' + rel, file);
  }
  addManifestLanguages(files);
  return files;
}

const MANIFEST = '/manifest.webmanifest';

/**
 * The web app manifest in each other language (decision 0040), at `/<lang>/manifest.webmanifest`
 * beside the English one, so `inLanguage` finds it: an installing browser shows the app's name
 * and description in the player's language.
 */
function addManifestLanguages(files: Map<string, StaticFile>): void {
  const english = files.get(MANIFEST);
  if (!english) return;
  const manifest = JSON.parse(Buffer.from(english.body).toString('utf8')) as Record<
    string,
    unknown
  >;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const body = Buffer.from(
      JSON.stringify({
        ...manifest,
        lang: locale,
        name: serverMessage(APP_TEXTS.name, locale),
        description: serverMessage(APP_TEXTS.description, locale),
      }),
    );
    files.set(`/${locale}${MANIFEST}`, {
      ...english,
      body,
      compressed: {},
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    });
  }
}

/**
 * A page the build drew in each language (decision 0040): English at `<folder>/<name>.html`, the
 * others at `<folder>/<lang>/<name>.html`. Returns the file of `rel` (the English one's path) in
 * `locale`, else in English.
 */
export function inLanguage(files: Map<string, StaticFile>, rel: string, locale: Locale) {
  const own =
    locale === DEFAULT_LOCALE ? undefined : files.get(rel.replace(/\/([^/]+)$/, `/${locale}/$1`));
  return own ?? files.get(rel);
}

/**
 * The public pages the build prerendered (scripts/prerender.mjs writes prerendered/<name>.html
 * and, for each other language, prerendered/<lang>/<name>.html), by the path they answer: `/`
 * for index.html, `/<name>` for <name>.html; each gives its file in a language.
 */
function prerenderedPages(files: Map<string, StaticFile>) {
  const pages = new Map<string, (locale: Locale) => StaticFile | undefined>();
  for (const rel of files.keys()) {
    const name = /^\/prerendered\/([^/]+)\.html$/.exec(rel)?.[1];
    if (name) pages.set(name === 'index' ? '/' : `/${name}`, (l) => inLanguage(files, rel, l));
  }
  return pages;
}

/**
 * The signed-in pages' shells (decision 0020): the build lists them in signed-in/pages.json, each
 * with the router's path pattern it answers (`/bags/:bagId`). Returns the shell for a path, if any.
 */
function signedInShells(files: Map<string, StaticFile>) {
  const list = files.get('/signed-in/pages.json');
  const shells = list
    ? (JSON.parse(Buffer.from(list.body).toString('utf8')) as { pattern: string; file: string }[])
    : [];
  const matchers = shells.flatMap(({ pattern, file }) => {
    const segments = pattern.replace(/:[^/]+/g, '[^/]+');
    return files.has(`/${file}`) ? [{ path: new RegExp(`^${segments}/?$`), file: `/${file}` }] : [];
  });
  // The page's frame in the request's language (decision 0040), else in English.
  return (pathname: string, locale: Locale) => {
    const found = matchers.find((m) => m.path.test(pathname));
    return found && inLanguage(files, found.file, locale);
  };
}

/**
 * The templates the build made for the signed-in pages the server draws with the player's data
 * (signed-in/pages.json's `rendered`, decision 0034), with the path pattern each answers.
 */
export function renderedTemplates(files: Map<string, StaticFile>) {
  const list = files.get('/signed-in/pages.json');
  if (!list) return [];
  const shells = JSON.parse(Buffer.from(list.body).toString('utf8')) as {
    pattern: string;
    rendered?: string;
  }[];
  return shells.flatMap(({ pattern, rendered }) => {
    const file = rendered ? files.get(`/${rendered}`) : undefined;
    return file ? [{ pattern, template: Buffer.from(file.body).toString('utf8') }] : [];
  });
}

/**
 * Serves the built app. A browser that sent no session cookie (nobody without one can be signed
 * in) gets a public page prerendered (decision 0018); one that sent a cookie gets a signed-in
 * page's shell, which asks for the page's chunks and first data with the page (decision 0020), or
 * with a valid session the page drawn with the player's data (decision 0034, `renderedPage`).
 * Prerendered pages and frames are in the language the `lang` cookie, else Accept-Language, asks
 * for (decision 0040). Any other address that is not a file gets the empty shell, whose app
 * decides where to go.
 */
export function serveStatic(
  files: Map<string, StaticFile>,
  renderedPage?: ((c: Context) => Promise<Response | null>) | null,
) {
  const index = files.get('/index.html')!;
  const pages = prerenderedPages(files);
  const shellFor = signedInShells(files);
  return async (c: Context) => {
    const signedIn = hasSessionCookie(c.req.header('cookie'));
    // A signed-in page drawn with the player's data (decision 0034), else its frame below.
    const rendered = signedIn && renderedPage ? await renderedPage(c) : null;
    if (rendered) return rendered;
    const locale = requestLocale(getCookie(c, 'lang'), c.req.header('accept-language'));
    const page = pages.get(c.req.path)?.(locale);
    const shell = shellFor(c.req.path, locale);
    const manifest = c.req.path === MANIFEST ? inLanguage(files, MANIFEST, locale) : undefined;
    const file =
      manifest ??
      (signedIn ? shell : page) ??
      files.get(c.req.path) ??
      (c.req.path.startsWith('/assets/') ? undefined : index);
    if (!file) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: file.etag,
      // The same address answers a prerendered page, a signed-in page's shell or the empty
      // shell, by the session cookie, in the language of the `lang` cookie or Accept-Language.
      Vary:
        page || shell || manifest ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const accept = c.req.header('accept-encoding') ?? '';
    const coding: Coding | null = !file.compressible
      ? null
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : null;
    if (coding) headers['Content-Encoding'] = coding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const body = coding ? await compressedBody(file, coding) : file.body;
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}

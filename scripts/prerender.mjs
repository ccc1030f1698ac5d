// Prerenders the public pages into the built web app (docs/decisions/0018): builds
// src/web/prerender.tsx for Node, renders each page in each language (decision 0040) and writes
// dist/web/prerendered/<name>.html (English) and prerendered/<lang>/<name>.html (the others),
// the built index.html with the page's markup inside #root and its language on <html>. The server sends one of these, in
// place of the empty shell, to a browser that has no session cookie; the app then replaces the
// markup with the same page. It also writes each signed-in page's shell into dist/web/signed-in/
// (docs/decisions/0020): the built index.html with preloads for the app's chunk groups
// (scripts/chunk-groups.ts) and for the API answers the page reads first, the page's frame inside
// #root, inert until the app replaces it (decision 0021), and signed-in/pages.json, which tells
// the server the path pattern of each. Run by `npm run build:web`, after `vite build`.
import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { build } from 'vite';

const WEB = path.resolve('dist/web');
// Kept: the server draws signed-in pages with the player's data from it (decision 0034).
const OUT = path.resolve('dist/ssr');

await build({
  configFile: false,
  root: 'src/web',
  logLevel: 'warn',
  plugins: [react(), lingui({ macroTransform: true })],
  // The Lingui macros' runtime (lingui.config.ts), as the app's build resolves it.
  resolve: {
    alias: { 'hyzer-i18n-runtime': path.resolve('src/web/i18n/runtime.tsx') },
  },
  // Self-contained, with React's production build: the server loads it at run time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  publicDir: false,
  build: { ssr: 'prerender.tsx', outDir: OUT, emptyOutDir: true, minify: false },
});
const {
  LOCALES,
  PRERENDERED_PATHS,
  pageDescription,
  renderPage,
  FIRST_SCREEN_DATA,
  FRAMED_PAGES,
  SERVER_RENDERED_PAGES,
  carriedReads,
} = await import(pathToFileURL(path.join(OUT, 'prerender.js')).href);

const shell = readFileSync(path.join(WEB, 'index.html'), 'utf8');
const TITLE = /<title>[^<]*<\/title>/;
// The app's entry script. A prerendered page asks for it only once it has been painted
// (public/start-app.js), so the page's first paint does not share the network with it.
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entry = ENTRY.exec(shell)?.[1];
if (!entry || /rel="modulepreload"/.test(shell))
  throw new Error('prerender: index.html must load the app with one module script');
mkdirSync(path.join(WEB, 'prerendered'), { recursive: true });
const HTML_LANG = /<html lang="[^"]*"/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;
if (!HTML_LANG.test(shell) || !DESCRIPTION.test(shell))
  throw new Error('prerender: index.html must have <html lang> and a description');
const attribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** index.html in `locale`: its language on <html>, its description in that language. */
const languageShells = new Map();
for (const locale of LOCALES) {
  const description = attribute(await pageDescription(locale));
  languageShells.set(
    locale,
    shell
      .replace(HTML_LANG, () => `<html lang="${locale}"`)
      .replace(DESCRIPTION, (_, start, end) => `${start}${description}${end}`),
  );
}
/** Where a page drawn in `locale` goes: English at `folder/name`, others at `folder/<lang>/name`. */
const inFolder = (folder, locale, name) =>
  locale === 'en' ? `${folder}/${name}` : `${folder}/${locale}/${name}`;

/**
 * The page's markup in `locale`, and the shell in that language with its <title> replaced by the
 * page's own if it has one.
 */
async function pageInShell(page, signedIn, locale = 'en') {
  let markup = await renderPage(page, signedIn, locale);
  // A part React fills in later is put in by an inline script, which the CSP refuses.
  if (/<script|<template/.test(markup)) throw new Error(`prerender: ${page} was left unfinished`);
  // The page's own <title> comes first in React's output; it takes the shell's place in <head>.
  const title = TITLE.exec(markup)?.[0];
  if (title) markup = markup.replace(title, '');
  const own = languageShells.get(locale);
  return { markup, html: own.replace(TITLE, () => title ?? own.match(TITLE)[0]) };
}

/** `html` with `markup` inside its empty #root, which gets `attributes`. */
function intoRoot(html, attributes, markup) {
  if (!html.includes('<div id="root"></div>'))
    throw new Error('prerender: no empty #root in index.html');
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${attributes}>${markup}</div>`,
  );
}

// index.html's preload of the session, with the comment above it.
const SESSION_PRELOAD =
  /\s*<!--[^>]*-->\s*<link rel="preload" href="(\/api\/auth\/get-session)"[^>]*>/;
const session = SESSION_PRELOAD.exec(shell)?.[1];
if (!session) throw new Error('prerender: index.html must preload the session');

const started = performance.now();
for (const locale of LOCALES) {
  if (locale !== 'en') mkdirSync(path.join(WEB, 'prerendered', locale), { recursive: true });
  for (const page of PRERENDERED_PATHS) {
    const { markup, html: titled } = await pageInShell(page, false, locale);
    const html = intoRoot(
      titled
        // Nobody is signed in on these pages: the app does not ask for the session (root-layout).
        .replace(SESSION_PRELOAD, '')
        .replace(ENTRY, () => `<script src="/start-app.js" data-entry="${entry}" defer></script>`),
      'data-prerendered="public"',
      markup,
    );
    const name = page === '/' ? 'index' : page.slice(1);
    writeFileSync(path.join(WEB, inFolder('prerendered', locale, `${name}.html`)), html);
  }
}

// A signed-in page needs the chunk groups the build listed (all but those loaded on demand): they
// are asked for with the page, not after the entry.
const GROUPS = path.join(WEB, '.vite');
const chunks = JSON.parse(readFileSync(path.join(GROUPS, 'chunk-groups.json'), 'utf8'));
const modulePreloads = chunks.map((file) => `<link rel="modulepreload" href="/${file}" />`);
mkdirSync(path.join(WEB, 'signed-in'), { recursive: true });
for (const locale of LOCALES)
  if (locale !== 'en') mkdirSync(path.join(WEB, 'signed-in', locale), { recursive: true });
const chunkList = chunks.map((c) => `/${c}`).join(' ');
/** The start of the app on a frame: asked for once the frame is painted (start-app.js). */
const startApp = (html, fetches) =>
  html
    .replace(SESSION_PRELOAD, '')
    .replace(
      ENTRY,
      () =>
        `<script src="/start-app.js" data-entry="${entry}" data-chunks="${chunkList}" data-fetches="${fetches}" defer></script>`,
    );
const shells = [];
for (const [pattern, data] of Object.entries(FIRST_SCREEN_DATA)) {
  const name = `${pattern.slice(1).replace(/[^a-z]+/gi, '-')}.html`;
  const file = `signed-in/${name}`;
  let rendered;
  for (const locale of LOCALES) {
    let html;
    if (FRAMED_PAGES.includes(pattern)) {
      // A path the pattern matches: the frame of a bag page is the same for every bag. As on a
      // public page, the app's scripts are asked for once the frame is painted (start-app.js), and
      // so is the page's data: neither shares the network with the first paint.
      const framed = await pageInShell(pattern.replace(/:[^/]+/g, 'frame'), true, locale);
      const fetches = [session, ...data].join(' ');
      html = intoRoot(
        startApp(framed.html, fetches),
        'data-prerendered="signed-in" inert',
        framed.markup,
      );
      // The page the server draws with the player's data (decision 0034): the frame's shell with
      // marks where the page and its data go; what the page carries is not preloaded. One
      // template: the server puts the language it draws in on <html>.
      if (SERVER_RENDERED_PAGES.includes(pattern) && locale === 'en') {
        const carried = carriedReads(pattern);
        const rest = [session, ...data.filter((url) => !carried.includes(url))].join(' ');
        rendered = file.replace(/\.html$/, '.rendered.html');
        const template = intoRoot(
          startApp(framed.html, rest),
          'data-prerendered="signed-in" inert',
          '<!--hyzer-page-->',
        ).replace('<!--hyzer-page--></div>', () => '<!--hyzer-page--></div><!--hyzer-data-->');
        writeFileSync(path.join(WEB, rendered), template);
      }
    } else {
      const links = [
        ...data.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin />`),
        ...modulePreloads,
      ];
      html = languageShells.get(locale).replace('</head>', () => `${links.join('')}</head>`);
    }
    writeFileSync(path.join(WEB, inFolder('signed-in', locale, name)), html);
  }
  shells.push(rendered ? { pattern, file, rendered } : { pattern, file });
}
writeFileSync(path.join(WEB, 'signed-in', 'pages.json'), JSON.stringify(shells));
rmSync(GROUPS, { recursive: true, force: true });
console.log(
  `prerendered ${PRERENDERED_PATHS.join(', ')}; signed-in shells for ${shells.length} pages, ${FRAMED_PAGES.length} framed, ${SERVER_RENDERED_PAGES.length} drawn by the server; in ${LOCALES.length} languages, ${Math.round(performance.now() - started)} ms`,
);

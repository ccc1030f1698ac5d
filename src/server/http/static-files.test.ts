import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadStaticFiles, serveStatic } from './static-files';

/** The built web app is served with the compressed copies the build wrote, or made on demand. */
describe('static files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-static-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'assets'));
  const html = `<!doctype html><title>Hyzer</title>${'<p>x</p>'.repeat(200)}`;
  const built = `console.log(${JSON.stringify('built '.repeat(300))});`;
  const plain = `console.log(${JSON.stringify('plain '.repeat(300))});`;
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets/built.js'), built);
  writeFileSync(path.join(dir, 'assets/built.js.br'), brotliCompressSync(built));
  writeFileSync(path.join(dir, 'assets/plain.js'), plain);
  writeFileSync(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({
      name: 'Hyzer — disc golf bag manager',
      short_name: 'Hyzer',
      description: 'Manage your disc golf bags, search discs and see how your bag flies.',
      start_url: '/home',
    }),
  );
  writeFileSync(path.join(dir, 'sw.js'), `importScripts('/workbox-4b1c.js');${plain}`);
  writeFileSync(path.join(dir, 'workbox-4b1c.js'), plain);
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.alloc(600, 1));
  mkdirSync(path.join(dir, 'prerendered'));
  const landing = '<div id="root" data-prerendered><h1>Know every disc in your bag</h1></div>';
  const login = '<div id="root" data-prerendered><form>Log in</form></div>';
  writeFileSync(path.join(dir, 'prerendered/index.html'), landing);
  writeFileSync(path.join(dir, 'prerendered/login.html'), login);
  // The landing page in Finnish and German (decision 0040); login only in English.
  mkdirSync(path.join(dir, 'prerendered/fi'));
  mkdirSync(path.join(dir, 'prerendered/de'));
  const landingFi = '<div id="root" data-prerendered><h1>Tunne laukkusi kiekot</h1></div>';
  const landingDe = '<div id="root" data-prerendered><h1>Kenne jede Disc in deiner Bag</h1></div>';
  writeFileSync(path.join(dir, 'prerendered/fi/index.html'), landingFi);
  writeFileSync(path.join(dir, 'prerendered/de/index.html'), landingDe);
  mkdirSync(path.join(dir, 'signed-in'));
  const homeShell = '<link rel="preload" href="/api/bags" as="fetch" crossorigin /><div id="root">';
  const bagShell = '<link rel="modulepreload" href="/assets/bag-detail.js" /><div id="root">';
  writeFileSync(path.join(dir, 'signed-in/home.html'), homeShell);
  writeFileSync(path.join(dir, 'signed-in/bags-bagId.html'), bagShell);
  mkdirSync(path.join(dir, 'signed-in/fi'));
  const homeShellFi = '<html lang="fi"><div id="root">Ladataan…';
  writeFileSync(path.join(dir, 'signed-in/fi/home.html'), homeShellFi);
  writeFileSync(
    path.join(dir, 'signed-in/pages.json'),
    JSON.stringify([
      { pattern: '/home', file: 'signed-in/home.html' },
      { pattern: '/bags/:bagId', file: 'signed-in/bags-bagId.html' },
    ]),
  );
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', serveStatic(loadStaticFiles(dir)!));
  const get = (url: string, encoding: string, method = 'GET') =>
    app.request(url, { method, headers: { 'accept-encoding': encoding } });

  it('serves the build’s brotli copy, and compresses a file without one on demand', async () => {
    for (const [url, text] of [
      ['/assets/built.js', built],
      ['/assets/plain.js', plain],
      ['/home', html],
    ] as const) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
    }
    const gz = await get('/assets/built.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(built);
    const identity = await get('/assets/built.js', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(built);
    const head = await get('/assets/plain.js', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
  });

  it('sends a prerendered public page to a browser without a session cookie, else the shell', async () => {
    const page = (url: string, cookie?: string) =>
      app.request(url, { headers: cookie ? { cookie } : {} });
    for (const [url, prerendered] of [
      ['/', landing],
      ['/login', login],
    ] as const) {
      const anonymous = await page(url, 'theme=dark');
      expect(await anonymous.text(), url).toBe(prerendered);
      expect(anonymous.headers.get('vary'), url).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect(anonymous.headers.get('cache-control'), url).toBe('no-cache');
      for (const cookie of ['hyzer.session_token=abc.def', 'a=1; __Secure-hyzer.session_token=x']) {
        const withSession = await page(url, cookie);
        expect(await withSession.text(), `${url} ${cookie}`).toBe(html);
      }
    }
    // A page that was not prerendered, and any app route, get the shell as before.
    expect(await (await page('/signup')).text()).toBe(html);
    expect(await (await page('/home')).text()).toBe(html);
  });

  it('sends a page in the language of the lang cookie, else of Accept-Language, else English', async () => {
    const page = async (url: string, headers: Record<string, string>) =>
      (await app.request(url, { headers })).text();
    expect(await page('/', { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.8' })).toBe(landingFi);
    expect(await page('/', { 'accept-language': 'de-AT' })).toBe(landingDe);
    // A language Hyzer does not speak is passed over for the next one asked for.
    expect(await page('/', { 'accept-language': 'fr-FR,de;q=0.5' })).toBe(landingDe);
    expect(await page('/', { 'accept-language': 'fr-FR' })).toBe(landing);
    // The device's choice (the cookie) comes first.
    expect(await page('/', { 'accept-language': 'fi', cookie: 'lang=de' })).toBe(landingDe);
    expect(await page('/', { 'accept-language': 'fi', cookie: 'lang=en' })).toBe(landing);
    // A page not drawn in the language is sent in English.
    expect(await page('/login', { 'accept-language': 'fi' })).toBe(login);
    // A signed-in page's frame too.
    const session = 'hyzer.session_token=abc.def';
    expect(await page('/home', { cookie: `${session}; lang=fi` })).toBe(homeShellFi);
    expect(await page('/home', { cookie: session, 'accept-language': 'fi' })).toBe(homeShellFi);
    expect(await page('/home', { cookie: session, 'accept-language': 'sv' })).toBe(homeShell);
  });

  it('sends a signed-in page’s shell, by its path pattern, to a browser with a session cookie', async () => {
    const page = (url: string, cookie?: string) =>
      app.request(url, { headers: cookie ? { cookie } : {} });
    const cookie = 'hyzer.session_token=abc.def';
    for (const [url, shell] of [
      ['/home', homeShell],
      ['/home/', homeShell],
      ['/bags/0b8f6c1e-bag', bagShell],
    ] as const) {
      const res = await page(url, cookie);
      expect(await res.text(), url).toBe(shell);
      expect(res.headers.get('vary'), url).toBe('Accept-Encoding, Cookie, Accept-Language');
      // Without a cookie nobody is signed in: the empty shell, whose app goes to the login.
      expect(await (await page(url)).text(), url).toBe(html);
    }
    // A path the build wrote no shell for, or one a pattern does not cover: the empty shell.
    for (const url of ['/bags', '/bags/a/b', '/homes', '/discs']) {
      const res = await page(url, cookie);
      expect(await res.text(), url).toBe(html);
      expect(res.headers.get('vary'), url).toBe('Accept-Encoding');
    }
  });

  it('serves the manifest and the service worker with their types, revalidated on every load', async () => {
    const manifest = await get('/manifest.webmanifest', 'identity');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(await manifest.text())).toMatchObject({ start_url: '/home' });
    for (const url of ['/sw.js', '/workbox-4b1c.js']) {
      const res = await get(url, 'gzip');
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('text/javascript; charset=utf-8');
      // A long-cached worker would keep players on an old version for as long as it lasted.
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('etag'), url).toBeTruthy();
    }
    const png = await get('/icons/icon-192.png', 'gzip');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-encoding')).toBeNull();
    // Hashed assets stay cached for a year.
    const asset = await get('/assets/built.js', 'br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers the manifest in the language asked for, so an install names the app in it', async () => {
    const ask = async (headers: Record<string, string>) => {
      const res = await app.request('/manifest.webmanifest', { headers });
      return {
        vary: res.headers.get('vary'),
        manifest: JSON.parse(await res.text()) as Record<string, string>,
      };
    };
    const finnish = await ask({ 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(finnish.manifest).toMatchObject({
      lang: 'fi',
      name: 'Hyzer — frisbeegolfin laukkumanageri',
      short_name: 'Hyzer',
      start_url: '/home',
    });
    expect(finnish.manifest.description).toMatch(/^Hallitse frisbeegolflaukkujasi/);
    expect(finnish.vary).toContain('Accept-Language');
    const german = await ask({ cookie: 'lang=de', 'accept-language': 'fi' });
    expect(german.manifest.name).toBe('Hyzer — Bag-Manager für Discgolf');
    const english = await ask({ 'accept-language': 'en-US' });
    expect(english.manifest.name).toBe('Hyzer — disc golf bag manager');
  });

  it('answers an unknown asset with 404, not the app page a service worker would precache', async () => {
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
    const appRoute = await get('/bags/some-bag', 'br');
    expect(appRoute.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('does not serve the compressed copies as files of their own', async () => {
    expect((await get('/assets/built.js.br', 'br')).status).toBe(404);
  });
});

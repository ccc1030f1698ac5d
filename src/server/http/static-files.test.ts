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
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', serveStatic(loadStaticFiles(dir)!));
  const get = (url: string, encoding: string, method = 'GET') =>
    app.request(url, { method, headers: { 'accept-encoding': encoding } });

  it('serves the build’s brotli copy, and compresses a file without one on demand', async () => {
    for (const [url, text] of [
      ['/assets/built.js', built],
      ['/assets/plain.js', plain],
      ['/', html],
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

  it('does not serve the compressed copies as files of their own', async () => {
    expect((await get('/assets/built.js.br', 'br')).status).toBe(404);
  });
});

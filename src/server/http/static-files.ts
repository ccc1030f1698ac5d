import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';

interface StaticFile {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
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

/**
 * The built web app, loaded and compressed once at start. Hashed assets are immutable for a
 * year; index.html is revalidated on every load; any other non-API path falls back to index.html.
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> | null {
  if (!existsSync(path.join(dir, 'index.html'))) return null;
  const files = new Map<string, StaticFile>();
  for (const rel of walk(dir)) {
    const body = readFileSync(path.join(dir, rel));
    const ext = path.extname(rel);
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      immutable: rel.startsWith('assets/'),
    };
    if (COMPRESSIBLE.test(rel) && body.length > 512) {
      file.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      file.gzip = gzipSync(body, { level: 9 });
    }
    files.set('/' + rel, file);
  }
  return files;
}

export function serveStatic(files: Map<string, StaticFile>) {
  const index = files.get('/index.html')!;
  return (c: Context) => {
    const file = files.get(c.req.path) ?? (c.req.path.startsWith('/assets/') ? undefined : index);
    if (!file) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const accept = c.req.header('accept-encoding') ?? '';
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}

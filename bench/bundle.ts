// UI bundle sizes read from the build (dist/web): the JavaScript and CSS that the first page load
// needs (entry script, its static imports and preloads, stylesheets), gzipped, and each lazy chunk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve('dist/web');
const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
const gz = (file: string) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!.replace(/^\//, ''));

const initialJs = new Set(
  refs(/<script[^>]+src="([^"]+\.js)"/g).concat(
    refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ),
);
// Follow static imports of the entry so the figure is what the browser really loads first.
const queue = [...initialJs];
while (queue.length) {
  const file = queue.pop()!;
  const code = readFileSync(path.join(dir, file), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
  )) {
    const dep = path.posix.join(path.posix.dirname(file), m[1]!);
    if (!initialJs.has(dep)) {
      initialJs.add(dep);
      queue.push(dep);
    }
  }
}
const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const assets = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
const chunks = assets
  .map((f) => `assets/${f}`)
  .filter((f) => !initialJs.has(f))
  .map((f) => ({
    chunk: f.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
    gzipBytes: gz(f),
  }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

console.log(
  JSON.stringify({
    bundle: {
      initialJsGzipBytes: [...initialJs].reduce((s, f) => s + gz(f), 0),
      initialJsFiles: [...initialJs],
      initialCssGzipBytes: css.reduce((s, f) => s + gz(f), 0),
      lazyChunks: chunks,
    },
  }),
);

// Bundles the server, the catalogue CLI and the backup/restore CLI into dist/server, dependencies included: Node loads a
// few files instead of about a thousand from node_modules, which was half of a start's CPU time
// (docs/decisions/0011, BENCHMARKS.md). Modules the server loads only when it needs them (the
// PostgreSQL driver, nodemailer) become chunks of their own, loaded on first use.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

/**
 * Left in node_modules: packages that find files of their own beside their code (PGlite's WASM
 * and data files) or load a native binary (argon2, sharp), and pg's optional native binding.
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg-native'];

const outdir = 'dist/server';
// Chunk names carry a hash: chunks of an older build must not linger beside the new ones.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    cli: 'src/server/catalogue/cli.ts',
    data: 'src/server/backup/data-cli.ts',
    'database-image': 'src/server/db/database-image-cli.ts',
    admin: 'src/server/admin/admin-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Less for Node to read and parse at start; names are kept, so stack traces still name functions.
  minifyWhitespace: true,
  minifySyntax: true,
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as __hyzerRequire } from 'node:module'; const require = __hyzerRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});

// The embedded database a first start unpacks instead of running initdb (docs/decisions/0035):
// made by the bundle just built, kept in node_modules/.cache under a hash of what it is made
// from (PGlite's version, the migrations, the code that makes it), so most builds copy it.
const IMAGE_INPUTS = [
  'node_modules/@electric-sql/pglite/package.json',
  'drizzle',
  'src/server/db/make-database-image.ts',
  'src/server/db/database-image.ts',
  'src/server/db/client.ts',
];
/** A file, or every file under a folder, in a fixed order. */
const inputFiles = (entry) =>
  statSync(entry).isDirectory()
    ? readdirSync(entry)
        .sort()
        .flatMap((name) => inputFiles(path.join(entry, name)))
    : [entry];
const hash = createHash('sha256');
for (const file of IMAGE_INPUTS.flatMap(inputFiles)) {
  hash.update(file).update('\0').update(readFileSync(file)).update('\0');
}
const cacheDir = 'node_modules/.cache/hyzer';
const cached = path.join(cacheDir, `database-image-${hash.digest('hex').slice(0, 16)}.tar.gz`);
if (!existsSync(cached)) {
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  // With the server's V8 flags: Node 24 ignores the image script's own setFlagsFromString.
  execFileSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(outdir, 'database-image.js'), partial],
    {
      stdio: 'inherit',
    },
  );
  copyFileSync(partial, cached);
  rmSync(partial);
}
copyFileSync(cached, path.join(outdir, 'database-image.tar.gz'));

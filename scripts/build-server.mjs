// Bundles the server, the catalogue CLI and the backup/restore CLI into dist/server, dependencies included: Node loads a
// few files instead of about a thousand from node_modules, which was half of a start's CPU time
// (docs/decisions/0011, BENCHMARKS.md). Modules the server loads only when it needs them (the
// PostgreSQL driver, nodemailer) become chunks of their own, loaded on first use.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

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

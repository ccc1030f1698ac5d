// Bundles the server and the catalogue CLI into dist/server (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/catalogue/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// npm start: builds the app unless the build in dist/ is current, then runs the server in a
// process of its own on this same Node, with the V8 flags every server process gets
// (server-node-flags.mjs). "Current" means dist/.build-hash holds the content hash of everything
// the build reads (sources, configuration, lockfile, build scripts), written after the last
// complete build.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS, sameNodeEnv } from './server-node-flags.mjs';

const INPUTS = [
  'src',
  // The migrations: the build makes the embedded database image from them (build-server.mjs).
  'drizzle',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
  'scripts/build-server.mjs',
  // The build's own plugins, which vite.config.ts imports.
  'scripts/chunk-groups.ts',
  'scripts/route-addresses.ts',
  'scripts/sw-session-guard.ts',
  'scripts/compress-web.mjs',
  'scripts/prerender.mjs',
  'scripts/start.mjs',
];
const HASH_FILE = 'dist/.build-hash';
const OUTPUTS = [
  'dist/server/main.js',
  'dist/server/cli.js',
  'dist/server/data.js',
  'dist/web/index.html',
];

/** Test files are not part of the build: a changed test does not make the build stale. */
const TEST_FILE = /\.test\.tsx?$/;

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return TEST_FILE.test(entry) ? [] : [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

/** sha256 over every input file's path and content, in a fixed order. */
export function buildHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = buildHash();
const built =
  OUTPUTS.every((f) => existsSync(f)) &&
  existsSync(HASH_FILE) &&
  readFileSync(HASH_FILE, 'utf8').trim() === current;
if (built) {
  console.log('The build in dist/ is current: starting it (npm run build rebuilds).');
} else {
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: sameNodeEnv() });
  writeFileSync(HASH_FILE, current + '\n');
}
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.resolve('dist/server/main.js')],
  {
    stdio: 'inherit',
  },
);
// Ctrl-C reaches both processes from the terminal; a signal sent to this one alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});

// Prints the path of a Node binary of the version asked for (`24`, `22.13`, …): this process's own
// Node when it matches, else one installed from the npm registry (the `node` package) into a cache
// folder outside the repository, kept between runs. Used by .ci/run and bench/start.ts.
//   node scripts/registry-node.mjs 24
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether `version` (e.g. "24.21.0") matches `spec` ("24", "22.13"): the same leading parts. */
export function matches(version, spec) {
  const want = spec.split('.');
  return version.split('.').slice(0, want.length).join('.') === want.join('.');
}

/** A Node binary matching `spec`, installed from the registry when this one does not match. */
export function registryNode(spec) {
  if (!/^\d+(\.\d+){0,2}$/.test(spec)) throw new Error(`not a Node version: ${spec}`);
  if (matches(process.versions.node, spec)) return process.execPath;
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  const prefix = path.join(cache, 'hyzer-node', spec);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  const installed = () =>
    existsSync(bin) &&
    matches(execFileSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim(), spec);
  if (!installed()) {
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${spec}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (!installed()) throw new Error(`npm install node@${spec} gave no matching Node at ${bin}`);
  }
  return bin;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const spec = process.argv[2];
  if (!spec) {
    console.error('usage: node scripts/registry-node.mjs <version>, e.g. 24 or 22.13');
    process.exit(2);
  }
  console.log(registryNode(spec));
}

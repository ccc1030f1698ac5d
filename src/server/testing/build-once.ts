// Global setup of the tiers whose tests start the built server (dist/server) in a process of its
// own. It builds the server once, before any test file runs, so no test builds: the build
// starts by deleting dist/server, and a build during the run would delete chunks that another
// file's running server still loads. `npm test` and CI build once for every suite (the browser
// tests included) and say so with HYZER_SERVER_BUILT=1; then this only checks the build is there.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function buildServerOnce(): void {
  if (process.env.HYZER_SERVER_BUILT === '1') {
    for (const file of ['dist/server/main.js', 'dist/server/cli.js', 'dist/server/data.js']) {
      if (!existsSync(file)) {
        throw new Error(`HYZER_SERVER_BUILT=1 but ${file} is missing: run npm run build first.`);
      }
    }
    return;
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

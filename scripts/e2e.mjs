// Runs the browser tests: builds the app, then the Playwright test runner in Debian's Chromium.
// Without Chromium the suite is skipped with a message, except in CI where that is a failure.
import { spawnSync } from 'node:child_process';
import { findTestChromium } from './chromium.mjs';
import { sameNodeEnv } from './server-node-flags.mjs';

const chromium = findTestChromium();
if (!chromium) {
  const msg = 'E2E: no Chromium found (set CHROMIUM_PATH or run: apt-get install -y chromium).';
  if (process.env.CI === 'true') {
    console.error(`${msg} Failing because CI=true.`);
    process.exit(1);
  }
  console.warn(`${msg} Skipping the browser tests.`);
  process.exit(0);
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...sameNodeEnv(), CHROMIUM_PATH: chromium },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent']);
console.log(`E2E: driving ${chromium}`);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

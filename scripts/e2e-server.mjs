// Starts the built server for the browser tests on a fresh data folder, with the shared
// DiscIt catalogue imported when ../shared/data is there (the starter catalogue otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
rmSync(dataDir, { recursive: true, force: true });

const shared = new URL('../../shared/data/discit-discs-2024-09-16.json', import.meta.url).pathname;
if (existsSync(shared)) {
  const r = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'dist/server/cli.js', 'import', shared],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
} else if (process.env.CI === 'true') {
  console.error(`E2E: ${shared} is missing; CI needs the shared catalogue.`);
  process.exit(1);
} else {
  console.warn('E2E: shared catalogue not found; the starter catalogue will be used.');
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
  stdio: 'inherit',
});
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));

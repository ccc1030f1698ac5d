import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHARED_CATALOGUE = new URL(
  '../../shared/data/discit-discs-2024-09-16.json',
  import.meta.url,
).pathname;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        cleanup?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The built Hyzer server in its own process, on a fresh data folder (or a given PostgreSQL). */
export async function startHyzer(port: number, databaseUrl?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    CATALOG_SYNC_ON_START: 'false',
    DATABASE_URL: databaseUrl ?? '',
  };
  if (existsSync(SHARED_CATALOGUE)) {
    const r = spawnSync('node', ['dist/server/cli.js', 'import', SHARED_CATALOGUE], {
      env,
      stdio: 'ignore',
    });
    if (r.status !== 0) throw new Error('catalogue import failed');
  }
  const child = spawn('node', ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare node:http server answering a small JSON body: the platform's ceiling on this machine. */
export async function startBaseline(port: number): Promise<RunningServer> {
  const code = `require('node:http').createServer((q, s) => {
    const b = JSON.stringify([{ id: '0190c5a0-0000-7000-8000-000000000000', name: 'Main bag', description: '' }]);
    s.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(b) });
    s.end(b);
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn('node', ['-e', code], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, stop: stopper(child) };
}

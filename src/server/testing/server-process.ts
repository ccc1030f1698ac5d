// The built server (dist/server/main.js) in its own process, for the tests that need a real
// process (a crash, a restart) and for the benchmarks in bench/. One helper for both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { PASSWORD, sessionCookie } from './session-cookie';
import { createTestDatabase, type TestDatabase } from './test-db';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** What the process printed, for failure messages. */
  output(): string;
  /** Ends the process with SIGKILL (no clean shutdown) and waits for it to be gone. */
  kill(): Promise<void>;
  /** Ends the process with SIGTERM (a clean shutdown), waits, and removes a data folder it made. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Environment for the server, over the defaults below (DATA_DIR, DATABASE_URL, …). */
  env?: Record<string, string>;
  /** A fixed port; a free one by default. */
  port?: number;
  /** A catalogue file to import with the CLI before the server starts. */
  importCatalogue?: string;
  /** A umask for the server process (e.g. '000' to prove it creates its files privately). */
  umask?: string;
  /** Options for the server's node (e.g. --cpu-prof for a profile); not for the import. */
  nodeArgs?: string[];
}

/**
 * Waits for /api/health. Generous: an embedded database reopened after a SIGKILL replays its log
 * first, which takes tens of seconds when the test suite keeps every core busy.
 */
async function waitHealthy(url: string, child: ChildProcess, out: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the built server and waits until /api/health answers. Without a DATA_DIR in the
 * environment it gets a fresh temporary folder, removed by stop().
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = opts.env?.DATA_DIR
    ? null
    : mkdtempSync(path.join(os.tmpdir(), 'hyzer-process-'));
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'server-process-secret-server-process-0123',
    CATALOG_SYNC_ON_START: 'false',
    LOG_LEVEL: 'warn',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...opts.env,
  };
  if (opts.importCatalogue) {
    const cli = path.resolve('dist/server/cli.js');
    const r = spawnSync(process.execPath, [cli, 'import', opts.importCatalogue], {
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`catalogue import failed:\n${r.stdout}${r.stderr}`);
  }
  const main = path.resolve('dist/server/main.js');
  // With a umask, through a shell that sets it and then becomes the server process.
  const [command, args] = opts.umask
    ? [
        '/bin/sh',
        [
          '-c',
          `umask ${opts.umask} && exec "$@"`,
          'sh',
          process.execPath,
          ...SERVER_NODE_FLAGS,
          main,
        ],
      ]
    : [process.execPath, [...SERVER_NODE_FLAGS, ...(opts.nodeArgs ?? []), main]];
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const cleanUp = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  await waitHealthy(url, child, () => out);
  return {
    url,
    child,
    output: () => out,
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}

/** Signs a new user up over HTTP and returns the session cookie. */
export async function signUpOverHttp(
  url: string,
  email: string,
  password = PASSWORD,
  name = '',
): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name }),
  });
  return sessionCookie(res);
}

export interface ServerStorage {
  /** Deletes the data folder and the database. */
  remove(): Promise<void>;
}

/**
 * Where the servers of one test file keep their data: a new data folder, and with
 * TEST_DATABASE_URL a PostgreSQL database of its own. Sets DATA_DIR (and DATABASE_URL) in `env`.
 */
export async function serverStorage(
  prefix: string,
  env: Record<string, string>,
): Promise<ServerStorage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  env.DATA_DIR = dataDir;
  let pg: TestDatabase | null = null;
  if (process.env.TEST_DATABASE_URL) {
    pg = await createTestDatabase();
    await pg.database.close(); // the server opens its own pool on this database
    env.DATABASE_URL = pg.url!;
  }
  return {
    async remove() {
      await pg?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

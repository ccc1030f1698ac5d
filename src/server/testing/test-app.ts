import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type HyzerApp } from '../app';
import { loadEnv, type Env } from '../env';
import { createLogger, type Logger } from '../logger';
import { createTestDatabase, type TestDatabase } from './test-db';
import { PASSWORD, sessionCookie } from './session-cookie';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp extends HyzerApp {
  env: Env;
  db: TestDatabase;
  /** Calls the app in-process; JSON bodies are encoded (FormData is sent as a form), and Origin is set like a browser would. */
  call(
    method: string,
    url: string,
    opts?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The settings of an app under test: a fresh data folder, silent logs, no catalogue sync. */
export function testEnv(vars: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hyzer-data-')),
    BASE_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    CATALOG_SYNC_ON_START: 'false',
    ...vars,
  });
}

/** The whole app on a fresh database, in-process; `logger` to read what the server logs. */
export async function createTestApp(
  vars: Record<string, string> = {},
  logger?: Logger,
): Promise<TestApp> {
  const db = await createTestDatabase();
  const env = testEnv(vars);
  const hyzer = createApp({
    env,
    database: db.database,
    logger: logger ?? createLogger(env.LOG_LEVEL),
  });
  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | Uint8Array | undefined;
    if (opts.body instanceof FormData) {
      // A form upload, encoded to its multipart bytes first as a browser sends it. Left a
      // FormData, Node 24's fetch streams it and keeps writing after the app stopped reading a
      // refused upload: an unhandled rejection ("ReadableStream is already closed").
      const encoded = new Response(opts.body);
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      body = new Uint8Array(await encoded.arrayBuffer());
    } else if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    return hyzer.app.request(url, { method, headers, body });
  };
  return { ...hyzer, env, db, call, close: () => db.close() };
}

/** Signs a new user up and returns the session cookie. */
export async function signUp(app: TestApp, email: string, password = PASSWORD, name = '') {
  return sessionCookie(
    await app.call('POST', '/api/auth/sign-up/email', { body: { email, password, name } }),
  );
}

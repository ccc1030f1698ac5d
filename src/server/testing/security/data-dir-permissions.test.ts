import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server-process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The embedded data folder holds password hashes (in the database files and the WAL), the session
 * secret and reset mails: other local users must not read any of it, whatever umask the server
 * was started with.
 */
describe.skipIf(onPostgres)('data folder permissions on a first start (PGlite)', () => {
  let parent: string;
  let dataDir: string;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'hyzer-perm-'));
    dataDir = path.join(parent, 'data'); // created by the server itself
    // No AUTH_SECRET: the server generates one into the data folder.
    server = await startServer({ env: { DATA_DIR: dataDir, AUTH_SECRET: '' }, umask: '000' });
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'private@example.com', password: 'correct horse 1', name: '' }),
    });
    expect(res.status).toBe(200);
    // No SMTP: the reset mail goes to the outbox folder.
    const reset = await fetch(`${server.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'private@example.com' }),
    });
    expect(reset.status).toBe(200);
    for (let i = 0; i < 50; i++) {
      if (find(['-path', '*/outbox/*.eml']).length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(parent, { recursive: true, force: true });
  });

  const find = (args: string[]) =>
    execFileSync('find', [dataDir, ...args], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);

  it('holds the database, the secret and the outbox', () => {
    expect(find(['-name', 'auth-secret'])).toHaveLength(1);
    expect(find(['-path', '*/outbox/*.eml']).length).toBeGreaterThan(0);
    expect(find(['-path', '*/pglite/*', '-type', 'f']).length).toBeGreaterThan(10);
  });

  it('nothing in it is readable or writable by others (find -perm /o+rw prints nothing)', () => {
    expect(find(['-perm', '/o+rw'])).toEqual([]);
  });

  it('folders are 0700 and files 0600 (no group access either)', () => {
    expect(find(['-perm', '/077'])).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});

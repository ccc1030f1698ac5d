import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { removeSnapshot, snapshotRunning } from './backup-archive';
import { controlSocketPath, startControlSocket } from './control-socket';
import { runDataCli } from './data-cli-run';

const run = promisify(execFile);

async function cli(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDataCli(args, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A data folder of a stopped server: a migrated database, and `extra` files in base/bulk. */
async function dataFolder(dir: string, extra: Record<string, Buffer> = {}) {
  mkdirSync(path.join(dir, 'pglite'), { recursive: true });
  const pglite = await PGlite.create(path.join(dir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });
  await pglite.close();
  if (Object.keys(extra).length > 0) {
    mkdirSync(path.join(dir, 'pglite', 'base', 'bulk'));
    for (const [name, body] of Object.entries(extra))
      writeFileSync(path.join(dir, 'pglite', 'base', 'bulk', name), body);
  }
}

/** GET /snapshot on the control socket: the answer, left open. */
function askSnapshot(dataDir: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: controlSocketPath(dataDir)!, path: '/snapshot', method: 'GET' },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

const snapshotsIn = (dataDir: string) =>
  readdirSync(dataDir).filter((n) => n.startsWith('.backup-'));

/**
 * A backup is a plain tar.gz whatever its blocks hold; a running server's part of a backup is a
 * copy of its folder, which never outlives the backup command that asked for it.
 */
describe('backup file and the running server’s copy', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hyzer-backup-snapshot-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a backup that plain tar and gzip read back to the same files, photo bytes stored and the rest compressed', async () => {
    const source = path.join(root, 'plain');
    // Bytes like photos (they do not compress) beside bytes that do, each across many blocks.
    const photos = randomBytes(12 * 1024 ** 2);
    const zeros = Buffer.alloc(12 * 1024 ** 2);
    await dataFolder(source, { photos, zeros });
    writeFileSync(path.join(source, 'auth-secret'), 'a-generated-secret-of-enough-length-0123\n');
    const file = path.join(root, 'plain.backup');
    const made = await cli(['backup', file], { DATA_DIR: source });
    expect(made, made.err).toMatchObject({ code: 0 });

    const outer = path.join(root, 'plain-outer');
    mkdirSync(outer);
    await run('tar', ['-xzf', file, '-C', outer]);
    expect(readdirSync(outer).sort()).toEqual(['auth-secret', 'database.tar', 'hyzer-backup.json']);
    const inner = path.join(root, 'plain-inner');
    mkdirSync(inner);
    await run('tar', ['-xf', path.join(outer, 'database.tar'), '-C', inner]);
    const bulk = path.join(inner, 'base', 'bulk');
    expect(readFileSync(path.join(bulk, 'photos')).equals(photos)).toBe(true);
    expect(readFileSync(path.join(bulk, 'zeros')).equals(zeros)).toBe(true);
    expect(readFileSync(path.join(inner, 'PG_VERSION'))).toEqual(
      readFileSync(path.join(source, 'pglite', 'PG_VERSION')),
    );
    // The random bytes take their own size (stored, not grown); the zeros and the database's
    // own files (some 40 MB as tar) shrink to a few MB.
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(photos.length);
    expect(size).toBeLessThan(photos.length + 8 * 1024 ** 2);
  }, 120_000);

  it('removes the running server’s copy when the backup command is done, or goes away first', async () => {
    const dataDir = path.join(root, 'running');
    await dataFolder(dataDir);
    const database = await openDatabase({ dataDir });
    const control = await startControlSocket({
      dataDir,
      pglite: database.pglite!,
      logger: createLogger('silent'),
    });
    try {
      await database.pglite!
        .exec(`insert into "user" (id, name, email, email_verified, created_at, updated_at)
        values ('u-running', 'Running', 'running@example.com', false, now(), now())`);

      // A command that asks for the copy and goes away before packing it.
      const held = await askSnapshot(dataDir);
      expect(held.statusCode).toBe(200);
      const line = await new Promise<string>((resolve) =>
        held.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))),
      );
      const { folder } = JSON.parse(line) as { folder: string };
      expect(snapshotsIn(dataDir)).toEqual([folder]);
      expect(existsSync(path.join(dataDir, folder, 'PG_VERSION'))).toBe(true);
      // One backup at a time.
      const second = await cli(['backup', path.join(root, 'second.backup')], { DATA_DIR: dataDir });
      expect(second).toMatchObject({
        code: 1,
        err: 'The server is already making a backup: try again when it is done.',
      });
      held.destroy();
      await expect.poll(() => snapshotsIn(dataDir), { timeout: 10_000 }).toEqual([]);

      // A whole backup through the server: nothing left beside the folder once it is written.
      const file = path.join(root, 'running.backup');
      const made = await cli(['backup', file], { DATA_DIR: dataDir });
      expect(made, made.err).toMatchObject({ code: 0 });
      expect(made.out).toContain('from the running server');
      expect(snapshotsIn(dataDir)).toEqual([]);

      const target = path.join(root, 'running-restored');
      const restored = await cli(['restore', file], { DATA_DIR: target });
      expect(restored, restored.err).toMatchObject({ code: 0 });
      const pglite = await PGlite.create(path.join(target, 'pglite'));
      try {
        const { rows } = await pglite.query(`select email from "user" where id = 'u-running'`);
        expect(rows).toEqual([{ email: 'running@example.com' }]);
      } finally {
        await pglite.close();
      }
    } finally {
      await control?.close();
      await database.close();
    }
  }, 120_000);

  it('holds queries for no file when nothing is written while the folder is copied', async () => {
    const dataDir = path.join(root, 'idle');
    await dataFolder(dataDir);
    const database = await openDatabase({ dataDir });
    let copy: string;
    try {
      // A write just before: the checkpoint that starts the copy then writes the log and the
      // tables, files the copy must take again after their first copy, without the lock.
      await database.pglite!
        .exec(`insert into "user" (id, name, email, email_verified, created_at, updated_at)
        values ('u-idle', 'Idle', 'idle@example.com', false, now(), now())`);
      const made = await snapshotRunning(database.pglite!, dataDir);
      copy = made.name;
      expect(made).toMatchObject({ heldFiles: 0, heldBytes: 0 });
    } finally {
      await database.close();
    }
    // The copy is the database as it was: it opens, with the row.
    const pglite = await PGlite.create(path.join(dataDir, copy));
    try {
      const { rows } = await pglite.query(`select email from "user" where id = 'u-idle'`);
      expect(rows).toEqual([{ email: 'idle@example.com' }]);
    } finally {
      await pglite.close();
      await removeSnapshot(dataDir, copy);
    }
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { AUTH_SECRET_FILE, EnvError, loadStorageEnv } from '../env';
import { makeDataDirPrivate } from '../private-files';
import {
  BackupError,
  readBackup,
  removeSnapshot,
  SNAPSHOT_NAME,
  writeArchive,
  type BackupContents,
} from './backup-archive';
import { controlSocketPath } from './control-socket';

export const DATA_CLI_USAGE = `Usage:
  npm run backup -- <file>     back up the embedded database in DATA_DIR (running server or not)
  npm run restore -- <file>    fill an empty DATA_DIR from a backup
On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore: see "Operating Hyzer" in README.md.`;

export interface DataCliIo {
  /** Configuration variables; process.env when absent. */
  env?: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Folder names a fresh volume may hold that do not make it "not empty". */
const IGNORED_IN_EMPTY = new Set(['lost+found']);

const POSTGRES_BACKUP =
  'DATABASE_URL is set: this server uses PostgreSQL. Back it up with pg_dump and restore it with pg_restore (see "Operating Hyzer" in README.md).';

/** The backup and restore commands: returns the process exit code (0 success, 1 failure). */
export async function runDataCli(args: readonly string[], io: DataCliIo): Promise<number> {
  const [command, file, ...rest] = args;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    io.err(
      `${command ? `Unknown or incomplete command: ${args.join(' ')}` : 'No command given.'}\n${DATA_CLI_USAGE}`,
    );
    return 1;
  }
  try {
    const env = loadStorageEnv(io.env);
    if (env.DATABASE_URL) throw new BackupError(POSTGRES_BACKUP);
    const dataDir = path.resolve(env.DATA_DIR);
    const target = path.resolve(file);
    if (command === 'backup') await backup(dataDir, target, io);
    else await restore(dataDir, target, io);
    return 0;
  } catch (err) {
    if (err instanceof BackupError || err instanceof EnvError) {
      io.err(err.message);
      return 1;
    }
    io.err(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${messageOf(err)}`);
    return 1;
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Writes the backup to a temporary file beside `target`, checks it reads back whole, flushes it
 * to disk and only then gives it its name: an interrupted backup never leaves a file that looks
 * complete, and an existing file is never overwritten.
 */
async function backup(dataDir: string, target: string, io: DataCliIo): Promise<void> {
  if (existsSync(target)) {
    throw new BackupError(
      `${target} already exists: choose a new file name (nothing was written).`,
    );
  }
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  }
  const partial = `${target}.${randomUUID().slice(0, 8)}.partial`;
  try {
    const via = await fromRunningServer(dataDir, partial);
    if (via === 'no server') await fromFolder(dataDir, partial);
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, target);
    io.out(
      `Backup written to ${target} (${via === 'no server' ? 'from the data folder' : 'from the running server'}).`,
    );
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Packs the database folder `folder` and the auth secret of `dataDir` into `file`, checking the
 * backup as it is written: a backup that cannot be read back is no backup, and the check reads
 * the same bytes as they go to the file (readBackup), instead of reading the file again.
 */
async function packChecked(folder: string, dataDir: string, file: string): Promise<void> {
  const check = new PassThrough();
  const checked = readBackup(file, { source: check });
  // Each chunk goes on to the file once the check has taken it (back-pressure from both).
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (check.write(chunk)) done(null, chunk);
      else check.once('drain', () => done(null, chunk));
    },
    flush(done) {
      check.end();
      done();
    },
  });
  checked.catch((err: unknown) => tee.destroy(err as Error)); // a bad stream stops the write
  const written = pipeline(tee, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  const packed = writeArchive(tee, folder, dataDir);
  try {
    await Promise.all([packed, written, checked]);
  } catch (err) {
    check.destroy();
    tee.destroy();
    await Promise.allSettled([packed, written, checked]);
    throw err;
  }
}

/**
 * Asks the server running on `dataDir` for a copy of its database's folder (control socket,
 * GET /snapshot) and packs that copy here, in this process: the server's event loop only copies.
 * The copy is removed when it is packed (and by the server when this process closes the
 * connection, should it die first). 'no server' when nothing listens there (then the folder
 * can be opened here).
 */
async function fromRunningServer(dataDir: string, file: string): Promise<'server' | 'no server'> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return 'no server';
  const res = await new Promise<IncomingMessage | null>((resolve, reject) => {
    const req = request({ socketPath, path: '/snapshot', method: 'GET' }, resolve);
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end();
  });
  if (!res) return 'no server';
  // The server's end of the connection may close at any time now (it stops, or dies): what
  // matters is the copy, which is whole once its name arrived.
  res.on('error', () => {});
  try {
    if (res.statusCode !== 200) {
      throw new BackupError(
        res.statusCode === 409
          ? 'The server is already making a backup: try again when it is done.'
          : `The server refused the backup (HTTP ${res.statusCode}).`,
      );
    }
    const name = await firstLine(res).then(
      (line) => (JSON.parse(line) as { folder?: unknown }).folder,
      () => null,
    );
    if (typeof name !== 'string' || !SNAPSHOT_NAME.test(name)) {
      throw new BackupError('The backup was interrupted: the server sent no copy of its folder.');
    }
    try {
      await packChecked(path.join(dataDir, name), dataDir, file);
    } finally {
      await removeSnapshot(dataDir, name);
    }
    return 'server';
  } finally {
    res.destroy();
  }
}

/**
 * The first line of an answer (without its newline); fails if the answer ends before one. The
 * answer is left open (paused): closing it tells the server the copy may go.
 */
function firstLine(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const stop = () => {
      res.off('data', onData);
      res.off('end', onEnd);
      res.off('close', onEnd);
      res.pause();
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) {
        stop();
        resolve(text.slice(0, end));
      } else if (text.length > 4096) {
        stop();
        reject(new Error('no line'));
      }
    };
    const onEnd = () => {
      stop();
      reject(new Error('no line'));
    };
    res.on('data', onData);
    res.once('end', onEnd);
    res.once('close', onEnd);
  });
}

/** No server runs on `dataDir`: take its lock and stream its folder. */
async function fromFolder(dataDir: string, file: string): Promise<void> {
  const dir = path.join(dataDir, 'pglite');
  let unlock: () => void;
  try {
    unlock = lockDataDir(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new BackupError(
        `A Hyzer server is using ${dataDir} but its control socket cannot be reached, so the backup cannot ask it: ${err.message}`,
      );
    }
    throw err;
  }
  try {
    // Nothing else writes the folder while its lock is held: it is read as it is.
    await packChecked(dir, dataDir, file);
  } finally {
    unlock();
  }
}

/** True when the folder is missing or holds nothing (but what a fresh volume holds). */
function isEmptyFolder(dir: string): boolean {
  try {
    return readdirSync(dir).every((name) => IGNORED_IN_EMPTY.has(name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') {
      throw new BackupError(`DATA_DIR (${dir}) is a file, not a folder.`);
    }
    throw err;
  }
}

/**
 * Fills an empty DATA_DIR from a backup: the database's folder, streamed from the file to disk
 * (its sizes checked before anything is inflated: backup-archive.ts) and analysed, and the
 * generated auth secret when the backup holds one. Refuses a folder that holds anything, so a
 * restore can never overwrite data; a restore that fails part-way leaves the folder empty again.
 */
async function restore(dataDir: string, source: string, io: DataCliIo): Promise<void> {
  if (!isEmptyFolder(dataDir)) {
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty. Restore only fills an empty folder, so that nothing is overwritten: stop the server, move the folder's contents away (or point DATA_DIR at a new folder) and run the restore again.`,
    );
  }
  const created = !existsSync(dataDir);
  makeDataDirPrivate(dataDir);
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dir);
  let contents: BackupContents;
  try {
    contents = await readBackup(source, { into: dir });
    const pglite = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
    try {
      // The planner's statistics for the restored rows (a restore is bulk work, like an import).
      await pglite.exec('ANALYZE');
    } finally {
      await pglite.close();
    }
    if (contents.authSecret) {
      writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), contents.authSecret, { mode: 0o600 });
    }
    makeDataDirPrivate(dataDir);
  } catch (err) {
    for (const name of readdirSync(dataDir)) {
      if (!IGNORED_IN_EMPTY.has(name))
        rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    if (created) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  } finally {
    unlock();
  }
  io.out(
    `Restored ${source} (made ${contents.manifest.createdAt}) into ${dataDir}${contents.authSecret ? ', with its auth secret' : ''}. Start Hyzer on it.`,
  );
}

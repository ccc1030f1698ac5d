import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, type Writable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { extract, pack } from 'tar-stream';
import { AUTH_SECRET_FILE } from '../env';

/**
 * A Hyzer backup of an embedded database: a gzip-compressed tar file holding
 * - `hyzer-backup.json`: what it is (format, when, what it holds);
 * - `database.tar`: PGlite's own dump of its data folder (every table, photos included:
 *   they are rows of user_disc_photo);
 * - `auth-secret`: the generated session secret, when DATA_DIR holds one (unset AUTH_SECRET),
 *   so sessions and signed links stay valid after a restore.
 * The mail outbox (DATA_DIR/outbox) is not kept: it holds copies of sent reset mails whose links
 * expire within the hour.
 */
export const MANIFEST = 'hyzer-backup.json';
const DATABASE = 'database.tar';
const FORMAT = 1;

/** Largest backup restore will read: the dump is loaded into memory whole, as PGlite needs it. */
export const MAX_BACKUP_BYTES = 8 * 1024 ** 3;

export class BackupError extends Error {}

interface Manifest {
  format: number;
  app: 'hyzer';
  database: 'pglite';
  createdAt: string;
  files: string[];
}

/**
 * Writes a backup of the running embedded database to `out`. PGlite's dump holds its query lock
 * while it copies the data folder, so no statement runs during the copy: the copy is the state
 * after the last statement that finished, every committed transaction in it, and PostgreSQL's
 * recovery on restore rolls back a transaction that was open (nothing half-written). A
 * checkpoint first writes pending pages out, so the restore replays little of the log. The dump
 * is taken uncompressed, so queries wait only for the copy; the compression runs afterwards,
 * while the file is sent, on libuv's thread pool.
 */
export async function writeBackup(
  out: Writable,
  opts: { pglite: PGlite; dataDir: string },
): Promise<void> {
  await opts.pglite.exec('CHECKPOINT');
  const dump = await opts.pglite.dumpDataDir('none');
  const secret = readSecret(opts.dataDir);
  const files = [DATABASE, ...(secret ? [AUTH_SECRET_FILE] : [])];
  const manifest: Manifest = {
    format: FORMAT,
    app: 'hyzer',
    database: 'pglite',
    createdAt: new Date().toISOString(),
    files,
  };
  const tar = pack();
  const sent = pipeline(tar, createGzip(), out);
  const mtime = new Date();
  tar.entry({ name: MANIFEST, mode: 0o600, mtime }, JSON.stringify(manifest, null, 2) + '\n');
  await pipeline(
    Readable.fromWeb(dump.stream() as NodeReadableStream<Uint8Array>),
    tar.entry({ name: DATABASE, mode: 0o600, mtime, size: dump.size }),
  );
  if (secret) tar.entry({ name: AUTH_SECRET_FILE, mode: 0o600, mtime }, secret);
  tar.finalize();
  await sent;
}

function readSecret(dataDir: string): Buffer | null {
  try {
    return readFileSync(path.join(dataDir, AUTH_SECRET_FILE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export interface BackupContents {
  manifest: Manifest;
  database: Uint8Array;
  authSecret: Buffer | null;
}

const NOT_A_BACKUP = (file: string, why: string) =>
  new BackupError(`${file} is not a Hyzer backup (${why}).`);

/** Reads and checks a backup file: its manifest first, every file it lists, nothing else. */
export async function readBackup(file: string): Promise<BackupContents> {
  const entries = new Map<string, Buffer>();
  const tar = extract();
  let total = 0;
  const reading = (async () => {
    for await (const entry of tar) {
      const { name, type } = entry.header;
      if (entries.size === 0 && name !== MANIFEST)
        throw NOT_A_BACKUP(file, `it starts with ${name}`);
      if (type !== 'file' || entries.has(name) || entries.size >= 3) {
        throw NOT_A_BACKUP(file, `unexpected entry ${name}`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > MAX_BACKUP_BYTES)
          throw new BackupError(`${file} is larger than a backup can be.`);
        chunks.push(chunk);
      }
      entries.set(name, Buffer.concat(chunks));
    }
  })();
  const feeding = pipeline(createReadStream(file), createGunzip(), tar);
  const [fed, read] = await Promise.allSettled([
    feeding,
    reading.catch((err: unknown) => {
      tar.destroy();
      throw err;
    }),
  ]);
  const failed = [read, fed].find((r) => r.status === 'rejected');
  if (failed) {
    const err: unknown = failed.reason;
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup file.`);
    throw NOT_A_BACKUP(file, 'it is cut short or not a backup at all');
  }
  const manifest = parseManifest(entries.get(MANIFEST), file);
  const database = entries.get(DATABASE);
  if (!database || database.length === 0) throw NOT_A_BACKUP(file, `no ${DATABASE}`);
  for (const name of manifest.files) {
    if (!entries.has(name)) throw NOT_A_BACKUP(file, `${name} is listed but missing`);
  }
  return { manifest, database, authSecret: entries.get(AUTH_SECRET_FILE) ?? null };
}

function parseManifest(bytes: Buffer | undefined, file: string): Manifest {
  if (!bytes) throw NOT_A_BACKUP(file, 'it is empty');
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw NOT_A_BACKUP(file, `${MANIFEST} is not JSON`);
  }
  if (value.app !== 'hyzer' || value.database !== 'pglite' || !Array.isArray(value.files)) {
    throw NOT_A_BACKUP(file, `${MANIFEST} does not describe one`);
  }
  if (value.format !== FORMAT) {
    throw new BackupError(
      `${file} is a Hyzer backup of format ${String(value.format)}; this version reads format ${FORMAT}.`,
    );
  }
  return value as Manifest;
}

import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  lstatSync,
  mkdirSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, deflateRawSync, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { extract, pack, type Header } from 'tar-stream';
import { AUTH_SECRET_FILE } from '../env';

/**
 * A Hyzer backup of an embedded database: a gzip-compressed tar file (gzip members of about a
 * MiB of tar each, deflated or stored: gzipMembers) holding
 * - `hyzer-backup.json`: what it is (format, when, what it holds);
 * - `database.tar`: a tar of PGlite's data folder (every table, photos included: they are rows
 *   of user_disc_photo), the same layout as PGlite's own dump, so backups made before and after
 *   streaming restore alike;
 * - `auth-secret`: the generated session secret, when DATA_DIR holds one (unset AUTH_SECRET),
 *   so sessions and signed links stay valid after a restore.
 * The mail outbox (DATA_DIR/outbox) is not kept: it holds copies of sent reset mails whose links
 * expire within the hour.
 *
 * Both ways stream (decisions 0027, 0042): no file is ever held in memory whole, whatever its size.
 */
export const MANIFEST = 'hyzer-backup.json';
const DATABASE = 'database.tar';
const FORMAT = 1;

/** The largest database a backup may hold (the size its tar entry declares). */
export const MAX_BACKUP_BYTES = 8 * 1024 ** 3;
/**
 * The most a backup may expand: the database's declared size against the backup file's size.
 * A fresh data folder compresses 7.5 times at gzip level 1 (40.5 MB to 5.4 MB), one with photos
 * about 1.1 times; gzip cannot pass ~1,030. A crafted file that claims more is refused from its
 * header, before anything is inflated.
 */
export const MAX_EXPANSION = 100;
/** The manifest and the auth secret are a few hundred bytes. */
const SMALL_FILE_MAX = 64 * 1024;
/**
 * gzip level of a backup's compressible blocks: on a fresh data folder level 1 took 0.66 s for
 * 5.4 MB against level 6's 1.57 s for 4.6 MB (decision 0042).
 */
const GZIP_LEVEL = 1;
/**
 * A backup's gzip is a series of members (RFC 1952 allows any number; gunzip, `tar xzf` and
 * the restore read them as one stream) of about this many bytes of tar each: each member is
 * compressed on libuv's thread pool, two at a time, at the level its block calls for.
 */
const BLOCK_BYTES = 1024 * 1024;
/** Blocks compressed at once (each on a thread of libuv's pool). */
const BLOCKS_IN_FLIGHT = 2;
/**
 * How a block is judged: slices of it (PostgreSQL's 8 KiB pages) are deflated at level 1 here;
 * a block whose sample does not shrink below this fraction (photo rows, random as JPEG data is)
 * is stored (level 0: a copy and a checksum) instead of deflated, which on such data costs some
 * ten times more for nothing (decision 0042).
 */
const SAMPLE_SLICE = 8 * 1024;
const SAMPLE_SLICES = 4;
const STORE_ABOVE_RATIO = 0.9;
/** Bytes read from a file at a time, and handed on by the gunzip of a restore. */
const READ_CHUNK = 1024 * 1024;
/** The data folder files a backup leaves out: this process's lock on the folder. */
const LEFT_OUT = /^hyzer\.lock/;
/** Files changed this close before the first copy began are copied again (timestamps are coarse). */
const MTIME_MARGIN_MS = 100;

export class BackupError extends Error {}

interface Manifest {
  format: number;
  app: 'hyzer';
  database: 'pglite';
  createdAt: string;
  files: string[];
}

interface FolderEntry {
  /** Relative to the data folder, with '/' between parts. */
  name: string;
  type: 'file' | 'directory';
  size: number;
}

/** Every file and folder under `root` (sorted, parents first), but the left-out ones. */
async function listFolder(root: string): Promise<FolderEntry[]> {
  const found: FolderEntry[] = [];
  const walk = async (rel: string) => {
    const names = (await readdir(path.join(root, rel))).sort();
    for (const name of names) {
      const child = rel ? `${rel}/${name}` : name;
      if (!rel && LEFT_OUT.test(name)) continue;
      const info = await lstat(path.join(root, child));
      if (info.isDirectory()) {
        found.push({ name: child, type: 'directory', size: 0 });
        await walk(child);
      } else if (info.isFile()) {
        found.push({ name: child, type: 'file', size: info.size });
      }
    }
  };
  await walk('');
  return found;
}

/** The size of the tar tar-stream writes for these entries: a header each, data in blocks. */
function tarSize(entries: FolderEntry[]): number {
  let size = 1024; // the two closing blocks
  for (const e of entries) {
    if (Buffer.byteLength(e.name) > 99) {
      throw new BackupError(`The data folder holds a path too long for a backup: ${e.name}`);
    }
    size += 512 + Math.ceil(e.size / 512) * 512;
  }
  return size;
}

/**
 * Copies the running database's folder to `snapshot` with queries held only for what changed
 * while the bulk was copied: first every file while the server keeps working, then again the
 * files changed since that copy began, then, under PGlite's exclusive lock (no statement runs),
 * the files changed since the second pass began, and none that is gone. PGlite writes through to its files and its log at every commit, so the
 * folder under the lock is what PostgreSQL leaves at a crash after the last committed
 * statement: the restore's recovery replays the log from the last checkpoint and rolls back a
 * transaction that was open (nothing half-written). A checkpoint first makes that log short.
 */
async function copyRunning(
  pglite: PGlite,
  live: string,
  snapshot: string,
): Promise<{ heldMs: number; heldFiles: number; heldBytes: number }> {
  await pglite.exec('CHECKPOINT');
  /** When the last pass began, less the margin: files changed after it are copied again. */
  let since = 0;
  const copied = new Map<string, { size: number; mtimeMs: number }>();
  const unchanged = (name: string, now: { size: number; mtimeMs: number }) => {
    const was = copied.get(name);
    return was && was.size === now.size && was.mtimeMs === now.mtimeMs && was.mtimeMs < since;
  };
  await mkdir(snapshot, { mode: 0o700 });
  // Twice without the lock: every file, then what changed while they were copied (the log the
  // checkpoint just wrote to, and what the server wrote meanwhile), which leaves the lock only
  // what changed during that second, short pass.
  for (let pass = 0; pass < 2; pass++) {
    const passStarted = Date.now() - MTIME_MARGIN_MS;
    const now = await listFolder(live);
    const names = new Set(now.map((e) => e.name));
    for (const name of [...copied.keys()].filter((n) => !names.has(n))) {
      copied.delete(name);
      await rm(path.join(snapshot, name), { force: true });
    }
    for (const e of now) {
      const to = path.join(snapshot, e.name);
      if (e.type === 'directory') {
        await mkdir(to, { recursive: true, mode: 0o700 });
        continue;
      }
      // Its size and time before the copy: a change during the copy changes one of them.
      const before = await lstat(path.join(live, e.name)).catch(() => null);
      if (!before) continue; // gone meanwhile: the next pass decides
      if (pass > 0 && unchanged(e.name, before)) continue;
      copied.set(e.name, { size: before.size, mtimeMs: before.mtimeMs });
      await copyFile(path.join(live, e.name), to);
    }
    since = passStarted;
  }
  // Under the lock the work is a few system calls per file and the copy of what changed, done
  // synchronously: no statement can run anyway, and a turn of the thread pool per file (shared
  // with other work on a busy machine) is what made the lock long.
  const started = performance.now();
  let heldFiles = 0;
  let heldBytes = 0;
  await pglite.runExclusive(() => {
    const now = listFolderSync(live);
    const names = new Set(now.map((e) => e.name));
    for (const name of copied.keys()) {
      if (!names.has(name)) rmSync(path.join(snapshot, name), { recursive: true, force: true });
    }
    for (const e of now) {
      const to = path.join(snapshot, e.name);
      if (e.type === 'directory') {
        mkdirSync(to, { recursive: true, mode: 0o700 });
        continue;
      }
      if (unchanged(e.name, e)) continue;
      copyFileSync(path.join(live, e.name), to);
      heldFiles++;
      heldBytes += e.size;
    }
    return Promise.resolve();
  });
  return { heldMs: performance.now() - started, heldFiles, heldBytes };
}

/** listFolder, synchronously, with each file's modification time. */
function listFolderSync(root: string): (FolderEntry & { mtimeMs: number })[] {
  const found: (FolderEntry & { mtimeMs: number })[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel)).sort()) {
      const child = rel ? `${rel}/${name}` : name;
      if (!rel && LEFT_OUT.test(name)) continue;
      const info = lstatSync(path.join(root, child));
      if (info.isDirectory()) {
        found.push({ name: child, type: 'directory', size: 0, mtimeMs: info.mtimeMs });
        walk(child);
      } else if (info.isFile()) {
        found.push({ name: child, type: 'file', size: info.size, mtimeMs: info.mtimeMs });
      }
    }
  };
  walk('');
  return found;
}

/**
 * Copies the running server's database folder to a new folder in `dataDir` (`.backup-*`, see
 * copyRunning), for the backup command to pack: the packing and its compression then run in the
 * backup command's process, not in the server's. Returns the folder's name in `dataDir`; the
 * caller removes it (removeSnapshot) when it is packed.
 */
export async function snapshotRunning(
  pglite: PGlite,
  dataDir: string,
): Promise<{ name: string; heldMs: number; heldFiles: number; heldBytes: number }> {
  const name = `${SNAPSHOT_PREFIX}${randomUUID().slice(0, 8)}`;
  try {
    const held = await copyRunning(pglite, path.join(dataDir, 'pglite'), path.join(dataDir, name));
    return { name, ...held };
  } catch (err) {
    await removeSnapshot(dataDir, name);
    throw err;
  }
}

/** The name of a snapshot folder of DATA_DIR: nothing else is ever removed as one. */
export const SNAPSHOT_NAME = /^\.backup-[0-9a-f]{8}$/;
const SNAPSHOT_PREFIX = '.backup-';

export async function removeSnapshot(dataDir: string, name: string): Promise<void> {
  if (!SNAPSHOT_NAME.test(name)) throw new Error(`not a backup snapshot: ${name}`);
  await rm(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * Writes a backup of the database folder `folder` (DATA_DIR/pglite of a stopped server, or a
 * snapshot of a running one) and the auth secret of `dataDir` to `out`. Files are streamed
 * through tar and gzip with back-pressure (read a MiB at a time, compressed by blocks on
 * libuv's thread pool): memory stays flat whatever the folder's size.
 */
export async function writeArchive(out: Writable, folder: string, dataDir: string): Promise<void> {
  const entries = await listFolder(folder);
  const secret = await readSecret(dataDir);
  const manifest: Manifest = {
    format: FORMAT,
    app: 'hyzer',
    database: 'pglite',
    createdAt: new Date().toISOString(),
    files: [DATABASE, ...(secret ? [AUTH_SECRET_FILE] : [])],
  };
  const mtime = new Date();
  const tar = pack();
  const sent = pipeline(tar as AsyncIterable<Buffer>, gzipMembers, out);
  sent.catch(() => {}); // awaited below; a failure here also fails the entry being written
  tar.entry({ name: MANIFEST, mode: 0o600, mtime }, JSON.stringify(manifest, null, 2) + '\n');
  const inner = pack();
  const database = pipeline(
    inner,
    tar.entry({ name: DATABASE, mode: 0o600, mtime, size: tarSize(entries) }),
  );
  database.catch(() => {});
  for (const e of entries) {
    if (e.type === 'directory') {
      inner.entry({ name: e.name, type: 'directory', mode: 0o700, mtime });
      continue;
    }
    await pipeline(
      createReadStream(path.join(folder, e.name), { highWaterMark: READ_CHUNK }),
      inner.entry({ name: e.name, mode: 0o600, mtime, size: e.size }),
    );
  }
  inner.finalize();
  await database;
  if (secret) tar.entry({ name: AUTH_SECRET_FILE, mode: 0o600, mtime }, secret);
  tar.finalize();
  await sent;
}

const gzipAsync = promisify(gzip);

/**
 * True when a block is worth deflating: a few page-sized slices of it, deflated at level 1,
 * shrink below STORE_ABOVE_RATIO.
 */
export function worthDeflating(block: Buffer): boolean {
  if (block.length <= SAMPLE_SLICE * SAMPLE_SLICES) {
    return deflateRawSync(block, { level: 1 }).length < block.length * STORE_ABOVE_RATIO;
  }
  const step = Math.floor(block.length / SAMPLE_SLICES);
  let sampled = 0;
  let deflated = 0;
  for (let i = 0; i < SAMPLE_SLICES; i++) {
    const slice = block.subarray(i * step, i * step + SAMPLE_SLICE);
    sampled += slice.length;
    deflated += deflateRawSync(slice, { level: 1 }).length;
  }
  return deflated < sampled * STORE_ABOVE_RATIO;
}

/** The bytes of `source` in blocks of at least BLOCK_BYTES (the last one may be shorter). */
async function* blocksOf(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= BLOCK_BYTES) {
      yield parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
      parts = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(parts, size);
}

/**
 * gzip as a series of members, one per block, in order: each block deflated at GZIP_LEVEL or,
 * when it would not shrink (worthDeflating), stored; BLOCKS_IN_FLIGHT of them at a time.
 */
async function* gzipMembers(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const pending: Promise<Buffer>[] = [];
  for await (const block of blocksOf(source)) {
    const level = worthDeflating(block) ? GZIP_LEVEL : 0;
    const member = gzipAsync(block, { level, chunkSize: block.length + 1024 });
    member.catch(() => {}); // awaited in order below
    pending.push(member);
    if (pending.length >= BLOCKS_IN_FLIGHT) yield await pending.shift()!;
  }
  while (pending.length > 0) yield await pending.shift()!;
}

async function readSecret(dataDir: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dataDir, AUTH_SECRET_FILE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export interface BackupContents {
  manifest: Manifest;
  authSecret: Buffer | null;
  /** Files of the database's folder written (or, when only checked, found). */
  files: number;
}

const NOT_A_BACKUP = (file: string, why: string) =>
  new BackupError(`${file} is not a Hyzer backup (${why}).`);

/** A path inside the data folder, or null for one that would leave it or is no plain path. */
function safeName(name: string): string | null {
  const parts = name
    .replace(/^\/+/, '')
    .split('/')
    .filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.some((p) => p === '..' || p.includes('\\') || p.includes('\0')))
    return null;
  return parts.join('/');
}

async function readSmall(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The backup file's size, for the expansion ceiling; a missing file or a folder is refused. */
async function backupFileSize(file: string): Promise<number> {
  return stat(file).then(
    (s) => {
      if (s.isDirectory()) throw new BackupError(`${file} is a folder, not a backup file.`);
      return s.size;
    },
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
      throw err;
    },
  );
}

/**
 * Stops the database's own tar and the entry it is reading when the file fails under them: cut
 * short inside one of its entries, they would otherwise wait for the rest for ever.
 */
interface InnerStop {
  stop: ((err: Error) => void) | null;
}

/**
 * The database's own tar: its folder written to `into` (or only read through), entry by entry,
 * each a plain path inside it. Gives the number of files.
 */
async function readDatabaseFolder(
  file: string,
  into: string | undefined,
  entry: AsyncIterable<Buffer> & NodeJS.ReadableStream,
  inner: InnerStop,
): Promise<number> {
  let files = 0;
  const tar = extract();
  let current: { destroy(err: Error): void } | null = null;
  let stopped: Error | null = null;
  inner.stop = (err) => {
    stopped = err;
    current?.destroy(err);
    tar.destroy(err);
  };
  // A stop that lands while a folder is being made is not heard by any stream: checked after it,
  // so nothing is written into the folder once the reading has been stopped.
  const goOn = () => {
    if (stopped) throw stopped;
  };
  const fed = pipeline(entry, tar);
  fed.catch(() => {});
  for await (const part of tar) {
    current = part;
    const header: Header = part.header;
    const name = safeName(header.name);
    if (!name || (header.type !== 'file' && header.type !== 'directory')) {
      throw NOT_A_BACKUP(file, `${DATABASE} holds an unexpected entry ${header.name}`);
    }
    if (header.type === 'directory' || (!name.includes('/') && LEFT_OUT.test(name))) {
      // Folders are made as files need them; the lock of the server a backup came from (in
      // backups made by PGlite's dump) is left out.
      if (into && header.type === 'directory') {
        await mkdir(path.join(into, name), { recursive: true, mode: 0o700 });
        goOn();
      }
      for await (const chunk of part as AsyncIterable<Buffer>) void chunk;
      continue;
    }
    files++;
    if (into) {
      const to = path.join(into, name);
      await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      goOn();
      await pipeline(part, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
    } else {
      for await (const chunk of part as AsyncIterable<Buffer>) void chunk;
    }
  }
  await fed;
  return files;
}

/** What the backup's entries held: its small files by name, and the database's file count. */
interface BackupEntries {
  small: Map<string, Buffer>;
  sawDatabase: boolean;
  files: number;
}

/**
 * The backup's entries in order: the manifest first, then only the database (its declared size
 * checked before it is inflated) and the small files it may list, each once.
 */
async function readEntries(
  tar: ReturnType<typeof extract>,
  file: string,
  fileSize: number,
  into: string | undefined,
  inner: InnerStop,
): Promise<BackupEntries> {
  const found: BackupEntries = { small: new Map(), sawDatabase: false, files: 0 };
  const { small } = found;
  for await (const entry of tar) {
    const { name, type, size } = entry.header;
    const seen = small.size + (found.sawDatabase ? 1 : 0);
    if (seen === 0 && name !== MANIFEST) throw NOT_A_BACKUP(file, `it starts with ${name}`);
    const known = name === MANIFEST || name === DATABASE || name === AUTH_SECRET_FILE;
    if (type !== 'file' || !known || small.has(name) || (name === DATABASE && found.sawDatabase)) {
      throw NOT_A_BACKUP(file, `unexpected entry ${name}`);
    }
    if (name === DATABASE) {
      const declared = size ?? 0;
      if (declared > MAX_BACKUP_BYTES || declared > fileSize * MAX_EXPANSION) {
        throw NOT_A_BACKUP(
          file,
          `its ${DATABASE} claims ${declared} bytes in a file of ${fileSize}: more than a backup holds`,
        );
      }
      found.sawDatabase = true;
      found.files = await readDatabaseFolder(
        file,
        into,
        entry as unknown as AsyncIterable<Buffer> & NodeJS.ReadableStream,
        inner,
      );
    } else {
      if ((size ?? 0) > SMALL_FILE_MAX) throw NOT_A_BACKUP(file, `${name} is too large`);
      small.set(name, await readSmall(entry as AsyncIterable<Buffer>));
    }
  }
  return found;
}

/** The manifest read, and every file it lists found. */
function checkedContents(
  file: string,
  { small, sawDatabase, files }: BackupEntries,
): BackupContents {
  const manifest = parseManifest(small.get(MANIFEST), file);
  if (!sawDatabase || files === 0) throw NOT_A_BACKUP(file, `no ${DATABASE}`);
  for (const name of manifest.files) {
    if (name !== DATABASE && !small.has(name))
      throw NOT_A_BACKUP(file, `${name} is listed but missing`);
  }
  return { manifest, authSecret: small.get(AUTH_SECRET_FILE) ?? null, files };
}

/**
 * Reads and checks a backup file as a stream: its manifest first, every file it lists, nothing
 * else; the database's folder is written to `into` (which must be empty) or, without it, only
 * read through. Sizes are checked from each header before its data is inflated: the database
 * may declare at most MAX_BACKUP_BYTES and MAX_EXPANSION times the file's size. Memory stays
 * bounded by the stream's buffers whatever the file holds.
 */
export async function readBackup(
  file: string,
  opts: {
    into?: string;
    /**
     * The backup's bytes as they are being written to `file` (the check of a backup as it is
     * made, read once instead of twice); the expansion ceiling does not apply to one we make.
     */
    source?: Readable;
  } = {},
): Promise<BackupContents> {
  const fileSize = opts.source ? Infinity : await backupFileSize(file);
  const tar = extract();
  const inner: InnerStop = { stop: null };
  const reading = readEntries(tar, file, fileSize, opts.into, inner);
  const feeding = pipeline(
    opts.source ?? createReadStream(file, { highWaterMark: READ_CHUNK }),
    createGunzip({ chunkSize: READ_CHUNK }),
    tar,
  );
  feeding.catch((err: unknown) =>
    inner.stop?.(err instanceof Error ? err : new Error(String(err))),
  );
  const read = reading.catch((err: unknown) => {
    tar.destroy();
    throw err;
  });
  // A file that fails under the reading ends it too: the reading's streams are stopped
  // (inner.stop), and a folder being written to is left alone only once the reading has ended,
  // so that the caller can clear it (a write still under way made a file in a folder being
  // removed: ENOTEMPTY, or a file left behind).
  const [fed, readOutcome] = await Promise.allSettled([
    feeding,
    Promise.race([read, feeding.then(() => read)]),
  ]);
  const failed = [readOutcome, fed].find((r) => r.status === 'rejected');
  if (failed) {
    if (opts.into) await read.catch(() => {});
    const err: unknown = failed.reason;
    if (err instanceof BackupError) throw err;
    throw NOT_A_BACKUP(file, 'it is cut short or not a backup at all');
  }
  return checkedContents(file, (readOutcome as PromiseFulfilledResult<BackupEntries>).value);
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

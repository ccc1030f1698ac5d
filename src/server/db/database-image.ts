import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The embedded database as a first start makes it, made once by the build: PGlite's `initdb`,
 * then every schema migration, packed as a gzip'd tar of the data folder (docs/decisions/0035).
 * A first start on an empty data folder unpacks it instead of running `initdb` in the server's
 * own process, which took about 2.6 s and left the process at about 600 MB (the WebAssembly
 * memory of initdb and of a second PostgreSQL instance is never given back). The start then
 * migrates as on any later start (nothing is pending unless the image is older than the
 * migrations) and loads the catalogue as before.
 */
export const DATABASE_IMAGE_FILE = 'database-image.tar.gz';

/** The file the server uses: beside the bundle (dist/server), made by scripts/build-server.mjs. */
export function bundledDatabaseImage(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), DATABASE_IMAGE_FILE);
}

/** The first entry of every image: which PGlite made it (another version starts the slow way). */
export const MANIFEST = 'hyzer-database-image.json';
/** Written last: PostgreSQL (and PGlite) take a folder holding it for a database. */
export const PG_VERSION = 'PG_VERSION';

/** The installed PGlite's version, from its package.json (not in its exports map). */
export function pgliteVersion(): string {
  const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(main), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** True when `dir` holds a database (what PGlite checks before it runs initdb). */
export function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, PG_VERSION));
}

/** A tar header's text field (NUL-terminated). */
function field(header: Buffer, from: number, length: number): string {
  const text = header.toString('latin1', from, from + length);
  const end = text.indexOf('\0');
  return end === -1 ? text : text.slice(0, end);
}

/** The length of `data` without its trailing zero pages (8 KiB, PostgreSQL's page). */
function writtenLength(data: Buffer): number {
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end--;
  return Math.min(data.length, Math.ceil(end / 8192) * 8192);
}

/**
 * Unpacks the image into `dir` (a data folder without a database). Returns false, writing
 * nothing, when the image was made by another PGlite version. PG_VERSION comes last, so a start
 * cut off half-way finds no database and unpacks again.
 *
 * Made for speed (docs/decisions/0035): the image (about 40 MB unpacked) is inflated in one go
 * and each file written straight from that buffer with synchronous calls (no copy, no stream
 * machinery, no trip through the thread pool for each of its ~1,100 files); a file's trailing
 * zero pages (most of the empty WAL segment) are not written but left as a hole of the same
 * length, which reads as zeros. The buffer is dropped before PGlite opens the folder.
 */
export function unpackDatabaseImage(image: string, dir: string): boolean {
  const tar = gunzipSync(readFileSync(image));
  const made = new Set<string>();
  let offset = 0;
  let checked = false;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + 512);
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = header[156] === 0 ? '0' : String.fromCharCode(header[156]!);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (!checked) {
      const manifest = JSON.parse(data.toString('utf8')) as { pglite?: string };
      if (name !== MANIFEST || manifest.pglite !== pgliteVersion()) return false;
      checked = true;
      continue;
    }
    const file = path.join(dir, name);
    if (!file.startsWith(dir + path.sep)) throw new Error(`database image: bad entry ${name}`);
    if (type === '5') {
      mkdirSync(file, { recursive: true, mode: 0o700 });
      made.add(file);
      continue;
    }
    if (type !== '0') throw new Error(`database image: unexpected entry ${name} (type ${type})`);
    const parent = path.dirname(file);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true, mode: 0o700 });
      made.add(parent);
    }
    const fd = openSync(file, 'w', 0o600);
    try {
      const written = writtenLength(data);
      if (written > 0) writeSync(fd, data, 0, written);
      if (written < data.length) ftruncateSync(fd, data.length);
    } finally {
      closeSync(fd);
    }
  }
  return checked;
}

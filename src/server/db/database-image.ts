import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

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

/**
 * Unpacks the image into `dir` (a data folder without a database), streamed: one file in memory
 * at a time. Returns false, writing nothing, when the image was made by another PGlite version.
 * PG_VERSION comes last, so a start cut off half-way finds no database and unpacks again.
 */
export async function unpackDatabaseImage(image: string, dir: string): Promise<boolean> {
  const tar = extract();
  const reading = pipeline(createReadStream(image), createGunzip(), tar);
  let checked = false;
  const made = new Set<string>();
  try {
    for await (const entry of tar) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const { name, type } = entry.header;
      if (!checked) {
        const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pglite?: string };
        if (name !== MANIFEST || manifest.pglite !== pgliteVersion()) {
          tar.destroy();
          await reading.catch(() => {});
          return false;
        }
        checked = true;
        continue;
      }
      const file = path.join(dir, name);
      if (!file.startsWith(dir + path.sep)) throw new Error(`database image: bad entry ${name}`);
      if (type === 'directory') {
        mkdirSync(file, { recursive: true, mode: 0o700 });
        made.add(file);
        continue;
      }
      const parent = path.dirname(file);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true, mode: 0o700 });
        made.add(parent);
      }
      await writeFile(file, Buffer.concat(chunks), { mode: 0o600 });
    }
    await reading;
    return checked;
  } catch (err) {
    tar.destroy();
    await reading.catch(() => {});
    throw err;
  }
}

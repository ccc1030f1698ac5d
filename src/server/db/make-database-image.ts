import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, constants as zlib } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pack } from 'tar-stream';
import { PGLITE_START_PARAMS } from './client';
import { MANIFEST, PG_VERSION, pgliteVersion } from './database-image';
import { migrationsFolder as defaultMigrationsFolder } from './migrate';

/** Every file under dir, relative, directories before what they hold, in a stable order. */
function walk(dir: string, rel = ''): { name: string; dir: boolean }[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const name = rel ? `${rel}/${e.name}` : e.name;
      return e.isDirectory() ? [{ name, dir: true }, ...walk(dir, name)] : [{ name, dir: false }];
    });
}

/**
 * Makes the image: a new PGlite data folder in `workDir` (which must not exist or be empty)
 * exactly as a first start makes it (same start parameters, on disk), migrated, closed, and
 * packed into `target`.
 */
export async function makeDatabaseImage(
  workDir: string,
  target: string,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<void> {
  mkdirSync(workDir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create(workDir, { startParams: PGLITE_START_PARAMS });
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
  } finally {
    await pglite.close();
  }
  const tar = pack();
  const written = pipeline(
    tar,
    createGzip({ level: zlib.Z_BEST_COMPRESSION }),
    createWriteStream(target),
  );
  tar.entry({ name: MANIFEST }, JSON.stringify({ pglite: pgliteVersion() }));
  const entries = walk(workDir);
  const last = entries.filter((e) => e.name === PG_VERSION);
  for (const e of [...entries.filter((e) => e.name !== PG_VERSION), ...last]) {
    if (e.dir) {
      tar.entry({ name: e.name, type: 'directory', mode: 0o700 });
    } else {
      const data = await readFile(path.join(workDir, e.name));
      await new Promise<void>((resolve, reject) =>
        tar.entry({ name: e.name, mode: 0o600 }, data, (err) => (err ? reject(err) : resolve())),
      );
    }
  }
  tar.finalize();
  await written;
}

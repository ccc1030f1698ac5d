// The prebuilt embedded database (database-image.ts) can never drift from what a first start
// without it makes: the same schema, migrations, catalogue and every other row, also when the
// image is older than the migrations. Images are made by the build's own maker in a child process.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue } from '../catalogue/ensure-catalogue';
import { createLogger } from '../logger';
import { openDatabase, type Database } from './client';
import { holdsDatabase, MANIFEST, unpackDatabaseImage } from './database-image';
import { migrateDatabase, migrationsFolder } from './migrate';

const work = mkdtempSync(path.join(os.tmpdir(), 'hyzer-image-test-'));
const logger = createLogger('silent');
const env = { DISCIT_URL: 'http://127.0.0.1:9/none', CATALOG_SYNC_ON_START: false };

/** Makes an image with the maker the build runs, from the given migrations folder. */
function makeImage(name: string, folder = migrationsFolder()): string {
  const target = path.join(work, name);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/db/database-image-cli.ts', target, folder],
    { stdio: 'pipe' },
  );
  return target;
}

/** A first start on an empty data folder: open (from the image or not), migrate, catalogue. */
async function firstStart(dataDir: string, image: string | null): Promise<Database> {
  const database = await openDatabase({ dataDir, image });
  await migrateDatabase(database);
  await ensureCatalogue({ database, env, logger });
  return database;
}

/** What a start leaves in the database: the schema and every row of every table. */
async function contents(database: Database) {
  const q = async (sql: string) => (await database.pglite!.query(sql)).rows;
  const tables = (await q(
    `select table_schema, table_name from information_schema.tables
     where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  )) as { table_schema: string; table_name: string }[];
  const rows: Record<string, unknown[]> = {};
  for (const t of tables) {
    const name = `"${t.table_schema}"."${t.table_name}"`;
    rows[name] = (await q(`select to_jsonb(t)::text as row from ${name} t order by 1`)).map(
      (r) => (r as { row: string }).row,
    );
  }
  return {
    columns: await q(
      `select table_schema, table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2, 3`,
    ),
    indexes: await q(`select schemaname, indexname, indexdef from pg_indexes
      where schemaname not in ('pg_catalog') order by 1, 2`),
    constraints:
      await q(`select conrelid::regclass::text rel, conname, pg_get_constraintdef(oid) def
      from pg_constraint where connamespace <> 'pg_catalog'::regnamespace order by 1, 2`),
    triggers: await q(`select tgrelid::regclass::text rel, tgname, pg_get_triggerdef(oid) def
      from pg_trigger where not tgisinternal order by 1, 2`),
    functions: await q(`select proname, pg_get_functiondef(oid) def from pg_proc
      where pronamespace = 'public'::regnamespace order by 1`),
    settings: await q(`select name, setting from pg_settings
      where name in ('server_encoding', 'lc_collate', 'lc_ctype', 'TimeZone', 'server_version')
      order by 1`),
    rows,
  };
}

/** The catalogue's rows carry their import time; two starts a few seconds apart differ there only. */
function withoutImportTimes(c: Awaited<ReturnType<typeof contents>>) {
  const rows = Object.fromEntries(
    Object.entries(c.rows).map(([table, rs]) => [
      table,
      rs.map((r) =>
        (r as string).replace(/"(created_at|updated_at|checked_at)": "[^"]*"/g, '"$1": "…"'),
      ),
    ]),
  );
  return { ...c, rows };
}

const journalEntries = (folder: string) =>
  (JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: [] })
    .entries.length;

let slow: Awaited<ReturnType<typeof contents>>;
let image: string;

beforeAll(async () => {
  image = makeImage('current.tar.gz');
  const database = await firstStart(path.join(work, 'slow'), null);
  expect(database.created).toBe('initdb');
  slow = withoutImportTimes(await contents(database));
  await database.close();
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a first start from the prebuilt database image', () => {
  it('leaves the same schema, migrations and catalogue as a first start that runs initdb', async () => {
    const dataDir = path.join(work, 'from-image');
    const database = await firstStart(dataDir, image);
    expect(database.created).toBe('image');
    expect(withoutImportTimes(await contents(database))).toEqual(slow);
    expect(slow.rows['"public"."disc"']!.length).toBeGreaterThan(0);
    expect(slow.rows['"drizzle"."__drizzle_migrations"']!.length).toBe(
      journalEntries(migrationsFolder()),
    );
    await database.close();
    const reopened = await openDatabase({ dataDir, image });
    expect(reopened.created).toBeUndefined();
    await reopened.close();
  }, 120_000);

  it('catches up with migrations newer than the image', async () => {
    const folder = path.join(work, 'older-migrations');
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, 2);
    writeFileSync(journalFile, JSON.stringify(journal));
    const older = makeImage('older.tar.gz', folder);
    const database = await firstStart(path.join(work, 'from-older-image'), older);
    expect(withoutImportTimes(await contents(database))).toEqual(slow);
    await database.close();
  }, 120_000);

  it('is not used when another PGlite version made it', async () => {
    const other = path.join(work, 'other-version.tar.gz');
    const tar = pack();
    const written = pipeline(tar, createGzip(), createWriteStream(other));
    tar.entry({ name: MANIFEST }, JSON.stringify({ pglite: '0.0.1' }));
    tar.entry({ name: 'PG_VERSION' }, '1\n');
    tar.finalize();
    await written;
    const dir = path.join(work, 'other-version');
    expect(unpackDatabaseImage(other, dir)).toBe(false);
    expect(holdsDatabase(dir)).toBe(false);
  });
});

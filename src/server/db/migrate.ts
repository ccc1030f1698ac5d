import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  canonicaliseCatalogue,
  type CanonicaliseReport,
} from '../catalogue/canonicalise-catalogue';
import { analyzeEmbedded } from './analyze';
import type { Database } from './client';
import { schema } from './schema';

/** Finds the committed drizzle/ folder from src/server/db (dev, tests) or dist/server (build). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle/ migrations folder');
}

const MIGRATION_LOCK = 727_001; // advisory lock id: several processes may start at once

/** How many migrations the embedded database has applied (0 before the first). */
async function appliedMigrations(database: Database): Promise<number> {
  const pglite = database.pglite!;
  const table = 'drizzle.__drizzle_migrations';
  const found = await pglite.query<{ t: string | null }>(`select to_regclass('${table}') as t`);
  if (!found.rows[0]?.t) return 0;
  const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

export interface MigrationReport {
  /** What the catalogue's data migration changed (all zero once the catalogue is clean). */
  catalogue: CanonicaliseReport;
}

/**
 * Applies pending schema migrations, then the catalogue's data migration (canonicaliseCatalogue).
 * On PostgreSQL one dedicated connection holds an advisory lock through both.
 */
export async function migrateDatabase(
  database: Database,
  databaseUrl?: string,
): Promise<MigrationReport> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite' && database.pglite) {
    const before = await appliedMigrations(database);
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    const catalogue = await canonicaliseCatalogue(database.db);
    // A migration can rewrite or fill tables: their statistics are refreshed (no autovacuum here).
    if ((await appliedMigrations(database)) !== before) await analyzeEmbedded(database);
    return { catalogue };
  }
  // PostgreSQL's driver and migrator are loaded only here (an embedded start never needs them).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
    const catalogue = await canonicaliseCatalogue(drizzlePg(client, { schema }));
    return { catalogue };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

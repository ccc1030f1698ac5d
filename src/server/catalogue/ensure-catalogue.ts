import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { countDiscs } from './disc-repository';
import { syncFromDiscit } from './discit-sync';
import { importCatalogue } from './import-catalogue';
import { starterCatalogue } from './starter-catalogue';

/** Advisory lock id for the first-start catalogue load (the migration lock is 727_001). */
const CATALOGUE_LOCK = 727_002;
const LOCK_POLL_MS = 250;
const LOCK_WAIT_MS = 60_000;
export const STARTUP_SYNC_TIMEOUT_MS = 5_000;

export interface EnsureCatalogueDeps {
  database: Database;
  env: Pick<Env, 'DISCIT_URL' | 'CATALOG_SYNC_ON_START'>;
  logger: Logger;
  syncTimeoutMs?: number;
}

export interface EnsureCatalogueResult {
  /** existing: there already were discs; none: loading failed (logged), the catalogue is empty. */
  source: 'existing' | 'discit' | 'starter' | 'none';
  count: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * On PostgreSQL, runs fn while holding a session advisory lock on one pooled connection, so that
 * processes starting together load the catalogue once (the others then find it filled). Polls
 * pg_try_advisory_lock, which never blocks a query past the pool's query time-out; after a
 * minute it goes ahead anyway (the import is idempotent). PGlite has a single process.
 */
async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres' || !database.pool) return fn();
  const client = await database.pool.connect();
  let locked = false;
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    while (!locked && Date.now() < deadline) {
      const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        CATALOGUE_LOCK,
      ]);
      locked = res.rows[0]?.ok === true;
      if (!locked) await sleep(LOCK_POLL_MS);
    }
    return await fn();
  } finally {
    if (locked)
      await client.query('select pg_advisory_unlock($1)', [CATALOGUE_LOCK]).catch(() => {});
    client.release();
  }
}

async function loadCatalogue(deps: EnsureCatalogueDeps): Promise<EnsureCatalogueResult> {
  const { database, env, logger } = deps;
  const existing = await countDiscs(database.db);
  if (existing > 0) return { source: 'existing', count: existing };
  if (env.CATALOG_SYNC_ON_START) {
    try {
      await syncFromDiscit(database.db, env.DISCIT_URL, {
        timeoutMs: deps.syncTimeoutMs ?? STARTUP_SYNC_TIMEOUT_MS,
      });
      return { source: 'discit', count: await countDiscs(database.db) };
    } catch (err) {
      logger.warn(
        { url: env.DISCIT_URL, err: err instanceof Error ? err.message : String(err) },
        'DiscIt sync failed; loading the bundled starter catalogue',
      );
    }
  }
  await importCatalogue(database.db, starterCatalogue());
  return { source: 'starter', count: await countDiscs(database.db) };
}

/**
 * Start-up bootstrap: when the catalogue is empty, loads it from DiscIt (if
 * CATALOG_SYNC_ON_START, with a short time-out) or else from the bundled starter catalogue, and
 * logs which source was used and how many discs there are. Never throws: a failure is logged and
 * the server starts with what it has.
 */
export async function ensureCatalogue(deps: EnsureCatalogueDeps): Promise<EnsureCatalogueResult> {
  try {
    const result = await withStartupLock(deps.database, () => loadCatalogue(deps));
    deps.logger.info({ source: result.source, discs: result.count }, 'catalogue ready');
    return result;
  } catch (err) {
    deps.logger.error(
      { err: err instanceof Error ? err.message : String(err) },
      'could not load a catalogue; starting with an empty one',
    );
    return { source: 'none', count: 0 };
  }
}

import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { schema } from '../db/schema';
import type { Logger } from '../logger';
import { CatalogueError } from './catalogue-error';
import { notifyCatalogueChanged } from './catalogue-changes';
import { syncFromDiscit } from './discit-sync';
import type { ImportReport } from './import-catalogue';
import { formatImportReport } from './import-report';

/** Advisory lock id of the scheduled sync (migrations use 727_001, the first-start load 727_002). */
export const SYNC_LOCK = 727_003;

export type SyncOutcome = 'synced' | 'failed' | 'skipped';

export interface ScheduledSyncDeps {
  database: Database;
  url: string;
  intervalMs: number;
  logger: Logger;
  /**
   * The sync itself; syncFromDiscit with a 60 s time-out unless a test passes another. It writes
   * through `database.db` and runs `beforeWrite` first in its write transaction.
   */
  sync?: (database: Database, url: string, beforeWrite?: WriteGuard) => Promise<ImportReport>;
}

export interface ScheduledSync {
  /** One sync now (what the timer runs); 'skipped' when one is already running here or elsewhere. */
  runOnce(): Promise<SyncOutcome>;
  /** Stops the timer and waits for a sync in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

export const LOST_LOCK_MESSAGE =
  'The catalogue sync lost its database lock before writing; nothing was imported.';

/** Checks, inside a write transaction, that the lock is still held; throws when it is not. */
export type WriteGuard = (tx: Db) => Promise<void>;

/**
 * On PostgreSQL, runs fn only if this process gets the sync's advisory lock at once (several
 * processes on one database sync one at a time; the others skip that round). Returns null when
 * the lock is held elsewhere. PGlite serves one process, so it needs no lock.
 *
 * The lock belongs to one connection, and ends with it: a backend terminated during the download
 * (an operator, a failover, a network cut) frees it, and another process may start its sync. So
 * fn writes through that same connection (`database.db` is bound to it), and its write
 * transaction first checks the lock is still this session's: if the connection is gone, nothing
 * can be written through it, and no commit can happen without the lock.
 */
async function withSyncLock<T>(
  database: Database,
  fn: (locked: Database, guard?: WriteGuard) => Promise<T>,
): Promise<T | null> {
  if (database.kind !== 'postgres' || !database.pool) return fn(database);
  const client = await database.pool.connect();
  let lost = false;
  const onLost = () => (lost = true);
  client.on('error', onLost);
  client.on('end', onLost);
  try {
    const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      SYNC_LOCK,
    ]);
    if (res.rows[0]?.ok !== true) return null;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const locked: Database = { ...database, db: drizzle(client, { schema }) };
    const guard: WriteGuard = async (tx) => {
      const held = await tx.execute<{ held: boolean }>(sql`
        select exists (
          select 1 from pg_locks
           where locktype = 'advisory' and classid = 0 and objid = ${SYNC_LOCK} and objsubid = 1
             and pid = pg_backend_pid() and granted
        ) as held`);
      const row = (held as { rows: { held: boolean }[] }).rows[0];
      if (row?.held !== true) throw new CatalogueError(LOST_LOCK_MESSAGE);
    };
    try {
      return await fn(locked, guard);
    } catch (err) {
      if (lost) throw new CatalogueError(LOST_LOCK_MESSAGE);
      throw err;
    } finally {
      if (!lost) await client.query('select pg_advisory_unlock($1)', [SYNC_LOCK]).catch(() => {});
    }
  } finally {
    client.off('error', onLost);
    client.off('end', onLost);
    client.release();
  }
}

const defaultSync = (database: Database, url: string, beforeWrite?: WriteGuard) =>
  syncFromDiscit(database.db, url, { timeoutMs: 60_000, beforeWrite });

const changedAnything = (r: ImportReport) => r.added + r.updated + r.merged + r.movedUserDiscs > 0;

/**
 * CATALOG_SYNC_INTERVAL: syncs the catalogue from `url` every `intervalMs` in the background
 * (the first run one interval after start; start-up has its own load). A run never blocks a
 * request: nothing waits for it, and its writes are one short transaction. Each run logs the
 * import report the CLI prints; a failed run logs why and leaves the catalogue as it was (the
 * import stores all or nothing).
 */
export function startScheduledSync(deps: ScheduledSyncDeps): ScheduledSync {
  const { database, url, logger } = deps;
  const sync = deps.sync ?? defaultSync;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SyncOutcome> | null = null;
  let stopped = false;

  async function run(): Promise<SyncOutcome> {
    try {
      const report = await withSyncLock(database, (locked, guard) => sync(locked, url, guard));
      if (report === null) {
        logger.info({ url }, 'catalogue sync skipped: another process is syncing');
        return 'skipped';
      }
      // The import told its own connection's handle; the app serves the catalogue from this one.
      if (database.kind === 'postgres' && changedAnything(report)) {
        notifyCatalogueChanged(database.db);
      }
      const [summary, ...details] = formatImportReport(url, report);
      logger.info({ url, details }, `catalogue sync: ${summary}`);
      return 'synced';
    } catch (err) {
      logger.warn(
        { url, err: err instanceof Error ? err.message : String(err) },
        'catalogue sync failed; the current catalogue is kept',
      );
      return 'failed';
    }
  }

  const runOnce = (): Promise<SyncOutcome> => {
    if (running) return Promise.resolve('skipped');
    running = run().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, deps.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

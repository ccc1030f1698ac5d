import type { Database } from '../db/client';
import type { Logger } from '../logger';
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
  /** The sync itself; syncFromDiscit with a 60 s time-out unless a test passes another. */
  sync?: (database: Database, url: string) => Promise<ImportReport>;
}

export interface ScheduledSync {
  /** One sync now (what the timer runs); 'skipped' when one is already running here or elsewhere. */
  runOnce(): Promise<SyncOutcome>;
  /** Stops the timer and waits for a sync in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * On PostgreSQL, runs fn only if this process gets the sync's advisory lock at once (several
 * processes on one database sync one at a time; the others skip that round). Returns null when
 * the lock is held elsewhere. PGlite serves one process, so it needs no lock.
 */
async function withSyncLock<T>(database: Database, fn: () => Promise<T>): Promise<T | null> {
  if (database.kind !== 'postgres' || !database.pool) return fn();
  const client = await database.pool.connect();
  try {
    const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      SYNC_LOCK,
    ]);
    if (res.rows[0]?.ok !== true) return null;
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SYNC_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

const defaultSync = (database: Database, url: string) =>
  syncFromDiscit(database.db, url, { timeoutMs: 60_000 });

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
      const report = await withSyncLock(database, () => sync(database, url));
      if (report === null) {
        logger.info({ url }, 'catalogue sync skipped: another process is syncing');
        return 'skipped';
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

import pg from 'pg';
import { isDbUnavailable } from '../http/errors';

/**
 * Time limits on our PostgreSQL connections. Client side, a lost or silent database answers 503
 * in under two seconds in practice: a stalled pool is full, so a request gives up while waiting
 * for a connection (1.5 s, enough for ordinary queueing under a burst); a statement on a
 * connection it already holds gives up after 1.1 s, and the ROLLBACK after it fails at once.
 * Server side, PostgreSQL ends what the client could not: a statement running too long, a lock
 * wait, and a connection left idle inside a transaction (the second line of defence when a
 * client vanished without a word).
 */
export const PG_TIMEOUTS = {
  connectMs: 1_500,
  queryMs: 1100,
  statementMs: 5_000,
  lockMs: 3_000,
  idleInTransactionMs: 10_000,
} as const;

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** Told about every connection error (an idle client's, or a checked-out one's). */
  onConnectionError?: (err: Error) => void;
}

/**
 * A pg.Pool whose connections cannot take the process down or leak:
 * - every client, idle or checked out, has an 'error' listener from birth (pg emits 'error' on a
 *   client whose backend was terminated between two statements; with no listener Node exits);
 * - a checked-out client (a transaction) whose statement failed because the connection is lost
 *   or timed out is destroyed at once, not returned to the pool. Its later statements (the
 *   ROLLBACK) fail at once with the same error, and a second release is ignored. drizzle never
 *   releases a client whose BEGIN failed; this returns it anyway, so stalls cannot shrink the pool
 *   or leave a connection idle in a transaction.
 */
export function createPool(opts: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    query_timeout: PG_TIMEOUTS.queryMs,
    statement_timeout: PG_TIMEOUTS.statementMs,
    lock_timeout: PG_TIMEOUTS.lockMs,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  const report = (err: Error) => opts.onConnectionError?.(err);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));

  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // The callback form is pool.query's own path, which already releases a failed client with its error.
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(guardCheckedOut);
  }) as typeof pool.connect;
  return pool;
}

function guardCheckedOut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let released = false;
  let lost: Error | null = null;
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err ?? lost ?? undefined);
  };
  client.release = releaseOnce;
  client.query = ((...args: unknown[]) => {
    if (lost) return Promise.reject(lost);
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((err: Error) => {
      if (isDbUnavailable(err)) {
        lost = err;
        releaseOnce(err);
      }
      throw err;
    });
  }) as typeof client.query;
  return client;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { makeDataDirPrivate } from '../private-files';
import { schema } from './schema';

export type Schema = typeof schema;

/**
 * PGlite's own start parameters, with a 16 MB buffer cache instead of its 128 MB: the embedded
 * database serves one household or club, its files stay in the OS page cache anyway, and the
 * smaller cache takes about 110 MB off the server's memory (BENCHMARKS.md, docs/decisions/0011).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for tests that dump or clone it. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** An existing PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  /** Told when a PostgreSQL connection fails (the request in flight answers 503). */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // The PostgreSQL driver is loaded only when it is used: an embedded start skips its modules.
    const [{ createPool }, { drizzle: drizzlePg }] = await Promise.all([
      import('./pg-pool'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = createPool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      onConnectionError: opts.onConnectionError,
    });
    return database('postgres', drizzlePg(pool, { schema }), pool, { pool }, async () => {
      if (!pool.ended) await pool.end();
    });
  }
  let client = opts.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(dir);
    try {
      client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
      // PGlite writes the files of a new database with mode 0666, whatever the umask.
      makeDataDirPrivate(dir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pglite = client;
  return database('pglite', drizzlePglite(pglite, { schema }), pglite, { pglite }, async () => {
    if (!pglite.closed) await pglite.close();
    unlock();
  });
}

/** A Database over either driver: `client` answers the ping, `close` ends it. */
function database(
  kind: Database['kind'],
  db: unknown,
  client: { query(sql: string): Promise<unknown> },
  handle: Pick<Database, 'pool' | 'pglite'>,
  close: () => Promise<void>,
): Database {
  return {
    db: db as Db,
    kind,
    ...handle,
    ping: async () => void (await client.query('select 1')),
    close,
  };
}

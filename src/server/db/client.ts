import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { bundledDatabaseImage, holdsDatabase, unpackDatabaseImage } from './database-image';
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
/** A transaction of `Db` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections now (the metrics): a PostgreSQL pool's, or embedded PGlite's one and its queue. */
  load(): DatabaseLoad;
  /** The PGlite instance, for tests that dump or clone it. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * How this open made a new embedded database (the start logs it): from the build's image, or by
   * PGlite's initdb; absent when the database already existed (and on PostgreSQL).
   */
  created?: 'image' | 'initdb';
}

export interface DatabaseLoad {
  total: number;
  idle: number;
  /** Queries waiting for a connection (pool) or for their turn (PGlite runs one at a time). */
  waiting: number;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** An existing PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  /**
   * The image a data folder without a database starts from (database-image.ts): the build's
   * (dist/server) by default; null, or a file that does not exist, runs PGlite's initdb instead.
   */
  image?: string | null;
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
    const load = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return database('postgres', drizzlePg(pool, { schema }), pool, { pool }, load, async () => {
      if (!pool.ended) await pool.end();
    });
  }
  let client = opts.pglite;
  let unlock = () => {};
  let created: Database['created'];
  if (!client) {
    const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(dir);
    try {
      const image = opts.image === undefined ? bundledDatabaseImage() : opts.image;
      if (!holdsDatabase(dir)) {
        const unpacked = !!image && existsSync(image) && unpackDatabaseImage(image, dir);
        created = unpacked ? 'image' : 'initdb';
      }
      client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
      // PGlite writes the files of a new database with mode 0666, whatever the umask.
      makeDataDirPrivate(dir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pglite = client;
  const calls = countCalls(pglite);
  const load = () => ({
    total: 1,
    idle: calls.inFlight === 0 ? 1 : 0,
    waiting: Math.max(0, calls.inFlight - 1),
  });
  return database(
    'pglite',
    drizzlePglite(pglite, { schema }),
    pglite,
    { pglite, ...(created ? { created } : {}) },
    load,
    async () => {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  );
}

/** A Database over either driver: `client` answers the ping, `close` ends it. */
function database(
  kind: Database['kind'],
  db: unknown,
  client: { query(sql: string): Promise<unknown> },
  handle: Pick<Database, 'pool' | 'pglite' | 'created'>,
  load: () => DatabaseLoad,
  close: () => Promise<void>,
): Database {
  return {
    db: db as Db,
    kind,
    ...handle,
    ping: async () => void (await client.query('select 1')),
    load,
    close,
  };
}

const counted = new WeakMap<PGlite, { inFlight: number }>();

/**
 * Counts the calls made on a PGlite instance that have not finished: PGlite runs one at a time
 * and queues the others, so all but one of them are waiting. Its public entry points (query,
 * exec, transaction) are wrapped once per instance; Drizzle calls them on the instance.
 */
function countCalls(pglite: PGlite): { inFlight: number } {
  const known = counted.get(pglite);
  if (known) return known;
  const calls = { inFlight: 0 };
  counted.set(pglite, calls);
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const call = (pglite[name] as (...args: unknown[]) => Promise<unknown>).bind(pglite);
    (pglite as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      calls.inFlight++;
      try {
        return await call(...args);
      } finally {
        calls.inFlight--;
      }
    };
  }
  return calls;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { schema } from './schema';

export type Schema = typeof schema;
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
}

/** Time limits that make a lost database answer 503 quickly instead of hanging requests. */
export const PG_CONNECT_TIMEOUT_MS = 1500;
export const PG_QUERY_TIMEOUT_MS = 1800;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      query_timeout: PG_QUERY_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  let client = opts.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    try {
      client = await PGlite.create(dir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => void (await pglite.query('select 1')),
    close: async () => {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

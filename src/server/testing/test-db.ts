import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_START_PARAMS, type Database } from '../db/client';
import { dropDatabase, withDatabase } from './global-setup';

export interface TestDatabase {
  database: Database;
  /** The connection URL on PostgreSQL, undefined on PGlite. */
  url?: string;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set (a new database from the run's template, dropped on close).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (baseUrl && template) {
    // Named after the run's template, so the run's teardown finds any it did not drop.
    const name = `${template}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    // A test database outlives no crash of PostgreSQL, so a commit need not wait for the disk
    // (about 2 ms a commit here); what a commit shows to other connections is unchanged.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = withDatabase(baseUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
    return {
      database,
      url,
      kind: 'postgres',
      close: async () => {
        await database.close();
        // Dropped while the worker goes on to its next file: a drop waits for a checkpoint
        // (half a second here); the run's teardown drops what a worker left when it ended.
        void dropDatabase(baseUrl, name);
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  // Started as the server starts it (a 16 MB buffer cache): the default 128 MB made each test
  // file's database some 0.4 CPU-s more to start, in fresh memory it never used.
  const client = await PGlite.create({ loadDataDir: dump, startParams: PGLITE_START_PARAMS });
  const database = await openDatabase({ pglite: client });
  return { database, kind: 'pglite', close: () => database.close() };
}

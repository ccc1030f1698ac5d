import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string | null;
  }
}

const SHARED = Symbol.for('hyzer.test-templates');
interface Templates {
  pgliteDump: string;
  pgTemplate: string | null;
  remove(): Promise<void>;
}
interface Shared {
  made: Promise<Templates>;
  users: number;
}

/**
 * Migrates one database once per run; every test file then gets its own copy
 * (a PGlite loaded from a dump, or a PostgreSQL database created from a template).
 *
 * Vitest runs a global setup once for each project that names it (the API, its own-modules
 * part and the security tiers), one after another before any test starts: the projects share
 * one set of templates, made by the first and removed with the last.
 */
export default async function setup(project: TestProject) {
  const store = globalThis as { [SHARED]?: Shared };
  const shared = (store[SHARED] ??= { made: makeTemplates(), users: 0 });
  shared.users++;
  const templates = await shared.made;
  project.provide('pgliteDump', templates.pgliteDump);
  project.provide('pgTemplate', templates.pgTemplate);
  return async () => {
    if (--shared.users > 0) return;
    delete store[SHARED];
    await templates.remove();
  };
}

async function makeTemplates(): Promise<Templates> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-test-'));
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  await client.close();

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `hyzer_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const tplUrl = withDatabase(url, template);
    const tpl = await openDatabase({ databaseUrl: tplUrl, poolSize: 1 });
    await migrateDatabase(tpl, tplUrl);
    await tpl.close();
  }

  return {
    pgliteDump: dumpFile,
    pgTemplate: template,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (url && template) {
        // The test files' databases a worker had not dropped when it ended, then the template.
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        const { rows } = await admin.query<{ datname: string }>(
          `select datname from pg_database where starts_with(datname, $1)`,
          [`${template}_`],
        );
        await admin.end();
        await Promise.all(rows.map((row) => dropDatabase(url, row.datname)));
        await dropDatabase(url, template);
      }
    },
  };
}

/**
 * Drops a test database (if it is still there), ending its connections. A failure is printed,
 * not thrown: a drop runs behind the tests, and the run's teardown tries again.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    console.warn(`Could not drop the test database ${name}: ${String(error)}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { runCatalogueCli } from './cli-run';
import { listDiscs } from './disc-repository';

describe('catalogue CLI', () => {
  let dir: string;
  let pg: TestDatabase | null = null;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hyzer-cli-'));
    env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    if (process.env.TEST_DATABASE_URL) {
      pg = await createTestDatabase();
      if (pg.url) env.DATABASE_URL = pg.url;
    } else {
      // Start DATA_DIR from the run's migrated template (a fresh PGlite takes several seconds).
      const dump = new Blob([readFileSync(inject('pgliteDump'))]);
      const seed = await PGlite.create(path.join(dir, 'pglite'), { loadDataDir: dump });
      await seed.close();
    }
  });
  afterAll(async () => {
    await pg?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCatalogueCli(args, {
      env,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('imports a CSV file into DATA_DIR’s database and prints the report', async () => {
    const file = path.join(dir, 'discs.csv');
    writeFileSync(
      file,
      'name,brand,category,speed\n"Cli, One",Cli Co,Putter,2\n,Cli Co,Putter,3\n',
    );
    const result = await run('import', file);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toBe(
      `Imported 2 records from ${file}: 1 added, 0 updated, 0 unchanged, 1 rejected.\n` +
        '  rejected #1: missing name',
    );
    const database = pg ? pg.database : await openDatabase({ dataDir: dir });
    try {
      expect((await listDiscs(database.db)).map((d) => d.name)).toEqual(['Cli, One']);
    } finally {
      if (!pg) await database.close();
    }
  });

  it('fails with exit code 1 and a clear message', async () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{"name":"x"}');
    expect(await run('import', bad)).toMatchObject({
      code: 1,
      err: 'Catalogue import failed: The catalogue must be a JSON array of discs or an object with a "discs" array, but it is an object without a "discs" array; nothing was imported.',
    });
    const usage = await run('frobnicate');
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('npm run catalog -- import <file-or-url>');
  });
});

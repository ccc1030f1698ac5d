import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runDataCli } from './data-cli-run';

/**
 * The backup and restore commands in-process, with no server running (the backup of a running
 * server, under writes, is in testing/security/backup-restore.test.ts).
 */
describe('npm run backup / npm run restore', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hyzer-data-cli-'));
  const source = path.join(root, 'source');
  const backupFile = path.join(root, 'first.backup');

  async function cli(args: string[], env: Record<string, string | undefined>) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runDataCli(args, {
      env,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  beforeAll(async () => {
    // A data folder as a stopped server leaves it: a migrated database with one row of ours,
    // and a generated auth secret.
    mkdirSync(path.join(source, 'pglite'), { recursive: true });
    const pglite = await PGlite.create(path.join(source, 'pglite'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
    });
    await pglite.exec(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u-backup', 'Backed Up', 'backup@example.com', false, now(), now())`,
    );
    await pglite.close();
    writeFileSync(path.join(source, 'auth-secret'), 'a-generated-secret-of-enough-length-0123\n');
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('backs up a data folder no server runs on, and restores it whole into an empty one', async () => {
    const made = await cli(['backup', backupFile], { DATA_DIR: source });
    expect(made, made.err).toMatchObject({ code: 0 });
    expect(made.out).toContain('from the data folder');
    expect(statSync(backupFile).mode & 0o077).toBe(0);
    expect(readdirSync(root).filter((f) => f.includes('.partial'))).toEqual([]);
    // The source folder's lock was released.
    expect(existsSync(path.join(source, 'pglite', 'hyzer.lock'))).toBe(false);

    const target = path.join(root, 'restored');
    const restored = await cli(['restore', backupFile], { DATA_DIR: target });
    expect(restored, restored.err).toMatchObject({ code: 0 });
    expect(restored.out).toContain('with its auth secret');
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
      'a-generated-secret-of-enough-length-0123\n',
    );
    expect(readdirSync(path.join(target, 'pglite')).filter((f) => f.startsWith('hyzer.'))).toEqual(
      [],
    );
    const pglite = await PGlite.create(path.join(target, 'pglite'));
    const { rows } = await pglite.query<{ email: string }>(
      `select email from "user" where id = 'u-backup'`,
    );
    await pglite.close();
    expect(rows).toEqual([{ email: 'backup@example.com' }]);
  });

  it('refuses to restore into a folder that holds anything, and changes nothing there', async () => {
    const busy = path.join(root, 'busy');
    mkdirSync(busy);
    writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    const res = await cli(['restore', backupFile], { DATA_DIR: busy });
    expect(res.code).toBe(1);
    expect(res.err).toBe(
      `DATA_DIR (${busy}) is not empty. Restore only fills an empty folder, so that nothing is overwritten: stop the server, move the folder's contents away (or point DATA_DIR at a new folder) and run the restore again.`,
    );
    expect(readdirSync(busy)).toEqual(['notes.txt']);
  });

  it('refuses a file that is not a whole backup, leaving the folder as it was', async () => {
    // Cut at a quarter, half and three quarters: inside the database's files, not only between
    // them (a cut inside one once left the restore waiting for the rest of it for ever).
    const cuts = [1, 2, 3].map((quarter) => {
      const cut = path.join(root, `cut-${quarter}.backup`);
      writeFileSync(cut, readFileSync(backupFile));
      truncateSync(cut, Math.floor((statSync(cut).size * quarter) / 4));
      return [
        cut,
        `${cut} is not a Hyzer backup (it is cut short or not a backup at all).`,
      ] as const;
    });
    const junk = path.join(root, 'junk.backup');
    writeFileSync(junk, 'not a tar file at all');
    for (const [file, message] of [
      ...cuts,
      [junk, `${junk} is not a Hyzer backup (it is cut short or not a backup at all).`],
      [path.join(root, 'missing'), `${path.join(root, 'missing')} does not exist.`],
    ] as const) {
      const target = path.join(root, `empty-${path.basename(file)}`);
      const res = await cli(['restore', file], { DATA_DIR: target });
      expect(res).toMatchObject({ code: 1, err: message });
      expect(existsSync(target)).toBe(false);
    }
  });

  it('never overwrites an existing file, and says what to use on PostgreSQL', async () => {
    const before = readFileSync(backupFile);
    const again = await cli(['backup', backupFile], { DATA_DIR: source });
    expect(again).toMatchObject({
      code: 1,
      err: `${backupFile} already exists: choose a new file name (nothing was written).`,
    });
    expect(readFileSync(backupFile).equals(before)).toBe(true);

    const pg = await cli(['backup', path.join(root, 'pg.backup')], {
      DATA_DIR: source,
      DATABASE_URL: 'postgres://localhost/hyzer',
    });
    expect(pg.code).toBe(1);
    expect(pg.err).toContain('pg_dump');

    const empty = await cli(['backup', path.join(root, 'none.backup')], {
      DATA_DIR: path.join(root, 'nothing-here'),
    });
    expect(empty).toMatchObject({
      code: 1,
      err: `There is no embedded database in ${path.join(root, 'nothing-here')} (DATA_DIR) to back up.`,
    });
    expect(existsSync(path.join(root, 'nothing-here'))).toBe(false);

    const usage = await cli(['backup'], {});
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('Usage:');
  });
});

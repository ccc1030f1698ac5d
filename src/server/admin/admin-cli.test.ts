import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startControlSocket, type ControlSocket } from '../backup/control-socket';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { invite, user } from '../db/schema';
import { createLogger } from '../logger';
import { checkInvite, inviteTokenHash } from '../invites/invites';
import { runAdminCommand } from './admin-commands';
import { runAdminCli } from './admin-cli-run';

async function cli(args: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(args, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';
const tokenOf = (url: string) => new URL(url).searchParams.get('invite')!;

const addUser = (db: Database['db'], email: string) =>
  db.insert(user).values({ id: `id-${email}`, name: '', email, emailVerified: false });

describe('npm run admin on the embedded database', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hyzer-admin-'));
  const dataDir = path.join(root, 'data');

  beforeAll(async () => {
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
    });
    await pglite.close();
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses unknown words with its usage', async () => {
    const res = await cli(['invite'], { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.err).toContain('Usage:');
    expect((await cli(['delete', 'a@example.com'], { DATA_DIR: dataDir })).code).toBe(1);
  });

  it('makes an invite link and promotes an account in a folder no server runs on', async () => {
    const made = await cli(['invite', 'Guest@Example.com'], {
      DATA_DIR: dataDir,
      BASE_URL: 'https://discs.example.org/',
    });
    expect(made, made.err).toMatchObject({ code: 0 });
    // The link opens the sign-up with the address it was made for (lower-cased) filled in.
    expect(linkIn(made.out)).toMatch(
      /^https:\/\/discs\.example\.org\/signup\?invite=[\w-]{43}&email=guest%40example\.com$/,
    );

    const missing = await cli(['promote', 'nobody@example.com'], { DATA_DIR: dataDir });
    expect(missing).toMatchObject({
      code: 1,
      err: 'There is no account with the email nobody@example.com.',
    });

    const database = await openDatabase({ dataDir });
    try {
      expect(await checkInvite(database.db, tokenOf(linkIn(made.out)), 'guest@example.com')).toBe(
        'ok',
      );
      await addUser(database.db, 'owner@example.com');
    } finally {
      await database.close();
    }
    const promoted = await cli(['promote', 'OWNER@example.com'], { DATA_DIR: dataDir });
    expect(promoted).toMatchObject({ code: 0, out: 'owner@example.com is now an admin.' });
  });

  it('asks the running server through its control socket', async () => {
    const database = await openDatabase({ dataDir });
    let control: ControlSocket | null = null;
    try {
      control = await startControlSocket({
        dataDir,
        pglite: database.pglite!,
        logger: createLogger('silent'),
        admin: (request) => runAdminCommand(database.db, request, 'https://running.example.org'),
      });
      // The folder is the server's now: the command goes through the socket, with its BASE_URL.
      const made = await cli(['invite', 'friend@example.com'], { DATA_DIR: dataDir });
      expect(made, made.err).toMatchObject({ code: 0 });
      const link = linkIn(made.out);
      expect(link).toMatch(/^https:\/\/running\.example\.org\/signup\?invite=/);
      const [row] = await database.db
        .select()
        .from(invite)
        .where(eq(invite.tokenHash, inviteTokenHash(tokenOf(link))));
      expect(row).toMatchObject({ email: 'friend@example.com', usedAt: null });
    } finally {
      await control?.close();
      await database.close();
    }
  });

  it('says so when DATA_DIR holds no database', async () => {
    const res = await cli(['invite', 'a@example.com'], { DATA_DIR: path.join(root, 'empty') });
    expect(res.code).toBe(1);
    expect(res.err).toContain('There is no embedded database');
  });
});

const PG = process.env.TEST_DATABASE_URL;
describe.runIf(PG)('npm run admin on PostgreSQL', () => {
  it('promotes and invites through DATABASE_URL', async () => {
    const database = await openDatabase({ databaseUrl: PG });
    try {
      await migrateDatabase(database, PG);
      const email = `pg-admin-${Date.now()}@example.com`;
      await addUser(database.db, email);
      const promoted = await cli(['promote', email], { DATABASE_URL: PG });
      expect(promoted, promoted.err).toMatchObject({ code: 0 });
      const [row] = await database.db.select().from(user).where(eq(user.email, email));
      expect(row?.role).toBe('admin');
      const made = await cli(['invite', email], { DATABASE_URL: PG });
      expect(made.code).toBe(0);
      expect(await checkInvite(database.db, tokenOf(linkIn(made.out)), email)).toBe('ok');
      await database.db.delete(user).where(eq(user.email, email));
    } finally {
      await database.close();
    }
  });
});

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startServer, type RunningServer } from '../server-process';

const run = promisify(execFile);
const PLAYERS = 3;
const DISCS_PER_SOURCE = 4;
/** Writes per player: under the per-player bag limit with room to spare. */
const WRITES_PER_PLAYER = 120;
/** Acknowledged writes before the backup starts. */
const BEFORE_BACKUP = 30;

/** The backup/restore command of the build, as `npm run backup|restore` runs it. */
function dataCommand(args: string[], dataDir: string) {
  return run(process.execPath, [path.resolve('dist/server/data.js'), ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      stdout: err.stdout,
      stderr: err.stderr,
    }),
  );
}

interface Bag {
  id: string;
  name: string;
}

/**
 * A backup taken from a running server (embedded database) while players keep writing, restored
 * into a new folder: a server started on it has every write acknowledged before the backup
 * began, nothing it never acknowledged, and no write half done (a duplicated bag has all its
 * discs or does not exist). The players' sessions still work, so the auth secret came along.
 */
describe('backup under writes, and restore', () => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `hyzer-${name}-`));
    folders.push(dir);
    return dir;
  };
  let servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('restores every acknowledged write and nothing half-written; restore refuses a non-empty folder', async () => {
    const live = folder('live');
    // No AUTH_SECRET: the server generates one in DATA_DIR, which the backup must keep.
    const env = { DATA_DIR: live, AUTH_SECRET: '' };
    const server = await startServer({ env });
    servers.push(server);
    const { url } = server;
    const json = { origin: url, 'content-type': 'application/json' };

    const catalogue = (await (await fetch(`${url}/api/catalog`)).json()) as { id: string }[];
    expect(catalogue.length).toBeGreaterThanOrEqual(DISCS_PER_SOURCE);
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async (_, p) => {
        const cookie = await signUpOverHttp(url, `backup-${p}@example.com`);
        const headers = { ...json, cookie };
        const source = (await (
          await fetch(`${url}/api/bags`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: `Source ${p}` }),
          })
        ).json()) as Bag;
        for (const disc of catalogue.slice(0, DISCS_PER_SOURCE)) {
          const res = await fetch(`${url}/api/user-discs`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ bagId: source.id, discitId: disc.id, color: '#3366cc' }),
          });
          expect(res.status, await res.clone().text()).toBe(201);
        }
        return { cookie, headers, source };
      }),
    );

    // Each player alternates a bag create and a bag duplicate (one transaction: the bag and
    // its four discs), one write at a time, until told to stop.
    const acknowledged = new Map<string, { name: string; duplicate: boolean }>();
    let backupStarted = false;
    const beforeBackup = new Set<string>();
    let stop = false;
    let reachedBefore!: () => void;
    const ready = new Promise<void>((resolve) => (reachedBefore = resolve));
    const writers = players.map(async ({ headers, source }, p) => {
      for (let i = 0; i < WRITES_PER_PLAYER && !stop; i++) {
        const duplicate = i % 2 === 1;
        const res = await fetch(
          duplicate ? `${url}/api/bags/${source.id}/duplicate` : `${url}/api/bags`,
          {
            method: 'POST',
            headers,
            body: duplicate ? undefined : JSON.stringify({ name: `Bag ${p}-${i}` }),
          },
        );
        expect(res.status, await res.clone().text()).toBe(201);
        const bag = (await res.json()) as Bag;
        acknowledged.set(bag.id, { name: bag.name, duplicate });
        if (!backupStarted) beforeBackup.add(bag.id);
        if (acknowledged.size === BEFORE_BACKUP) reachedBefore();
      }
    });

    await ready;
    const backupFile = path.join(folder('backup'), 'hyzer.backup');
    backupStarted = true;
    const backup = await dataCommand(['backup', backupFile], live);
    const writtenDuring = acknowledged.size - beforeBackup.size;
    stop = true;
    await Promise.all(writers);
    expect(backup, server.output()).toMatchObject({ code: 0 });
    expect(backup.stdout).toContain('from the running server');
    expect(beforeBackup.size).toBeGreaterThanOrEqual(BEFORE_BACKUP);
    // The server kept taking writes while it made the backup.
    expect(writtenDuring, 'writes acknowledged while the backup ran').toBeGreaterThan(0);

    // Restore refuses a folder that holds anything, and leaves it as it was.
    const before = readdirSync(live).sort();
    const refused = await dataCommand(['restore', backupFile], live);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`DATA_DIR (${live}) is not empty.`);
    expect(readdirSync(live).sort()).toEqual(before);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const restoredDir = path.join(folder('restored'), 'data');
    const restored = await dataCommand(['restore', backupFile], restoredDir);
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(existsSync(path.join(restoredDir, 'auth-secret'))).toBe(true);

    const again = await startServer({ env: { DATA_DIR: restoredDir, AUTH_SECRET: '' } });
    servers.push(again);
    const sources = new Set(players.map((p) => p.source.id));
    for (const { cookie } of players) {
      const headers = { origin: again.url, cookie };
      const bagsRes = await fetch(`${again.url}/api/bags`, { headers });
      expect(bagsRes.status, 'the session made before the backup still works').toBe(200);
      const bags = (await bagsRes.json()) as Bag[];
      const discs = (await (await fetch(`${again.url}/api/user-discs`, { headers })).json()) as {
        bagId: string;
      }[];
      for (const bag of bags) {
        if (sources.has(bag.id)) continue;
        const written = acknowledged.get(bag.id);
        expect(written, `restored bag ${bag.name} was never acknowledged`).toBeDefined();
        expect(bag.name).toBe(written!.name);
        const held = discs.filter((d) => d.bagId === bag.id).length;
        expect(held, `discs of ${bag.name}`).toBe(written!.duplicate ? DISCS_PER_SOURCE : 0);
      }
    }
    const allRestored = new Set<string>();
    for (const { cookie } of players) {
      const bags = (await (
        await fetch(`${again.url}/api/bags`, { headers: { origin: again.url, cookie } })
      ).json()) as Bag[];
      for (const b of bags) allRestored.add(b.id);
    }
    const lost = [...beforeBackup].filter((id) => !allRestored.has(id));
    expect(lost, `acknowledged before the backup, missing after restore`).toEqual([]);
    await again.stop();
    expect(again.child.exitCode).toBe(0);
    await server.stop();
    servers = [];
  }, 180_000); // a server, a backup under writes, a restore and a second server: generous on a loaded machine
});

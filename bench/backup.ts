// Backup of a running embedded database (npm run backup) and its restore: how long each takes,
// the file's size, what the backup costs the server in memory (RSS before, peak during), and
// the slowest /api/health answer while the backup runs (how long players wait). The data: a
// few players with bags, discs and disc photos of random pixels (which compress about as badly
// as real photos). Prints JSON.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PHOTO_FIELD } from '../src/core/photo/photo-rules';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

const run = promisify(execFile);
const PLAYERS = Number(process.env.BENCH_BACKUP_PLAYERS ?? 4);
const PHOTOS_PER_PLAYER = Number(process.env.BENCH_BACKUP_PHOTOS ?? 25);
const SECRET = 'bench-backup-secret-bench-backup-secret-01';

/** Memory of a process in MB from /proc (Linux): resident now, and its peak so far. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function noisePhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const root = mkdtempSync(path.join(os.tmpdir(), 'hyzer-bench-backup-'));
const dataDir = path.join(root, 'data');
const server = await startServer({ env: { DATA_DIR: dataDir, AUTH_SECRET: SECRET } });
const { url } = server;
try {
  const catalogue = (await (await fetch(`${url}/api/catalog`)).json()) as { id: string }[];
  for (let p = 0; p < PLAYERS; p++) {
    const cookie = await signUpOverHttp(url, `backup-bench-${p}@example.com`);
    const headers = { origin: url, cookie };
    const bag = (await (
      await fetch(`${url}/api/bags`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench bag' }),
      })
    ).json()) as { id: string };
    for (let i = 0; i < PHOTOS_PER_PLAYER; i++) {
      const disc = (await (
        await fetch(`${url}/api/user-discs`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            bagId: bag.id,
            discitId: catalogue[i % catalogue.length]!.id,
            color: '#3366cc',
            allowDuplicate: true,
          }),
        })
      ).json()) as { id: string };
      const form = new FormData();
      form.append(
        PHOTO_FIELD,
        new File([new Uint8Array(await noisePhoto())], 'photo.jpg', { type: 'image/jpeg' }),
      );
      const res = await fetch(`${url}/api/user-discs/${disc.id}/photo`, {
        method: 'POST',
        headers,
        body: form,
      });
      if (!res.ok) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
    }
  }

  const pid = server.child.pid!;
  // Resets the process's peak RSS (VmHWM), so the peak below is the backup's, not the uploads'.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memoryMb(pid);
  const file = path.join(root, 'bench.backup');
  let backingUp = true;
  let slowestHealthMs = 0;
  const probe = (async () => {
    while (backingUp) {
      const t = performance.now();
      await fetch(`${url}/api/health`);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  await run(process.execPath, [path.resolve('dist/server/data.js'), 'backup', file], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  const backupMs = performance.now() - t0;
  backingUp = false;
  await probe;
  const after = memoryMb(pid);

  const restored = path.join(root, 'restored');
  const t1 = performance.now();
  await run(process.execPath, [path.resolve('dist/server/data.js'), 'restore', file], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: restored },
  });
  const restoreMs = performance.now() - t1;

  console.log(
    JSON.stringify({
      backup: {
        players: PLAYERS,
        photos: PLAYERS * PHOTOS_PER_PLAYER,
        dataFolderMb: +(await folderMbOf(path.join(dataDir, 'pglite'))).toFixed(1),
        backupMb: +(statSync(file).size / 2 ** 20).toFixed(1),
        backupMs: Math.round(backupMs),
        restoreMs: Math.round(restoreMs),
        serverRssBeforeMb: Math.round(before.rss),
        serverPeakDuringMb: Math.round(after.peak),
        serverRssAfterMb: Math.round(after.rss),
        slowestHealthDuringBackupMs: Math.round(slowestHealthMs),
      },
    }),
  );
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}

async function folderMbOf(dir: string): Promise<number> {
  const { stdout } = await run('du', ['-sk', dir]);
  return Number(stdout.split('\t')[0]) / 1024;
}

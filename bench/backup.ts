// Backup of a running embedded database (npm run backup) and its restore: how long each takes,
// the file's size, what the backup costs the server in memory (RSS before, peak during) and the
// backup command's own peak (it packs the server's copy of its folder), and
// the slowest /api/health answer while the backup runs (how long players wait). The data: a
// few players with bags, discs and disc photos of random pixels (which compress about as badly
// as real photos). Each figure is the median of BENCH_BACKUP_RUNS (3) runs, beside its bare floor
// from the same run: tar and gzip of the same folder, and its extraction. Prints JSON.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { pack } from 'tar-stream';
import { PHOTO_FIELD } from '../src/core/photo/photo-rules';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

const run = promisify(execFile);
const PLAYERS = Number(process.env.BENCH_BACKUP_PLAYERS ?? 4);
const PHOTOS_PER_PLAYER = Number(process.env.BENCH_BACKUP_PHOTOS ?? 25);
/** MB of photo rows added straight to the database (a large folder quickly); 0: none. */
const BULK_MB = Number(process.env.BENCH_BACKUP_BULK_MB ?? 0);
/** Backups (and restores) measured: the figures are their medians. */
const RUNS = Number(process.env.BENCH_BACKUP_RUNS ?? 3);
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
const serverEnv = { DATA_DIR: dataDir, AUTH_SECRET: SECRET };
let server = await startServer({ env: serverEnv });
let { url } = server;
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

  if (BULK_MB > 0) {
    // Grows the folder to the size asked for without re-encoding photos one by one: the server
    // stops, rows of 1 MB of random bytes (they compress like photos) go straight into
    // user_disc_photo for discs of a player of its own, and the server starts again on it.
    const cookie = await signUpOverHttp(url, 'backup-bench-bulk@example.com');
    const bag = (await (
      await fetch(`${url}/api/bags`, {
        method: 'POST',
        headers: { origin: url, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bulk' }),
      })
    ).json()) as { id: string; userId: string };
    await server.stop();
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    for (let i = 0; i < BULK_MB; i++) {
      await pglite.query(
        `with d as (insert into user_disc (id, user_id, bag_id, disc_id, color)
           values (gen_random_uuid(), $1, $2, $3, '#3366cc') returning id)
         insert into user_disc_photo (user_disc_id, user_id, data, hash, bytes, width, height)
         select id, $1, $4, $5, $6, 1600, 1200 from d`,
        [
          bag.userId,
          bag.id,
          `bulk-${i}`,
          randomBytes(2 ** 20),
          `bulk${i}`.padEnd(16, '0'),
          2 ** 20,
        ],
      );
    }
    await pglite.close();
    server = await startServer({ env: serverEnv });
    url = server.url;
  }

  const pid = server.child.pid!;
  const live = path.join(dataDir, 'pglite');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const runs: {
    backupMs: number;
    tarGzipMs: number;
    restoreMs: number;
    untarMs: number;
    rssBefore: number;
    peakAbove: number;
    rssAfter: number;
    commandPeak: number;
    slowestHealthMs: number;
    slowestHealthTarMs: number;
    backupBytes: number;
    tarGzipBytes: number;
  }[] = [];
  for (let r = 0; r < RUNS; r++) {
    // Each measure starts with nothing left for the disk to write (the previous one's files), so
    // neither the backup nor tar + gzip pays for the other's writes.
    await run('sync');
    // Resets the process's peak RSS (VmHWM), so the peak below is the backup's, not the uploads'.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = memoryMb(pid);
    const file = path.join(root, `bench-${r}.backup`);
    let backingUp = true;
    let slowestHealthMs = 0;
    const probe = (async () => {
      while (backingUp) {
        const t = performance.now();
        await fetch(`${url}/api/health`);
        slowestHealthMs = Math.max(slowestHealthMs, performance.now() - t);
        await new Promise((res) => setTimeout(res, 20));
      }
    })();
    const t0 = performance.now();
    // The backup command's own peak (its maxRSS, from GNU time): it packs the server's copy.
    const made = await run(
      '/usr/bin/time',
      ['-f', 'peak-kb %M', process.execPath, path.resolve('dist/server/data.js'), 'backup', file],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
    );
    const backupMs = performance.now() - t0;
    const commandPeak = Number(/peak-kb (\d+)/.exec(made.stderr)?.[1]) / 1024;
    backingUp = false;
    await probe;
    const after = memoryMb(pid);

    // The bare floor from the same run: tar and gzip (level 6, its default) of the same folder.
    await run('sync');
    const tarFile = path.join(root, `bench-${r}.tar.gz`);
    let tarring = true;
    let slowestHealthTarMs = 0;
    const tarProbe = (async () => {
      while (tarring) {
        const t = performance.now();
        await fetch(`${url}/api/health`);
        slowestHealthTarMs = Math.max(slowestHealthTarMs, performance.now() - t);
        await new Promise((res) => setTimeout(res, 20));
      }
    })();
    const t1 = performance.now();
    await run('tar', ['-czf', tarFile, '-C', live, '.']);
    const tarGzipMs = performance.now() - t1;
    tarring = false;
    await tarProbe;

    const restored = path.join(root, `restored-${r}`);
    const t2 = performance.now();
    await run(process.execPath, [path.resolve('dist/server/data.js'), 'restore', file], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: restored },
    });
    const restoreMs = performance.now() - t2;
    const untarred = path.join(root, `untarred-${r}`);
    mkdirSync(untarred);
    const t3 = performance.now();
    await run('tar', ['-xzf', tarFile, '-C', untarred]);
    const untarMs = performance.now() - t3;
    runs.push({
      backupMs,
      tarGzipMs,
      restoreMs,
      untarMs,
      rssBefore: before.rss,
      peakAbove: after.peak - before.rss,
      rssAfter: after.rss,
      commandPeak,
      slowestHealthMs,
      slowestHealthTarMs,
      backupBytes: statSync(file).size,
      tarGzipBytes: statSync(tarFile).size,
    });
    for (const f of [file, tarFile, restored, untarred])
      rmSync(f, { recursive: true, force: true });
  }
  const m = (key: keyof (typeof runs)[number]) => median(runs.map((x) => x[key]));

  // A crafted 1 MB backup whose database.tar inflates to 1 GiB of zeros: the restore's peak
  // memory (its maxRSS, from GNU time) while it refuses it, and the time it takes.
  const bomb = path.join(root, 'crafted.backup');
  const tar = pack();
  const written = pipeline(tar, createGzip({ level: 9 }), createWriteStream(bomb));
  tar.entry(
    { name: 'hyzer-backup.json' },
    JSON.stringify({ format: 1, app: 'hyzer', database: 'pglite', createdAt: '', files: [] }),
  );
  const zeros = Buffer.alloc(2 ** 20);
  await pipeline(
    Readable.from(
      (function* () {
        for (let i = 0; i < 1024; i++) yield zeros;
      })(),
    ),
    tar.entry({ name: 'database.tar', size: 2 ** 30 }),
  );
  tar.finalize();
  await written;
  const t4 = performance.now();
  const refused = await run(
    '/usr/bin/time',
    ['-f', 'peak-kb %M', process.execPath, path.resolve('dist/server/data.js'), 'restore', bomb],
    { env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(root, 'crafted') } },
  ).then(
    () => ({ stderr: 'restored?!' }),
    (err: { stderr: string }) => err,
  );
  const craftedRefusalMs = performance.now() - t4;
  const craftedPeakMb = Number(/peak-kb (\d+)/.exec(refused.stderr)?.[1]) / 1024;

  console.log(
    JSON.stringify({
      backup: {
        players: PLAYERS,
        photos: PLAYERS * PHOTOS_PER_PLAYER,
        bulkPhotoMb: BULK_MB,
        runs: RUNS,
        dataFolderMb: +(await folderMbOf(live)).toFixed(1),
        backupMb: +(m('backupBytes') / 2 ** 20).toFixed(1),
        tarGzipMb: +(m('tarGzipBytes') / 2 ** 20).toFixed(1),
        backupMs: Math.round(m('backupMs')),
        tarGzipMs: Math.round(m('tarGzipMs')),
        restoreMs: Math.round(m('restoreMs')),
        untarMs: Math.round(m('untarMs')),
        serverRssBeforeMb: Math.round(m('rssBefore')),
        serverPeakAboveBeforeMb: Math.round(m('peakAbove')),
        serverRssAfterMb: Math.round(m('rssAfter')),
        backupCommandPeakMb: Math.round(m('commandPeak')),
        slowestHealthDuringBackupMs: Math.round(m('slowestHealthMs')),
        slowestHealthDuringTarGzipMs: Math.round(m('slowestHealthTarMs')),
        slowestHealthOfAllRunsMs: Math.round(Math.max(...runs.map((x) => x.slowestHealthMs))),
        craftedBackupMb: +(statSync(bomb).size / 2 ** 20).toFixed(2),
        craftedRestorePeakMb: Math.round(craftedPeakMb),
        craftedRestoreMs: Math.round(craftedRefusalMs),
        craftedRestoreMessage: refused.stderr.split('\n')[0],
        loadAverage: os.loadavg(),
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

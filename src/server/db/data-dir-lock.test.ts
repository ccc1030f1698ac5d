import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'hyzer-lock-'));

describe('one process per embedded data folder', () => {
  it('refuses a second opening of the same folder until the first is closed', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process/);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.ping();
    await again.close();
    // Two fresh embedded databases are created and opened: slow on a busy machine.
  }, 120_000);

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'hyzer.lock'), '2147483646'); // no such process
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('does not take a lock still being written (no pid yet) for stale, but does once it is old', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'hyzer.lock');
    writeFileSync(lock, ''); // another process has created the file and not yet written its pid
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(readFileSync(lock, 'utf8')).toBe('');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo); // a writer that crashed before writing
    const release = lockDataDir(dir);
    expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${process.pid}\n`));
    release();
  });

  it('takes over a lock naming our own pid from a previous life (a container restarts as pid 1)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'hyzer.lock'), String(process.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'hyzer.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\n`),
    );
    // The lock this process now holds is live: a second opening here is still refused.
    expect(() => lockDataDir(dir)).toThrow(/is in use by process/);
    release();
  });

  it('lets only one of two contenders take over the same stale lock', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'hyzer.lock'), '2147483646'); // no such process
    let first: (() => void) | null = null;
    // The second contender has read the stale lock; the first takes it over in that moment.
    const second = () =>
      lockDataDir(dir, {
        beforeTakeover: () => {
          first ??= lockDataDir(dir);
        },
      });
    expect(second).toThrow(/is in use by process/);
    expect(first).not.toBeNull();
    first!();
  });

  it('lets exactly one of many processes take over a stale lock at once', async () => {
    const work = tempDir();
    const script = path.join(work, 'contender.mjs');
    // A contender: waits for a common instant, tries the lock, says whether it won; a winner stays.
    await build({
      stdin: {
        contents: `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};
          const [dir, at] = process.argv.slice(2);
          while (Date.now() < Number(at)) {}
          let result = 'lost';
          try { lockDataDir(dir); result = 'won'; } catch {}
          console.log(result);
          if (result === 'won') setInterval(() => {}, 1000);`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: script,
      logLevel: 'silent',
    });
    const dead = spawnSync(process.execPath, ['-e', '']).pid; // a pid that has just exited
    const CONTENDERS = 6;
    const rounds: number[] = [];
    for (let round = 0; round < 3; round++) {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'hyzer.lock'), String(dead));
      const at = String(Date.now() + 800);
      // A winner keeps its lock (and stays alive) until every contender has answered.
      const children = Array.from({ length: CONTENDERS }, () =>
        spawn(process.execPath, [script, dir, at]),
      );
      const results = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve, reject) => {
              let out = '';
              child.stdout.on('data', (d: Buffer) => {
                out += d.toString();
                if (out.includes('\n')) resolve(out.trim());
              });
              child.stderr.on('data', (d: Buffer) => (out += d.toString()));
              child.on('error', reject);
              // 'close', not 'exit': a process can be gone before its output has been read.
              child.on('close', () => resolve(out.trim()));
            }),
        ),
      );
      for (const child of children) child.kill('SIGKILL');
      rounds.push(results.filter((r) => r === 'won').length);
      expect(
        results.every((r) => r === 'won' || r === 'lost'),
        results.join(' | '),
      ).toBe(true);
    }
    expect(rounds, 'winners per round').toEqual([1, 1, 1]);
  }, 60_000);
});

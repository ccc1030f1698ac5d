import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'hyzer.lock'), '2147483646'); // no such process
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});

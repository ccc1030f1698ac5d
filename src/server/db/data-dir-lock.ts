import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per embedded database folder: two PGlite instances on one folder corrupt it, and
 * the server's in-memory caches assume it is the only writer. The lock file holds the owner's
 * pid; a lock left by a process that is gone (killed, crashed) is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'hyzer.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new DataDirLockedError(
          `The database in ${dir} is in use by process ${owner}. Stop that process first ` +
            `(one Hyzer process per DATA_DIR; use PostgreSQL for several), or delete ${file} ` +
            `if no Hyzer process is running.`,
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}.`);
}

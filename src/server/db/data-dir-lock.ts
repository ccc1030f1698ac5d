import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** A takeover that has held its guard this long crashed part-way; its guard may be removed. */
const GUARD_STALE_MS = 10_000;
const RETRY_MS = 20;
const ATTEMPTS = 200;

/** The lock contents this process wrote and still holds: a lock naming our pid but not one of these is a previous life's. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the file with the contents, or returns false when it exists. The contents are written to
 * a private file first and hard-linked into place (link fails on an existing name), so no other
 * process can ever read the lock empty or half-written: a plain O_EXCL create leaves a moment in
 * which the file exists without its pid, and a contender reading it then took it for stale.
 */
function create(file: string, contents: string): boolean {
  const draft = `${file}.${randomUUID()}`;
  writeFileSync(draft, contents, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** How long ago the file was last written, or null when it is gone. */
function ageMs(file: string): number | null {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function pidOf(contents: string): number | null {
  const pid = Number(contents.split('\n')[0]!.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The pid a lock names, when that process holds it now: our own pid counts only for a lock this
 * process wrote (a container restarts as the same pid, often 1, and must not lock itself out).
 */
function liveOwner(contents: string): number | null {
  const pid = pidOf(contents);
  if (pid === null) return null;
  if (pid === process.pid) return held.has(contents) ? pid : null;
  return alive(pid) ? pid : null;
}

/**
 * One process per embedded database folder: two PGlite instances on one folder corrupt it, and
 * the server's in-memory caches assume it is the only writer. The lock file holds the owner's pid
 * and a random token, and is created atomically (O_EXCL). A lock whose owner is gone, or that
 * names our own pid from a previous life, is stale and taken over; the takeover runs under a
 * second O_EXCL guard file and only removes the very lock it found stale, so two processes taking
 * over at once cannot both win. Returns the function that releases the lock.
 */
export function lockDataDir(
  dir: string,
  /** Test seam: runs when a stale lock was found, before taking it over (another contender's moment). */
  hooks: { beforeTakeover?: () => void } = {},
): () => void {
  const file = path.join(dir, 'hyzer.lock');
  const guard = `${file}.takeover`;
  const mine = `${process.pid}\n${randomUUID()}\n`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(file, mine)) {
      held.add(mine);
      return () => {
        held.delete(mine);
        if (read(file) === mine) rmSync(file, { force: true });
      };
    }
    const found = read(file);
    if (found === null) continue; // released meanwhile
    if (pidOf(found) === null && (ageMs(file) ?? Infinity) < GUARD_STALE_MS) {
      // No pid in a fresh lock: another writer (an older Hyzer, or a full disk) is mid-write.
      sleepSync(RETRY_MS);
      continue;
    }
    const owner = liveOwner(found);
    if (owner !== null) {
      throw new DataDirLockedError(
        `The database in ${dir} is in use by process ${owner}. Stop that process first ` +
          `(one Hyzer process per DATA_DIR; use PostgreSQL for several), or delete ${file} ` +
          `if no Hyzer process is running.`,
      );
    }
    hooks.beforeTakeover?.();
    if (!create(guard, mine)) {
      // Another process is taking over; a guard left by a crashed takeover expires.
      if ((ageMs(guard) ?? 0) > GUARD_STALE_MS) rmSync(guard, { force: true });
      sleepSync(RETRY_MS);
      continue;
    }
    try {
      // Under the guard: remove the lock only if it is still the stale one we read.
      if (read(file) === found) rmSync(file, { force: true });
    } finally {
      rmSync(guard, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not lock ${dir}: another process kept it busy. Delete ${file} if no Hyzer process is running.`,
  );
}

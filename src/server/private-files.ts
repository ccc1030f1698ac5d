import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything Hyzer writes is for its own user only: the embedded database files (password hashes
 * sit in them and in the WAL), the session secret and the outbox of reset mails. A umask of 077
 * makes every file 0600 and every folder 0700 whatever umask the process was started with.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Creates DATA_DIR owner-only, and tightens what an older version or a laxer umask left in it:
 * folders to 0700, files to 0600 (symbolic links are left alone).
 */
export function makeDataDirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o077) !== 0) chmodSync(p, 0o700);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if ((st.mode & 0o077) !== 0) {
      chmodSync(p, st.mode & 0o700);
    }
  };
  walk(dir);
}

import { readdirSync } from 'node:fs';
import os from 'node:os';

/** The niceness a backup's packing runs at: the server it is taken from is scheduled first. */
export const BACKGROUND_NICE = 10;

/**
 * Makes this process background work: every thread it has now, and every thread it starts later
 * (libuv's thread pool, which reads, compresses and writes the backup, inherits it), runs at
 * BACKGROUND_NICE. On a machine with few cores the packing then yields to the server it backs up,
 * whose answers keep coming while it runs. Linux keeps niceness per thread, hence every thread of
 * /proc/self/task; elsewhere the process's own. Raising niceness needs no privilege; a thread
 * already nicer is left as it is.
 */
export function runInBackground(nice = BACKGROUND_NICE): void {
  let threads: number[];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    threads = [0];
  }
  for (const thread of threads) {
    try {
      if (os.getPriority(thread) < nice) os.setPriority(thread, nice);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * A process that calls runInBackground, then packs something on the thread pool (as a backup's
 * gzip does), and prints the niceness of each of its threads (field 19 of /proc/self/task/N/stat).
 */
const CHILD = `
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { runInBackground } from ${JSON.stringify(path.resolve(__dirname, 'background.ts'))};
runInBackground();
await Promise.all(Array.from({ length: 8 }, () => promisify(gzip)(Buffer.alloc(1 << 20, 7))));
const nice = readdirSync('/proc/self/task').map((tid) => {
  const stat = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
});
console.log(JSON.stringify(nice));
`;

describe.runIf(process.platform === 'linux')('a backup runs as background work', () => {
  it('runs every thread, the thread pool included, nicer than the server', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', CHILD],
      {
        timeout: 60_000,
      },
    );
    const nice = JSON.parse(stdout) as number[];
    // The main thread, V8's and libuv's four pool threads at least.
    expect(nice.length).toBeGreaterThanOrEqual(5);
    expect(new Set(nice)).toEqual(new Set([10]));
  });
});

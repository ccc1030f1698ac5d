import { restrictNewFiles } from './private-files';

/**
 * The body of a command-line entry point bundled to dist/server: the files it writes are
 * owner-only like the server's, its lines go to stdout and stderr, and its answer becomes the
 * exit code. A failure prints `failure` with the error's message, never a stack trace.
 */
export function runMain(
  run: (
    args: readonly string[],
    io: { out: (line: string) => void; err: (line: string) => void },
  ) => Promise<number>,
  failure: string,
): void {
  restrictNewFiles();
  run(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(failure, err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}

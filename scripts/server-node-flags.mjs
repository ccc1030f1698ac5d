// How a Node process that runs the server (or anything else that opens the embedded database) is
// started, in one place for every launcher (npm start, the browser tests' server, the tests' and
// benchmarks' server processes). Decision 0041 says why.
import path from 'node:path';

/**
 * V8 flags for a process that opens PGlite. `--liftoff-only` keeps PostgreSQL's WebAssembly on
 * V8's baseline compiler: on Node 24, optimising one of its largest functions takes some 600 MB
 * of compiler memory for a second (Node 20 needed 8 MB, Node 22 25 MB), which tripled the
 * server's peak memory; the baseline code answered the API benchmarks as fast. V8 reads the
 * flag only at process start (NODE_OPTIONS does not take it, and v8.setFlagsFromString comes too
 * late), so each launcher passes it.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only'];

/**
 * An environment whose PATH finds this process's own Node first, so that `npm`, `npx` and
 * `node` started from a script run on the same Node as the script (e.g. Node 24 from the npm
 * registry while the machine's own Node is older).
 */
export function sameNodeEnv(env = process.env) {
  return { ...env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ''}` };
}

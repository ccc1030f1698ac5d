import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { controlSocketPath } from '../backup/control-socket';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { EnvError, loadAdminEnv } from '../env';
import {
  ADMIN_USAGE,
  parseAdminArgs,
  runAdminCommand,
  type AdminAnswer,
  type AdminRequest,
} from './admin-commands';

export interface AdminCliIo {
  /** Configuration variables; process.env when absent. */
  env?: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

class AdminCliError extends Error {}

/**
 * `npm run admin -- invite|promote <email>`: on PostgreSQL it connects to DATABASE_URL; on the
 * embedded database it asks the server running on DATA_DIR through its control socket (PGlite
 * has one process per folder), or, with no server running, opens the folder itself.
 * Returns the exit code.
 */
export async function runAdminCli(args: readonly string[], io: AdminCliIo): Promise<number> {
  const request = parseAdminArgs(args);
  if (!request) {
    io.err(
      `${args.length ? `Unknown or incomplete command: ${args.join(' ')}` : 'No command given.'}\n${ADMIN_USAGE}`,
    );
    return 1;
  }
  try {
    const env = loadAdminEnv(io.env);
    const answer = env.DATABASE_URL
      ? await onDatabase({ databaseUrl: env.DATABASE_URL }, request, env.BASE_URL)
      : await onEmbedded(path.resolve(env.DATA_DIR), request, env.BASE_URL);
    (answer.ok ? io.out : io.err)(answer.text);
    return answer.ok ? 0 : 1;
  } catch (err) {
    io.err(
      err instanceof AdminCliError || err instanceof EnvError
        ? err.message
        : `The admin command failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  }
}

async function onDatabase(
  opts: { databaseUrl: string } | { dataDir: string },
  request: AdminRequest,
  baseUrl: string,
): Promise<AdminAnswer> {
  const database = await openDatabase({ ...opts, poolSize: 1 });
  try {
    return await runAdminCommand(database.db, request, baseUrl);
  } finally {
    await database.close();
  }
}

async function onEmbedded(
  dataDir: string,
  request: AdminRequest,
  baseUrl: string,
): Promise<AdminAnswer> {
  const viaServer = await askRunningServer(dataDir, request);
  if (viaServer) return viaServer;
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new AdminCliError(
      `There is no embedded database in ${dataDir} (DATA_DIR): start Hyzer once first, or set DATABASE_URL.`,
    );
  }
  try {
    return await onDatabase({ dataDir }, request, baseUrl);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new AdminCliError(
        `A Hyzer server is using ${dataDir} but its control socket cannot be reached: ${err.message}`,
      );
    }
    throw err;
  }
}

/** The running server's answer through its control socket, or null when none listens there. */
function askRunningServer(dataDir: string, body: AdminRequest): Promise<AdminAnswer | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: '/admin',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as AdminAnswer);
          } catch {
            reject(new AdminCliError(`The server refused the command (HTTP ${res.statusCode}).`));
          }
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end(JSON.stringify(body));
  });
}

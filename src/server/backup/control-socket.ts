import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger';
import { adminRequestSchema, type AdminAnswer, type AdminRequest } from '../admin/admin-commands';
import { removeSnapshot, snapshotRunning } from './backup-archive';

/** The largest admin request the socket reads (a command and an e-mail address). */
const ADMIN_BODY_MAX = 4096;

/** The control socket's file in DATA_DIR. */
export const CONTROL_SOCKET = 'hyzer.sock';
/** The longest Unix socket path Linux and macOS accept (sun_path, with its closing NUL). */
const MAX_SOCKET_PATH = 103;

/** Where the server in `dataDir` listens for `npm run backup`, or null when the path is too long. */
export function controlSocketPath(dataDir: string): string | null {
  const file = path.join(path.resolve(dataDir), CONTROL_SOCKET);
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH ? file : null;
}

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * The embedded database belongs to the server process (one process per DATA_DIR), so a backup
 * of a running server is made by the server: `npm run backup` asks it through a Unix socket in
 * DATA_DIR. The socket is not on the network, and only the owner of DATA_DIR (a private folder)
 * can reach it: whoever can read DATA_DIR can read the database anyway. It answers
 * `GET /snapshot`, one backup at a time, with the name of a copy of the database's folder made
 * beside it (answerSnapshot); and `POST /admin` with `npm run admin`'s command as JSON,
 * answered as JSON (admin-commands.ts).
 */
export async function startControlSocket(opts: {
  dataDir: string;
  pglite: PGlite;
  logger: Logger;
  /** `npm run admin`'s commands, run on the server's database (POST /admin). */
  admin?: (request: AdminRequest) => Promise<AdminAnswer>;
}): Promise<ControlSocket | null> {
  const { dataDir, pglite, logger, admin } = opts;
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) {
    logger.warn(
      { dataDir },
      'DATA_DIR is too long a path for the control socket: npm run backup cannot reach this server (stop it to back up, or use a shorter DATA_DIR)',
    );
    return null;
  }
  // A socket file left by a process that died: this process holds the data folder's lock, so
  // no live server listens on it.
  rmSync(socketPath, { force: true });
  let busy = false;
  const server: Server = createServer((req, res) => {
    if (admin && req.method === 'POST' && req.url === '/admin') {
      void answerAdmin(req, res, admin, logger);
      return;
    }
    if (req.method !== 'GET' || req.url !== '/snapshot') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    if (busy) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is already running.\n');
      return;
    }
    busy = true;
    answerSnapshot(res, pglite, dataDir, logger)
      .catch((err: unknown) => logger.error({ err }, 'backup failed'))
      .finally(() => {
        busy = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Copies the database's folder beside it (backup-archive.ts, snapshotRunning) and answers its
 * name as a line of JSON, then holds the answer open while the backup command packs the copy in
 * its own process: the copy is removed when the command closes the connection (when it is done,
 * or if it dies), so none is left behind. The server's part of a backup is the copy alone: the
 * packing and compression of hundreds of megabytes never run on its event loop.
 */
async function answerSnapshot(
  res: ServerResponse,
  pglite: PGlite,
  dataDir: string,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  const closed = new Promise<void>((resolve) => res.once('close', resolve));
  let name: string;
  try {
    const made = await snapshotRunning(pglite, dataDir);
    name = made.name;
    logger.info(
      {
        ms: Math.round(performance.now() - started),
        queriesHeldMs: Math.round(made.heldMs),
        filesCopiedUnderLock: made.heldFiles,
        bytesCopiedUnderLock: made.heldBytes,
      },
      'backup copy made',
    );
  } catch (err) {
    logger.error({ err }, 'backup failed');
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('The backup copy failed.\n');
    }
    return;
  }
  if (!res.destroyed) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(JSON.stringify({ folder: name }) + '\n');
  }
  await closed;
  await removeSnapshot(dataDir, name).catch((err: unknown) =>
    logger.error({ err }, 'the backup copy could not be removed'),
  );
  logger.info({ ms: Math.round(performance.now() - started) }, 'backup done');
}

async function answerAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  admin: (request: AdminRequest) => Promise<AdminAnswer>,
  logger: Logger,
): Promise<void> {
  const send = (status: number, answer: AdminAnswer): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  };
  try {
    let body = '';
    for await (const chunk of req) {
      body += String(chunk);
      if (body.length > ADMIN_BODY_MAX) return send(413, { ok: false, text: 'Too large.' });
    }
    const parsed = adminRequestSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return send(400, { ok: false, text: 'Not an admin command.' });
    const answer = await admin(parsed.data);
    logger.info({ command: parsed.data.command, ok: answer.ok }, 'admin command');
    send(200, answer);
  } catch (err) {
    logger.error({ err }, 'admin command failed');
    send(500, { ok: false, text: 'The server could not run the command (see its log).' });
  }
}

import type { Server as HttpServer } from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureCatalogue } from './catalogue/ensure-catalogue';
import { startControlSocket } from './backup/control-socket';
import { runAdminCommand } from './admin/admin-commands';
import { startScheduledSync } from './catalogue/scheduled-sync';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { EnvError, loadEnv, type Env } from './env';
import { gracefulClose } from './http/graceful-close';
import { createLogger } from './logger';
import { makeDataDirPrivate, restrictNewFiles } from './private-files';

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Time, CPU time (every thread of the process) and memory (RSS) at each step of the start, logged
 * once the server listens. CPU time shows where a start goes even on a machine busy with other work.
 */
function startClock() {
  const steps: Record<string, { ms: number; cpuMs: number; rssMb: number }> = {};
  return {
    mark(step: string) {
      const cpu = process.cpuUsage();
      steps[step] = {
        ms: Math.round(performance.now()),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
      };
    },
    steps,
  };
}

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. By default V8 compiles it twice: at
 * once with its baseline compiler (Liftoff), then its busiest functions again with its optimising
 * one while the first queries run. That second compile costs tens of megabytes (about 240 → 160
 * MB at health without it) and a core in the first seconds, for about 6% more reads a second:
 * docs/decisions/0019. Set before PGlite compiles, which is the first WebAssembly here. From
 * Node 24 on, V8 freezes its flags once it has started and ignores this call (the optimising
 * compile of one PostgreSQL function alone then takes some 600 MB), so every launcher starts the
 * server with the flag itself (scripts/server-node-flags.mjs, decision 0041); a server started
 * without it says so.
 */
function keepWasmBaselineOnly(logger: ReturnType<typeof createLogger>) {
  if (process.execArgv.includes('--liftoff-only')) return;
  v8.setFlagsFromString('--liftoff-only');
  if (Number(process.versions.node.split('.')[0]) >= 24) {
    logger.warn(
      'started without --liftoff-only: on Node 24 the embedded database may briefly take 600 MB more memory; start with `npm start`, `npm run serve` or `node --liftoff-only dist/server/main.js`',
    );
  }
}

type Logger = ReturnType<typeof createLogger>;
type Clock = ReturnType<typeof startClock>;
type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The database opened, migrated and holding a catalogue. */
async function prepareDatabase(env: Env, logger: Logger, clock: Clock): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onConnectionError: (err) => logger.warn({ err: err.message }, 'database connection lost'),
  });
  clock.mark('database');
  const migrated = await migrateDatabase(database, env.DATABASE_URL);
  const cleaned = migrated.catalogue;
  if (cleaned.rewritten + cleaned.merged > 0) {
    logger.info(cleaned, 'catalogue: duplicates merged and spellings made canonical');
  }
  clock.mark('migrations');
  // A new embedded database: `image` is the build's (decision 0035), `initdb` the slow way.
  logger.info({ database: database.kind, created: database.created }, 'database ready');
  await ensureCatalogue({ database, env, logger });
  clock.mark('catalogue');
  return database;
}

/** The app served over plain HTTP/1.1 (node:http's server), the start's figures logged. */
function listen(
  app: ReturnType<typeof createApp>['app'],
  env: Env,
  logger: Logger,
  clock: Clock,
): HttpServer {
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    clock.mark('listening');
    logger.info({ url: env.BASE_URL, port: info.port }, 'Hyzer is listening');
    // Milliseconds since the process started, and memory, after each step (BENCHMARKS.md).
    logger.info({ start: clock.steps }, 'start');
  }) as HttpServer;
  // An idle keep-alive connection is kept longer than a reverse proxy or client keeps its own
  // (commonly 60 s): a server that closes first can close a socket the other side is reusing at
  // that moment, and that request fails with a reset (Node's default is 5 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/** The catalogue sync on its schedule, when CATALOG_SYNC_INTERVAL asks for one. */
function scheduleCatalogueSync(database: Database, env: Env, logger: Logger) {
  if (env.CATALOG_SYNC_INTERVAL === undefined) return null;
  const scheduledSync = startScheduledSync({
    database,
    url: env.DISCIT_URL,
    intervalMs: env.CATALOG_SYNC_INTERVAL,
    logger,
  });
  logger.info(
    { url: env.DISCIT_URL, everyMinutes: env.CATALOG_SYNC_INTERVAL / 60_000 },
    'catalogue sync scheduled',
  );
  return scheduledSync;
}

/** What a stop closes, in order after the server. */
interface Running {
  closeServer: ReturnType<typeof gracefulClose>;
  control: { close(): Promise<unknown> } | null;
  scheduledSync: { stop(): Promise<unknown> } | null;
  database: Database;
}

/**
 * A clean stop on SIGTERM or SIGINT: no new connection is taken (the port closes at once),
 * requests in flight get SHUTDOWN_GRACE_MS to finish (idle keep-alive connections are closed now,
 * busy ones once their answer is sent), then whatever still runs is cut, the database is closed
 * (PGlite must be, or its folder stays locked and Node never exits) and the process exits 0.
 */
function stopOnSignals(env: Env, logger: Logger, running: Running): void {
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    // A last resort, should closing the database itself hang.
    setTimeout(() => {
      logger.error('the shutdown did not finish: exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS + 15_000).unref();
    const finishing = running.closeServer(env.SHUTDOWN_GRACE_MS);
    logger.info(
      { signal, graceMs: env.SHUTDOWN_GRACE_MS },
      'shutting down: no new connections; finishing requests in flight',
    );
    const { cut } = await finishing;
    if (cut) {
      logger.warn(
        { graceMs: env.SHUTDOWN_GRACE_MS },
        'requests still running after the grace period were cut',
      );
    }
    try {
      await running.control?.close();
      await running.scheduledSync?.stop();
      await running.database.close();
    } catch (err) {
      logger.error({ err }, 'closing the database failed');
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function main() {
  const clock = startClock();
  clock.mark('modules');
  restrictNewFiles();
  const env = readEnv();
  makeDataDirPrivate(env.DATA_DIR);
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.DATABASE_URL) keepWasmBaselineOnly(logger);
  const database = await prepareDatabase(env, logger, clock);

  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
  const { app } = createApp({ env, database, logger, webDir });
  clock.mark('app');
  const closeServer = gracefulClose(listen(app, env, logger, clock));
  const scheduledSync = scheduleCatalogueSync(database, env, logger);
  const control = database.pglite
    ? await startControlSocket({
        dataDir: env.DATA_DIR,
        pglite: database.pglite,
        logger,
        admin: (request) => runAdminCommand(database.db, request, env.BASE_URL),
      })
    : null;
  stopOnSignals(env, logger, { closeServer, control, scheduledSync, database });
}

main().catch((err) => {
  console.error('Hyzer failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureCatalogue } from './catalogue/ensure-catalogue';
import { startScheduledSync } from './catalogue/scheduled-sync';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { EnvError, loadEnv, type Env } from './env';
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
 * docs/decisions/0019. Set before PGlite compiles, which is the first WebAssembly here.
 */
function keepWasmBaselineOnly() {
  v8.setFlagsFromString('--liftoff-only');
}

async function main() {
  const clock = startClock();
  clock.mark('modules');
  restrictNewFiles();
  const env = readEnv();
  makeDataDirPrivate(env.DATA_DIR);
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.DATABASE_URL) keepWasmBaselineOnly();
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
  logger.info({ database: database.kind }, 'database ready');
  await ensureCatalogue({ database, env, logger });
  clock.mark('catalogue');

  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
  const { app } = createApp({ env, database, logger, webDir });
  clock.mark('app');
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    clock.mark('listening');
    logger.info({ url: env.BASE_URL, port: info.port }, 'Hyzer is listening');
    // Milliseconds since the process started, and memory, after each step (BENCHMARKS.md).
    logger.info({ start: clock.steps }, 'start');
  });

  const scheduledSync =
    env.CATALOG_SYNC_INTERVAL === undefined
      ? null
      : startScheduledSync({
          database,
          url: env.DISCIT_URL,
          intervalMs: env.CATALOG_SYNC_INTERVAL,
          logger,
        });
  if (scheduledSync) {
    logger.info(
      { url: env.DISCIT_URL, everyMinutes: env.CATALOG_SYNC_INTERVAL! / 60_000 },
      'catalogue sync scheduled',
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      const stop = async () => {
        await scheduledSync?.stop();
        await database.close();
      };
      stop().then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('Hyzer failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

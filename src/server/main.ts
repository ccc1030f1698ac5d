import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureCatalogue } from './catalogue/ensure-catalogue';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger } from './logger';

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

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database, env.DATABASE_URL);
  logger.info({ database: database.kind }, 'database ready');
  await ensureCatalogue({ database, env, logger });

  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
  const { app } = createApp({ env, database, logger, webDir });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ url: env.BASE_URL, port: info.port }, 'Hyzer is listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info('stopped');
      process.exit(0);
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

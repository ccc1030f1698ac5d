import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAuth, type Auth } from './auth/auth';
import { authGuards } from './auth/auth-middleware';
import type { Database } from './db/client';
import type { Env } from './env';
import { ApiError, DB_UNAVAILABLE_MESSAGE, isDbUnavailable } from './http/errors';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { createSessionReader, type AppVariables } from './http/session';
import { loadStaticFiles, serveStatic } from './http/static-files';
import type { Logger } from './logger';
import { bagRoutes } from './routes/bags';
import { catalogRoutes } from './routes/catalog';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import type { RouteDeps } from './routes/route-deps';
import { userDiscRoutes } from './routes/user-discs';

export const MAX_BODY_BYTES = 64 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Folder of the built web app; when absent or not built, only the API is served. */
  webDir?: string;
}

/** The JSON API below /api (auth excepted). Its type is what the web client's RPC calls see. */
function buildApi(deps: RouteDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .route('/health', healthRoutes(deps.database))
    .route('/config', configRoutes(deps))
    .route('/catalog', catalogRoutes(deps))
    .route('/bags', bagRoutes(deps))
    .route('/user-discs', userDiscRoutes(deps));
}
export type ApiType = ReturnType<typeof buildApi>;

export interface HyzerApp {
  app: Hono<{ Variables: AppVariables }>;
  auth: Auth;
}

/** Builds the whole server without listening, so tests call it in-process with app.request(). */
export function createApp(deps: AppDeps): HyzerApp {
  const { env, database, logger } = deps;
  const auth = createAuth({ env, db: database.db, logger });
  const app = new Hono<{ Variables: AppVariables }>();

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    const start = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', id);
    if (c.req.path.startsWith('/api/')) {
      logger.info(
        {
          reqId: id,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: +(performance.now() - start).toFixed(1),
        },
        'request',
      );
    }
  });
  app.use('*', securityHeaders(env.BASE_URL.startsWith('https://')));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            error: {
              code: 'payload_too_large',
              message: 'The request body is too large (at most 64 KB).',
            },
          },
          413,
        ),
    }),
  );
  app.use('/api/*', originCheck([env.BASE_URL]));

  const sessions = createSessionReader({
    db: database.db,
    secret: env.AUTH_SECRET,
    https: env.BASE_URL.startsWith('https://'),
    cache: database.kind === 'pglite',
  });
  app.use('/api/auth/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') sessions.invalidate();
  });
  app.use('/api/auth/*', ...authGuards({ env, db: database.db }));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
  app.route('/api', buildApi({ env, database, logger, sessions }));

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'Not found.');
  });

  const files = deps.webDir ? loadStaticFiles(deps.webDir) : null;
  if (files) app.on(['GET', 'HEAD'], '*', serveStatic(files));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status);
    if (isDbUnavailable(err)) {
      logger.warn(
        { reqId: c.get('requestId'), err: (err as Error).message },
        'database unavailable',
      );
      return c.json({ error: { code: 'db_unavailable', message: DB_UNAVAILABLE_MESSAGE } }, 503);
    }
    if (err instanceof SyntaxError) {
      return c.json(
        { error: { code: 'bad_json', message: 'The request body is not valid JSON.' } },
        400,
      );
    }
    logger.error({ reqId: c.get('requestId'), err }, 'unhandled error');
    return c.json(
      { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
      500,
    );
  });
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found.' } }, 404));

  return { app, auth };
}

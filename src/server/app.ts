import { SERVER_TEXTS } from '../core/i18n/server-texts';
import { messagesInLanguage } from './http/message-language';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { Auth } from './auth/auth';
import { createCatalogueSnapshots } from './catalogue/catalogue-snapshot';
import { authGuards } from './auth/auth-middleware';
import { serverOnlyMatcher } from './auth/server-only-paths';
import { sessionListAnswer } from './auth/session-list';
import type { Database } from './db/client';
import type { Env } from './env';
import { ApiError, DB_UNAVAILABLE_MESSAGE, isDbUnavailable } from './http/errors';
import { originCheck } from './http/origin-check';
import { trustedOrigins } from './auth/trusted-origins';
import { securityHeaders } from './http/security-headers';
import { apiGroup } from './http/declared-route';
import { serveOpenApiDocument } from './http/openapi-document';
import { createSessionReader, type AppVariables } from './http/session';
import { loadStaticFiles, renderedTemplates, serveStatic } from './http/static-files';
import { signedInPages } from './http/signed-in-pages';
import type { Logger } from './logger';
import { bagRoutes } from './routes/bags';
import { catalogueRoutes } from './routes/catalogue';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { requestMetrics, watchDatabase, watchListCache } from './http/metrics';
import type { RouteDeps } from './routes/route-deps';
import { userDiscRoutes } from './routes/user-discs';
import { wishlistRoutes } from './routes/wishlist';
import { ownDiscRoutes } from './routes/own-discs';
import { throwRoutes } from './routes/throws';
import { courseRoutes } from './routes/courses';
import { roundRoutes } from './routes/rounds';
import { collectionRoutes } from './routes/collection';
import { NOINDEX, shareRoutes } from './routes/share';
import { photoRoutes } from './routes/photos';
import { adminRoutes } from './routes/admin';
import { accountRoutes } from './routes/account';
import { PHOTO_PATH } from '../core/api/photo-routes';
import { bagService } from './collection/bag-service';
import { userDiscListCache } from './collection/user-disc-list-cache';
import { IMPORT_BODY_MAX_BYTES, IMPORT_PATH } from '../core/api/collection-routes';
import { UDISC_BODY_MAX_BYTES, UDISC_IMPORT_PATH } from '../core/api/round-routes';
import { UDISC_TOO_LARGE } from '../core/rounds/udisc-csv';
import { IMPORT_JSON_TOO_LARGE } from '../core/collection/import-plan';
import { OIDC_CALLBACK_PATH } from '../core/accounts/single-sign-on';

export const MAX_BODY_BYTES = 64 * 1024;
/** The API's version in its OpenAPI document; raise it when a route changes incompatibly. */
export const API_VERSION = '1.0.0';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Folder of the built web app; when absent or not built, only the API is served. */
  webDir?: string;
  /**
   * Folder of the build's server bundle of the web app (signed-in pages drawn with the player's
   * data, decision 0034); `<webDir>/../ssr` unless given. Without it those pages get their frame.
   */
  ssrDir?: string;
}

/**
 * The JSON API below /api (auth excepted). Every route is declared in src/core/api; the
 * OpenAPI document at /api/openapi.json is generated from those declarations.
 */
function buildApi(routeDeps: Omit<RouteDeps, 'bags'>) {
  userDiscListCache(routeDeps.database.db).maxBytes = routeDeps.env.LIST_CACHE_MB * 1024 * 1024;
  watchListCache(userDiscListCache(routeDeps.database.db));
  const deps: RouteDeps = {
    ...routeDeps,
    bags: bagService(routeDeps.database.db, {
      cacheLists: routeDeps.database.kind === 'pglite',
    }),
  };
  const api = apiGroup()
    .route('/', healthRoutes(deps.database))
    .route('/', metricsRoutes(deps.env.METRICS_TOKEN))
    .route('/', configRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', bagRoutes(deps))
    .route('/', userDiscRoutes(deps))
    .route('/', wishlistRoutes(deps))
    .route('/', ownDiscRoutes(deps))
    .route('/', throwRoutes(deps))
    .route('/', courseRoutes(deps))
    .route('/', roundRoutes(deps))
    .route('/', collectionRoutes(deps))
    .route('/', shareRoutes(deps))
    .route('/', photoRoutes(deps))
    .route('/', adminRoutes(deps))
    .route('/', accountRoutes(deps));
  serveOpenApiDocument(api, {
    https: deps.env.BASE_URL.startsWith('https://'),
    version: API_VERSION,
  });
  return api;
}

const noindex: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Robots-Tag', NOINDEX);
};

export interface HyzerApp {
  app: Hono<{ Variables: AppVariables }>;
  /** better-auth, loaded on its first use (see createApp). */
  auth: () => Promise<Auth>;
}

type App = Hono<{ Variables: AppVariables }>;

/**
 * better-auth and what only it uses are about a third of the server's code. They load on the
 * first /api/auth request (sign-up, sign-in, session), not at start: the API's own routes read
 * sessions without them (http/session.ts), and a start answers /api/health sooner
 * (BENCHMARKS.md, history 19). A load that fails is tried again on the next request.
 */
function authOnFirstUse({ env, database, logger }: AppDeps): () => Promise<Auth> {
  let loading: Promise<Auth> | undefined;
  return () =>
    (loading ??= import('./auth/auth')
      .then(({ createAuth }) => createAuth({ env, db: database.db, logger }))
      .catch((err: unknown) => {
        loading = undefined;
        throw err;
      }));
}

/** Each request's id (the caller's when it is a sane one), answered and logged for the API. */
function useRequestIds(app: App, logger: Logger): void {
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
}

/** The largest body each kind of write may send. */
function useBodyLimits(app: App): void {
  const tooLarge = (message: string) => (c: Context) =>
    c.json({ error: { code: 'payload_too_large', message } }, 413);
  const bodyLimits = {
    api: bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: tooLarge('The request body is too large (at most 64 KB).'),
    }),
    // An import carries a CSV of up to 2 MB or a JSON export of up to 56 MB inside its body.
    import: bodyLimit({ maxSize: IMPORT_BODY_MAX_BYTES, onError: tooLarge(IMPORT_JSON_TOO_LARGE) }),
    // A UDisc scorecard file of at most 2 MB as a JSON string (core/rounds/udisc-csv.ts).
    udisc: bodyLimit({ maxSize: UDISC_BODY_MAX_BYTES, onError: tooLarge(UDISC_TOO_LARGE) }),
  };
  // A GET or HEAD reads no body: skipping the limit there spares every read building the full
  // Request object that the limit's body check asks for (BENCHMARKS.md, history 13).
  const writesOnly =
    (limit: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);
  app.use(
    '/api/*',
    writesOnly(except([IMPORT_PATH, UDISC_IMPORT_PATH, PHOTO_PATH], bodyLimits.api)),
  );
  app.use(IMPORT_PATH, bodyLimits.import);
  app.use(UDISC_IMPORT_PATH, bodyLimits.udisc);
  // The photo upload counts its own body as it streams in, once the photo queue has let it in
  // (routes/photos.ts): a limit here would buffer a chunked 15 MB body before anyone is checked.
}

/** The origin rule for state changes, no caching of API answers, shared bags kept from search. */
function useOriginAndCaching(app: App, env: Env): void {
  // One origin rule for every state change, the auth routes' included (better-auth trusts the same list).
  app.use('/api/*', originCheck(trustedOrigins(env.BASE_URL)));
  // API answers are about one user unless a route says otherwise (the public catalogue does).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  // A shared bag's page and its API answer are for the link's holders, not for search engines.
  app.use('/s/*', noindex);
  app.use('/api/shared/*', noindex);
}

/** /api/auth: better-auth behind this server's guards, with the session reader kept in step. */
function routeAuth(
  app: App,
  { env, database }: AppDeps,
  auth: () => Promise<Auth>,
  sessions: ReturnType<typeof createSessionReader>,
): void {
  app.use('/api/auth/*', async (c, next) => {
    await next();
    // Opening an e-mail change link (a GET) changes the session's user too.
    if (c.req.method !== 'GET' || c.req.path === '/api/auth/verify-email') sessions.invalidate();
  });
  // better-auth's server-only endpoints (a password oracle among them) are not served over HTTP.
  let serverOnly: ((subPath: string) => boolean) | undefined;
  app.use('/api/auth/*', async (c, next) => {
    serverOnly ??= serverOnlyMatcher(
      await auth(),
      env.OIDC ? [OIDC_CALLBACK_PATH.slice('/api/auth'.length)] : [],
    );
    if (serverOnly(c.req.path.slice('/api/auth'.length))) {
      throw new ApiError(404, 'not_found', SERVER_TEXTS.notFound);
    }
    await next();
  });
  app.use('/api/auth/*', ...authGuards({ env, db: database.db }));
  // better-auth reads sessions without looking at `disabled`: a session of a disabled account
  // (one a sign-in made in a race with the disable) is deleted before it can read one.
  app.use('/api/auth/*', async (c, next) => {
    await sessions.endIfDisabled(c.req.raw.headers);
    await next();
  });
  // A sign-out (and an account's deletion, which signs out) also empties this site's part of
  // the browser's HTTP cache (disc photos stay in it), so the next person on the device finds
  // nothing of the player there.
  const clearSiteCache: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method === 'POST' && c.res.ok) c.res.headers.set('Clear-Site-Data', '"cache"');
  };
  app.use('/api/auth/sign-out', clearSiteCache);
  app.use('/api/auth/delete-user', clearSiteCache);
  // The session list leaves without the sessions' tokens.
  app.use('/api/auth/list-sessions', sessionListAnswer());
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => (await auth()).handler(c.req.raw));
}

/** The built web app's files, and its signed-in pages drawn with the player's data. */
function serveWebApp(
  app: App,
  deps: AppDeps,
  sessions: ReturnType<typeof createSessionReader>,
): void {
  const files = deps.webDir ? loadStaticFiles(deps.webDir) : null;
  if (!files) return;
  // Signed-in pages drawn with the player's data read through this API (decision 0034).
  const rendered = signedInPages({
    pages: renderedTemplates(files),
    ssrDir: deps.ssrDir ?? path.join(deps.webDir!, '..', 'ssr'),
    sessions,
    readApi: (apiPath, cookie) => Promise.resolve(app.request(apiPath, { headers: { cookie } })),
    logger: deps.logger,
  });
  app.on(['GET', 'HEAD'], '*', serveStatic(files, rendered));
}

/** Every error as the API's error shape; what no route answers is 404. */
function answerErrors(app: App, logger: Logger): void {
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status);
    if (isDbUnavailable(err)) {
      logger.warn({ reqId: c.get('requestId'), err: err.message }, 'database unavailable');
      return c.json({ error: { code: 'db_unavailable', message: DB_UNAVAILABLE_MESSAGE } }, 503);
    }
    if (err instanceof SyntaxError) {
      return c.json({ error: { code: 'bad_json', message: SERVER_TEXTS.badJson } }, 400);
    }
    logger.error({ reqId: c.get('requestId'), err }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: SERVER_TEXTS.internal } }, 500);
  });
  app.notFound((c) =>
    c.json({ error: { code: 'not_found', message: SERVER_TEXTS.notFound } }, 404),
  );
}

/** Builds the whole server without listening, so tests call it in-process with app.request(). */
export function createApp(deps: AppDeps): HyzerApp {
  const { env, database, logger } = deps;
  const auth = authOnFirstUse(deps);
  const app: App = new Hono<{ Variables: AppVariables }>();
  watchDatabase(database);

  app.use('*', requestMetrics());
  useRequestIds(app, logger);
  app.use('*', securityHeaders(env.BASE_URL.startsWith('https://')));
  // Error messages in the caller's language, codes unchanged (decision 0040).
  app.use('/api/*', messagesInLanguage());
  useBodyLimits(app);
  useOriginAndCaching(app, env);

  const sessions = createSessionReader({
    db: database.db,
    secret: env.AUTH_SECRET,
    https: env.BASE_URL.startsWith('https://'),
    cache: database.kind === 'pglite',
  });
  routeAuth(app, deps, auth, sessions);
  const catalogue = createCatalogueSnapshots(database.db, { logger });
  app.route('/', buildApi({ env, database, logger, sessions, catalogue }));
  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', SERVER_TEXTS.notFound);
  });

  serveWebApp(app, deps, sessions);
  answerErrors(app, logger);
  return { app, auth };
}

import { AUTH_ROUTES } from '../../core/api/auth-routes';
import { getOpenApiDocument, METRICS_SECURITY } from '../../core/api/system-routes';
import { serve, type ApiGroup } from './declared-route';
import { sessionCookieName } from './session';

/**
 * Adds GET /api/openapi.json to `api`: an OpenAPI 3.1 document generated from the declarations
 * of every route registered on `api` before this call, plus the account endpoints (served by
 * better-auth, described by hand in core/api/auth-routes) and the session cookie scheme.
 */
export function serveOpenApiDocument(api: ApiGroup, opts: { https: boolean; version: string }) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(opts.https),
    description: 'The session cookie set by signing in (POST /api/auth/sign-in/email).',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', METRICS_SECURITY, {
    type: 'http',
    scheme: 'bearer',
    description: 'The METRICS_TOKEN the server was started with (GET /api/metrics only).',
  });
  for (const route of AUTH_ROUTES) api.openAPIRegistry.registerPath(route);
  let document: ReturnType<ApiGroup['getOpenAPI31Document']> | undefined;
  api.openapi(serve(api, getOpenApiDocument), (c) => {
    document ??= api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Hyzer API',
        version: opts.version,
        description:
          'The JSON API of a Hyzer server. Errors answer `{ error: { code, message, fields? } }`. Requests that change data need an Origin header naming the server.',
      },
    });
    return c.json({ ...document }, 200);
  });
}

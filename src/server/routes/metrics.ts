import { getMetrics } from '../../core/api/system-routes';
import { ApiError } from '../http/errors';
import { apiGroup, serve } from '../http/declared-route';
import { metricsText, sameSecret } from '../http/metrics';

/**
 * GET /api/metrics (declared in core/api/system-routes): the Prometheus text format, for the
 * bearer of METRICS_TOKEN. Without a token configured the route is off and answers 404 like an
 * unknown address; a missing or wrong token answers 401, compared in constant time.
 */
export function metricsRoutes(token: string | undefined) {
  const group = apiGroup();
  group.openapi(serve(group, getMetrics), async (c) => {
    if (token === undefined) throw new ApiError(404, 'not_found', 'Not found.');
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="hyzer-metrics"');
      throw new ApiError(401, 'unauthenticated', 'A valid metrics token is required.');
    }
    const { body, contentType } = await metricsText();
    return c.text(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
  return group;
}

import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State changes only from our own origin. A browser always sends Origin on a cross-site POST;
 * a request whose Origin is neither an allowed origin nor the Host it was sent to is refused.
 */
export function originCheck(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      let ok = true;
      if (origin) {
        let host: string | null;
        try {
          host = origin === 'null' ? null : new URL(origin).host;
        } catch {
          host = null;
        }
        ok = allowed.has(origin) || (host !== null && host === c.req.header('host'));
      } else if (site === 'cross-site') {
        ok = false;
      }
      if (!ok)
        throw new ApiError(403, 'forbidden_origin', 'Cross-origin requests are not allowed.');
    }
    await next();
  };
}

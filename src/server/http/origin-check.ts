import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const MISSING_ORIGIN_MESSAGE =
  'Requests that change data must carry an Origin header naming this server.';
export const FOREIGN_ORIGIN_MESSAGE = 'Cross-origin requests are not allowed.';

/**
 * State changes only from our own origin, on every route (the app's and better-auth's alike).
 * A request that is not a GET, HEAD or OPTIONS must carry an Origin that is one of
 * `allowedOrigins`; a browser that sent none (or `null`) must say `Sec-Fetch-Site: same-origin`,
 * which a page cannot forge. Anything else is refused with 403 before a route reads the body, so
 * a text/plain or form POST from another site changes nothing. Scripts and API clients outside a
 * browser send `Origin: <BASE_URL>` (README, API).
 */
export function originCheck(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin || origin === 'null') {
        if (c.req.header('sec-fetch-site') !== 'same-origin') {
          throw new ApiError(403, 'missing_or_null_origin', MISSING_ORIGIN_MESSAGE);
        }
      } else if (!allowed.has(origin)) {
        throw new ApiError(403, 'forbidden_origin', FOREIGN_ORIGIN_MESSAGE);
      }
    }
    await next();
  };
}

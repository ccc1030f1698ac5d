import type { MiddlewareHandler } from 'hono';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // blob: for the preview of a disc photo before it is uploaded (docs/decisions/0016).
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker and the web app manifest (installable app): this origin's only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every response (SECURITY.md). */
export function securityHeaders(https: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CSP);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    // The field session measures throws with the phone's position (decision 0030): this site only.
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

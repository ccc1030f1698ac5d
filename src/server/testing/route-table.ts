import type { Hono } from 'hono';
import { ACCOUNT_ROUTES } from '../../core/api/auth-routes';

export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Routes that carry no user data: auth (better-auth's own), health, config, catalogue, API
 * document, the operator's metrics (behind their own token: routes/metrics.test.ts); and a
 * shared bag's public read, whose key is the link's token, not a session (its own tests in
 * routes/share.test.ts cover it; the owner routes that make the token are in the matrix).
 */
const PUBLIC = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/health$/,
  /^\/api\/config$/,
  /^\/api\/catalog(\/|$)/,
  /^\/api\/openapi\.json$/,
  /^\/api\/metrics$/,
  /^\/api\/shared\/[^/]+$/,
];

/**
 * The concrete API endpoints in a Hono app's route table, one per method and path: middleware
 * (method ALL) and wildcard catch-alls are left out, and duplicates (a guard and its handler are
 * both listed) are merged.
 */
export function apiEndpoints(app: Pick<Hono, 'routes'>): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/**
 * The account settings (password, sessions, deletion): better-auth serves them below its
 * catch-all, which Hono's table lists as one wildcard, so they come from their declarations.
 */
const ACCOUNT_ENDPOINTS: RouteEntry[] = ACCOUNT_ROUTES.map((r) => ({
  method: r.method.toUpperCase(),
  path: r.path,
}));

/**
 * The endpoints that read or change a user's data: every /api endpoint not public above, and the
 * account settings.
 */
export function userDataEndpoints(app: Pick<Hono, 'routes'>): RouteEntry[] {
  const own = apiEndpoints(app).filter((r) => !PUBLIC.some((re) => re.test(r.path)));
  return [...own, ...ACCOUNT_ENDPOINTS];
}

/** `PATCH /api/bags/:id` as one string, for test names and lookups. */
export function routeKey(r: RouteEntry): string {
  return `${r.method} ${r.path}`;
}

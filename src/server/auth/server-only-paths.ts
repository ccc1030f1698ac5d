import type { Auth } from './auth';

export interface ServerOnlyEndpoint {
  /** The path below /api/auth, as better-auth declares it (may hold `:param` segments). */
  path: string;
  methods: string[];
}

interface EndpointLike {
  path?: unknown;
  options?: { method?: unknown; metadata?: { scope?: unknown; SERVER_ONLY?: unknown } };
}

/**
 * better-auth's endpoints that its own metadata marks as for server-side calls only
 * (`scope: 'server'` or `SERVER_ONLY`), read from the auth instance so that an endpoint a new
 * better-auth version adds is covered without a list to keep up to date.
 */
export function serverOnlyEndpoints(auth: Pick<Auth, 'api'>): ServerOnlyEndpoint[] {
  const found: ServerOnlyEndpoint[] = [];
  for (const endpoint of Object.values(auth.api as Record<string, EndpointLike>)) {
    const meta = endpoint.options?.metadata;
    if (meta?.scope !== 'server' && meta?.SERVER_ONLY !== true) continue;
    if (typeof endpoint.path !== 'string') continue; // not routed at all
    const method = endpoint.options?.method;
    const methods = (Array.isArray(method) ? method : [method ?? '*']).map((m) =>
      m === '*' ? 'POST' : String(m),
    );
    found.push({ path: endpoint.path, methods });
  }
  return found;
}

/**
 * A matcher for request paths below /api/auth that reach a server-only endpoint, but those in
 * `served`: the OAuth callback of single sign-on (`/callback/oidc`, decision 0033) wears the
 * same mark (kept out of better-auth's API description), yet the browser returns through it.
 */
export function serverOnlyMatcher(
  auth: Pick<Auth, 'api'>,
  served: readonly string[] = [],
): (subPath: string) => boolean {
  const patterns = serverOnlyEndpoints(auth).map(
    ({ path }) =>
      new RegExp(
        '^' +
          path
            .split('/')
            .map((seg) =>
              seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/') +
          '/?$',
        'i',
      ),
  );
  const open = new Set(served.map((p) => p.toLowerCase()));
  return (subPath) =>
    !open.has(subPath.replace(/\/$/, '').toLowerCase()) && patterns.some((re) => re.test(subPath));
}

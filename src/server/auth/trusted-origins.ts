const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origins allowed to make state-changing auth calls: BASE_URL's origin and, for a laptop install
 * on a loopback address, the other loopback spellings of the same port (localhost, 127.0.0.1
 * and [::1] all reach the same server).
 */
export function trustedOrigins(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  const origins = [url.origin];
  if (LOOPBACK.has(url.hostname)) {
    const port = url.port ? `:${url.port}` : '';
    for (const host of LOOPBACK) origins.push(`${url.protocol}//${host}${port}`);
  }
  return [...new Set(origins)];
}

import { PASSWORD, sessionCookie } from './session-cookie';
import type { TestApp } from './test-app';

export { PASSWORD };

let ipCounter = 0;
/** A fresh client address, so a test's calls stay under the per-IP ceilings unless it wants not to. */
export function uniqueIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
}

/** POST /api/auth/sign-up/email from a fresh client address. */
export function signUpRaw(t: TestApp, body: unknown) {
  return viaSocket(t, 'POST', '/api/auth/sign-up/email', JSON.stringify(body), uniqueIp());
}

/** A new account (from a fresh client address); returns its session cookie. */
export async function newAccount(t: TestApp, email: string, password = PASSWORD, name = '') {
  return sessionCookie(await signUpRaw(t, { email, password, name }));
}

export function signIn(t: TestApp, email: string, password = PASSWORD, ip = uniqueIp()) {
  const body = JSON.stringify({ email, password });
  return viaSocket(t, 'POST', '/api/auth/sign-in/email', body, ip);
}

/** A signed-in session cookie for an existing user. */
export async function signInCookie(t: TestApp, email: string, password = PASSWORD) {
  return sessionCookie(await signIn(t, email, password), 'sign-in');
}

/** The signed-in user for a cookie, or null. */
export async function sessionUser(t: TestApp, cookie: string) {
  const res = await t.call('GET', '/api/auth/get-session', { cookie });
  const body = (await res.json()) as { user: { name: string; email: string } } | null;
  return body?.user ?? null;
}

/**
 * Calls the app as if the request came over a socket from `ip` (as @hono/node-server passes
 * the incoming message in c.env); without an ip, like app.request, there is no socket.
 */
export async function viaSocket(
  t: TestApp,
  method: string,
  url: string,
  body?: string,
  ip?: string,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = {
    method,
    headers: { origin: t.env.BASE_URL, 'content-type': 'application/json', ...headers },
    body,
  };
  const env = ip ? { incoming: { socket: { remoteAddress: ip } } } : undefined;
  return t.app.request(url, init, env);
}

export function tokenFromLink(text: string): string {
  const m = /\/reset-password\?token=([\w.%-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(m[1]!);
}

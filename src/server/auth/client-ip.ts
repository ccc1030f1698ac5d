import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';

/** The one header better-auth reads the client address from; always overwritten here. */
export const CLIENT_IP_HEADER = 'x-hyzer-client-ip';
/** In-process requests (tests calling app.request) have no socket. */
export const NO_SOCKET_IP = '127.0.0.1';

function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The client's address: the TCP peer, or with TRUST_PROXY the last X-Forwarded-For entry, which
 * is the one our own reverse proxy appended (entries to its left are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (last && isIP(last)) return last;
  }
  return socketAddress(c) ?? NO_SOCKET_IP;
}

/**
 * Sets CLIENT_IP_HEADER on the request from the socket (or the trusted proxy header), replacing
 * anything the client sent, so per-IP limits cannot be dodged by forging headers.
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    c.req.raw = new Request(c.req.raw, { headers });
    await next();
  };
}

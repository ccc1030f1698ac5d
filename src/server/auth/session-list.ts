import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AccountSession } from '../../core/api/auth-routes';
import { readAnswerJson } from '../http/read-once';
import { sessionCookieName } from '../http/session';

/** A session as better-auth's /list-sessions answers it (dates as ISO text). */
interface ListedSession {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  userAgent?: string | null;
}

function isListedSession(v: unknown): v is ListedSession {
  const s = v as Partial<ListedSession> | null;
  return typeof s?.id === 'string' && typeof s.token === 'string';
}

/**
 * better-auth's /list-sessions answers each session with its token, the secret half of a
 * session cookie. This keeps the tokens on the server: the answer becomes the account page's list
 * (what browser on what system, when it was made and last renewed, and which one is asking), this
 * session first, then the most recently seen.
 */
export function sessionListAnswer(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const listed = await readAnswerJson(c);
    // The user-agent parser loads with the first list, not at start.
    const { describeUserAgent } = await import('./user-agent');
    const signed = getCookie(c, sessionCookieName(false)) ?? getCookie(c, sessionCookieName(true));
    const mine = signed?.slice(0, signed.indexOf('.'));
    const sessions: AccountSession[] = (Array.isArray(listed) ? listed : [])
      .filter(isListedSession)
      .map((s) => ({
        id: s.id,
        createdAt: s.createdAt,
        lastSeenAt: s.updatedAt,
        expiresAt: s.expiresAt,
        ...describeUserAgent(s.userAgent ?? ''),
        current: s.token === mine,
      }))
      .sort(
        (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
      );
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    c.res = new Response(JSON.stringify(sessions), { status: 200, headers });
  };
}

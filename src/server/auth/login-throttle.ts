import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { TOO_MANY_LOGINS_MESSAGE } from './auth-errors';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The throttle key of an account: its e-mail, trimmed and lower-cased. */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Per-account login throttle kept in the database, so it holds across processes and restarts.
 * Times come from the application clock (not the database's), one clock for every decision.
 */
export function loginThrottleStore(db: Db) {
  return {
    /** The end of the lock on this account, or null when it may try to sign in. */
    async lockedUntil(key: string, now = new Date()): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key));
      const until = row?.lockedUntil;
      return until && until.getTime() > now.getTime() ? until : null;
    },

    /**
     * Counts one failure in one atomic statement: a failure after the window has passed starts a
     * new window; the MAX_FAILED_LOGINS-th failure inside a window locks the account for a window.
     */
    async recordFailure(key: string, now = new Date()): Promise<void> {
      const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
      const windowOpen = sql`${loginThrottle.windowStart} > ${at(now.getTime() - LOGIN_WINDOW_MS)}`;
      const lockEnd = new Date(now.getTime() + LOGIN_WINDOW_MS);
      await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: now, lockedUntil: null })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${windowOpen} then ${loginThrottle.failures} + 1 else 1 end`,
            windowStart: sql`case when ${windowOpen} then ${loginThrottle.windowStart} else ${at(now.getTime())} end`,
            lockedUntil: sql`case when ${windowOpen} and ${loginThrottle.failures} + 1 >= ${MAX_FAILED_LOGINS} then ${at(lockEnd.getTime())} else ${loginThrottle.lockedUntil} end`,
          },
        });
    },

    /** A successful login clears the account's count. */
    async recordSuccess(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
  };
}

async function emailOf(req: Request): Promise<string | null> {
  const body: unknown = await req
    .clone()
    .json()
    .catch(() => null);
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

/**
 * In front of POST /api/auth/sign-in/email: a locked account is refused with 429 before its
 * password is even checked (so a right password during the lock reveals nothing); afterwards a
 * 401 counts as a failure and a success clears the count.
 */
export function loginThrottleMiddleware(db: Db): MiddlewareHandler {
  const store = loginThrottleStore(db);
  return async (c, next) => {
    const email = c.req.method === 'POST' ? await emailOf(c.req.raw) : null;
    if (!email) return next();
    const key = throttleKey(email);
    const until = await store.lockedUntil(key);
    if (until) {
      const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
      return c.json(
        { error: { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_LOGINS_MESSAGE } },
        429,
        { 'Retry-After': String(seconds) },
      );
    }
    await next();
    if (c.res.status === 401) await store.recordFailure(key);
    else if (c.res.ok) await store.recordSuccess(key);
  };
}

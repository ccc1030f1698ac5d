import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { readRequestJson } from '../http/read-once';
import { TOO_MANY_LOGINS_MESSAGE } from './auth-errors';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The throttle key of an account: its e-mail, trimmed and lower-cased. */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Per-account login throttle kept in the database, so it holds across processes and restarts.
 * Every attempt is counted in one atomic statement BEFORE its password is checked, so a burst of
 * concurrent guesses gets at most MAX_FAILED_LOGINS verifications per window. Times come from the
 * application clock (not the database's), one clock for every decision.
 */
export function loginThrottleStore(db: Db) {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  return {
    /**
     * Claims an attempt. Returns 'locked' while the account is locked, 'refused' when this window's
     * attempts are used up (a concurrent burst), otherwise 'allowed' (the claim is counted).
     */
    async claim(key: string, now = new Date()): Promise<'allowed' | 'refused' | 'locked'> {
      const t = now.getTime();
      const locked = sql`(${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} > ${at(t)})`;
      const fresh = sql`(${loginThrottle.windowStart} <= ${at(t - LOGIN_WINDOW_MS)} or ${loginThrottle.lockedUntil} is not null)`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: now, lockedUntil: null })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${locked} then ${loginThrottle.failures} when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${locked} or not ${fresh} then ${loginThrottle.windowStart} else ${at(t)} end`,
            lockedUntil: sql`case when ${locked} then ${loginThrottle.lockedUntil} else null end`,
          },
        })
        .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
      if (row!.lockedUntil && row!.lockedUntil.getTime() > t) return 'locked';
      return row!.failures > MAX_FAILED_LOGINS ? 'refused' : 'allowed';
    },

    /** A wrong password: the attempt stays counted; the last allowed one locks the account. */
    async recordFailure(key: string, now = new Date()): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + LOGIN_WINDOW_MS) })
        .where(
          sql`${loginThrottle.key} = ${key} and ${loginThrottle.failures} >= ${MAX_FAILED_LOGINS}`,
        );
    },

    /** An attempt that never reached the password check (bad input, per-IP limit) is given back. */
    async release(key: string): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    },

    /** A successful login clears the account's count. */
    async recordSuccess(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },

    /** The end of the lock on this account, or null when it may try to sign in. */
    async lockedUntil(key: string, now = new Date()): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key));
      const until = row?.lockedUntil;
      return until && until.getTime() > now.getTime() ? until : null;
    },
  };
}

/** The longest address we accept anywhere (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** At most 254 characters and no control characters: safe to compare in the database. */
export function isBoundedEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && !CONTROL_CHARS.test(email);
}

/** A usable e-mail from the body: a string of at most 254 characters with no control characters. */
async function emailOf(c: Context): Promise<string | null> {
  const body = await readRequestJson(c);
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  const trimmed = email.trim();
  return trimmed !== '' && isBoundedEmail(trimmed) ? trimmed : null;
}

/**
 * In front of POST /api/auth/sign-in/email. The attempt is claimed before the password is
 * checked: a locked account, or one whose attempts this window are used up, is refused with 429
 * (so a right password during the lock reveals nothing). Afterwards a 401 keeps the attempt
 * counted (the fifth locks the account), a success clears the count, and anything else gives
 * the attempt back. A body whose e-mail is unusable goes straight to better-auth, which refuses it.
 */
export function loginThrottleMiddleware(db: Db): MiddlewareHandler {
  const store = loginThrottleStore(db);
  return async (c, next) => {
    const email = c.req.method === 'POST' ? await emailOf(c) : null;
    if (!email) return next();
    const key = throttleKey(email);
    const claim = await store.claim(key);
    if (claim !== 'allowed') {
      const until = await store.lockedUntil(key);
      const seconds = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : 60;
      return c.json(
        { error: { code: 'too_many_attempts', message: TOO_MANY_LOGINS_MESSAGE } },
        429,
        { 'Retry-After': String(seconds) },
      );
    }
    await next();
    if (c.res.status === 401) await store.recordFailure(key);
    else if (c.res.ok) await store.recordSuccess(key);
    else await store.release(key);
  };
}

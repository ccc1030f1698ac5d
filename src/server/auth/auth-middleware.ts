import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { Env } from '../env';
import { readAnswerJson } from '../http/read-once';
import { authErrorShape } from './auth-errors';
import { clientIp } from './client-ip';
import { loginThrottleMiddleware } from './login-throttle';
import { duringSignIn } from './sign-in-timing';

export interface AuthGuardDeps {
  env: Env;
  db: Db;
}

/**
 * Middleware for /api/auth/*, in order: the trusted client address for per-IP limits, the API's
 * error shape, the per-account login throttle (on sign-in only, where an unknown e-mail costs
 * what a wrong password does: see sign-in-timing.ts), and the sign-up answer's role.
 */
export function authGuards({ env, db }: AuthGuardDeps): MiddlewareHandler[] {
  const throttle = loginThrottleMiddleware(db);
  const databaseAnswers = () =>
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
  return [
    clientIp(env.TRUST_PROXY),
    authErrorShape(databaseAnswers),
    async (c, next) =>
      c.req.path === '/api/auth/sign-in/email' ? duringSignIn(() => throttle(c, next)) : next(),
    signUpAnswersRole(db),
  ];
}

/**
 * The sign-up's answer names the role the new account has: better-auth makes it before the
 * first account is promoted to admin (after the sign-up's transaction, decision 0032), so its
 * `role` is read back from the database.
 */
function signUpAnswersRole(db: Db): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path !== '/api/auth/sign-up/email' || c.res.status !== 200) return;
    const answer = (await readAnswerJson(c)) as { user?: { id?: unknown; role?: unknown } } | null;
    const id = answer?.user?.id;
    if (!answer || typeof id !== 'string') return;
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id));
    if (!row || row.role === answer.user!.role) return;
    const body = JSON.stringify({ ...answer, user: { ...answer.user, role: row.role } });
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const status = c.res.status;
    // Hono would copy the old answer's headers onto the new one (its length among them).
    c.res = undefined;
    c.res = new Response(body, { status, headers });
  };
}

import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../env';
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
 * error shape, and the per-account login throttle (on sign-in only, where an unknown e-mail costs
 * what a wrong password does: see sign-in-timing.ts).
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
  ];
}

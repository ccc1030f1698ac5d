import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { ApiError } from './errors';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

export interface AppVariables {
  requestId: string;
  user: SessionUser;
}

/** Loads the signed-in user from the session cookie, or null. */
export async function currentUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, name, image } = session.user;
  return { id, email, name, image: image ?? null };
}

/**
 * The one "must be signed in" guard. `message` is the spec's text for the operation,
 * e.g. 'User must be logged in to create a bag'.
 */
export function requireUser(
  auth: Auth,
  message = 'You must be logged in.',
): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const user = await currentUser(auth, c.req.raw.headers);
    if (!user) throw new ApiError(401, 'unauthenticated', message);
    c.set('user', user);
    await next();
  };
}

import { and, eq, ne } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { signOutDevice } from '../../core/api/account-routes';
import { session } from '../db/schema';
import { apiGroup, serve } from '../http/declared-route';
import { ApiError } from '../http/errors';
import { requireUser, sessionCookieName } from '../http/session';
import type { RouteDeps } from './route-deps';

/**
 * /api/account (declared in core/api/account-routes): signing out one other device. The list of
 * devices (better-auth's /list-sessions, answered without tokens) names each session by its id;
 * this ends one of them, never the one asking (Logout does that) and never another player's.
 */
export function accountRoutes({ database, sessions, env }: RouteDeps) {
  const { db } = database;
  const group = apiGroup();
  const https = env.BASE_URL.startsWith('https://');
  group.openapi(serve(group, signOutDevice, requireUser(sessions)), async (c) => {
    const signed = getCookie(c, sessionCookieName(https)) ?? '';
    const mine = signed.slice(0, signed.indexOf('.'));
    const ended = await db
      .delete(session)
      .where(
        and(
          eq(session.id, c.req.param('id')),
          eq(session.userId, c.var.user.id),
          ne(session.token, mine),
        ),
      )
      .returning({ id: session.id });
    if (ended.length !== 1) throw new ApiError(404, 'not_found', 'Not found.');
    // The device's session may be held in this process's memory: it must not be served again.
    sessions.invalidate();
    return c.body(null, 204);
  });
  return group;
}

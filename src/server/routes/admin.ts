import type { MiddlewareHandler } from 'hono';
import {
  changeAccount,
  createInvite,
  deleteAccount,
  listAccounts,
} from '../../core/api/admin-routes';
import {
  findAccount,
  isAdmin,
  listAccounts as readAccounts,
  setDisabled,
} from '../admin/accounts-admin';
import { deletePlayer } from '../auth/account-deletion';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { ApiError } from '../http/errors';
import { requireUser, type AppVariables } from '../http/session';
import { createInvite as makeInvite } from '../invites/invites';
import type { RouteDeps } from './route-deps';

const notFound = () => new ApiError(404, 'not_found', 'Not found.');
/** An account id as better-auth makes them; anything else is no account (and never queried). */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const accountId = (id: string) => {
  if (!ACCOUNT_ID.test(id)) throw notFound();
  return id;
};

/**
 * /api/admin (declared in core/api/admin-routes): accounts and invites for the instance's
 * admins. A signed-in player gets the API's plain 404 from every one of them, as for a path that
 * does not exist; an admin's own account is not disabled or deleted here (the account page does
 * that), so it answers 404 too.
 */
export function adminRoutes({ database, sessions, env }: RouteDeps) {
  const { db } = database;
  const group = apiGroup();
  const signedIn = requireUser(sessions);
  const admin: MiddlewareHandler<{ Variables: AppVariables }> = (c, next) =>
    signedIn(c, async () => {
      if (!(await isAdmin(db, c.var.user.id))) throw notFound();
      await next();
    });
  const one = async (id: string) => {
    const found = (await readAccounts(db)).find((a) => a.id === id);
    if (!found) throw notFound();
    return found;
  };

  group.openapi(serve(group, listAccounts, admin), async (c) =>
    c.json(await readAccounts(db), 200),
  );
  group.openapi(serve(group, changeAccount, admin), async (c) => {
    const id = accountId(c.req.param('id'));
    const { disabled } = await readBody(c, changeAccount);
    if (!(await setDisabled(db, id, disabled, c.var.user.id))) throw notFound();
    // Its sessions are gone: none may still be served from this process's memory.
    sessions.invalidate();
    return c.json(await one(id), 200);
  });
  group.openapi(serve(group, deleteAccount, admin), async (c) => {
    const id = accountId(c.req.param('id'));
    const found = id === c.var.user.id ? null : await findAccount(db, { id });
    if (!found) throw notFound();
    await deletePlayer(db, found);
    sessions.invalidate();
    return c.body(null, 204);
  });
  group.openapi(serve(group, createInvite, admin), async (c) => {
    const { email } = await readBody(c, createInvite);
    const made = await makeInvite(db, { email, baseUrl: env.BASE_URL, createdBy: c.var.user.id });
    return c.json({ ...made, expiresAt: made.expiresAt.toISOString() }, 201);
  });
  return group;
}

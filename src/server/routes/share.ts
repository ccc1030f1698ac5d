import type { Context } from 'hono';
import {
  disableBagShare,
  enableBagShare,
  getBagShare,
  getSharedBag,
  rotateBagShare,
  setBagShareSettings,
} from '../../core/api/share-routes';
import { SHARE_NOT_FOUND, SHARE_OFF, sharePath, type BagShare } from '../../core/schemas/share';
import { bagNotFound } from '../collection/collection-errors';
import { isUuid } from '../db/ids';
import { shareRepository, type ShareRow } from '../collection/share-repository';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/** The X-Robots-Tag of a shared bag's page and API answer (set in app.ts, errors included). */
export const NOINDEX = 'noindex';

function toShare(row: ShareRow | null): BagShare {
  if (!row) return { enabled: false };
  return {
    enabled: true,
    token: row.token,
    path: sharePath(row.token),
    createdAt: row.createdAt.toISOString(),
    showThrows: row.showThrows,
  };
}

/**
 * /api/bags/{id}/share (owner only; declared in core/api/share-routes) and the public
 * /api/shared/{token}. Another player's bag, a missing bag and a malformed id all answer 404
 * 'Bag not found'; an unknown, revoked or replaced token answers 404 with the page's message.
 */
export function shareRoutes(deps: RouteDeps) {
  const { sessions, database } = deps;
  const shares = shareRepository(database.db);
  const bagId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw bagNotFound();
    return id;
  };
  const group = apiGroup();
  const signedIn = requireUser(sessions, 'User must be logged in to share a bag');
  /** An owner's read or change of their bag's link: the link, or 404 when the bag is not theirs. */
  const ownLink = (
    route: typeof getBagShare | typeof enableBagShare | typeof rotateBagShare,
    find: (userId: string, bagId: string) => Promise<ShareRow | null | undefined>,
  ) =>
    group.openapi(serve(group, route, signedIn), async (c) => {
      const row = await find(c.var.user.id, bagId(c));
      if (row === undefined) throw bagNotFound();
      return c.json(toShare(row), 200);
    });
  ownLink(getBagShare, (userId, id) => shares.get(userId, id));
  ownLink(enableBagShare, shares.enable);
  ownLink(rotateBagShare, shares.rotate);
  group.openapi(serve(group, setBagShareSettings, signedIn), async (c) => {
    const id = bagId(c);
    const { showThrows } = await readBody(c, setBagShareSettings);
    const row = await shares.showThrows(c.var.user.id, id, showThrows);
    if (row === undefined) throw bagNotFound();
    if (row === null) throw new ApiError(409, 'share_off', SHARE_OFF);
    return c.json(toShare(row), 200);
  });
  group.openapi(serve(group, disableBagShare, signedIn), async (c) => {
    if (!(await shares.disable(c.var.user.id, bagId(c)))) throw bagNotFound();
    return c.body(null, 204);
  });
  group.openapi(serve(group, getSharedBag), async (c) => {
    const shared = await shares.read(c.req.param('token'));
    if (!shared) throw new ApiError(404, 'not_found', SHARE_NOT_FOUND);
    return c.json(shared, 200);
  });
  return group;
}

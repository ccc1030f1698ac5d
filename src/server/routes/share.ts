import {
  disableBagShare,
  enableBagShare,
  getBagShare,
  getSharedBag,
  rotateBagShare,
  setBagShareSettings,
} from '../../core/api/share-routes';
import { ownBagId, shareService } from '../collection/share-service';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/** The X-Robots-Tag of a shared bag's page and API answer (set in app.ts, errors included). */
export const NOINDEX = 'noindex';

/**
 * /api/bags/{id}/share (owner only; declared in core/api/share-routes) and the public
 * /api/shared/{token}. Another player's bag, a missing bag and a malformed id all answer 404
 * 'Bag not found'; an unknown, revoked or replaced token answers 404 with the page's message.
 */
export function shareRoutes(deps: RouteDeps) {
  const { sessions, database } = deps;
  const shares = shareService(database.db);
  const group = apiGroup();
  const signedIn = requireUser(sessions, 'User must be logged in to share a bag');
  /** An owner's read or change of their bag's link. */
  const ownLink = (
    route: typeof getBagShare | typeof enableBagShare | typeof rotateBagShare,
    answer: typeof shares.get,
  ) =>
    group.openapi(serve(group, route, signedIn), async (c) =>
      c.json(await answer(c.var.user.id, c.req.param('id') ?? ''), 200),
    );
  ownLink(getBagShare, (userId, id) => shares.get(userId, id));
  ownLink(enableBagShare, (userId, id) => shares.enable(userId, id));
  ownLink(rotateBagShare, (userId, id) => shares.rotate(userId, id));
  group.openapi(serve(group, setBagShareSettings, signedIn), async (c) => {
    const id = ownBagId(c.req.param('id') ?? '');
    const { showThrows } = await readBody(c, setBagShareSettings);
    return c.json(await shares.setShowThrows(c.var.user.id, id, showThrows), 200);
  });
  group.openapi(serve(group, disableBagShare, signedIn), async (c) => {
    await shares.disable(c.var.user.id, c.req.param('id') ?? '');
    return c.body(null, 204);
  });
  group.openapi(serve(group, getSharedBag), async (c) =>
    c.json(await shares.read(c.req.param('token')), 200),
  );
  return group;
}

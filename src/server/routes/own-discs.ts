import {
  createOwnDisc,
  linkOwnDisc,
  listOwnDiscLinks,
  listOwnDiscs,
  removeOwnDisc,
  updateOwnDisc,
} from '../../core/api/own-disc-routes';
import { ownDiscService } from '../collection/own-disc-service';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/**
 * /api/own-discs (declared in core/api/own-disc-routes; docs/decisions/0029): the signed-in
 * player's own discs. Another player's own disc, a missing one and a malformed id answer the
 * same 404; every statement names the owner.
 */
export function ownDiscRoutes(deps: RouteDeps) {
  const own = ownDiscService(deps.database.db, deps.catalogue);
  const group = apiGroup();
  const signedIn = requireUser(deps.sessions, 'User must be logged in to use your own discs');
  group.openapi(serve(group, listOwnDiscLinks, signedIn), async (c) =>
    c.json(await own.links(c.var.user.id), 200),
  );
  group.openapi(serve(group, listOwnDiscs, signedIn), async (c) =>
    c.json(await own.list(c.var.user.id), 200),
  );
  group.openapi(serve(group, createOwnDisc, signedIn), async (c) => {
    const input = await readBody(c, createOwnDisc);
    return c.json(await own.create(c.var.user.id, input), 201);
  });
  group.openapi(serve(group, updateOwnDisc, signedIn), async (c) => {
    const changes = await readBody(c, updateOwnDisc);
    return c.json(await own.update(c.var.user.id, c.req.param('id'), changes), 200);
  });
  group.openapi(serve(group, removeOwnDisc, signedIn), async (c) => {
    await own.remove(c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
  group.openapi(serve(group, linkOwnDisc, signedIn), async (c) => {
    const { catalogueDiscId } = await readBody(c, linkOwnDisc);
    return c.json(await own.link(c.var.user.id, c.req.param('id'), catalogueDiscId), 200);
  });
  return group;
}

import { createBag, deleteBag, duplicateBag, listBags, updateBag } from '../../core/api/bag-routes';
import type { Bag } from '../../core/bag-types';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { keptJsonAnswer } from '../http/kept-json';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/**
 * /api/bags (declared in core/api/bag-routes): the signed-in user's bags. Another user's bag,
 * a missing bag and a malformed id all answer the same 404 'Bag not found'. DELETE answers 204
 * and takes the bag's discs with it.
 */
export function bagRoutes(deps: RouteDeps) {
  const { sessions, bags } = deps;
  const group = apiGroup();
  group.openapi(
    serve(group, listBags, requireUser(sessions, 'User must be logged in to view bags')),
    // The JSON comes ready from the service (kept per player while it is current).
    async (c) =>
      keptJsonAnswer<Bag[], 200>(c, await bags.listJson(c.var.user.id, c.var.playerVersion), 200),
  );
  group.openapi(
    serve(group, createBag, requireUser(sessions, 'User must be logged in to create a bag')),
    async (c) => {
      const input = await readBody(c, createBag);
      const created = await bags.create(c.var.user.id, {
        name: input.name,
        description: input.description ?? '',
      });
      return c.json(created, 201);
    },
  );
  group.openapi(
    serve(group, updateBag, requireUser(sessions, 'User must be logged in to update a bag')),
    async (c) => {
      const changes = await readBody(c, updateBag);
      return c.json(await bags.update(c.var.user.id, c.req.param('id'), changes), 200);
    },
  );
  group.openapi(
    serve(group, deleteBag, requireUser(sessions, 'User must be logged in to delete a bag')),
    async (c) => {
      await bags.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    },
  );
  group.openapi(
    serve(group, duplicateBag, requireUser(sessions, 'User must be logged in to duplicate a bag')),
    async (c) => c.json(await bags.duplicate(c.var.user.id, c.req.param('id')), 201),
  );
  return group;
}

import {
  addWish,
  listWishes,
  moveWish,
  removeWish,
  updateWish,
} from '../../core/api/wishlist-routes';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { requireUser } from '../http/session';
import { wishlistService } from '../collection/wishlist-service';
import type { RouteDeps } from './route-deps';

/**
 * /api/wishlist (declared in core/api/wishlist-routes): the signed-in player's wishlist. Another
 * player's item, a missing one and a malformed id answer the same 404; moving an item into a bag
 * that is not the player's answers 404 Bag not found. DELETE answers 204.
 */
export function wishlistRoutes(deps: RouteDeps) {
  const wishes = wishlistService(deps.database.db);
  const { sessions } = deps;
  const group = apiGroup();
  const signedIn = requireUser(sessions, 'User must be logged in to use the wishlist');
  group.openapi(serve(group, listWishes, signedIn), async (c) =>
    c.json(await wishes.list(c.var.user.id), 200),
  );
  group.openapi(serve(group, addWish, signedIn), async (c) => {
    const input = await readBody(c, addWish);
    return c.json(
      await wishes.add(c.var.user.id, { discitId: input.discitId, note: input.note ?? '' }),
      201,
    );
  });
  group.openapi(serve(group, updateWish, signedIn), async (c) => {
    const { note } = await readBody(c, updateWish);
    return c.json(await wishes.update(c.var.user.id, c.req.param('id'), note), 200);
  });
  group.openapi(serve(group, removeWish, signedIn), async (c) => {
    await wishes.remove(c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
  group.openapi(serve(group, moveWish, signedIn), async (c) => {
    const target = await readBody(c, moveWish);
    return c.json(await wishes.move(c.var.user.id, c.req.param('id'), target), 201);
  });
  return group;
}

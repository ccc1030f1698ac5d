import * as routes from '../../core/api/wishlist-routes';
import type { UserDisc } from '../../core/bag-types';
import type { MoveWishInput } from '../../core/schemas/wishlist';
import { callApi, listResource } from '../lib/api-client';
import { guard } from './collection-errors';

/** Calls to /api/wishlist, typed by the routes' declarations in core/api. */
export const wishCalls = listResource(
  routes.listWishes,
  routes.addWish,
  routes.updateWish,
  routes.removeWish,
);
/**
 * Bought: into the bag and off the wishlist, in one step on the server. Fails as moving discs
 * does, so the duplicate refusal is known as one ("Add another copy").
 */
export const moveWish = (id: string, target: MoveWishInput): Promise<UserDisc> =>
  guard('moveDiscs', () => callApi(routes.moveWish, { params: { id }, body: target }));

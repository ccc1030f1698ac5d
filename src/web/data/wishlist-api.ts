import * as routes from '../../core/api/wishlist-routes';
import type { UserDisc } from '../../core/bag-types';
import type {
  AddWishInput,
  MoveWishInput,
  UpdateWishInput,
  Wish,
} from '../../core/schemas/wishlist';
import { callApi } from '../lib/api-client';

/** Calls to /api/wishlist, typed by the routes' declarations in core/api. */
export const fetchWishes = (): Promise<Wish[]> => callApi(routes.listWishes);
export const addWish = (input: AddWishInput): Promise<Wish> =>
  callApi(routes.addWish, { body: input });
export const updateWish = (id: string, changes: UpdateWishInput): Promise<Wish> =>
  callApi(routes.updateWish, { params: { id }, body: changes });
export const removeWish = (id: string): Promise<void> =>
  callApi(routes.removeWish, { params: { id } });
/** Bought: into the bag and off the wishlist, in one step on the server. */
export const moveWish = (id: string, target: MoveWishInput): Promise<UserDisc> =>
  callApi(routes.moveWish, { params: { id }, body: target });

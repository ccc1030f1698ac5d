/**
 * The signed-in player's wishlist (docs/decisions/0009-bag-insights.md): read once and kept in
 * the cache; every write updates the cached list in place. Moving an item into a bag also
 * appends the new disc to the cached discs, so the bag shows it at once.
 */
import type { UserDisc } from '../../core/bag-types';
import type { AddWishInput, MoveWishInput, UpdateWishInput, Wish } from '../../core/schemas/wishlist';
import { playerRecords, useListWrite } from './list-writes';
import { userDiscsKey } from './query-policy';
import * as api from './wishlist-api';

export const wishlistKey = (userId: string | null) => ['wishlist', userId] as const;

const wishes = playerRecords<Wish, AddWishInput, UpdateWishInput>({
  key: wishlistKey,
  calls: api.wishCalls,
});

export const useWishlist = wishes.useList;
export const useAddWish = wishes.useCreate;
/** The item's id and its new note. */
export const useUpdateWish = wishes.useUpdate;
export const useRemoveWish = wishes.useRemove;

export function useMoveWish(userId: string | null) {
  return useListWrite<UserDisc, Error, { id: string } & MoveWishInput>(
    ({ id, ...target }) => api.moveWish(id, target),
    (lists, disc, { id }) => {
      lists.keep<Wish>(wishlistKey(userId), (w) => w.id !== id);
      lists.append(userDiscsKey(userId), disc);
    },
  );
}

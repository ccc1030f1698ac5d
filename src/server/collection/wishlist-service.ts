/**
 * The rules of a player's wishlist: a malformed id is a missing item, only a catalogue disc or
 * one of the player's own discs, one wish per disc, the per-player limit under the player lock,
 * and a wish come true: the disc into one of the player's bags under the rules of an add
 * (user-disc-service.ts). The queries are wishlist-repository.ts's.
 */
import type { UserDisc } from '../../core/bag-types';
import { DISC_NOT_IN_CATALOGUE } from '../../core/schemas/user-disc';
import { DUPLICATE_WISH_MESSAGE, WISH_NOT_FOUND, type Wish } from '../../core/schemas/wishlist';
import type { Db } from '../db/client';
import { pgCode, UNIQUE_VIOLATION } from '../db/error-chain';
import { isUuid } from '../db/ids';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { mapWriteError } from './collection-errors';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';
import { addDiscInTx } from './user-disc-service';
import { discDetailsFor } from './user-disc-writes';
import { wishlistRepository, type WishlistRepository } from './wishlist-repository';

export const wishNotFound = () => new ApiError(404, 'not_found', WISH_NOT_FOUND);
const duplicateWish = () => new ApiError(409, 'duplicate_wish', DUPLICATE_WISH_MESSAGE);

/** Bought: the disc goes into the bag and off the wishlist, in one transaction. */
function moveToBag(db: Db, wishes: WishlistRepository) {
  return async (
    userId: string,
    id: string,
    target: { bagId: string; color: string; allowDuplicate?: boolean },
  ): Promise<UserDisc> => {
    if (!isUuid(id)) throw wishNotFound();
    return db
      .transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const wish = await wishes.locked(tx, userId, id);
        if (!wish) throw wishNotFound();
        const added = await addDiscInTx(tx, userId, {
          bagId: target.bagId,
          discitId: wish.discId,
          color: target.color,
          extra: {},
          // The wishlist note ("Star 175g, red please") becomes the disc's note.
          details: wish.note ? { notes: wish.note } : {},
          allowDuplicate: target.allowDuplicate,
        });
        await wishes.delete(tx, userId, id);
        return added;
      })
      .catch(mapWriteError)
      .finally(() => userDiscListCache(db).changed(userId));
  };
}

/**
 * A player's wishlist. Another player's item, a missing one and a malformed id are the same 404;
 * moving an item into a bag that is not the player's is 404 Bag not found.
 */
export function wishlistService(db: Db) {
  const wishes = wishlistRepository(db);
  return {
    list: (userId: string): Promise<Wish[]> => wishes.list(userId),

    async add(userId: string, input: { discitId: string; note: string }): Promise<Wish> {
      const id = await db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          if (!(await discDetailsFor(tx, userId, input.discitId))) {
            throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
          }
          await enforceLimits(tx, userId, { wishes: 1 });
          return wishes.insert(tx, userId, input);
        })
        .catch((err: unknown) => {
          if (err instanceof ApiError) throw err;
          if (pgCode(err) === UNIQUE_VIOLATION) throw duplicateWish();
          throw err;
        });
      return (await wishes.find(userId, id))!;
    },

    async update(userId: string, id: string, note: string): Promise<Wish> {
      if (!isUuid(id) || !(await wishes.updateNote(userId, id, note))) throw wishNotFound();
      return (await wishes.find(userId, id))!;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await wishes.remove(userId, id))) throw wishNotFound();
    },

    move: moveToBag(db, wishes),
  };
}

import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import { DISC_NOT_IN_CATALOGUE } from '../../core/schemas/user-disc';
import { DUPLICATE_WISH_MESSAGE, WISH_NOT_FOUND, type Wish } from '../../core/schemas/wishlist';
import { invalidInput } from '../http/validation';
import { enforceLimits } from './player-usage';
import { pgCode, UNIQUE_VIOLATION } from '../db/error-chain';
import { isUuid, newId } from '../db/ids';
import { deleteOwnRow, ownRow } from '../db/own-rows';
import { lockPlayer } from './player-lock';
import { userDiscListCache } from './user-disc-list-cache';
import { discDetailsFor, insertUserDisc, mapWriteError } from './user-disc-writes';
import {
  CATALOGUE_COLUMNS,
  joinCatalogue,
  joinedDetails,
  joinOwnDisc,
  type CatalogueRow,
} from './catalogue-join';
import type { Db } from '../db/client';
import { disc, ownDisc, wishlistItem } from '../db/schema';
import { ApiError } from '../http/errors';

export const wishNotFound = () => new ApiError(404, 'not_found', WISH_NOT_FOUND);
const duplicateWish = () => new ApiError(409, 'duplicate_wish', DUPLICATE_WISH_MESSAGE);

const columns = {
  id: wishlistItem.id,
  discitId: wishlistItem.discId,
  note: wishlistItem.note,
  createdAt: wishlistItem.createdAt,
  ...CATALOGUE_COLUMNS,
};

interface Row extends CatalogueRow {
  id: string;
  discitId: string;
  note: string;
  createdAt: Date;
}

function toWish(r: Row): Wish {
  return {
    id: r.id,
    discitId: r.discitId,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    discDetails: joinedDetails(r),
  };
}

const selectWishes = (db: Db, where: SQL) =>
  db
    .select(columns)
    .from(wishlistItem)
    .leftJoin(disc, joinCatalogue(wishlistItem.discId))
    .leftJoin(ownDisc, joinOwnDisc(wishlistItem.discId, wishlistItem.userId))
    .where(where)
    .orderBy(asc(wishlistItem.createdAt), asc(wishlistItem.id));

async function findWish(db: Db, userId: string, id: string) {
  const [row] = await selectWishes(db, ownRow(wishlistItem, userId, id));
  return row ? toWish(row) : null;
}

/** The items themselves: list, add, change the note, remove. */
function wishItems(db: Db) {
  return {
    async list(userId: string): Promise<Wish[]> {
      return (await selectWishes(db, eq(wishlistItem.userId, userId))).map(toWish);
    },

    async add(userId: string, input: { discitId: string; note: string }): Promise<Wish> {
      const id = await db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          if (!(await discDetailsFor(tx, userId, input.discitId))) {
            throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
          }
          await enforceLimits(tx, userId, { wishes: 1 });
          const newItem = newId();
          await tx
            .insert(wishlistItem)
            .values({ id: newItem, userId, discId: input.discitId, note: input.note });
          return newItem;
        })
        .catch((err: unknown) => {
          if (err instanceof ApiError) throw err;
          if (pgCode(err) === UNIQUE_VIOLATION) throw duplicateWish();
          throw err;
        });
      return (await findWish(db, userId, id))!;
    },

    async update(userId: string, id: string, note: string): Promise<Wish> {
      if (!isUuid(id)) throw wishNotFound();
      const changed = await db
        .update(wishlistItem)
        .set({ note, updatedAt: sql`now()` })
        .where(ownRow(wishlistItem, userId, id))
        .returning({ id: wishlistItem.id });
      if (changed.length === 0) throw wishNotFound();
      return (await findWish(db, userId, id))!;
    },

    /** False when the item is not the player's. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return deleteOwnRow(db, wishlistItem, userId, id);
    },
  };
}

/** A wish come true: the disc into a bag. */
function wishesToBags(db: Db) {
  return {
    /** Bought: the disc goes into the bag and off the wishlist, in one transaction. */
    async move(
      userId: string,
      id: string,
      target: { bagId: string; color: string; allowDuplicate?: boolean },
    ): Promise<UserDisc> {
      if (!isUuid(id)) throw wishNotFound();
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const [wish] = await tx
            .select({ discId: wishlistItem.discId, note: wishlistItem.note })
            .from(wishlistItem)
            .where(ownRow(wishlistItem, userId, id))
            .for('update');
          if (!wish) throw wishNotFound();
          const added = await insertUserDisc(tx, userId, {
            bagId: target.bagId,
            discitId: wish.discId,
            color: target.color,
            extra: {},
            // The wishlist note ("Star 175g, red please") becomes the disc's note.
            details: wish.note ? { notes: wish.note } : {},
            allowDuplicate: target.allowDuplicate,
          });
          await tx.delete(wishlistItem).where(ownRow(wishlistItem, userId, id));
          return added;
        })
        .catch(mapWriteError)
        .finally(() => userDiscListCache(db).changed(userId));
    },
  };
}

/**
 * A player's wishlist. Every statement filters by the owner's id with the row's id; another
 * player's item, a missing one and a malformed id are the same 404.
 */
export function wishlistRepository(db: Db) {
  return { ...wishItems(db), ...wishesToBags(db) };
}

import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Wish } from '../../core/schemas/wishlist';
import { newId } from '../db/ids';
import { deleteOwnRow, ownRow } from '../db/own-rows';
import {
  CATALOGUE_COLUMNS,
  joinCatalogue,
  joinedDetails,
  joinOwnDisc,
  type CatalogueRow,
} from './catalogue-join';
import type { Db, Tx } from '../db/client';
import { disc, ownDisc, wishlistItem } from '../db/schema';

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

/**
 * The queries of a player's wishlist: every statement filters by the owner's id with the row's
 * id. The rules (ids, a disc the player may wish for, the limit, a duplicate wish, a wish come
 * true) are in wishlist-service.ts.
 */
export type WishlistRepository = ReturnType<typeof wishlistRepository>;

export function wishlistRepository(db: Db) {
  return {
    async list(userId: string): Promise<Wish[]> {
      return (await selectWishes(db, eq(wishlistItem.userId, userId))).map(toWish);
    },

    /** One of the player's items (the id a UUID), or null when it is not theirs. */
    async find(userId: string, id: string): Promise<Wish | null> {
      const [row] = await selectWishes(db, ownRow(wishlistItem, userId, id));
      return row ? toWish(row) : null;
    },

    /** Inserts an item in the caller's transaction; answers its id. */
    async insert(tx: Tx, userId: string, input: { discitId: string; note: string }) {
      const id = newId();
      await tx
        .insert(wishlistItem)
        .values({ id, userId, discId: input.discitId, note: input.note });
      return id;
    },

    /** False when the item is not the player's. */
    async updateNote(userId: string, id: string, note: string): Promise<boolean> {
      const changed = await db
        .update(wishlistItem)
        .set({ note, updatedAt: sql`now()` })
        .where(ownRow(wishlistItem, userId, id))
        .returning({ id: wishlistItem.id });
      return changed.length > 0;
    },

    /** False when the item is not the player's. */
    remove: (userId: string, id: string): Promise<boolean> =>
      deleteOwnRow(db, wishlistItem, userId, id),

    /** The player's item's disc and note, locked until the transaction ends. */
    async locked(tx: Tx, userId: string, id: string) {
      const [wish] = await tx
        .select({ discId: wishlistItem.discId, note: wishlistItem.note })
        .from(wishlistItem)
        .where(ownRow(wishlistItem, userId, id))
        .for('update');
      return wish;
    },

    async delete(tx: Tx, userId: string, id: string): Promise<void> {
      await tx.delete(wishlistItem).where(ownRow(wishlistItem, userId, id));
    },
  };
}

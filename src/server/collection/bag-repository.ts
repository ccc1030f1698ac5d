import { and, eq, sql } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import type { Db, Tx } from '../db/client';
import { bag, userDisc } from '../db/schema';
import { newId } from '../db/ids';
import { deleteOwnRow, ownRow } from '../db/own-rows';
import { userDiscListCache } from './user-disc-list-cache';
import { KeptJson } from '../http/kept-json';

// user_id is not selected: every query filters on it, so it is the caller's id.
const columns = {
  id: bag.id,
  name: bag.name,
  description: bag.description,
  createdAt: bag.createdAt,
  updatedAt: bag.updatedAt,
};

interface BagRow {
  id: string;
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A bag row as the API answers it. */
export function toBag(userId: string, row: BagRow): Bag {
  return {
    id: row.id,
    userId,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type BagRepository = ReturnType<typeof bagRepository>;

/**
 * The statement behind GET /api/bags, served by the (user_id, id) index in creation order.
 * Exported for the scale bench, which prints its plan.
 */
export function bagListQuery(db: Db) {
  return db
    .select(columns)
    .from(bag)
    .where(eq(bag.userId, sql.placeholder('userId')))
    .orderBy(bag.id);
}

/**
 * The queries of a user's bags. Every statement filters by the owner's id together with the
 * bag's id. The rules (ids, the limit under the player lock, the kept lists dropped after every
 * write) are in bag-service.ts.
 *
 * The list is kept in memory per player (user-disc-list-cache.ts, shared with the user-disc
 * list): with the player's data version read with the session it is served while that version
 * is unchanged (any database, any number of processes); `cacheLists` also serves it without a
 * version, which is only correct where this process is the only writer (embedded PGlite).
 */
export function bagRepository(db: Db, opts: { cacheLists?: boolean } = {}) {
  const cache = userDiscListCache(db);
  const listStatement = bagListQuery(db).prepare('hyzer_bag_list');

  /**
   * The player's bags as the JSON of GET /api/bags; with the player's data version read with the
   * session (`playerVersion`), a kept copy is served while the version is unchanged.
   */
  const listJson = (userId: string, playerVersion: number | null = null): Promise<KeptJson> =>
    cache.read(
      'bags',
      userId,
      { version: playerVersion, local: opts.cacheLists ?? false },
      async () => {
        const rows = await listStatement.execute({ userId });
        return new KeptJson(JSON.stringify(rows.map((row) => toBag(userId, row))));
      },
    );

  return {
    /** Drops the user's kept lists; every write calls it after its commit. */
    changed: (userId: string) => cache.changed(userId),

    listJson,

    /** The player's bags as objects (an export); the API's list answer is listJson. */
    async list(userId: string): Promise<Bag[]> {
      return JSON.parse((await listJson(userId)).text) as Bag[];
    },

    /** Inserts a bag of the player's in the caller's transaction. */
    async insert(tx: Tx, userId: string, input: { name: string; description: string }) {
      const [created] = await tx
        .insert(bag)
        .values({ id: newId(), userId, ...input })
        .returning(columns);
      return toBag(userId, created!);
    },

    /** Null when the bag does not exist or belongs to someone else. */
    async update(
      userId: string,
      id: string,
      changes: { name?: string; description?: string },
    ): Promise<Bag | null> {
      const [row] = await db
        .update(bag)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ownRow(bag, userId, id))
        .returning(columns);
      return row ? toBag(userId, row) : null;
    },

    /** Deletes the bag and its discs in one transaction; false when there was no such bag. */
    async remove(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(userDisc).where(and(eq(userDisc.bagId, id), eq(userDisc.userId, userId)));
        return deleteOwnRow(tx, bag, userId, id);
      });
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import type { Db } from '../db/client';
import { bag, userDisc } from '../db/schema';
import { enforceLimits } from './player-usage';
import { lockPlayer } from './player-lock';
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
 * A user's bags. Every statement filters by the owner's id together with the bag's id.
 *
 * The list is kept in memory per player (user-disc-list-cache.ts, shared with the user-disc
 * list): with the player's data version read with the session it is served while that version
 * is unchanged (any database, any number of processes); `cacheLists` also serves it without a
 * version, which is only correct where this process is the only writer (embedded PGlite). Every
 * write below reports to the cache after its commit.
 */
export function bagRepository(db: Db, opts: { cacheLists?: boolean } = {}) {
  const cache = userDiscListCache(db);
  const changed = (userId: string) => cache.changed(userId);
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
    /** Drops the user's kept lists after a bag write made elsewhere (an import). */
    changed,

    listJson,

    /** The player's bags as objects (an export); the API's list answer is listJson. */
    async list(userId: string): Promise<Bag[]> {
      return JSON.parse((await listJson(userId)).text) as Bag[];
    },

    async create(userId: string, input: { name: string; description: string }): Promise<Bag> {
      try {
        const values = { id: newId(), userId, ...input };
        // The one rule of every collection write: under the player's lock, the limits checked.
        const row = await db.transaction(async (tx) => {
          await lockPlayer(tx, userId);
          await enforceLimits(tx, userId, { bags: 1 });
          const [created] = await tx.insert(bag).values(values).returning(columns);
          return created!;
        });
        return toBag(userId, row);
      } finally {
        changed(userId);
      }
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
      changed(userId);
      return row ? toBag(userId, row) : null;
    },

    /** Deletes the bag and its discs in one transaction; false when there was no such bag. */
    async remove(userId: string, id: string): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          await tx.delete(userDisc).where(and(eq(userDisc.bagId, id), eq(userDisc.userId, userId)));
          return deleteOwnRow(tx, bag, userId, id);
        });
      } finally {
        // After the commit, so no read in between can keep the old lists (both: the bag's discs
        // went too).
        changed(userId);
      }
    },
  };
}

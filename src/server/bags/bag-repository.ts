import { and, eq, sql } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import type { Db } from '../db/client';
import { bag, userDisc } from '../db/schema';
import { uuidv7 } from './uuidv7';

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

function toBag(userId: string, row: BagRow): Bag {
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

/** A user's bags. Every statement filters by the owner's id together with the bag's id. */
export function bagRepository(db: Db) {
  // One prepared statement, served by the (user_id, id) index in creation order.
  const listStatement = db
    .select(columns)
    .from(bag)
    .where(eq(bag.userId, sql.placeholder('userId')))
    .orderBy(bag.id)
    .prepare('hyzer_bag_list');

  return {
    async list(userId: string): Promise<Bag[]> {
      const rows = await listStatement.execute({ userId });
      return rows.map((row) => toBag(userId, row));
    },

    async create(userId: string, input: { name: string; description: string }): Promise<Bag> {
      const [row] = await db
        .insert(bag)
        .values({ id: uuidv7(), userId, ...input })
        .returning(columns);
      return toBag(userId, row!);
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
        .where(and(eq(bag.id, id), eq(bag.userId, userId)))
        .returning(columns);
      return row ? toBag(userId, row) : null;
    },

    /** Deletes the bag and its discs in one transaction; false when there was no such bag. */
    async remove(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(userDisc).where(and(eq(userDisc.bagId, id), eq(userDisc.userId, userId)));
        const gone = await tx
          .delete(bag)
          .where(and(eq(bag.id, id), eq(bag.userId, userId)))
          .returning({ id: bag.id });
        return gone.length > 0;
      });
    },
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Bag } from '../../core/bag-types';
import type { Db, Tx } from '../db/client';
import { bag, userDisc, userDiscPhoto } from '../db/schema';
import { newId } from '../db/ids';
import { toBag } from './bag-repository';
import { ownRow } from '../db/own-rows';
import { textBytesOf } from './player-usage';
import { activeInBag } from './user-disc-writes';

export type DiscRow = typeof userDisc.$inferSelect;

/** Active copy numbers taken in a bag, by catalogue disc. */
export async function takenCopies(
  tx: Pick<Db, 'select'>,
  bagId: string,
): Promise<Map<string, Set<number>>> {
  const rows = await tx
    .select({ discId: userDisc.discId, copy: userDisc.copy })
    .from(userDisc)
    .where(activeInBag(bagId));
  const taken = new Map<string, Set<number>>();
  for (const r of rows) taken.set(r.discId, (taken.get(r.discId) ?? new Set()).add(r.copy));
  return taken;
}

/** Inserts discs 500 rows a statement (PostgreSQL takes at most 65,535 parameters in one). */
export async function insertDiscRows(
  tx: Pick<Db, 'insert'>,
  values: (typeof userDisc.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < values.length; i += 500) {
    await tx.insert(userDisc).values(values.slice(i, i + 500));
  }
}

/** The player's discs and their photos as a copy or a move reads and writes them. */
function discCopies() {
  return {
    /** The player's discs among these ids (UUIDs, each once), locked, in id order. */
    async lockedDiscs(tx: Tx, userId: string, ids: readonly string[]): Promise<DiscRow[]> {
      return tx
        .select()
        .from(userDisc)
        .where(and(eq(userDisc.userId, userId), inArray(userDisc.id, [...ids])))
        .orderBy(userDisc.id)
        .for('update');
    },

    /** What the player's discs of these ids count toward the text budget, in bytes. */
    textBytes: (tx: Tx, userId: string, ids: readonly string[]): Promise<number> =>
      textBytesOf(tx, userId, inArray(userDisc.id, [...ids])),

    /** Puts the player's disc in another bag with the copy number it takes there. */
    async setBag(tx: Tx, userId: string, id: string, bagId: string, copy: number): Promise<void> {
      await tx
        .update(userDisc)
        .set({ bagId, copy, updatedAt: sql`now()` })
        .where(ownRow(userDisc, userId, id));
    },

    async insertDiscs(tx: Tx, values: (typeof userDisc.$inferInsert)[]): Promise<void> {
      await tx.insert(userDisc).values(values);
    },

    /** The bytes of the player's photos of these discs. */
    async photoBytes(tx: Tx, userId: string, discIds: readonly string[]): Promise<number> {
      const [sum] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${userDiscPhoto.bytes}), 0)`.mapWith(Number) })
        .from(userDiscPhoto)
        .where(
          and(eq(userDiscPhoto.userId, userId), inArray(userDiscPhoto.userDiscId, [...discIds])),
        );
      return sum?.bytes ?? 0;
    },

    /**
     * Gives each new disc its source's photo (pairs of source and new disc ids): the bytes are
     * copied inside the database, never through the server's memory.
     */
    async copyPhotos(tx: Tx, userId: string, pairs: ReadonlyArray<[string, string]>) {
      const mapping = sql.join(
        pairs.map(([from, to]) => sql`(${from}::uuid, ${to}::uuid)`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into ${userDiscPhoto} (user_disc_id, user_id, data, hash, bytes, width, height)
        select m.to_id, p.user_id, p.data, p.hash, p.bytes, p.width, p.height
        from ${userDiscPhoto} p join (values ${mapping}) as m(from_id, to_id) on p.user_disc_id = m.from_id
        where p.user_id = ${userId}`);
    },
  };
}

/** A bag of the player's and its active discs, as a duplicate reads and writes them. */
function bagCopies() {
  return {
    /** The player's bag (the id a UUID), or undefined when it is not theirs. */
    async findBag(tx: Tx, userId: string, bagId: string) {
      const [source] = await tx
        .select()
        .from(bag)
        .where(ownRow(bag, userId, bagId));
      return source;
    },

    /** The active discs of the player's bag, in id order, and their text bytes. */
    async activeDiscs(tx: Tx, userId: string, bagId: string) {
      const copied = and(activeInBag(bagId), eq(userDisc.userId, userId));
      const discs = await tx.select().from(userDisc).where(copied).orderBy(userDisc.id);
      return { discs, textBytes: await textBytesOf(tx, userId, copied) };
    },

    async insertBag(
      tx: Tx,
      userId: string,
      input: { name: string; description: string },
    ): Promise<Bag> {
      const [created] = await tx
        .insert(bag)
        .values({ id: newId(), userId, ...input })
        .returning();
      return toBag(userId, created!);
    },
  };
}

/**
 * The queries of copying and moving discs between a player's bags and of duplicating a bag
 * (docs/decisions/0014), in the caller's transaction; every statement names the owner. The rules
 * (all the discs or none, the player's own bag, limits, copy numbers) are in copy-service.ts.
 */
export function copyRepository() {
  return { ...discCopies(), ...bagCopies() };
}

export type CopyRepository = ReturnType<typeof copyRepository>;

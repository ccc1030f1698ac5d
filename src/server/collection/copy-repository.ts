import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Bag, UserDisc } from '../../core/bag-types';
import { BAG_NAME_MAX } from '../../core/schemas/bag';
import type { Db, Tx } from '../db/client';
import { bag, userDisc, userDiscPhoto } from '../db/schema';
import { bagNotFound, discNotFound, mapWriteError } from './collection-errors';
import { isUuid, newId } from '../db/ids';
import { lockPlayer } from './player-lock';
import { toBag } from './bag-repository';
import { ownRow } from '../db/own-rows';
import { enforceLimits, textBytesOf } from './player-usage';
import { activeInBag, ownsBag } from './user-disc-writes';
import { arrive } from './copy-numbers';
import { userDiscListCache } from './user-disc-list-cache';

type DiscRow = typeof userDisc.$inferSelect;

/** The suffix of a duplicated bag's name: "<name> (copy)". */
export const COPY_SUFFIX = ' (copy)';

/** "<name> (copy)", the name shortened so the whole fits a bag name. */
export function copyName(name: string): string {
  return name.slice(0, BAG_NAME_MAX - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
}

/** The player's discs with these ids, locked; 404 unless every id is one of them (all or nothing). */
async function ownDiscs(tx: Tx, userId: string, ids: readonly string[]): Promise<DiscRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw discNotFound();
  const rows = await tx
    .select()
    .from(userDisc)
    .where(and(eq(userDisc.userId, userId), inArray(userDisc.id, unique)))
    .orderBy(userDisc.id)
    .for('update');
  if (rows.length !== unique.length) throw discNotFound();
  return rows;
}

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

/**
 * Gives each new disc its source's photo (pairs of source and new disc ids), within the photo
 * quota: the bytes are copied inside the database, never through the server's memory.
 */
async function copyPhotos(tx: Tx, userId: string, pairs: ReadonlyArray<[string, string]>) {
  if (pairs.length === 0) return;
  const [sum] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${userDiscPhoto.bytes}), 0)`.mapWith(Number) })
    .from(userDiscPhoto)
    .where(
      and(
        eq(userDiscPhoto.userId, userId),
        inArray(
          userDiscPhoto.userDiscId,
          pairs.map(([from]) => from),
        ),
      ),
    );
  if (!sum?.bytes) return;
  await enforceLimits(tx, userId, { photoBytes: sum.bytes });
  const mapping = sql.join(
    pairs.map(([from, to]) => sql`(${from}::uuid, ${to}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${userDiscPhoto} (user_disc_id, user_id, data, hash, bytes, width, height)
    select m.to_id, p.user_id, p.data, p.hash, p.bytes, p.width, p.height
    from ${userDiscPhoto} p join (values ${mapping}) as m(from_id, to_id) on p.user_disc_id = m.from_id
    where p.user_id = ${userId}`);
}

export interface DiscsToBag {
  ids: string[];
  bagId: string;
  allowDuplicate?: boolean;
}

type ReadDiscs = (ex: Tx, userId: string, ids: string[]) => Promise<UserDisc[]>;

/** Moves the discs into the bag, in `tx` under the player's lock. */
async function moveDiscs(
  tx: Tx,
  userId: string,
  input: DiscsToBag,
  read: ReadDiscs,
): Promise<UserDisc[]> {
  if (!(await ownsBag(tx, userId, input.bagId))) throw bagNotFound();
  const rows = await ownDiscs(tx, userId, input.ids);
  const moving = rows.filter((r) => r.bagId !== input.bagId);
  await enforceLimits(tx, userId, { intoBags: new Map([[input.bagId, moving.length]]) });
  const taken = await takenCopies(tx, input.bagId);
  for (const r of moving) {
    const copy =
      r.status === 'active' ? arrive(taken, r.discId, input.allowDuplicate === true) : r.copy;
    await tx
      .update(userDisc)
      .set({ bagId: input.bagId, copy, updatedAt: sql`now()` })
      .where(ownRow(userDisc, userId, r.id));
  }
  return read(
    tx,
    userId,
    rows.map((r) => r.id),
  );
}

/** Copies the discs into the bag, in `tx` under the player's lock. */
async function copyDiscs(
  tx: Tx,
  userId: string,
  input: DiscsToBag,
  read: ReadDiscs,
): Promise<UserDisc[]> {
  if (!(await ownsBag(tx, userId, input.bagId))) throw bagNotFound();
  const rows = await ownDiscs(tx, userId, input.ids);
  await enforceLimits(tx, userId, {
    discs: rows.length,
    intoBags: new Map([[input.bagId, rows.length]]),
    textBytes: await textBytesOf(
      tx,
      userId,
      inArray(
        userDisc.id,
        rows.map((r) => r.id),
      ),
    ),
  });
  const taken = await takenCopies(tx, input.bagId);
  const values = rows.map((r) => ({
    ...r,
    id: newId(),
    bagId: input.bagId,
    copy: r.status === 'active' ? arrive(taken, r.discId, input.allowDuplicate === true) : r.copy,
    createdAt: undefined,
    updatedAt: undefined,
  }));
  await tx.insert(userDisc).values(values);
  await copyPhotos(
    tx,
    userId,
    rows.map((r, i) => [r.id, values[i]!.id]),
  );
  return read(
    tx,
    userId,
    values.map((v) => v.id),
  );
}

/** Duplicates the bag with its active discs, in `tx` under the player's lock. */
async function duplicateBagIn(tx: Tx, userId: string, bagId: string): Promise<Bag> {
  const [source] = isUuid(bagId)
    ? await tx
        .select()
        .from(bag)
        .where(ownRow(bag, userId, bagId))
    : [];
  if (!source) throw bagNotFound();
  const copied = and(activeInBag(bagId), eq(userDisc.userId, userId));
  const discs = await tx.select().from(userDisc).where(copied).orderBy(userDisc.id);
  await enforceLimits(tx, userId, {
    bags: 1,
    discs: discs.length,
    newBagSizes: [discs.length],
    textBytes: await textBytesOf(tx, userId, copied),
  });
  const [created] = await tx
    .insert(bag)
    .values({
      id: newId(),
      userId,
      name: copyName(source.name),
      description: source.description,
    })
    .returning();
  const values = discs.map((r) => ({
    ...r,
    id: newId(),
    bagId: created!.id,
    createdAt: undefined,
    updatedAt: undefined,
  }));
  await insertDiscRows(tx, values);
  // The discs' photos come along: a duplicate is the same discs, pictures and all.
  await copyPhotos(
    tx,
    userId,
    discs.map((r, i) => [r.id, values[i]!.id]),
  );
  return toBag(userId, created!);
}

/**
 * Copying and moving discs between a player's bags, and duplicating a bag (docs/decisions/0014).
 * Each call is one transaction under the player's lock: all the discs or none. `read` gives the
 * discs as the API answers them. Every write drops the player's cached disc list; the caller
 * drops the bag list (duplicateBag creates a bag).
 */
export function copyRepository(db: Db, read: ReadDiscs) {
  const cache = userDiscListCache(db);
  const write = <T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
    db
      .transaction(async (tx) => {
        await lockPlayer(tx, userId);
        return work(tx);
      })
      .catch(mapWriteError)
      .finally(() => cache.changed(userId));

  return {
    /** Moves the discs into the bag; discs already there stay as they are. */
    move(userId: string, input: DiscsToBag): Promise<UserDisc[]> {
      return write(userId, (tx) => moveDiscs(tx, userId, input, read));
    },

    /** Copies the discs, with all their details, into the bag; answers the new discs. */
    copy(userId: string, input: DiscsToBag): Promise<UserDisc[]> {
      return write(userId, (tx) => copyDiscs(tx, userId, input, read));
    },

    /** A new bag "<name> (copy)" with the bag's description and its active discs, details and all. */
    duplicateBag(userId: string, bagId: string): Promise<Bag> {
      return write(userId, (tx) => duplicateBagIn(tx, userId, bagId));
    },
  };
}

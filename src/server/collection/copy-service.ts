/**
 * The rules of copying and moving discs between a player's bags, and of duplicating a bag
 * (docs/decisions/0014): all the discs or none (a malformed id, another player's disc or a
 * missing one is 404 for the whole call), only into the player's own bag, the limits (discs, a
 * bag's size, text and photo bytes) under the player lock, and the copy numbers of the discs that
 * arrive. The queries are copy-repository.ts's.
 */
import type { Bag, UserDisc } from '../../core/bag-types';
import { BAG_NAME_MAX } from '../../core/schemas/bag';
import type { Db, Tx } from '../db/client';
import { isUuid, newId } from '../db/ids';
import { bagNotFound, discNotFound, mapWriteError } from './collection-errors';
import { arrive } from './copy-numbers';
import {
  copyRepository,
  type CopyRepository,
  type DiscRow,
  insertDiscRows,
  takenCopies,
} from './copy-repository';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';
import { readDiscs } from './user-disc-rows';
import { ownsBag } from './user-disc-writes';

/** The suffix of a duplicated bag's name: "<name> (copy)". */
export const COPY_SUFFIX = ' (copy)';

/** "<name> (copy)", the name shortened so the whole fits a bag name. */
export function copyName(name: string): string {
  return name.slice(0, BAG_NAME_MAX - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
}

export interface DiscsToBag {
  ids: string[];
  bagId: string;
  allowDuplicate?: boolean;
}

/** The player's discs with these ids, locked; 404 unless every id is one of them (all or nothing). */
async function ownDiscs(
  tx: Tx,
  copies: CopyRepository,
  userId: string,
  ids: readonly string[],
): Promise<DiscRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw discNotFound();
  const rows = await copies.lockedDiscs(tx, userId, unique);
  if (rows.length !== unique.length) throw discNotFound();
  return rows;
}

/** Gives each new disc its source's photo (pairs of source and new disc ids), within the photo quota. */
async function copyPhotos(
  tx: Tx,
  copies: CopyRepository,
  userId: string,
  pairs: ReadonlyArray<[string, string]>,
) {
  if (pairs.length === 0) return;
  const bytes = await copies.photoBytes(
    tx,
    userId,
    pairs.map(([from]) => from),
  );
  if (!bytes) return;
  await enforceLimits(tx, userId, { photoBytes: bytes });
  await copies.copyPhotos(tx, userId, pairs);
}

/** Moves the discs into the bag, in `tx` under the player's lock. */
async function moveDiscs(
  tx: Tx,
  copies: CopyRepository,
  userId: string,
  input: DiscsToBag,
): Promise<UserDisc[]> {
  if (!(await ownsBag(tx, userId, input.bagId))) throw bagNotFound();
  const rows = await ownDiscs(tx, copies, userId, input.ids);
  const moving = rows.filter((r) => r.bagId !== input.bagId);
  await enforceLimits(tx, userId, { intoBags: new Map([[input.bagId, moving.length]]) });
  const taken = await takenCopies(tx, input.bagId);
  for (const r of moving) {
    const copy =
      r.status === 'active' ? arrive(taken, r.discId, input.allowDuplicate === true) : r.copy;
    await copies.setBag(tx, userId, r.id, input.bagId, copy);
  }
  return readDiscs(
    tx,
    userId,
    rows.map((r) => r.id),
  );
}

/** Copies the discs into the bag, in `tx` under the player's lock. */
async function copyDiscs(
  tx: Tx,
  copies: CopyRepository,
  userId: string,
  input: DiscsToBag,
): Promise<UserDisc[]> {
  if (!(await ownsBag(tx, userId, input.bagId))) throw bagNotFound();
  const rows = await ownDiscs(tx, copies, userId, input.ids);
  await enforceLimits(tx, userId, {
    discs: rows.length,
    intoBags: new Map([[input.bagId, rows.length]]),
    textBytes: await copies.textBytes(
      tx,
      userId,
      rows.map((r) => r.id),
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
  await copies.insertDiscs(tx, values);
  await copyPhotos(
    tx,
    copies,
    userId,
    rows.map((r, i) => [r.id, values[i]!.id]),
  );
  return readDiscs(
    tx,
    userId,
    values.map((v) => v.id),
  );
}

/** Duplicates the bag with its active discs, in `tx` under the player's lock. */
async function duplicateBagIn(
  tx: Tx,
  copies: CopyRepository,
  userId: string,
  bagId: string,
): Promise<Bag> {
  const source = isUuid(bagId) ? await copies.findBag(tx, userId, bagId) : undefined;
  if (!source) throw bagNotFound();
  const { discs, textBytes } = await copies.activeDiscs(tx, userId, bagId);
  await enforceLimits(tx, userId, {
    bags: 1,
    discs: discs.length,
    newBagSizes: [discs.length],
    textBytes,
  });
  const created = await copies.insertBag(tx, userId, {
    name: copyName(source.name),
    description: source.description,
  });
  const values = discs.map((r) => ({
    ...r,
    id: newId(),
    bagId: created.id,
    createdAt: undefined,
    updatedAt: undefined,
  }));
  await insertDiscRows(tx, values);
  // The discs' photos come along: a duplicate is the same discs, pictures and all.
  await copyPhotos(
    tx,
    copies,
    userId,
    discs.map((r, i) => [r.id, values[i]!.id]),
  );
  return created;
}

/**
 * Copying and moving discs between a player's bags, and duplicating a bag. Each call is one
 * transaction under the player's lock: all the discs or none. Every write drops the player's
 * kept disc list; the caller drops the bag list (duplicateBag creates a bag).
 */
export function copyService(db: Db) {
  const copies = copyRepository();
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
      return write(userId, (tx) => moveDiscs(tx, copies, userId, input));
    },

    /** Copies the discs, with all their details, into the bag; answers the new discs. */
    copy(userId: string, input: DiscsToBag): Promise<UserDisc[]> {
      return write(userId, (tx) => copyDiscs(tx, copies, userId, input));
    },

    /** A new bag "<name> (copy)" with the bag's description and its active discs, details and all. */
    duplicateBag(userId: string, bagId: string): Promise<Bag> {
      return write(userId, (tx) => duplicateBagIn(tx, copies, userId, bagId));
    },
  };
}

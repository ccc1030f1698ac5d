/**
 * The rules of a player's discs: a malformed id is a missing disc, a disc goes only into the
 * player's own bag and only as a catalogue disc or one of the player's own discs, pass-through
 * fields within their size, the per-player limits under the player lock, copy numbers and the
 * duplicate rule (docs/decisions/0014), a change of the outbox applied once per change id
 * (decision 0031). The queries are user-disc-repository.ts's and user-disc-writes.ts's.
 */
import { createHash } from 'node:crypto';
import type { UserDisc } from '../../core/bag-types';
import { detailTextBytes } from '../../core/collection/disc-fields';
import { CHANGE_DISC_GONE, CHANGE_ID_USED } from '../../core/schemas/disc-change';
import {
  DISC_NOT_IN_CATALOGUE,
  EXTRA_MAX_BYTES,
  EXTRA_TOO_LARGE,
  extraBytes,
  storedExtraBytes,
  type ExtraFields,
  type UserDiscChanges,
} from '../../core/schemas/user-disc';
import type { CatalogueSnapshots } from '../catalogue/catalogue-snapshot';
import type { Db, Tx } from '../db/client';
import { isUuid, newId } from '../db/ids';
import { ApiError } from '../http/errors';
import type { KeptJson } from '../http/kept-json';
import { invalidInput } from '../http/validation';
import { bagNotFound, discNotFound, mapWriteError } from './collection-errors';
import { freeCopy } from './copy-numbers';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';
import {
  type Receipt,
  userDiscRepository,
  type UserDiscRepository,
  type UserDiscRow,
} from './user-disc-repository';
import { copyOf, detailColumns, detailsOf, type Executor } from './user-disc-rows';
import { copiesInBag, discDetailsFor, insertDiscRow, ownsBag } from './user-disc-writes';

/** An add: every core field, the details, and whether a second copy is meant. */
export type NewUserDisc = Required<Omit<UserDiscChanges, 'allowDuplicate'>> &
  Pick<UserDiscChanges, 'allowDuplicate'>;

/**
 * The copy number a disc becoming active in a bag takes: 1 when the bag has no active copy of
 * it, else (only with `allowDuplicate`, otherwise 409 duplicate_disc) the lowest number free.
 * `except` is the disc itself when it is moved or restored. Runs under lockPlayer.
 */
async function nextCopy(
  ex: Executor,
  bagId: string,
  discId: string,
  allowDuplicate: boolean,
  except?: string,
): Promise<number> {
  return freeCopy(await copiesInBag(ex, bagId, discId, except), allowDuplicate);
}

/**
 * Puts a catalogue disc (or one of the player's own discs) in one of the player's bags, inside
 * the caller's transaction, which must hold lockPlayer: 404 for a bag not theirs, 400 for a disc
 * not in the catalogue, 409 past a limit or for a duplicate not allowed. The caller maps write
 * errors with mapWriteError. The add of a disc and a wish come true (wishlist-service.ts).
 */
export async function addDiscInTx(
  tx: Pick<Db, 'select' | 'execute' | 'insert'>,
  userId: string,
  input: NewUserDisc,
): Promise<UserDisc> {
  const { bagId, discitId, color, extra, details } = input;
  if (!(await ownsBag(tx, userId, bagId))) throw bagNotFound();
  const discDetails = await discDetailsFor(tx, userId, discitId);
  if (!discDetails) throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
  await enforceLimits(tx, userId, {
    discs: 1,
    intoBags: new Map([[bagId, 1]]),
    textBytes: storedExtraBytes(extra) + detailTextBytes(details),
  });
  const active = (details.status ?? 'active') === 'active';
  const copy = active ? await nextCopy(tx, bagId, discitId, input.allowDuplicate === true) : 1;
  const row = await insertDiscRow(tx, {
    id: newId(),
    userId,
    bagId,
    discId: discitId,
    color,
    extra,
    ...detailColumns(details),
    copy,
  });
  return {
    id: row.id,
    userId,
    bagId: row.bagId,
    discitId,
    color,
    createdAt: row.createdAt.toISOString(),
    ...extra,
    ...detailsOf(row),
    ...copyOf(row),
    discDetails,
  };
}

/**
 * A change refused before it is written: a bag not the player's, a disc not in the catalogue, or
 * pass-through fields over their size. Gives the merged pass-through fields.
 */
async function checkedExtra(
  tx: Tx,
  userId: string,
  current: UserDiscRow,
  changes: UserDiscChanges,
): Promise<ExtraFields> {
  const { bagId, discitId } = changes;
  if (bagId !== undefined && bagId !== current.bagId && !(await ownsBag(tx, userId, bagId)))
    throw bagNotFound();
  if (discitId !== undefined && discitId !== current.discId) {
    if (!(await discDetailsFor(tx, userId, discitId)))
      throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
  }
  const extra: ExtraFields = { ...current.extra, ...changes.extra };
  if (extraBytes(extra) > EXTRA_MAX_BYTES) throw invalidInput({ extra: EXTRA_TOO_LARGE });
  return extra;
}

/**
 * The copy number of a disc that becomes active in a bag (moved, another catalogue disc,
 * restored); the duplicate rule applies (docs/decisions/0014). Undefined when it stays put.
 */
async function arrivingCopy(
  tx: Tx,
  id: string,
  current: UserDiscRow,
  changes: UserDiscChanges,
  nextStatus: string,
): Promise<number | undefined> {
  const nextBag = changes.bagId ?? current.bagId;
  const nextDisc = changes.discitId ?? current.discId;
  const arrives =
    nextStatus === 'active' &&
    (current.status !== 'active' || nextBag !== current.bagId || nextDisc !== current.discId);
  return arrives ? nextCopy(tx, nextBag, nextDisc, changes.allowDuplicate === true, id) : undefined;
}

/**
 * True the first time a change id of the outbox comes (apply it; a refusal rolls the record back
 * too), false when it was applied before. The same id with another change is refused.
 */
async function firstReceipt(
  tx: Tx,
  discs: UserDiscRepository,
  userId: string,
  receipt: Receipt,
): Promise<boolean> {
  if (await discs.recordReceipt(tx, userId, receipt)) return true;
  if ((await discs.receiptHash(tx, userId, receipt.changeId)) !== receipt.hash) {
    throw new ApiError(409, 'change_id_used', CHANGE_ID_USED);
  }
  return false;
}

/** The update of one disc in `tx`, the player locked; see userDiscService's update. */
async function updateInTx(
  tx: Tx,
  discs: UserDiscRepository,
  userId: string,
  id: string,
  changes: UserDiscChanges,
  receipt: Receipt | undefined,
): Promise<UserDisc> {
  const current = await discs.lockedRow(tx, userId, id);
  if (!current) throw discNotFound();
  if (receipt && !(await firstReceipt(tx, discs, userId, receipt))) {
    return (await discs.find(userId, id, tx))!;
  }
  const { bagId, discitId, color } = changes;
  const extra = await checkedExtra(tx, userId, current, changes);
  const detailValues = detailColumns(changes.details);
  const moving = bagId !== undefined && bagId !== current.bagId;
  // The disc stays one disc; a move adds it to the other bag; its text is replaced.
  const textBytes =
    storedExtraBytes(extra) +
    detailTextBytes(detailsOf({ ...current, ...detailValues })) -
    (await discs.storedTextBytes(tx, userId, id));
  await enforceLimits(tx, userId, {
    intoBags: moving ? new Map([[bagId, 1]]) : undefined,
    textBytes,
  });
  const copy = await arrivingCopy(tx, id, current, changes, detailValues.status ?? current.status);
  await discs.updateRow(tx, userId, id, {
    bagId,
    discId: discitId,
    color,
    extra,
    ...detailValues,
    copy,
  });
  return (await discs.find(userId, id, tx))!;
}

/** What tells a change of the outbox from another one sent under the same change id. */
const changeHash = (id: string, changes: UserDiscChanges): string =>
  createHash('sha256')
    .update(JSON.stringify([id, changes.details]))
    .digest('hex');

/**
 * A player's discs: the reads, and the writes under the rules above. Another player's disc, a
 * missing one and a malformed id are the same 404. Every write drops the player's kept lists
 * after it ends. `opts` as for userDiscRepository.
 */
export function userDiscService(
  db: Db,
  opts: { cacheLists?: boolean; catalogue?: CatalogueSnapshots } = {},
) {
  const discs = userDiscRepository(db, opts);
  /** One transaction under the player's lock; a failed write answers as mapWriteError says. */
  const write = <T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
    db
      .transaction(async (tx) => {
        await lockPlayer(tx, userId);
        return work(tx);
      })
      .catch(mapWriteError)
      .finally(() => discs.changed(userId));

  /**
   * Changes the given fields; pass-through fields are merged into the stored set (a key sent
   * replaces that key, keys not sent are kept). 404 when the disc is not the user's. With a
   * receipt (a change sent by the outbox) it is applied only the first time its id comes.
   */
  async function update(
    userId: string,
    id: string,
    changes: UserDiscChanges,
    receipt?: Receipt,
  ): Promise<UserDisc> {
    if (!isUuid(id)) throw discNotFound();
    return write(userId, (tx) => updateInTx(tx, discs, userId, id, changes, receipt));
  }

  return {
    /** The player's discs as the JSON of GET /api/user-discs (see the repository's listJson). */
    listJson: (userId: string, playerVersion: number | null = null): Promise<KeptJson> =>
      discs.listJson(userId, playerVersion),

    /** The player's discs as objects (export); the API's list answer is listJson. */
    list: (userId: string): Promise<UserDisc[]> => discs.list(userId),

    /** One of the player's discs, or null when it is not theirs. */
    async find(userId: string, id: string): Promise<UserDisc | null> {
      return isUuid(id) ? discs.find(userId, id) : null;
    },

    add: (userId: string, input: NewUserDisc): Promise<UserDisc> =>
      write(userId, (tx) => addDiscInTx(tx, userId, input)),

    update,

    /**
     * A change made on the course, sent by the outbox (decision 0031): applied once per change
     * id, then the disc is answered as it is; the same id with other details is 409. A disc gone
     * since answers 404 saying so.
     */
    async applyChange(
      userId: string,
      id: string,
      changeId: string,
      changes: UserDiscChanges,
    ): Promise<UserDisc> {
      try {
        return await update(userId, id, changes, { changeId, hash: changeHash(id, changes) });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) {
          throw new ApiError(404, 'not_found', CHANGE_DISC_GONE);
        }
        throw err;
      }
    },

    /** Deletes the player's disc; another player's, a missing one and a malformed id are 404. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw discNotFound();
      try {
        if (!(await discs.remove(userId, id))) throw discNotFound();
      } finally {
        discs.changed(userId);
      }
    },
  };
}

export type UserDiscService = ReturnType<typeof userDiscService>;

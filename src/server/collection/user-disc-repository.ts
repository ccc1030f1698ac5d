import { and, eq, lt, sql } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import { detailTextBytes } from '../../core/collection/disc-fields';
import {
  DISC_NOT_IN_CATALOGUE,
  EXTRA_MAX_BYTES,
  EXTRA_TOO_LARGE,
  extraBytes,
  storedExtraBytes,
  type ExtraFields,
  type UserDiscChanges,
} from '../../core/schemas/user-disc';
import {
  createCatalogueSnapshots,
  detailsJson,
  type CatalogueSnapshot,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import { findDiscsByIds } from '../catalogue/disc-repository';
import { isOwnDiscId } from '../../core/schemas/own-disc';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { deleteOwnRow, ownRow } from '../db/own-rows';
import { userDisc, userDiscPhoto, writeReceipt } from '../db/schema';
import { CHANGE_ID_USED, CHANGE_RECEIPT_DAYS } from '../../core/schemas/disc-change';
import { ApiError } from '../http/errors';
import { KeptJson } from '../http/kept-json';
import { invalidInput } from '../http/validation';
import { bagNotFound, discNotFound } from './collection-errors';
import { lockPlayer } from './player-lock';
import { enforceLimits, textBytesOf } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';
import {
  DETAIL_COLUMNS_OF_USER_DISC,
  detailColumns,
  detailsOf,
  listText,
  selectWithDetails,
  toUserDisc,
  type Executor,
} from './user-disc-rows';
import {
  discDetailsFor,
  insertUserDisc,
  ownDetailsOf,
  mapWriteError,
  nextCopy,
  ownsBag,
  type NewUserDisc,
} from './user-disc-writes';

/**
 * The statement behind GET /api/user-discs, on the (user_id, id) index: narrow rows, no join with
 * the catalogue (discDetails come from the process's catalogue), no JSON parsing. Exported for
 * the scale bench, which prints its plan.
 */
export function userDiscListQuery(db: Db) {
  return (
    db
      .select({
        id: userDisc.id,
        bagId: userDisc.bagId,
        discitId: userDisc.discId,
        color: userDisc.color,
        created: sql<string>`extract(epoch from ${userDisc.createdAt})::text`,
        extra: sql<string>`${userDisc.extra}::text`,
        ...DETAIL_COLUMNS_OF_USER_DISC,
        photoHash: userDiscPhoto.hash,
      })
      .from(userDisc)
      // The photo's version only (its primary key is the disc's id); never its bytes.
      // Only this player's photos, from the (user_id, user_disc_id, hash) index: joined by the
      // disc's id alone, 50,000 photo rows made the plan hash the whole table.
      .leftJoin(
        userDiscPhoto,
        and(
          eq(userDiscPhoto.userId, sql.placeholder('userId')),
          eq(userDiscPhoto.userDiscId, userDisc.id),
        ),
      )
      .where(eq(userDisc.userId, sql.placeholder('userId')))
      .orderBy(userDisc.id)
  );
}

export type UserDiscRepository = ReturnType<typeof userDiscRepository>;

type UserDiscRow = typeof userDisc.$inferSelect;
type Receipt = { changeId: string; hash: string };

async function findOne(ex: Executor, userId: string, id: string) {
  const [row] = await selectWithDetails(ex, ownRow(userDisc, userId, id));
  return row ? toUserDisc(userId, row) : null;
}

/** The player's list as JSON text, with the details the served catalogue does not know yet. */
async function readListText(
  db: Db,
  listStatement: ReturnType<ReturnType<typeof userDiscListQuery>['prepare']>,
  userId: string,
  snapshot: CatalogueSnapshot,
): Promise<string> {
  const rows = await listStatement.execute({ userId });
  // An entry this process's catalogue does not know yet (imported by another process within
  // the last CATALOGUE_RECHECK_MS), or one that is gone (discDetails null): ask the database.
  const missing = [...new Set(rows.map((r) => r.discitId))].filter(
    (id) => !snapshot.details.has(id),
  );
  // The player's own discs (docs/decisions/0029) are never in the served catalogue.
  const own = missing.filter(isOwnDiscId);
  const found = new Map([
    ...(
      await findDiscsByIds(
        db,
        missing.filter((id) => !isOwnDiscId(id)),
      )
    ).map((d) => [d.id, detailsJson(d)] as const),
    ...(await ownDetailsOf(db, userId, own)).map(([id, d]) => [id, JSON.stringify(d)] as const),
  ]);
  return listText(userId, rows, (id) => snapshot.details.get(id) ?? found.get(id) ?? 'null');
}

/**
 * A change refused before it is written: a bag not the player's, a disc not in the catalogue, or
 * pass-through fields over their size. Gives the merged pass-through fields.
 */
async function checkedExtra(
  tx: Db,
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
  tx: Db,
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

/** The update of one disc in `tx`, the player locked; see userDiscRepository's update. */
async function updateInTx(
  tx: Db,
  userId: string,
  id: string,
  changes: UserDiscChanges,
  receipt: Receipt | undefined,
): Promise<UserDisc> {
  const [current] = await tx
    .select()
    .from(userDisc)
    .where(ownRow(userDisc, userId, id))
    .for('update');
  if (!current) throw discNotFound();
  if (receipt && !(await firstReceipt(tx, userId, receipt))) {
    return (await findOne(tx, userId, id))!;
  }
  const { bagId, discitId, color } = changes;
  const extra = await checkedExtra(tx, userId, current, changes);
  const detailValues = detailColumns(changes.details);
  const moving = bagId !== undefined && bagId !== current.bagId;
  // The disc stays one disc; a move adds it to the other bag; its text is replaced.
  const textBytes =
    storedExtraBytes(extra) +
    detailTextBytes(detailsOf({ ...current, ...detailValues })) -
    (await textBytesOf(tx, userId, eq(userDisc.id, id)));
  await enforceLimits(tx, userId, {
    intoBags: moving ? new Map([[bagId, 1]]) : undefined,
    textBytes,
  });
  const copy = await arrivingCopy(tx, id, current, changes, detailValues.status ?? current.status);
  await tx
    .update(userDisc)
    .set({
      bagId,
      discId: discitId,
      color,
      extra,
      ...detailValues,
      copy,
      updatedAt: sql`now()`,
    })
    .where(ownRow(userDisc, userId, id));
  return (await findOne(tx, userId, id))!;
}

/** Reading the player's discs: the kept list answer, one disc, the list as objects. */
function userDiscReads(
  db: Db,
  opts: { cacheLists?: boolean; catalogue?: CatalogueSnapshots },
  cache: ReturnType<typeof userDiscListCache>,
) {
  const catalogue = opts.catalogue ?? createCatalogueSnapshots(db);
  const listStatement = userDiscListQuery(db).prepare('hyzer_user_disc_rows');
  return {
    /**
     * The player's discs as the JSON text of GET /api/user-discs (an array of UserDisc). With
     * the player's data version read with the session (`playerVersion`), a kept copy is served
     * while the version is unchanged (player-list-cache in user-disc-list-cache.ts).
     */
    async listJson(userId: string, playerVersion: number | null = null): Promise<KeptJson> {
      const snapshot = await catalogue.current();
      return cache.read(
        'discs',
        userId,
        { version: playerVersion, local: opts.cacheLists ?? false, tag: snapshot.hash },
        async () => new KeptJson(await readListText(db, listStatement, userId, snapshot)),
      );
    },

    /** One of the player's discs, or null when it is not theirs. */
    async find(userId: string, id: string): Promise<UserDisc | null> {
      return isUuid(id) ? findOne(db, userId, id) : null;
    },

    /** The player's discs as objects (export); the API's list answer is listJson. */
    async list(userId: string): Promise<UserDisc[]> {
      const rows = await selectWithDetails(db, eq(userDisc.userId, userId));
      return rows.map((row) => toUserDisc(userId, row));
    },
  };
}

/** Writing the player's discs: add, update, remove; each drops the kept list. */
function userDiscWrites(db: Db, cache: ReturnType<typeof userDiscListCache>) {
  return {
    async add(userId: string, input: NewUserDisc): Promise<UserDisc> {
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          return insertUserDisc(tx, userId, input);
        })
        .catch(mapWriteError)
        .finally(() => cache.changed(userId));
    },

    /**
     * Changes the given fields; pass-through fields are merged into the stored set (a key sent
     * replaces that key, keys not sent are kept). 404 when the disc is not the user's.
     */
    async update(
      userId: string,
      id: string,
      changes: UserDiscChanges,
      /**
       * A change sent by the outbox (decision 0031): applied only the first time its id comes;
       * then the disc is answered as it is. `hash` tells the same change from another one.
       */
      receipt?: Receipt,
    ): Promise<UserDisc> {
      if (!isUuid(id)) throw discNotFound();
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          return updateInTx(tx, userId, id, changes, receipt);
        })
        .catch(mapWriteError)
        .finally(() => cache.changed(userId));
    },

    /** False when the disc is not the user's. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      try {
        return await deleteOwnRow(db, userDisc, userId, id);
      } finally {
        cache.changed(userId);
      }
    },
  };
}

/**
 * A user's discs. Every statement filters by the owner's id together with the row's id.
 *
 * `cacheLists` serves each player's kept list (JSON text) without a data version: only correct
 * where this process is the only writer (embedded PGlite). With a version (PostgreSQL) the list
 * is kept whatever this option says. See user-disc-list-cache.ts for what drops it.
 * `catalogue` gives the discDetails attached to each disc (the process's served catalogue).
 */
export function userDiscRepository(
  db: Db,
  opts: { cacheLists?: boolean; catalogue?: CatalogueSnapshots } = {},
) {
  const cache = userDiscListCache(db);
  return { ...userDiscReads(db, opts, cache), ...userDiscWrites(db, cache) };
}

/**
 * Records a change id of the outbox in the write's own transaction (the player is locked): true
 * the first time (apply it; a refusal rolls the record back too), false when it was applied before.
 * The same id with another change is refused. Receipts older than CHANGE_RECEIPT_DAYS go.
 */
async function firstReceipt(
  tx: Pick<Db, 'select' | 'insert' | 'delete'>,
  userId: string,
  { changeId, hash }: { changeId: string; hash: string },
): Promise<boolean> {
  await tx
    .delete(writeReceipt)
    .where(
      and(
        eq(writeReceipt.userId, userId),
        lt(writeReceipt.createdAt, sql`now() - make_interval(days => ${CHANGE_RECEIPT_DAYS})`),
      ),
    );
  const fresh = await tx
    .insert(writeReceipt)
    .values({ userId, key: changeId, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: writeReceipt.key });
  if (fresh.length > 0) return true;
  const [seen] = await tx
    .select({ hash: writeReceipt.requestHash })
    .from(writeReceipt)
    .where(and(eq(writeReceipt.userId, userId), eq(writeReceipt.key, changeId)));
  if (seen?.hash !== hash) throw new ApiError(409, 'change_id_used', CHANGE_ID_USED);
  return false;
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import {
  createCatalogueSnapshots,
  detailsJson,
  type CatalogueSnapshot,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import { findDiscsByIds } from '../catalogue/disc-repository';
import { isOwnDiscId } from '../../core/schemas/own-disc';
import type { Db, Tx } from '../db/client';
import { deleteOwnRow, ownRow } from '../db/own-rows';
import { userDisc, userDiscPhoto, writeReceipt } from '../db/schema';
import { CHANGE_RECEIPT_DAYS } from '../../core/schemas/disc-change';
import { KeptJson } from '../http/kept-json';
import { textBytesOf } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';
import {
  DETAIL_COLUMNS_OF_USER_DISC,
  listText,
  selectWithDetails,
  toUserDisc,
  type Executor,
} from './user-disc-rows';
import { ownDetailsOf } from './user-disc-writes';

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

export type UserDiscRow = typeof userDisc.$inferSelect;
/** The columns a disc's update sets. */
export type UserDiscSet = Partial<Omit<typeof userDisc.$inferInsert, 'id' | 'userId'>>;
/** A change id of the outbox and the hash of its change (decision 0031). */
export type Receipt = { changeId: string; hash: string };

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

    /** One of the player's discs (the id a UUID), or null when it is not theirs. */
    find: (userId: string, id: string, ex: Executor = db): Promise<UserDisc | null> =>
      findOne(ex, userId, id),

    /** The player's discs as objects (export); the API's list answer is listJson. */
    async list(userId: string): Promise<UserDisc[]> {
      const rows = await selectWithDetails(db, eq(userDisc.userId, userId));
      return rows.map((row) => toUserDisc(userId, row));
    },
  };
}

/**
 * Writing the player's discs, in the caller's transaction (the service holds the player lock);
 * every statement names the owner with the row.
 */
function userDiscWrites(db: Db) {
  return {
    /** The player's disc, locked until the transaction ends; undefined when not theirs. */
    async lockedRow(tx: Tx, userId: string, id: string): Promise<UserDiscRow | undefined> {
      const [row] = await tx
        .select()
        .from(userDisc)
        .where(ownRow(userDisc, userId, id))
        .for('update');
      return row;
    },

    /** What the disc's stored text counts toward the player's text budget, in bytes. */
    storedTextBytes: (tx: Tx, userId: string, id: string): Promise<number> =>
      textBytesOf(tx, userId, eq(userDisc.id, id)),

    async updateRow(tx: Tx, userId: string, id: string, set: UserDiscSet): Promise<void> {
      await tx
        .update(userDisc)
        .set({ ...set, updatedAt: sql`now()` })
        .where(ownRow(userDisc, userId, id));
    },

    /** False when the disc is not the user's. */
    remove: (userId: string, id: string): Promise<boolean> =>
      deleteOwnRow(db, userDisc, userId, id),

    /**
     * Records a change id of the outbox (decision 0031) with the hash of its change: true the
     * first time; receipts older than CHANGE_RECEIPT_DAYS go.
     */
    async recordReceipt(tx: Tx, userId: string, receipt: Receipt): Promise<boolean> {
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
        .values({ userId, key: receipt.changeId, requestHash: receipt.hash })
        .onConflictDoNothing()
        .returning({ key: writeReceipt.key });
      return fresh.length > 0;
    },

    /** The hash recorded with the player's change id, if any. */
    async receiptHash(tx: Tx, userId: string, changeId: string): Promise<string | undefined> {
      const [seen] = await tx
        .select({ hash: writeReceipt.requestHash })
        .from(writeReceipt)
        .where(and(eq(writeReceipt.userId, userId), eq(writeReceipt.key, changeId)));
      return seen?.hash;
    },
  };
}

/**
 * The queries of a user's discs. Every statement filters by the owner's id together with the
 * row's id. The rules (ids, the bag and disc a player may use, limits, copy numbers, the outbox's
 * change ids) are in user-disc-service.ts.
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
  return {
    ...userDiscReads(db, opts, cache),
    ...userDiscWrites(db),
    /** Drops the player's kept lists; every write calls it after its commit. */
    changed: (userId: string) => cache.changed(userId),
  };
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import type { DiscDetails } from '../../core/disc/types';
import {
  BAG_FULL,
  MAX_DISCS_PER_BAG,
  MAX_DISCS_PER_PLAYER,
  MAX_EXTRA_BYTES_PER_PLAYER,
  TOO_MANY_DISCS,
  TOO_MUCH_EXTRA,
} from '../../core/limits';
import {
  detailTextBytes,
  type DiscDetailChanges,
  type DiscStatus,
  type UserDiscDetails,
} from '../../core/schemas/disc-details';
import {
  DISC_NOT_IN_CATALOGUE,
  EXTRA_MAX_BYTES,
  EXTRA_TOO_LARGE,
  extraBytes,
  type ExtraFields,
  type UserDiscChanges,
} from '../../core/schemas/user-disc';
import {
  createCatalogueSnapshots,
  detailsJson,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import { DISC_DETAIL_COLUMNS, findDiscsByIds } from '../catalogue/disc-repository';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { bag, disc, userDisc } from '../db/schema';
import {
  bagNotFound,
  discNotFound,
  duplicateDisc,
  FOREIGN_KEY_VIOLATION,
  invalidInput,
  limitReached,
  pgCode,
  UNIQUE_VIOLATION,
} from './bag-errors';
import { lockPlayer } from './player-lock';
import { isUuid, newId } from './ids';
import { userDiscListCache } from './user-disc-list-cache';

type Executor = Pick<Db, 'select' | 'execute'>;

/** The player's typed details of a disc (decision 0012). */
const DETAIL_COLUMNS_OF_USER_DISC = {
  plastic: userDisc.plastic,
  weight: userDisc.weight,
  condition: userDisc.condition,
  nickname: userDisc.nickname,
  notes: userDisc.notes,
  mySpeed: userDisc.mySpeed,
  myGlide: userDisc.myGlide,
  myTurn: userDisc.myTurn,
  myFade: userDisc.myFade,
  acquiredOn: userDisc.acquiredOn,
  status: userDisc.status,
  statusNote: userDisc.statusNote,
  statusDate: userDisc.statusDate,
};

const columns = {
  id: userDisc.id,
  bagId: userDisc.bagId,
  discitId: userDisc.discId,
  color: userDisc.color,
  extra: userDisc.extra,
  createdAt: userDisc.createdAt,
  ...DETAIL_COLUMNS_OF_USER_DISC,
  catalogueId: disc.id,
  ...DISC_DETAIL_COLUMNS,
};

/** The user's discs with catalogue details attached (LEFT JOIN: a missing entry gives null). */
const selectWithDetails = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(userDisc)
    .leftJoin(disc, eq(disc.id, userDisc.discId))
    .where(where)
    .orderBy(userDisc.id);

type Row = Awaited<ReturnType<typeof selectWithDetails>>[number];
type DetailColumns = Pick<
  typeof userDisc.$inferSelect,
  | 'plastic'
  | 'weight'
  | 'condition'
  | 'nickname'
  | 'notes'
  | 'mySpeed'
  | 'myGlide'
  | 'myTurn'
  | 'myFade'
  | 'acquiredOn'
  | 'status'
  | 'statusNote'
  | 'statusDate'
>;

/** The stored detail columns as the API answers them: a field not set is left out. */
export function detailsOf(r: DetailColumns): UserDiscDetails {
  const out: UserDiscDetails = { status: r.status as DiscStatus };
  if (r.plastic !== null) out.plastic = r.plastic;
  if (r.weight !== null) out.weight = r.weight;
  if (r.condition !== null) out.condition = r.condition;
  if (r.nickname !== null) out.nickname = r.nickname;
  if (r.notes !== null) out.notes = r.notes;
  if (r.mySpeed !== null && r.myGlide !== null && r.myTurn !== null && r.myFade !== null) {
    out.myFlight = { speed: r.mySpeed, glide: r.myGlide, turn: r.myTurn, fade: r.myFade };
  }
  if (r.acquiredOn !== null) out.acquiredOn = r.acquiredOn;
  if (r.statusNote !== null) out.statusNote = r.statusNote;
  if (r.statusDate !== null) out.statusDate = r.statusDate;
  return out;
}

/** Detail changes as column values: only the fields sent, `null` clearing one. */
export function detailColumns(d: DiscDetailChanges): Partial<DetailColumns> {
  const out: Partial<DetailColumns> = {};
  if (d.plastic !== undefined) out.plastic = d.plastic;
  if (d.weight !== undefined) out.weight = d.weight;
  if (d.condition !== undefined) out.condition = d.condition;
  if (d.nickname !== undefined) out.nickname = d.nickname;
  if (d.notes !== undefined) out.notes = d.notes;
  if (d.myFlight !== undefined) {
    out.mySpeed = d.myFlight?.speed ?? null;
    out.myGlide = d.myFlight?.glide ?? null;
    out.myTurn = d.myFlight?.turn ?? null;
    out.myFade = d.myFlight?.fade ?? null;
  }
  if (d.acquiredOn !== undefined) out.acquiredOn = d.acquiredOn;
  if (d.status !== undefined) out.status = d.status;
  if (d.statusNote !== undefined) out.statusNote = d.statusNote;
  if (d.statusDate !== undefined) out.statusDate = d.statusDate;
  return out;
}

/** createdAt as `extract(epoch from …)::text` gives it ('1763899513.481123') → toISOString(). */
export function isoFromEpochText(epoch: string): string {
  const dot = epoch.indexOf('.');
  const seconds = dot < 0 ? epoch : epoch.slice(0, dot);
  const millis = dot < 0 ? '000' : epoch.slice(dot + 1, dot + 4).padEnd(3, '0');
  return new Date(Number(seconds) * 1000 + Number(millis)).toISOString();
}

interface ListRow extends DetailColumns {
  id: string;
  bagId: string;
  discitId: string;
  color: string;
  /** Seconds since 1970 as text, exact to the microsecond. */
  created: string;
  /** The stored pass-through fields as jsonb writes them ('{}' when none). */
  extra: string;
}

/**
 * The list as the JSON text of the API's answer: the fields toUserDisc gives, in its key order,
 * with discDetails taken from `details` (the catalogue as this process serves it). Built as text
 * from narrow rows: nothing is parsed into objects and serialised again (BENCHMARKS.md).
 */
function listText(userId: string, rows: readonly ListRow[], details: (id: string) => string) {
  const userJson = JSON.stringify(userId);
  const parts = rows.map(
    (r) =>
      `{"id":"${r.id}","userId":${userJson},"bagId":"${r.bagId}","discitId":${JSON.stringify(r.discitId)},"color":${JSON.stringify(r.color)},"createdAt":"${isoFromEpochText(r.created)}"${r.extra === '{}' ? '' : ',' + r.extra.slice(1, -1)},${JSON.stringify(detailsOf(r)).slice(1, -1)},"discDetails":${details(r.discitId)}}`,
  );
  return `[${parts.join(',')}]`;
}

function toUserDisc(userId: string, r: Row): UserDisc {
  const { name, brand, category, speed, glide, turn, fade } = r;
  return {
    id: r.id,
    userId,
    bagId: r.bagId,
    discitId: r.discitId,
    color: r.color,
    createdAt: r.createdAt.toISOString(),
    ...r.extra,
    ...detailsOf(r),
    discDetails:
      r.catalogueId === null || name === null || brand === null || category === null
        ? null
        : { name, brand, category, speed, glide, turn, fade },
  };
}

/** Inserts and updates answer 409 on the (bag_id, disc_id) unique index, 404 if the bag vanished. */
export function mapWriteError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  const code = pgCode(err);
  if (code === UNIQUE_VIOLATION) throw duplicateDisc();
  if (code === FOREIGN_KEY_VIOLATION) throw bagNotFound();
  throw err;
}

async function ownsBag(db: Executor, userId: string, bagId: string): Promise<boolean> {
  if (!isUuid(bagId)) return false;
  const rows = await db
    .select({ id: bag.id })
    .from(bag)
    .where(and(eq(bag.id, bagId), eq(bag.userId, userId)));
  return rows.length > 0;
}

/** The catalogue entry's details, or null when the catalogue has no such disc. */
async function catalogueDetails(db: Executor, discitId: string): Promise<DiscDetails | null> {
  const [row] = await db.select(DISC_DETAIL_COLUMNS).from(disc).where(eq(disc.id, discitId));
  return row ?? null;
}

/**
 * Refuses with 409 a disc that would pass a per-player maximum: discs in the target bag, discs of
 * the player, pass-through and free-text detail bytes over all the player's discs. `replacing` is the disc being
 * changed (not counted again). Runs under lockPlayer.
 */
async function checkLimits(
  ex: Executor,
  userId: string,
  next: { bagId?: string; extraBytes: number; replacing?: string },
): Promise<void> {
  const others = next.replacing ? sql`${userDisc.id} <> ${next.replacing}` : sql`true`;
  const [row] = await ex
    .select({
      total: sql<number>`count(*) filter (where ${others})`.mapWith(Number),
      inBag:
        sql<number>`count(*) filter (where ${others} and ${userDisc.bagId} = ${next.bagId ?? null})`.mapWith(
          Number,
        ),
      extraBytes: sql<number>`coalesce(sum(octet_length(${userDisc.extra}::text)
          + coalesce(octet_length(${userDisc.plastic}), 0) + coalesce(octet_length(${userDisc.nickname}), 0)
          + coalesce(octet_length(${userDisc.notes}), 0) + coalesce(octet_length(${userDisc.statusNote}), 0)
        ) filter (where ${others}), 0)`.mapWith(Number),
    })
    .from(userDisc)
    .where(eq(userDisc.userId, userId));
  const { total = 0, inBag = 0, extraBytes: used = 0 } = row ?? {};
  if (!next.replacing && total >= MAX_DISCS_PER_PLAYER) throw limitReached(TOO_MANY_DISCS);
  if (next.bagId !== undefined && inBag >= MAX_DISCS_PER_BAG) throw limitReached(BAG_FULL);
  if (used + next.extraBytes > MAX_EXTRA_BYTES_PER_PLAYER) throw limitReached(TOO_MUCH_EXTRA);
}

/**
 * Puts a catalogue disc in one of the player's bags, inside the caller's transaction, which must
 * hold lockPlayer: 404 for a bag not theirs, 400 for a disc not in the catalogue, 409 past a
 * limit. The caller maps write errors with mapWriteError.
 */
export async function insertUserDisc(
  tx: Pick<Db, 'select' | 'execute' | 'insert'>,
  userId: string,
  input: Required<UserDiscChanges>,
): Promise<UserDisc> {
  const { bagId, discitId, color, extra, details } = input;
  if (!(await ownsBag(tx, userId, bagId))) throw bagNotFound();
  const discDetails = await catalogueDetails(tx, discitId);
  if (!discDetails) throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
  await checkLimits(tx, userId, {
    bagId,
    extraBytes: extraBytes(extra) + detailTextBytes(details),
  });
  const [row] = await tx
    .insert(userDisc)
    .values({
      id: newId(),
      userId,
      bagId,
      discId: discitId,
      color,
      extra,
      ...detailColumns(details),
    })
    .returning();
  return {
    id: row!.id,
    userId,
    bagId: row!.bagId,
    discitId,
    color,
    createdAt: row!.createdAt.toISOString(),
    ...extra,
    ...detailsOf(row!),
    discDetails,
  };
}

export type UserDiscRepository = ReturnType<typeof userDiscRepository>;

/**
 * A user's discs. Every statement filters by the owner's id together with the row's id.
 *
 * `cacheLists` keeps each player's list (as JSON text) in memory: only correct where this
 * process is the only writer (embedded PGlite). See user-disc-list-cache.ts for what drops it.
 * `catalogue` gives the discDetails attached to each disc (the process's served catalogue).
 */
export function userDiscRepository(
  db: Db,
  opts: { cacheLists?: boolean; catalogue?: CatalogueSnapshots } = {},
) {
  const cache = userDiscListCache(db);
  const catalogue = opts.catalogue ?? createCatalogueSnapshots(db);
  // One prepared statement on the (user_id, id) index: narrow rows, no join, no JSON parsing.
  const listStatement = db
    .select({
      id: userDisc.id,
      bagId: userDisc.bagId,
      discitId: userDisc.discId,
      color: userDisc.color,
      created: sql<string>`extract(epoch from ${userDisc.createdAt})::text`,
      extra: sql<string>`${userDisc.extra}::text`,
      ...DETAIL_COLUMNS_OF_USER_DISC,
    })
    .from(userDisc)
    .where(eq(userDisc.userId, sql.placeholder('userId')))
    .orderBy(userDisc.id)
    .prepare('hyzer_user_disc_rows');

  const readList = async (userId: string): Promise<string> => {
    const [rows, snapshot] = await Promise.all([
      listStatement.execute({ userId }),
      catalogue.current(),
    ]);
    // An entry this process's catalogue does not know yet (imported by another process within
    // the last CATALOGUE_RECHECK_MS), or one that is gone (discDetails null): ask the database.
    const missing = [...new Set(rows.map((r) => r.discitId))].filter(
      (id) => !snapshot.details.has(id),
    );
    const found = new Map(
      (await findDiscsByIds(db, missing)).map((d) => [d.id, detailsJson(d)] as const),
    );
    return listText(userId, rows, (id) => snapshot.details.get(id) ?? found.get(id) ?? 'null');
  };

  const findOne = async (ex: Executor, userId: string, id: string) => {
    const [row] = await selectWithDetails(
      ex,
      and(eq(userDisc.id, id), eq(userDisc.userId, userId)),
    );
    return row ? toUserDisc(userId, row) : null;
  };

  return {
    /** The player's discs as the JSON text of GET /api/user-discs (an array of UserDisc). */
    async listJson(userId: string): Promise<string> {
      return opts.cacheLists ? cache.read(userId, () => readList(userId)) : readList(userId);
    },

    /** The player's discs as objects (export); the API's list answer is listJson. */
    async list(userId: string): Promise<UserDisc[]> {
      const rows = await selectWithDetails(db, eq(userDisc.userId, userId));
      return rows.map((row) => toUserDisc(userId, row));
    },

    async add(userId: string, input: Required<UserDiscChanges>): Promise<UserDisc> {
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
    async update(userId: string, id: string, changes: UserDiscChanges): Promise<UserDisc> {
      if (!isUuid(id)) throw discNotFound();
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const [current] = await tx
            .select()
            .from(userDisc)
            .where(and(eq(userDisc.id, id), eq(userDisc.userId, userId)))
            .for('update');
          if (!current) throw discNotFound();
          const { bagId, discitId, color } = changes;
          if (bagId !== undefined && bagId !== current.bagId && !(await ownsBag(tx, userId, bagId)))
            throw bagNotFound();
          if (discitId !== undefined && discitId !== current.discId) {
            if (!(await catalogueDetails(tx, discitId)))
              throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
          }
          const extra: ExtraFields = { ...current.extra, ...changes.extra };
          if (extraBytes(extra) > EXTRA_MAX_BYTES) throw invalidInput({ extra: EXTRA_TOO_LARGE });
          const detailValues = detailColumns(changes.details);
          const moving = bagId !== undefined && bagId !== current.bagId;
          await checkLimits(tx, userId, {
            bagId: moving ? bagId : undefined,
            extraBytes: extraBytes(extra) + detailTextBytes({ ...current, ...detailValues }),
            replacing: id,
          });
          await tx
            .update(userDisc)
            .set({ bagId, discId: discitId, color, extra, ...detailValues, updatedAt: sql`now()` })
            .where(and(eq(userDisc.id, id), eq(userDisc.userId, userId)));
          return (await findOne(tx, userId, id))!;
        })
        .catch(mapWriteError)
        .finally(() => cache.changed(userId));
    },

    /** False when the disc is not the user's. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      try {
        const gone = await db
          .delete(userDisc)
          .where(and(eq(userDisc.id, id), eq(userDisc.userId, userId)))
          .returning({ id: userDisc.id });
        return gone.length > 0;
      } finally {
        cache.changed(userId);
      }
    },
  };
}

import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
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
  type CatalogueSnapshot,
  type CatalogueSnapshots,
} from '../catalogue/catalogue-snapshot';
import { DISC_DETAIL_COLUMNS, findDiscsByIds } from '../catalogue/disc-repository';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { bag, disc, userDisc, userDiscPhoto } from '../db/schema';
import { photoUrl } from '../../core/photo/photo-rules';
import { bagNotFound, discNotFound, duplicateDisc, limitReached } from './collection-errors';
import { FOREIGN_KEY_VIOLATION, pgCode, UNIQUE_VIOLATION } from '../db/error-chain';
import { invalidInput } from '../http/validation';
import { CATALOGUE_COLUMNS, joinedDetails } from './catalogue-join';
import { lockPlayer } from './player-lock';
import { isUuid, newId } from '../db/ids';
import { deleteOwnRow, ownRow, ownsRow } from '../db/own-rows';
import { userDiscListCache } from './user-disc-list-cache';
import { KeptJson } from '../http/kept-json';

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
  copy: userDisc.copy,
};

const columns = {
  id: userDisc.id,
  bagId: userDisc.bagId,
  discitId: userDisc.discId,
  color: userDisc.color,
  extra: userDisc.extra,
  createdAt: userDisc.createdAt,
  ...DETAIL_COLUMNS_OF_USER_DISC,
  ...CATALOGUE_COLUMNS,
  photoHash: userDiscPhoto.hash,
};

/** The user's discs with catalogue details attached (LEFT JOIN: a missing entry gives null). */
const selectWithDetails = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(userDisc)
    .leftJoin(disc, eq(disc.id, userDisc.discId))
    .leftJoin(userDiscPhoto, eq(userDiscPhoto.userDiscId, userDisc.id))
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
  | 'copy'
>;

/** The copy number as the API answers it: only from 2 on (docs/decisions/0014). */
export function copyOf(r: { copy: number }): { copy?: number } {
  return r.copy > 1 ? { copy: r.copy } : {};
}

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
export function detailColumns(d: DiscDetailChanges): Partial<Omit<DetailColumns, 'copy'>> {
  const out: Partial<Omit<DetailColumns, 'copy'>> = {};
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
  /** The photo's version, null without a photo (docs/decisions/0016). */
  photoHash: string | null;
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
      `{"id":"${r.id}","userId":${userJson},"bagId":"${r.bagId}","discitId":${JSON.stringify(r.discitId)},"color":${JSON.stringify(r.color)},"createdAt":"${isoFromEpochText(r.created)}"${r.extra === '{}' ? '' : ',' + r.extra.slice(1, -1)},${JSON.stringify({ ...detailsOf(r), ...copyOf(r) }).slice(1, -1)}${r.photoHash === null ? '' : `,"photoUrl":"${photoUrl(r.id, r.photoHash)}"`},"discDetails":${details(r.discitId)}}`,
  );
  return `[${parts.join(',')}]`;
}

function toUserDisc(userId: string, r: Row): UserDisc {
  return {
    id: r.id,
    userId,
    bagId: r.bagId,
    discitId: r.discitId,
    color: r.color,
    createdAt: r.createdAt.toISOString(),
    ...r.extra,
    ...detailsOf(r),
    ...copyOf(r),
    ...(r.photoHash === null ? {} : { photoUrl: photoUrl(r.id, r.photoHash) }),
    discDetails: joinedDetails(r),
  };
}

/** The player's discs with these ids as the API answers them, in id order. */
export async function readDiscs(
  ex: Executor,
  userId: string,
  ids: readonly string[],
): Promise<UserDisc[]> {
  if (ids.length === 0) return [];
  const rows = await selectWithDetails(
    ex,
    and(eq(userDisc.userId, userId), inArray(userDisc.id, [...ids])),
  );
  return rows.map((row) => toUserDisc(userId, row));
}

/** Inserts and updates answer 409 on the (bag_id, disc_id) unique index, 404 if the bag vanished. */
export function mapWriteError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  const code = pgCode(err);
  if (code === UNIQUE_VIOLATION) throw duplicateDisc();
  if (code === FOREIGN_KEY_VIOLATION) throw bagNotFound();
  throw err;
}

export const ownsBag = (ex: Executor, userId: string, bagId: string): Promise<boolean> =>
  ownsRow(ex, bag, userId, bagId);

/** The catalogue entry's details, or null when the catalogue has no such disc. */
async function catalogueDetails(db: Executor, discitId: string): Promise<DiscDetails | null> {
  const [row] = await db.select(DISC_DETAIL_COLUMNS).from(disc).where(eq(disc.id, discitId));
  return row ?? null;
}

/**
 * Refuses with 409 discs that would pass a per-player maximum: discs in the target bag, discs of
 * the player, pass-through and free-text detail bytes over all the player's discs. `replacing` is the disc being
 * changed (not counted again). `adding` discs join the player (default 1, none when replacing),
 * `addingToBag` join the bag (default 1). Runs under lockPlayer.
 */
export async function checkLimits(
  ex: Executor,
  userId: string,
  next: {
    bagId?: string;
    extraBytes: number;
    replacing?: string;
    adding?: number;
    addingToBag?: number;
  },
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
  const adding = next.adding ?? (next.replacing ? 0 : 1);
  if (adding > 0 && total + adding > MAX_DISCS_PER_PLAYER) throw limitReached(TOO_MANY_DISCS);
  if (next.bagId !== undefined && inBag + (next.addingToBag ?? 1) > MAX_DISCS_PER_BAG) {
    throw limitReached(BAG_FULL);
  }
  if (used + next.extraBytes > MAX_EXTRA_BYTES_PER_PLAYER) throw limitReached(TOO_MUCH_EXTRA);
}

/**
 * The copy number a disc becoming active in a bag takes: 1 when the bag has no active copy of
 * it, else (only with `allowDuplicate`, otherwise 409 duplicate_disc) the lowest number free.
 * `except` is the disc itself when it is moved or restored. Runs under lockPlayer.
 */
export async function nextCopy(
  ex: Executor,
  bagId: string,
  discId: string,
  allowDuplicate: boolean,
  except?: string,
): Promise<number> {
  const rows = await ex
    .select({ copy: userDisc.copy })
    .from(userDisc)
    .where(
      and(
        activeInBag(bagId),
        eq(userDisc.discId, discId),
        except ? ne(userDisc.id, except) : undefined,
      ),
    );
  return freeCopy(
    rows.map((r) => r.copy),
    allowDuplicate,
  );
}

/** The discs of the bag that are active (the ones a copy number counts among). */
export const activeInBag = (bagId: string): SQL =>
  and(eq(userDisc.bagId, bagId), eq(userDisc.status, 'active'))!;

/** The lowest copy number not in `taken` (1 when none is); 409 duplicate_disc if taken is not empty and not allowed. */
export function freeCopy(taken: Iterable<number>, allowDuplicate: boolean): number {
  const used = new Set(taken);
  if (used.size > 0 && !allowDuplicate) throw duplicateDisc();
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

/**
 * Puts a catalogue disc in one of the player's bags, inside the caller's transaction, which must
 * hold lockPlayer: 404 for a bag not theirs, 400 for a disc not in the catalogue, 409 past a
 * limit. The caller maps write errors with mapWriteError.
 */
export async function insertUserDisc(
  tx: Pick<Db, 'select' | 'execute' | 'insert'>,
  userId: string,
  input: NewUserDisc,
): Promise<UserDisc> {
  const { bagId, discitId, color, extra, details } = input;
  if (!(await ownsBag(tx, userId, bagId))) throw bagNotFound();
  const discDetails = await catalogueDetails(tx, discitId);
  if (!discDetails) throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
  await checkLimits(tx, userId, {
    bagId,
    extraBytes: extraBytes(extra) + detailTextBytes(details),
  });
  const active = (details.status ?? 'active') === 'active';
  const copy = active ? await nextCopy(tx, bagId, discitId, input.allowDuplicate === true) : 1;
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
      copy,
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
    ...copyOf(row!),
    discDetails,
  };
}

/** An add: every core field, the details, and whether a second copy is meant. */
export type NewUserDisc = Required<Omit<UserDiscChanges, 'allowDuplicate'>> &
  Pick<UserDiscChanges, 'allowDuplicate'>;

export type UserDiscRepository = ReturnType<typeof userDiscRepository>;

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
      photoHash: userDiscPhoto.hash,
    })
    .from(userDisc)
    // The photo's version only (its primary key is the disc's id); never its bytes.
    .leftJoin(userDiscPhoto, eq(userDiscPhoto.userDiscId, userDisc.id))
    .where(eq(userDisc.userId, sql.placeholder('userId')))
    .orderBy(userDisc.id)
    .prepare('hyzer_user_disc_rows');

  const readList = async (userId: string, snapshot: CatalogueSnapshot): Promise<string> => {
    const rows = await listStatement.execute({ userId });
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
    const [row] = await selectWithDetails(ex, ownRow(userDisc, userId, id));
    return row ? toUserDisc(userId, row) : null;
  };

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
        async () => new KeptJson(await readList(userId, snapshot)),
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
    async update(userId: string, id: string, changes: UserDiscChanges): Promise<UserDisc> {
      if (!isUuid(id)) throw discNotFound();
      return db
        .transaction(async (tx) => {
          await lockPlayer(tx, userId);
          const [current] = await tx
            .select()
            .from(userDisc)
            .where(ownRow(userDisc, userId, id))
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
          // A disc that becomes active in a bag (moved, another catalogue disc, restored) takes
          // a copy number there; the duplicate rule applies (docs/decisions/0014).
          const nextStatus = detailValues.status ?? current.status;
          const nextBag = bagId ?? current.bagId;
          const nextDisc = discitId ?? current.discId;
          const arrives =
            nextStatus === 'active' &&
            (current.status !== 'active' ||
              nextBag !== current.bagId ||
              nextDisc !== current.discId);
          const copy = arrives
            ? await nextCopy(tx, nextBag, nextDisc, changes.allowDuplicate === true, id)
            : undefined;
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

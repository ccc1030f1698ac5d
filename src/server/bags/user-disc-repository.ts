import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import type { DiscDetails } from '../../core/disc/types';
import {
  DISC_NOT_IN_CATALOGUE,
  EXTRA_MAX_BYTES,
  EXTRA_TOO_LARGE,
  extraBytes,
  type ExtraFields,
  type UserDiscChanges,
} from '../../core/schemas/user-disc';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { bag, disc, userDisc } from '../db/schema';
import {
  bagNotFound,
  discNotFound,
  duplicateDisc,
  FOREIGN_KEY_VIOLATION,
  invalidInput,
  pgCode,
  UNIQUE_VIOLATION,
} from './bag-errors';
import { isUuid, uuidv7 } from './uuidv7';

type Executor = Pick<Db, 'select'>;

const columns = {
  id: userDisc.id,
  bagId: userDisc.bagId,
  discitId: userDisc.discId,
  color: userDisc.color,
  extra: userDisc.extra,
  createdAt: userDisc.createdAt,
  catalogueId: disc.id,
  name: disc.name,
  brand: disc.brand,
  category: disc.category,
  speed: disc.speed,
  glide: disc.glide,
  turn: disc.turn,
  fade: disc.fade,
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
    discDetails:
      r.catalogueId === null || name === null || brand === null || category === null
        ? null
        : { name, brand, category, speed, glide, turn, fade },
  };
}

/** Inserts and updates answer 409 on the (bag_id, disc_id) unique index, 404 if the bag vanished. */
function mapWriteError(err: unknown): never {
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

const detailColumns = {
  name: disc.name,
  brand: disc.brand,
  category: disc.category,
  speed: disc.speed,
  glide: disc.glide,
  turn: disc.turn,
  fade: disc.fade,
};

/** The catalogue entry's details, or null when the catalogue has no such disc. */
async function catalogueDetails(db: Executor, discitId: string): Promise<DiscDetails | null> {
  const [row] = await db.select(detailColumns).from(disc).where(eq(disc.id, discitId));
  return row ?? null;
}

export type UserDiscRepository = ReturnType<typeof userDiscRepository>;

/** A user's discs. Every statement filters by the owner's id together with the row's id. */
export function userDiscRepository(db: Db) {
  const listStatement = selectWithDetails(
    db,
    eq(userDisc.userId, sql.placeholder('userId')),
  ).prepare('hyzer_user_disc_list');

  const findOne = async (ex: Executor, userId: string, id: string) => {
    const [row] = await selectWithDetails(
      ex,
      and(eq(userDisc.id, id), eq(userDisc.userId, userId)),
    );
    return row ? toUserDisc(userId, row) : null;
  };

  return {
    async list(userId: string): Promise<UserDisc[]> {
      const rows = await listStatement.execute({ userId });
      return rows.map((row) => toUserDisc(userId, row));
    },

    async add(userId: string, input: Required<UserDiscChanges>): Promise<UserDisc> {
      const { bagId, discitId, color, extra } = input;
      const [owned, discDetails] = await Promise.all([
        ownsBag(db, userId, bagId),
        catalogueDetails(db, discitId),
      ]);
      if (!owned) throw bagNotFound();
      if (!discDetails) throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
      const [row] = await db
        .insert(userDisc)
        .values({ id: uuidv7(), userId, bagId, discId: discitId, color, extra })
        .returning({ id: userDisc.id, bagId: userDisc.bagId, createdAt: userDisc.createdAt })
        .catch(mapWriteError);
      const { id, createdAt } = row!;
      return {
        id,
        userId,
        bagId: row!.bagId,
        discitId,
        color,
        createdAt: createdAt.toISOString(),
        ...extra,
        discDetails,
      };
    },

    /**
     * Changes the given fields; pass-through fields are merged into the stored set (a key sent
     * replaces that key, keys not sent are kept). 404 when the disc is not the user's.
     */
    async update(userId: string, id: string, changes: UserDiscChanges): Promise<UserDisc> {
      if (!isUuid(id)) throw discNotFound();
      return db
        .transaction(async (tx) => {
          const [current] = await tx
            .select({ bagId: userDisc.bagId, discId: userDisc.discId, extra: userDisc.extra })
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
          await tx
            .update(userDisc)
            .set({ bagId, discId: discitId, color, extra, updatedAt: sql`now()` })
            .where(and(eq(userDisc.id, id), eq(userDisc.userId, userId)));
          return (await findOne(tx, userId, id))!;
        })
        .catch(mapWriteError);
    },

    /** False when the disc is not the user's. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const gone = await db
        .delete(userDisc)
        .where(and(eq(userDisc.id, id), eq(userDisc.userId, userId)))
        .returning({ id: userDisc.id });
      return gone.length > 0;
    },
  };
}

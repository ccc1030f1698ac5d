import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BUDGET_COLUMNS } from '../../core/collection/disc-fields';
import { checkLimits, type CollectionChange, type PlayerUsage } from '../../core/limits';
import type { Db } from '../db/client';
import {
  bag,
  course,
  courseLayout,
  ownDisc,
  playerThrowCount,
  round,
  userDisc,
  userDiscPhoto,
  wishlistItem,
} from '../db/schema';
import { limitReached } from './collection-errors';

type Executor = Pick<Db, 'select'>;

/**
 * What one user_disc row counts toward the player's text budget: its pass-through fields as
 * stored JSON and the budget details' text (the field table's `budget` rows), in bytes.
 */
export const discTextBytes: SQL<number> = sql<number>`(octet_length(${userDisc.extra}::text) + ${sql.join(
  BUDGET_COLUMNS.map((c) => sql`coalesce(octet_length(${userDisc[c]}), 0)`),
  sql` + `,
)})`;

/**
 * The player's usage in one statement: bags, discs, text bytes, photo bytes, wishes, own discs, throws, courses, layouts and rounds, and the discs of
 * each of `bags` (existing bags a change puts discs into). Read under lockPlayer, so that what
 * it answers holds until the write commits.
 */
export async function readUsage(
  ex: Executor,
  userId: string,
  bags: Iterable<string> = [],
): Promise<PlayerUsage> {
  const ids = [...new Set(bags)];
  const perBag = ids.length
    ? sql`(select coalesce(json_object_agg(b.bag_id, b.n), '{}'::json) from (select ${userDisc.bagId} as bag_id, count(*) as n from ${userDisc} where ${and(eq(userDisc.userId, userId), inArray(userDisc.bagId, ids))} group by ${userDisc.bagId}) b)`
    : sql`'{}'::json`;
  const [row] = await ex
    .select({
      discs: sql<number>`count(*)`.mapWith(Number),
      textBytes: sql<number>`coalesce(sum(${discTextBytes}), 0)`.mapWith(Number),
      bags: sql<number>`(select count(*) from ${bag} where ${eq(bag.userId, userId)})`.mapWith(
        Number,
      ),
      photoBytes:
        sql<number>`(select coalesce(sum(${userDiscPhoto.bytes}), 0) from ${userDiscPhoto} where ${eq(userDiscPhoto.userId, userId)})`.mapWith(
          Number,
        ),
      wishes:
        sql<number>`(select count(*) from ${wishlistItem} where ${eq(wishlistItem.userId, userId)})`.mapWith(
          Number,
        ),
      ownDiscs:
        sql<number>`(select count(*) from ${ownDisc} where ${eq(ownDisc.userId, userId)})`.mapWith(
          Number,
        ),
      // Kept by triggers on `throw` (migration 0011): one row, however long the log.
      throws:
        sql<number>`coalesce((select ${playerThrowCount.throws} from ${playerThrowCount} where ${eq(playerThrowCount.userId, userId)}), 0)`.mapWith(
          Number,
        ),
      courses:
        sql<number>`(select count(*) from ${course} where ${eq(course.userId, userId)})`.mapWith(
          Number,
        ),
      layouts:
        sql<number>`(select count(*) from ${courseLayout} where ${eq(courseLayout.userId, userId)})`.mapWith(
          Number,
        ),
      rounds:
        sql<number>`(select count(*) from ${round} where ${eq(round.userId, userId)})`.mapWith(
          Number,
        ),
      // json: an object from both drivers; a count is bigint, given as a number or as text.
      perBag: sql<Record<string, number | string>>`${perBag}`,
    })
    .from(userDisc)
    .where(eq(userDisc.userId, userId));
  return {
    bags: row?.bags ?? 0,
    discs: row?.discs ?? 0,
    textBytes: row?.textBytes ?? 0,
    photoBytes: row?.photoBytes ?? 0,
    wishes: row?.wishes ?? 0,
    ownDiscs: row?.ownDiscs ?? 0,
    throws: row?.throws ?? 0,
    courses: row?.courses ?? 0,
    layouts: row?.layouts ?? 0,
    rounds: row?.rounds ?? 0,
    discsInBag: new Map(Object.entries(row?.perBag ?? {}).map(([id, n]) => [id, Number(n)])),
  };
}

/**
 * Every write of a player's collection calls this under lockPlayer before it writes: reads the
 * usage and applies the one rule (core/limits checkLimits); 409 limit_reached with the limit's
 * message when the change would pass a maximum.
 */
export async function enforceLimits(
  ex: Executor,
  userId: string,
  change: CollectionChange,
): Promise<void> {
  const usage = await readUsage(ex, userId, change.intoBags?.keys());
  const verdict = checkLimits(usage, change);
  if (!verdict.ok) throw limitReached(verdict.message);
}

/**
 * The photo storage quota through the same rule: `bytes` replacing the disc's current photo (if
 * any). Runs in the photo's transaction, under lockPlayer.
 */
export async function enforcePhotoQuota(
  ex: Executor,
  userId: string,
  userDiscId: string,
  bytes: number,
): Promise<void> {
  const [current] = await ex
    .select({ bytes: userDiscPhoto.bytes })
    .from(userDiscPhoto)
    .where(and(eq(userDiscPhoto.userId, userId), eq(userDiscPhoto.userDiscId, userDiscId)));
  await enforceLimits(ex, userId, { photoBytes: bytes - (current?.bytes ?? 0) });
}

/** The text bytes of the player's discs that `where` selects (what copying them adds to the budget). */
export async function textBytesOf(
  ex: Executor,
  userId: string,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`coalesce(sum(${discTextBytes}), 0)`.mapWith(Number) })
    .from(userDisc)
    .where(and(eq(userDisc.userId, userId), where));
  return row?.n ?? 0;
}

import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DiscDetails } from '../../core/disc/types';
import { isOwnDiscId } from '../../core/schemas/own-disc';
import { DISC_DETAIL_COLUMNS } from '../catalogue/disc-repository';
import type { Db } from '../db/client';
import { ownsRow } from '../db/own-rows';
import { bag, disc, ownDisc, userDisc } from '../db/schema';
import { ownDetails } from './catalogue-join';
import type { Executor } from './user-disc-rows';

/**
 * The queries the writes of a player's discs share (add, update, wishlist move, copy, move, an
 * own disc's link): whose a bag is, a disc's details, the copy numbers taken in a bag, the insert
 * of one disc. No rule here: the services decide what an answer means.
 */

export const ownsBag = (ex: Executor, userId: string, bagId: string): Promise<boolean> =>
  ownsRow(ex, bag, userId, bagId);

/** The catalogue entry's details, or null when the catalogue has no such disc. */
export async function catalogueDetails(
  db: Executor,
  discitId: string,
): Promise<DiscDetails | null> {
  const [row] = await db.select(DISC_DETAIL_COLUMNS).from(disc).where(eq(disc.id, discitId));
  return row ?? null;
}

/**
 * The details of a disc the player may hold: a catalogue disc, or one of the player's own discs
 * (`own: true`, docs/decisions/0029); null for anything else, another player's own disc included.
 */
export async function discDetailsFor(
  db: Executor,
  userId: string,
  discitId: string,
): Promise<DiscDetails | null> {
  if (!isOwnDiscId(discitId)) return catalogueDetails(db, discitId);
  const [row] = await db
    .select(OWN_DETAIL_COLUMNS)
    .from(ownDisc)
    .where(and(eq(ownDisc.id, discitId), eq(ownDisc.userId, userId)));
  return row ? ownDetails(row) : null;
}

/** The player's own discs of these ids with their details (docs/decisions/0029). */
export async function ownDetailsOf(
  db: Pick<Db, 'select'>,
  userId: string,
  ids: readonly string[],
): Promise<[string, DiscDetails][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ownDisc.id, ...OWN_DETAIL_COLUMNS })
    .from(ownDisc)
    .where(and(eq(ownDisc.userId, userId), inArray(ownDisc.id, [...ids])));
  return rows.map((r) => [r.id, ownDetails(r)]);
}

const OWN_DETAIL_COLUMNS = {
  name: ownDisc.name,
  brand: ownDisc.brand,
  category: ownDisc.category,
  speed: ownDisc.speed,
  glide: ownDisc.glide,
  turn: ownDisc.turn,
  fade: ownDisc.fade,
};

/** The discs of the bag that are active (the ones a copy number counts among). */
export const activeInBag = (bagId: string): SQL =>
  and(eq(userDisc.bagId, bagId), eq(userDisc.status, 'active'))!;

/**
 * The copy numbers the active copies of a disc hold in a bag; `except` (the disc itself when it
 * is moved or restored) left out. Read under lockPlayer.
 */
export async function copiesInBag(
  ex: Executor,
  bagId: string,
  discId: string,
  except?: string,
): Promise<number[]> {
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
  return rows.map((r) => r.copy);
}

/** Inserts one disc of the player's (the caller's transaction); answers the stored row. */
export async function insertDiscRow(
  tx: Pick<Db, 'insert'>,
  values: typeof userDisc.$inferInsert,
): Promise<typeof userDisc.$inferSelect> {
  const [row] = await tx.insert(userDisc).values(values).returning();
  return row!;
}

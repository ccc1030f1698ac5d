import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import { detailTextBytes } from '../../core/collection/disc-fields';
import type { DiscDetails } from '../../core/disc/types';
import {
  DISC_NOT_IN_CATALOGUE,
  storedExtraBytes,
  type UserDiscChanges,
} from '../../core/schemas/user-disc';
import { DISC_DETAIL_COLUMNS } from '../catalogue/disc-repository';
import type { Db } from '../db/client';
import { FOREIGN_KEY_VIOLATION, pgCode, UNIQUE_VIOLATION } from '../db/error-chain';
import { newId } from '../db/ids';
import { ownsRow } from '../db/own-rows';
import { bag, disc, ownDisc, userDisc } from '../db/schema';
import { isOwnDiscId } from '../../core/schemas/own-disc';
import { ownDetails } from './catalogue-join';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { bagNotFound, duplicateDisc } from './collection-errors';
import { enforceLimits } from './player-usage';
import { copyOf, detailColumns, detailsOf, type Executor } from './user-disc-rows';

/**
 * The pieces the writes of a player's discs share (add, update, wishlist move, copy, move): the
 * owner and catalogue checks, copy numbers (docs/decisions/0014), the insert of one disc and the
 * mapping of a failed write to the API's answer.
 */

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

/** The lowest copy number not in `taken` (1 when none is); 409 duplicate_disc if taken is not empty and not allowed. */
export function freeCopy(taken: Iterable<number>, allowDuplicate: boolean): number {
  const used = new Set(taken);
  if (used.size > 0 && !allowDuplicate) throw duplicateDisc();
  let n = 1;
  while (used.has(n)) n++;
  return n;
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

/** An add: every core field, the details, and whether a second copy is meant. */
export type NewUserDisc = Required<Omit<UserDiscChanges, 'allowDuplicate'>> &
  Pick<UserDiscChanges, 'allowDuplicate'>;

/**
 * Puts a catalogue disc (or one of the player's own discs) in one of the player's bags, inside the caller's transaction, which must
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
  const discDetails = await discDetailsFor(tx, userId, discitId);
  if (!discDetails) throw invalidInput({ discitId: DISC_NOT_IN_CATALOGUE });
  await enforceLimits(tx, userId, {
    discs: 1,
    intoBags: new Map([[bagId, 1]]),
    textBytes: storedExtraBytes(extra) + detailTextBytes(details),
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

import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { UserDisc } from '../../core/bag-types';
import {
  DETAIL_COLUMNS,
  detailsFromStored,
  storedFromDetails,
  type DetailColumn,
  type DiscDetailChanges,
  type UserDiscDetails,
} from '../../core/collection/disc-fields';
import { photoUrl } from '../../core/photo/photo-rules';
import type { Db } from '../db/client';
import { disc, ownDisc, userDisc, userDiscPhoto } from '../db/schema';
import { CATALOGUE_COLUMNS, joinCatalogue, joinedDetails, joinOwnDisc } from './catalogue-join';

/**
 * How a user_disc row becomes a disc as the API answers it, and details become column values.
 * The detail columns come from the field table (core/collection/disc-fields.ts).
 */
export type Executor = Pick<Db, 'select' | 'execute'>;

type UserDiscRow = typeof userDisc.$inferSelect;
/** The typed details' columns and the copy number, as stored. */
export type DetailColumns = Pick<UserDiscRow, DetailColumn | 'copy'>;

/** The details' columns of user_disc, by their Drizzle keys, and the copy number. */
export const DETAIL_COLUMNS_OF_USER_DISC = {
  ...(Object.fromEntries(DETAIL_COLUMNS.map((c) => [c, userDisc[c]])) as {
    [C in DetailColumn]: (typeof userDisc)[C];
  }),
  copy: userDisc.copy,
};

/** The copy number as the API answers it: only from 2 on (docs/decisions/0014). */
export function copyOf(r: { copy: number }): { copy?: number } {
  return r.copy > 1 ? { copy: r.copy } : {};
}

/** The stored detail columns as the API answers them: a field not set is left out. */
export function detailsOf(r: Omit<DetailColumns, 'copy'>): UserDiscDetails {
  return detailsFromStored(r);
}

/** Detail changes as column values: only the fields sent, `null` clearing one. */
export function detailColumns(d: DiscDetailChanges): Partial<Omit<DetailColumns, 'copy'>> {
  return storedFromDetails(d) as Partial<Omit<DetailColumns, 'copy'>>;
}

/** createdAt as `extract(epoch from …)::text` gives it ('1763899513.481123') → toISOString(). */
export function isoFromEpochText(epoch: string): string {
  const dot = epoch.indexOf('.');
  const seconds = dot < 0 ? epoch : epoch.slice(0, dot);
  const millis = dot < 0 ? '000' : epoch.slice(dot + 1, dot + 4).padEnd(3, '0');
  return new Date(Number(seconds) * 1000 + Number(millis)).toISOString();
}

export interface ListRow extends DetailColumns {
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
export function listText(
  userId: string,
  rows: readonly ListRow[],
  details: (id: string) => string,
) {
  const userJson = JSON.stringify(userId);
  const parts = rows.map(
    (r) =>
      `{"id":"${r.id}","userId":${userJson},"bagId":"${r.bagId}","discitId":${JSON.stringify(r.discitId)},"color":${JSON.stringify(r.color)},"createdAt":"${isoFromEpochText(r.created)}"${r.extra === '{}' ? '' : ',' + r.extra.slice(1, -1)},${JSON.stringify({ ...detailsOf(r), ...copyOf(r) }).slice(1, -1)}${r.photoHash === null ? '' : `,"photoUrl":"${photoUrl(r.id, r.photoHash)}"`},"discDetails":${details(r.discitId)}}`,
  );
  return `[${parts.join(',')}]`;
}

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

/** The user's discs with catalogue or own-disc details attached (LEFT JOIN: a missing entry gives null). */
export const selectWithDetails = (db: Executor, where: SQL | undefined) =>
  db
    .select(columns)
    .from(userDisc)
    .leftJoin(disc, joinCatalogue(userDisc.discId))
    .leftJoin(ownDisc, joinOwnDisc(userDisc.discId, userDisc.userId))
    // By the owner too: the photo index leads with user_id (the list's plan, 0012_list_indexes).
    .leftJoin(
      userDiscPhoto,
      and(eq(userDiscPhoto.userId, userDisc.userId), eq(userDiscPhoto.userDiscId, userDisc.id)),
    )
    .where(where)
    .orderBy(userDisc.id);

type Row = Awaited<ReturnType<typeof selectWithDetails>>[number];

export function toUserDisc(userId: string, r: Row): UserDisc {
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

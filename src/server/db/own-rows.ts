import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { isUuid } from './ids';

/** A table of players' rows: each has an id and its owner's id. */
export type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** The row `id` of player `userId`: every statement on a player's row names both. */
export function ownRow(table: OwnedTable, userId: string, id: string): SQL {
  return and(eq(table.id, id), eq(table.userId, userId))!;
}

/** Whether the player has the row (a malformed id is nobody's). */
export async function ownsRow(
  ex: Pick<Db, 'select'>,
  table: OwnedTable,
  userId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await ex
    .select({ id: table.id })
    .from(table)
    .where(ownRow(table, userId, id));
  return rows.length > 0;
}

/** Deletes the player's row; false when there was none. */
export async function deleteOwnRow(
  ex: Pick<Db, 'delete'>,
  table: OwnedTable,
  userId: string,
  id: string,
): Promise<boolean> {
  const gone = await ex
    .delete(table)
    .where(ownRow(table, userId, id))
    .returning({ id: table.id });
  return gone.length > 0;
}

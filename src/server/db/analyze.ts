import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { bag, ownDisc, throwLog, userDisc } from './schema';

/** The tables a collection import writes in bulk. */
export const IMPORTED_TABLES: readonly PgTable[] = [bag, userDisc, ownDisc, throwLog];

/**
 * Refreshes the planner's statistics of `tables` (every table when none are named) after bulk
 * work on embedded PGlite, which has no autovacuum to do it: without them the planner guesses a
 * table's size from its pages (61 rows expected of a 20,000-throw log) and its plans part from
 * PostgreSQL's. A no-op on PostgreSQL, whose autovacuum analyses what changed. ANALYZE reads a
 * sample of at most 30,000 rows per table (the default statistics target), so its cost is
 * bounded whatever the table's size.
 */
export async function analyzeEmbedded(
  database: Pick<Database, 'kind' | 'db'>,
  tables: readonly PgTable[] = [],
): Promise<void> {
  if (database.kind !== 'pglite') return;
  if (tables.length === 0) {
    await database.db.execute(sql`analyze`);
    return;
  }
  // A statement per table, with a turn between two: PGlite runs one statement at a time, so a
  // request that arrived meanwhile (health's `select 1`) waits for one table's sample, not all.
  for (const [i, table] of tables.entries()) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    await database.db.execute(sql`analyze ${sql.identifier(getTableName(table))}`);
  }
}

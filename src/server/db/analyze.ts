import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import {
  bag,
  course,
  courseLayout,
  ownDisc,
  round,
  roundHole,
  roundShot,
  throwLog,
  userDisc,
} from './schema';

/**
 * Tables of up to hundreds of thousands of rows, analysed from a small sample on the columns
 * their queries choose by: the owner, and a hole's or shot's round (without it the planner takes
 * `round_id in (…100 ids)` for most of a player's holes and reads the whole table).
 */
const LONG_TABLES = new Map<PgTable, readonly string[]>([
  [throwLog, ['user_id']],
  [round, ['user_id']],
  [roundHole, ['user_id', 'round_id']],
  [roundShot, ['user_id', 'round_id']],
]);

/** The tables a collection import writes in bulk. */
export const IMPORTED_TABLES: readonly PgTable[] = [
  bag,
  userDisc,
  ownDisc,
  throwLog,
  course,
  courseLayout,
  round,
  roundHole,
  roundShot,
];

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
    const name = sql.identifier(getTableName(table));
    const columns = LONG_TABLES.get(table);
    if (!columns) {
      await database.db.execute(sql`analyze ${name}`);
      continue;
    }
    // The throw log and the rounds' tables are those an import fills by tens of thousands of
    // rows, and ANALYZE is one statement on PGlite's thread: the throw log's default sample
    // (30,000 rows, every column) held the event loop 460 to 780 ms at 40,000 throws on the
    // loaded 2-core machine. The planner's choices over them need their row count and the share
    // of their owner and round columns, which a sample of 3,000 rows of those columns gives in
    // 20 to 40 ms there (decision 0039).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local default_statistics_target = 10`);
      await tx.execute(
        sql`analyze ${name} (${sql.join(
          columns.map((c) => sql.identifier(c)),
          sql`, `,
        )})`,
      );
    });
  }
}

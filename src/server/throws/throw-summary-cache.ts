import { eq } from 'drizzle-orm';
import { playerThrowCount } from '../db/schema';
import { keptPerDatabase, KeptSummary } from '../collection/kept-summary';
import { throwService } from './throw-service';

/**
 * Each player's throw summary (GET /api/throws/summary), kept per throw version: the player's
 * player_throw_count.version, raised by triggers in the transaction of every statement that
 * inserts, updates or deletes throws (a PUT, a DELETE, an import's slices, a disc or bag deleted
 * with its throws, an account deleted). See KeptSummary.
 */
export const throwSummaryCache = keptPerDatabase((db) => {
  const throws = throwService(db);
  return new KeptSummary(
    db,
    'throwSummary',
    async (userId) => {
      const [row] = await db
        .select({ version: playerThrowCount.version })
        .from(playerThrowCount)
        .where(eq(playerThrowCount.userId, userId));
      return row?.version ?? 0;
    },
    (userId) => throws.summary(userId),
  );
});

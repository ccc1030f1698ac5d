import { eq } from 'drizzle-orm';
import { timeSlices } from '../../core/collection/time-slices';
import { statsWithDiscs } from '../../core/caddie/stats-with-discs';
import { playerRoundVersion } from '../db/schema';
import { keptPerDatabase, KeptSummary } from '../collection/kept-summary';
import { roundPages } from './round-repository';

/**
 * Each player's round statistics (GET /api/rounds/stats), kept per round version: the player's
 * player_round_version.version, raised by triggers in the transaction of every statement that
 * writes their rounds, holes or shots (a PUT of a round or a hole, a delete, a UDisc import, a
 * disc deleted from under its shots, an account deleted). Computed from the rounds a page at a
 * time, in slices with a turn between two. See KeptSummary.
 */
export const roundStatsCache = keptPerDatabase(
  (db) =>
    new KeptSummary(
      db,
      'roundStats',
      async (userId) => {
        const [row] = await db
          .select({ version: playerRoundVersion.version })
          .from(playerRoundVersion)
          .where(eq(playerRoundVersion.userId, userId));
        return row?.version ?? 0;
      },
      (userId) => {
        const slices = timeSlices();
        return statsWithDiscs(roundPages(db, userId, slices), slices);
      },
    ),
);

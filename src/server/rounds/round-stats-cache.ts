import { eq } from 'drizzle-orm';
import { timeSlices } from '../../core/collection/time-slices';
import { statsWithDiscs } from '../../core/caddie/stats-with-discs';
import type { Db } from '../db/client';
import { playerRoundVersion } from '../db/schema';
import { keptPerDatabase, KeptSummary } from '../collection/kept-summary';
import { roundPages, roundRepository } from './round-repository';

/**
 * The player's round version: player_round_version.version, raised by triggers in the
 * transaction of every statement that writes their rounds, holes or shots (a PUT of a round or a
 * hole, a delete, an import, a disc deleted from under its shots, an account deleted).
 */
const roundVersion = (db: Db) => async (userId: string) => {
  const [row] = await db
    .select({ version: playerRoundVersion.version })
    .from(playerRoundVersion)
    .where(eq(playerRoundVersion.userId, userId));
  return row?.version ?? 0;
};

/**
 * Each player's round statistics (GET /api/rounds/stats), kept per round version and computed
 * from the rounds a page at a time, in slices with a turn between two. See KeptSummary.
 */
export const roundStatsCache = keptPerDatabase(
  (db) =>
    new KeptSummary(db, 'roundStats', roundVersion(db), (userId) => {
      const slices = timeSlices();
      return statsWithDiscs(roundPages(db, userId, slices), slices);
    }),
);

/**
 * Each player's newest page of rounds (GET /api/rounds without `before`: what the rounds screen
 * and the summary read), kept per round version. See KeptSummary.
 */
export const newestRoundsCache = keptPerDatabase((db) => {
  const rounds = roundRepository(db);
  return new KeptSummary(db, 'roundList', roundVersion(db), (userId) => rounds.list(userId));
});

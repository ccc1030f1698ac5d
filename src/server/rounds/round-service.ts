/**
 * The rules of a player's rounds (docs/decisions/0043): client-made ids, another player's round
 * as a missing one (404), the per-player limit under the player lock, a bag kept only while it
 * is the player's, a hole's scores only on the round's holes and for its players, the throws a
 * hole's shots make, and the UDisc import's size. Writes are idempotent: PUT of a round or of a
 * hole creates or replaces, and the last write of a hole wins (a round scored on two devices
 * keeps, for each hole, the write that reached the server last). The queries are
 * round-repository.ts's.
 */
import type { z } from 'zod';
import { timeSlices } from '../../core/collection/time-slices';
import type { Hole } from '../../core/schemas/course';
import {
  PLAYER_INVALID,
  type HoleScores,
  type putHoleScoresSchema,
  type PutRound,
  type Round,
  type RoundListItem,
} from '../../core/schemas/round';
import { THROW_CURSOR } from '../../core/schemas/throw';
import {
  udiscCsvHeader,
  udiscCsvLines,
  UDISC_MAX_BYTES,
  UDISC_TOO_LARGE,
} from '../../core/rounds/udisc-csv';
import { lockPlayer } from '../collection/player-lock';
import { enforceLimits } from '../collection/player-usage';
import type { Database, Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ApiError } from '../http/errors';
import { importWork } from '../http/metrics';
import { invalidInput } from '../http/validation';
import { clientId, holeNotOnRound, roundNotFound } from './round-errors';
import { roundColumns, roundPages, roundRepository, toHoleScores } from './round-repository';
import { newestRoundsCache, roundStatsCache } from './round-stats-cache';
import { syncShotThrow } from './shot-throws';
import { importUdisc } from './udisc-import';

type Rounds = ReturnType<typeof roundRepository>;

/** A hole of the path (one or two digits) as a number, NaN when it cannot be one. */
const holeNumber = (param: string) => (/^\d{1,2}$/.test(param) ? Number(param) : NaN);

/** One hole of a round: its scores and shots, and the throws the shots make. */
function holeRules(db: Db, rounds: Rounds) {
  return {
    /** Replaces one hole's scores and shots (last write wins). */
    async putHole(
      me: string,
      rawId: string,
      holeParam: string,
      input: z.output<typeof putHoleScoresSchema>,
    ): Promise<HoleScores> {
      if (!isUuid(rawId)) throw roundNotFound();
      const id = rawId.toLowerCase();
      const hole = holeNumber(holeParam);
      return db.transaction(async (tx) => {
        const r = await rounds.findRound(tx, me, id);
        if (!r) throw roundNotFound();
        if (!(hole >= 1 && hole <= (r.holes as Hole[]).length)) throw holeNotOnRound();
        const guests = (r.guests as string[]).length;
        if (input.scores.some((s) => s.player > guests))
          throw invalidInput({ scores: PLAYER_INVALID });
        const row = await rounds.writeHole(tx, me, id, hole, input.scores);
        const shots = await rounds.writeShots(tx, me, id, hole, input.shots);
        const discs = new Set(shots.map((s) => s.userDiscId).filter((d) => d !== null));
        await syncShotThrow(
          tx,
          me,
          { roundId: id, hole, thrownAt: r.startedAt },
          input.shots,
          (d) => (discs.has(d.toLowerCase()) ? d.toLowerCase() : null),
        );
        return toHoleScores(row, shots, guests);
      });
    },
  };
}

/** The UDisc scorecard CSV: written a page of rounds at a time, and read in. */
function udiscRules(database: Pick<Database, 'kind' | 'db'>, rounds: Rounds) {
  return {
    /**
     * The player's rounds as UDisc's CSV, the header (with its byte order mark) first and then a
     * page of rounds a piece, each piece starting on a new line.
     */
    async udiscCsv(me: string, myName: string) {
      const maxHoles = await rounds.mostHoles(me);
      const pages = roundPages(database.db, me, timeSlices());
      async function* lines(): AsyncGenerator<string, void> {
        for await (const page of pages) yield `\r\n${udiscCsvLines(page, myName, maxHoles)}`;
      }
      return { header: `\uFEFF${udiscCsvHeader(maxHoles)}`, lines: lines() };
    },

    /** A UDisc scorecard file imported, all or nothing, read in slices. */
    async importUdisc(me: string, input: Parameters<typeof importUdisc>[2]) {
      if (Buffer.byteLength(input.content, 'utf8') > UDISC_MAX_BYTES) {
        throw new ApiError(413, 'payload_too_large', UDISC_TOO_LARGE);
      }
      const done = importWork();
      try {
        // Read in slices: a 2 MB file takes longer than other requests should wait.
        return await importUdisc(database, me, input, timeSlices());
      } finally {
        done();
      }
    },
  };
}

/** A player's rounds, each hole's scores, their statistics and the UDisc CSV. */
export function roundService(database: Pick<Database, 'kind' | 'db'>) {
  const db = database.db;
  const rounds = roundRepository(db);
  const newest = newestRoundsCache(db);
  const stats = roundStatsCache(db);

  async function get(me: string, rawId: string): Promise<Round> {
    if (!isUuid(rawId)) throw roundNotFound();
    const found = await rounds.one(me, rawId.toLowerCase());
    if (!found) throw roundNotFound();
    return found;
  }

  return {
    /** The newest page of the player's rounds, kept until their rounds change. */
    newest: (me: string) => newest.read(me),

    /** The page of the player's rounds before the cursor `before` (a valid THROW_CURSOR). */
    before(me: string, before: string): Promise<RoundListItem[]> {
      const [, startedAt, id] = THROW_CURSOR.exec(before)!;
      return rounds.list(me, { startedAt: new Date(startedAt!), id: id! });
    },

    /** The player's round statistics, kept until their rounds change, computed in slices. */
    stats: (me: string) => stats.read(me),

    get,

    /** All the player's rounds in full, oldest first (the collection export). */
    all: (me: string): Promise<Round[]> => rounds.all(me),

    /**
     * Create or replace the round (not its scores). A replace that takes holes off the round
     * deletes their scores and shots.
     */
    async put(
      me: string,
      rawId: string,
      input: PutRound,
    ): Promise<{ created: boolean; value: Round }> {
      const id = clientId(rawId);
      const created = await db.transaction(async (tx) => {
        await lockPlayer(tx, me);
        // The bag chosen for the round: a reference kept only while it is one of the player's.
        const columns = roundColumns(input, await rounds.ownBagId(tx, me, input.bagId));
        if (await rounds.findRound(tx, me, id)) {
          await rounds.updateRound(tx, me, id, columns);
          return false;
        }
        await enforceLimits(tx, me, { rounds: 1 });
        await rounds.insertRound(tx, me, id, columns);
        return true;
      });
      return { created, value: await get(me, id) };
    },

    /** Deletes the round with its scores and shots; a round not there succeeds too. */
    async remove(me: string, rawId: string): Promise<void> {
      await rounds.remove(me, clientId(rawId));
    },

    ...holeRules(db, rounds),
    ...udiscRules(database, rounds),
  };
}

export type RoundService = ReturnType<typeof roundService>;

import {
  deleteRound,
  exportUdiscRounds,
  getRound,
  getRoundStats,
  importUdiscRounds,
  listRounds,
  putHoleScores,
  putRound,
} from '../../core/api/round-routes';
import { exportFileName } from '../../core/collection/export-format';
import { timeSlices } from '../../core/collection/time-slices';
import type { RoundStatsAnswer } from '../../core/api/round-routes';
import { roundListQuerySchema, type RoundListItem } from '../../core/schemas/round';
import { THROW_CURSOR } from '../../core/schemas/throw';
import {
  udiscCsvHeader,
  udiscCsvLines,
  UDISC_MAX_BYTES,
  UDISC_TOO_LARGE,
} from '../../core/rounds/udisc-csv';
import type { Db } from '../db/client';
import { apiGroup, type DeclaredHandler, readBody, serve } from '../http/declared-route';
import { ApiError } from '../http/errors';
import { keptJsonAnswer } from '../http/kept-json';
import { importWork } from '../http/metrics';
import { requireUser } from '../http/session';
import { validate } from '../http/validation';
import { roundPages, roundRepository } from '../rounds/round-repository';
import { newestRoundsCache, roundStatsCache } from '../rounds/round-stats-cache';
import { importUdisc } from '../rounds/udisc-import';
import type { RouteDeps } from './route-deps';

type Rounds = ReturnType<typeof roundRepository>;

/** A page of the player's rounds, newest first; the newest page is kept until they change. */
function listPage(
  rounds: Rounds,
  newest: ReturnType<typeof newestRoundsCache>,
): DeclaredHandler<typeof listRounds> {
  return async (c) => {
    const { before } = validate(roundListQuerySchema, c.req.query());
    if (!before) {
      // The newest page, kept until the player's rounds change (round-stats-cache.ts).
      const kept = await newest.read(c.var.user.id);
      return keptJsonAnswer<RoundListItem[], 200>(c, kept, 200);
    }
    const [, startedAt, id] = THROW_CURSOR.exec(before)!;
    return c.json(
      await rounds.list(c.var.user.id, { startedAt: new Date(startedAt!), id: id! }),
      200,
    );
  };
}

/**
 * The UDisc CSV, written a page of rounds at a time as it is sent: 10,000 rounds are 3 MB of
 * text, and five exports at once held whole would hold every round of each in memory together.
 */
function udiscExport(db: Db, rounds: Rounds): DeclaredHandler<typeof exportUdiscRounds> {
  return async (c) => {
    const me = c.var.user;
    const maxHoles = await rounds.mostHoles(me.id);
    const pages = roundPages(db, me.id, timeSlices());
    const encoder = new TextEncoder();
    const csv = new ReadableStream<Uint8Array>({
      start(out) {
        out.enqueue(encoder.encode(`\uFEFF${udiscCsvHeader(maxHoles)}`));
      },
      async pull(out) {
        const next = await pages.next();
        if (next.done) out.close();
        else
          out.enqueue(
            encoder.encode(`\r\n${udiscCsvLines(next.value, me.name || 'Me', maxHoles)}`),
          );
      },
      async cancel() {
        await pages.return(undefined);
      },
    });
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName('rounds', new Date(), 'csv')}"`,
        'Cache-Control': 'no-store',
      },
    });
  };
}

/** A UDisc scorecard file imported, all or nothing, read in slices. */
function udiscImport(database: RouteDeps['database']): DeclaredHandler<typeof importUdiscRounds> {
  return async (c) => {
    const input = await readBody(c, importUdiscRounds);
    if (Buffer.byteLength(input.content, 'utf8') > UDISC_MAX_BYTES) {
      throw new ApiError(413, 'payload_too_large', UDISC_TOO_LARGE);
    }
    const done = importWork();
    try {
      // Read in slices: a 2 MB file takes longer than other requests should wait.
      const result = await importUdisc(database, c.var.user.id, input, timeSlices());
      return c.json(result, result.imported ? 201 : 200);
    } finally {
      done();
    }
  };
}

/** Create or replace a round (its own columns). */
function putOne(rounds: Rounds): DeclaredHandler<typeof putRound> {
  return async (c) => {
    const input = await readBody(c, putRound);
    const { created, value } = await rounds.put(c.var.user.id, c.req.param('id'), input);
    return created ? c.json(value, 201) : c.json(value, 200);
  };
}

/** Replace one hole's scores and shots. */
function putHole(rounds: Rounds): DeclaredHandler<typeof putHoleScores> {
  return async (c) => {
    const input = await readBody(c, putHoleScores);
    return c.json(
      await rounds.putHole(c.var.user.id, c.req.param('id'), c.req.param('hole'), input),
      200,
    );
  };
}

/**
 * /api/rounds (declared in core/api/round-routes): rounds, each hole's scores, and the UDisc
 * scorecard import and export (decision 0043). Owner-only: another player's round is 404.
 */
export function roundRoutes(deps: RouteDeps) {
  const db = deps.database.db;
  const rounds = roundRepository(db);
  const stats = roundStatsCache(db);
  const group = apiGroup();
  const signedIn = requireUser(deps.sessions, 'User must be logged in to keep rounds');
  group.openapi(serve(group, listRounds, signedIn), listPage(rounds, newestRoundsCache(db)));
  group.openapi(serve(group, exportUdiscRounds, signedIn), udiscExport(db, rounds));
  // Before /api/rounds/{id}, which would take "stats" for an id.
  // Kept until the player's rounds change, and computed in slices (round-stats-cache.ts).
  group.openapi(serve(group, getRoundStats, signedIn), async (c) =>
    keptJsonAnswer<RoundStatsAnswer, 200>(c, await stats.read(c.var.user.id), 200),
  );
  group.openapi(serve(group, getRound, signedIn), async (c) =>
    c.json(await rounds.get(c.var.user.id, c.req.param('id')), 200),
  );
  group.openapi(serve(group, putRound, signedIn), putOne(rounds));
  group.openapi(serve(group, deleteRound, signedIn), async (c) => {
    await rounds.remove(c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
  group.openapi(serve(group, putHoleScores, signedIn), putHole(rounds));
  group.openapi(serve(group, importUdiscRounds, signedIn), udiscImport(deps.database));
  return group;
}

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
import type { RoundStatsAnswer } from '../../core/api/round-routes';
import { roundListQuerySchema, type RoundListItem } from '../../core/schemas/round';
import { apiGroup, type DeclaredHandler, readBody, serve } from '../http/declared-route';
import { keptJsonAnswer } from '../http/kept-json';
import { requireUser } from '../http/session';
import { validate } from '../http/validation';
import { roundService, type RoundService } from '../rounds/round-service';
import type { RouteDeps } from './route-deps';

/** A page of the player's rounds, newest first; the newest page is kept until they change. */
function listPage(rounds: RoundService): DeclaredHandler<typeof listRounds> {
  return async (c) => {
    const { before } = validate(roundListQuerySchema, c.req.query());
    if (!before) {
      // The newest page, kept until the player's rounds change (round-stats-cache.ts).
      const kept = await rounds.newest(c.var.user.id);
      return keptJsonAnswer<RoundListItem[], 200>(c, kept, 200);
    }
    return c.json(await rounds.before(c.var.user.id, before), 200);
  };
}

/**
 * The UDisc CSV, written a page of rounds at a time as it is sent: 10,000 rounds are 3 MB of
 * text, and five exports at once held whole would hold every round of each in memory together.
 */
function udiscExport(rounds: RoundService): DeclaredHandler<typeof exportUdiscRounds> {
  return async (c) => {
    const me = c.var.user;
    const { header, lines } = await rounds.udiscCsv(me.id, me.name || 'Me');
    const encoder = new TextEncoder();
    const csv = new ReadableStream<Uint8Array>({
      start(out) {
        out.enqueue(encoder.encode(header));
      },
      async pull(out) {
        const next = await lines.next();
        if (next.done) out.close();
        else out.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await lines.return(undefined);
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
function udiscImport(rounds: RoundService): DeclaredHandler<typeof importUdiscRounds> {
  return async (c) => {
    const input = await readBody(c, importUdiscRounds);
    const result = await rounds.importUdisc(c.var.user.id, input);
    return c.json(result, result.imported ? 201 : 200);
  };
}

/** Create or replace a round (its own columns). */
function putOne(rounds: RoundService): DeclaredHandler<typeof putRound> {
  return async (c) => {
    const input = await readBody(c, putRound);
    const { created, value } = await rounds.put(c.var.user.id, c.req.param('id'), input);
    return created ? c.json(value, 201) : c.json(value, 200);
  };
}

/** Replace one hole's scores and shots. */
function putHole(rounds: RoundService): DeclaredHandler<typeof putHoleScores> {
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
 * scorecard import and export (decision 0043). Owner-only: another player's round is 404. The
 * rules are round-service.ts's.
 */
export function roundRoutes(deps: RouteDeps) {
  const rounds = roundService(deps.database);
  const group = apiGroup();
  const signedIn = requireUser(deps.sessions, 'User must be logged in to keep rounds');
  group.openapi(serve(group, listRounds, signedIn), listPage(rounds));
  group.openapi(serve(group, exportUdiscRounds, signedIn), udiscExport(rounds));
  // Before /api/rounds/{id}, which would take "stats" for an id.
  // Kept until the player's rounds change, and computed in slices (round-stats-cache.ts).
  group.openapi(serve(group, getRoundStats, signedIn), async (c) =>
    keptJsonAnswer<RoundStatsAnswer, 200>(c, await rounds.stats(c.var.user.id), 200),
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
  group.openapi(serve(group, importUdiscRounds, signedIn), udiscImport(rounds));
  return group;
}

import { exportBag, exportCollection, importDiscs } from '../../core/api/collection-routes';
import { buildCsv, buildExport, exportFileName } from '../../core/collection/export-format';
import { importLimitOf, readImportFile, timeSlices } from '../../core/collection/import-plan';
import type { Bag } from '../../core/bag-types';
import {
  exportedCourses,
  exportedRounds,
  type ExportedCourse,
  type ExportedRound,
} from '../../core/rounds/export-rounds';
import { courseService } from '../rounds/course-service';
import { roundService } from '../rounds/round-service';
import type { UserDisc } from '../../core/bag-types';
import type { Throw } from '../../core/schemas/throw';
import { throwService } from '../throws/throw-service';
import { analyzeEmbedded, IMPORTED_TABLES } from '../db/analyze';
import { ApiError } from '../http/errors';
import { bagNotFound } from '../collection/collection-errors';
import { invalidInput } from '../http/validation';
import { importService } from '../collection/import-service';
import { userDiscListCache } from '../collection/user-disc-list-cache';
import { userDiscService } from '../collection/user-disc-service';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { importWork } from '../http/metrics';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/** The format parameter, already checked against the declaration's enum. */
const formatOf = (p: string): 'json' | 'csv' => (p === 'csv' ? 'csv' : 'json');

function fileAnswer(
  format: 'json' | 'csv',
  label: string,
  bags: readonly Bag[],
  discs: readonly UserDisc[],
  throws: readonly Throw[],
  rounds?: { courses: ExportedCourse[]; rounds: ExportedRound[] },
): Response {
  const now = new Date();
  const body =
    format === 'json'
      ? JSON.stringify({ ...buildExport(bags, discs, now, throws), ...rounds }, null, 2)
      : `\uFEFF${buildCsv(bags, discs)}`; // the BOM makes spreadsheets read UTF-8
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type':
        format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(label, now, format)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * Export (a bag or the whole collection, JSON or CSV, as a download) and import (all or nothing,
 * with a per-row report), declared in core/api/collection-routes. Owner-only: another player's
 * bag answers 404 like a missing one.
 */
export function collectionRoutes(deps: RouteDeps) {
  const { sessions, bags } = deps;
  const discs = userDiscService(deps.database.db, { catalogue: deps.catalogue });
  const throws = throwService(deps.database.db);
  const courses = courseService(deps.database.db);
  const roundsOf = roundService(deps.database);
  /** The player's throws, for a JSON export (a CSV has one row per disc and no throws). */
  const throwsFor = (format: 'json' | 'csv', userId: string) =>
    format === 'json' ? throws.list(userId) : Promise.resolve([]);
  const imports = importService(deps.database.db, {
    catalogue: deps.catalogue,
    analyze: (tables) => analyzeEmbedded(deps.database, tables),
  });
  const group = apiGroup();
  const exportMessage = 'User must be logged in to export discs';
  group.openapi(serve(group, exportBag, requireUser(sessions, exportMessage)), async (c) => {
    const id = c.req.param('id');
    const format = formatOf(c.req.param('format'));
    const bag = (await bags.list(c.var.user.id)).find((b) => b.id === id);
    if (!bag) throw bagNotFound();
    const all = await discs.list(c.var.user.id);
    return fileAnswer(format, bag.name, [bag], all, await throwsFor(format, c.var.user.id));
  });
  group.openapi(serve(group, exportCollection, requireUser(sessions, exportMessage)), async (c) => {
    const format = formatOf(c.req.param('format'));
    const userId = c.var.user.id;
    const all = await discs.list(userId);
    // The whole collection's JSON carries the player's courses and rounds too (decision 0043).
    const rounds =
      format === 'json'
        ? {
            courses: exportedCourses(await courses.own(userId)),
            rounds: exportedRounds(await roundsOf.all(userId), all),
          }
        : undefined;
    return fileAnswer(
      format,
      'collection',
      await bags.list(userId),
      all,
      await throwsFor(format, userId),
      rounds,
    );
  });
  group.openapi(
    serve(group, importDiscs, requireUser(sessions, 'User must be logged in to import discs')),
    async (c) => {
      const input = await readBody(c, importDiscs);
      const limit = importLimitOf(input.format);
      if (Buffer.byteLength(input.content, 'utf8') > limit.bytes) {
        throw new ApiError(413, 'payload_too_large', limit.message);
      }
      const userId = c.var.user.id;
      const done = importWork();
      try {
        // Read in slices: a 2 MB file takes longer than other requests should wait.
        const read = await readImportFile(input.format, input.content, { slices: timeSlices() });
        if (!read.ok) throw invalidInput({ content: read.message });
        const { imported, result } = await imports.run(userId, read.value, input);
        // Bulk rows: the embedded database's planner statistics follow (db/analyze.ts).
        if (imported) await analyzeEmbedded(deps.database, IMPORTED_TABLES);
        return c.json(result, imported ? 201 : 200);
      } finally {
        done();
        // The import may have written bags and discs: drop the lists this process keeps of them.
        bags.changed(userId);
        userDiscListCache(deps.database.db).changed(userId);
      }
    },
  );
  return group;
}

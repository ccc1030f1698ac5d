import {
  deleteThrow,
  listThrows,
  putThrow,
  throwPage,
  throwSummary,
  throwTrend,
} from '../../core/api/throw-routes';
import {
  throwListQuerySchema,
  throwPageQuerySchema,
  throwTrendQuerySchema,
  type Throw,
} from '../../core/schemas/throw';
import type { ThrowSummary } from '../../core/throws/throw-summary';
import { throwService } from '../throws/throw-service';
import { throwSummaryCache } from '../throws/throw-summary-cache';
import { validate } from '../http/validation';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { KeptJson, keptJsonAnswer } from '../http/kept-json';
import { streamedJsonList } from '../http/streamed-json';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/**
 * /api/throws (declared in core/api/throw-routes): the signed-in player's throw log. Writes are
 * idempotent with client-made ids (decision 0030): PUT creates (201) or replaces (200), DELETE
 * answers 204 whether or not the throw was there. The pages read the summary and pages of the
 * log (the summary kept in memory until the log changes); the whole log is read in slices and
 * streamed, compressed as it goes (decision 0039).
 */
export function throwRoutes(deps: RouteDeps) {
  const throws = throwService(deps.database.db);
  const summaries = throwSummaryCache(deps.database.db);
  const group = apiGroup();
  const signedIn = requireUser(deps.sessions, 'User must be logged in to log throws');
  group.openapi(serve(group, listThrows, signedIn), async (c) => {
    const { userDiscId } = validate(throwListQuerySchema, c.req.query());
    // Streamed a slice at a time, compressed as it goes (decision 0039).
    return streamedJsonList<Throw>(c, throws.jsonSlices(c.var.user.id, userDiscId));
  });
  group.openapi(serve(group, throwSummary, signedIn), async (c) => {
    const kept = await summaries.read(c.var.user.id);
    return keptJsonAnswer<ThrowSummary, 200>(c, kept, 200);
  });
  group.openapi(serve(group, throwPage, signedIn), async (c) => {
    const query = validate(throwPageQuerySchema, c.req.query());
    const page = await throws.page(c.var.user.id, query);
    return keptJsonAnswer<typeof page, 200>(c, new KeptJson(JSON.stringify(page)), 200);
  });
  group.openapi(serve(group, throwTrend, signedIn), async (c) => {
    const { throwType, utcOffset } = validate(throwTrendQuerySchema, c.req.query());
    const points = await throws.trend(c.var.user.id, throwType, utcOffset ?? 0);
    return c.json({ throwType, points }, 200);
  });
  group.openapi(serve(group, putThrow, signedIn), async (c) => {
    const id = c.req.param('id');
    const input = await readBody(c, putThrow);
    const { created, value } = await throws.put(c.var.user.id, id, input);
    return created ? c.json(value, 201) : c.json(value, 200);
  });
  group.openapi(serve(group, deleteThrow, signedIn), async (c) => {
    await throws.remove(c.var.user.id, c.req.param('id'));
    return c.body(null, 204);
  });
  return group;
}

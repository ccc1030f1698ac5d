import { deleteThrow, listThrows, putThrow } from '../../core/api/throw-routes';
import { throwListQuerySchema } from '../../core/schemas/throw';
import { throwRepository } from '../collection/throw-repository';
import { validate } from '../http/validation';
import { apiGroup, readBody, serve } from '../http/declared-route';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

/**
 * /api/throws (declared in core/api/throw-routes): the signed-in player's throw log. Writes are
 * idempotent with client-made ids (decision 0030): PUT creates (201) or replaces (200), DELETE
 * answers 204 whether or not the throw was there.
 */
export function throwRoutes(deps: RouteDeps) {
  const throws = throwRepository(deps.database.db);
  const group = apiGroup();
  const signedIn = requireUser(deps.sessions, 'User must be logged in to log throws');
  group.openapi(serve(group, listThrows, signedIn), async (c) => {
    const { userDiscId } = validate(throwListQuerySchema, c.req.query());
    return c.json(await throws.list(c.var.user.id, userDiscId), 200);
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

import { Hono } from 'hono';
import { parseUserDiscInput, type UserDiscChanges } from '../../core/schemas/user-disc';
import { discNotFound, invalidInput } from '../bags/bag-errors';
import { userDiscRepository } from '../bags/user-disc-repository';
import { isUuid } from '../bags/uuidv7';
import { requireUser, type AppVariables } from '../http/session';
import type { RouteDeps } from './route-deps';

function parse(raw: unknown, mode: 'create' | 'update'): UserDiscChanges {
  const result = parseUserDiscInput(raw, mode);
  if (!result.ok) throw invalidInput(result.fields);
  return result.value;
}

/**
 * /api/user-discs: the signed-in user's discs, each with `discDetails` from the catalogue.
 * Pass-through fields are stored apart and returned at the top level (docs/decisions/0006).
 * A duplicate disc in a bag answers 409 duplicate_disc; another user's bag or disc, a missing
 * one and a malformed id answer the same 404. DELETE answers 204.
 */
export function userDiscRoutes(deps: RouteDeps) {
  const discs = userDiscRepository(deps.database.db);
  const { sessions } = deps;
  return new Hono<{ Variables: AppVariables }>()
    .get('/', requireUser(sessions, 'User must be logged in to view discs'), async (c) => {
      return c.json(await discs.list(c.var.user.id), 200);
    })
    .post(
      '/',
      requireUser(sessions, 'User must be logged in to add a disc to a bag'),
      async (c) => {
        const input = parse(await c.req.json(), 'create') as Required<UserDiscChanges>;
        return c.json(await discs.add(c.var.user.id, input), 201);
      },
    )
    .patch('/:id', requireUser(sessions, 'User must be logged in to update a disc'), async (c) => {
      const changes = parse(await c.req.json(), 'update');
      return c.json(await discs.update(c.var.user.id, c.req.param('id'), changes), 200);
    })
    .delete(
      '/:id',
      requireUser(sessions, 'User must be logged in to remove a disc from a bag'),
      async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id) || !(await discs.remove(c.var.user.id, id))) throw discNotFound();
        return c.body(null, 204);
      },
    );
}

import { Hono } from 'hono';
import { createBagSchema, updateBagSchema } from '../../core/schemas/bag';
import { bagNotFound, validate } from '../bags/bag-errors';
import { bagRepository } from '../bags/bag-repository';
import { isUuid } from '../bags/uuidv7';
import { requireUser, type AppVariables } from '../http/session';
import type { RouteDeps } from './route-deps';

/**
 * /api/bags: the signed-in user's bags. Another user's bag, a missing bag and a malformed id
 * all answer the same 404 'Bag not found'. DELETE answers 204 and takes the bag's discs with it.
 */
export function bagRoutes(deps: RouteDeps) {
  const bags = bagRepository(deps.database.db, { cacheLists: deps.database.kind === 'pglite' });
  const { sessions } = deps;
  return new Hono<{ Variables: AppVariables }>()
    .get('/', requireUser(sessions, 'User must be logged in to view bags'), async (c) => {
      return c.json(await bags.list(c.var.user.id), 200);
    })
    .post('/', requireUser(sessions, 'User must be logged in to create a bag'), async (c) => {
      const input = validate(createBagSchema, await c.req.json());
      const created = await bags.create(c.var.user.id, {
        name: input.name,
        description: input.description ?? '',
      });
      return c.json(created, 201);
    })
    .patch('/:id', requireUser(sessions, 'User must be logged in to update a bag'), async (c) => {
      const changes = validate(updateBagSchema, await c.req.json());
      const id = c.req.param('id');
      const updated = isUuid(id) ? await bags.update(c.var.user.id, id, changes) : null;
      if (!updated) throw bagNotFound();
      return c.json(updated, 200);
    })
    .delete('/:id', requireUser(sessions, 'User must be logged in to delete a bag'), async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id) || !(await bags.remove(c.var.user.id, id))) throw bagNotFound();
      return c.body(null, 204);
    });
}

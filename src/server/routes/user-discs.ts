import {
  addUserDisc,
  copyUserDiscs,
  listUserDiscs,
  moveUserDiscs,
  putDiscChange,
  removeUserDisc,
  updateUserDisc,
} from '../../core/api/user-disc-routes';
import type { UserDisc } from '../../core/bag-types';
import { parseUserDiscInput, type UserDiscChanges } from '../../core/schemas/user-disc';
import { invalidInput } from '../http/validation';
import { copyService } from '../collection/copy-service';
import {
  type NewUserDisc,
  userDiscService,
  type UserDiscService,
} from '../collection/user-disc-service';
import { isUuid } from '../db/ids';
import { CHANGE_ID_INVALID } from '../../core/schemas/disc-change';
import { apiGroup, type DeclaredHandler, readBody, serve } from '../http/declared-route';
import { keptJsonAnswer } from '../http/kept-json';
import { requireUser } from '../http/session';
import type { RouteDeps } from './route-deps';

function parse(raw: unknown, mode: 'create' | 'update'): UserDiscChanges {
  const result = parseUserDiscInput(raw, mode);
  if (!result.ok) throw invalidInput(result.fields);
  return result.value;
}

/**
 * A change made on the course, sent by the outbox: applied once per change id (decision 0031);
 * a disc gone since answers 404 saying so.
 */
function outboxChange(discs: UserDiscService): DeclaredHandler<typeof putDiscChange> {
  return async (c) => {
    const { id, changeId } = c.req.param();
    if (!isUuid(changeId)) throw invalidInput({ changeId: CHANGE_ID_INVALID });
    const changes = parse(await readBody(c, putDiscChange), 'update');
    return c.json(await discs.applyChange(c.var.user.id, id, changeId, changes), 200);
  };
}

/**
 * /api/user-discs (declared in core/api/user-disc-routes): the signed-in user's discs, each with
 * `discDetails` from the catalogue. Pass-through fields are stored apart and returned at the top
 * level (docs/decisions/0005); parseUserDiscInput checks the body, including the rules on
 * pass-through names and sizes that the declared body schema only describes. A duplicate disc
 * in a bag answers 409 duplicate_disc; another user's bag or disc, a missing one and a malformed
 * id answer the same 404. DELETE answers 204.
 */
export function userDiscRoutes(deps: RouteDeps) {
  const discs = userDiscService(deps.database.db, {
    cacheLists: deps.database.kind === 'pglite',
    catalogue: deps.catalogue,
  });
  const copies = copyService(deps.database.db);
  const { sessions } = deps;
  const group = apiGroup();
  group.openapi(
    serve(group, listUserDiscs, requireUser(sessions, 'User must be logged in to view discs')),
    // The JSON comes ready from the service (kept per player while it is current).
    async (c) =>
      keptJsonAnswer<UserDisc[], 200>(
        c,
        await discs.listJson(c.var.user.id, c.var.playerVersion),
        200,
      ),
  );
  group.openapi(
    serve(
      group,
      addUserDisc,
      requireUser(sessions, 'User must be logged in to add a disc to a bag'),
    ),
    async (c) => {
      const input = parse(await c.req.json(), 'create') as NewUserDisc;
      return c.json(await discs.add(c.var.user.id, input), 201);
    },
  );
  group.openapi(
    serve(group, moveUserDiscs, requireUser(sessions, 'User must be logged in to move discs')),
    async (c) => {
      const input = await readBody(c, moveUserDiscs);
      return c.json({ discs: await copies.move(c.var.user.id, input) }, 200);
    },
  );
  group.openapi(
    serve(group, copyUserDiscs, requireUser(sessions, 'User must be logged in to copy discs')),
    async (c) => {
      const input = await readBody(c, copyUserDiscs);
      return c.json({ discs: await copies.copy(c.var.user.id, input) }, 201);
    },
  );
  group.openapi(
    serve(group, updateUserDisc, requireUser(sessions, 'User must be logged in to update a disc')),
    async (c) => {
      const changes = parse(await c.req.json(), 'update');
      return c.json(await discs.update(c.var.user.id, c.req.param('id'), changes), 200);
    },
  );
  // A change made on the course, sent by the outbox: applied once per change id (decision 0031).
  group.openapi(
    serve(group, putDiscChange, requireUser(sessions, 'User must be logged in to update a disc')),
    outboxChange(discs),
  );
  group.openapi(
    serve(
      group,
      removeUserDisc,
      requireUser(sessions, 'User must be logged in to remove a disc from a bag'),
    ),
    async (c) => {
      await discs.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    },
  );
  return group;
}

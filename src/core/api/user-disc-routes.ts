import { z } from 'zod';
import { userDiscSchema } from '../schemas/responses';
import { addDiscBodySchema, discsToBagSchema, updateDiscBodySchema } from '../schemas/user-disc';
import {
  CHANGE_DISC_GONE,
  CHANGE_ID_INVALID,
  CHANGE_ID_USED,
  courseChangeSchema,
} from '../schemas/disc-change';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, invalidInput, jsonAnswer, jsonBody } from './json';
import { listRoutes } from './list-routes';

/** /api/user-discs: the discs in the signed-in player's bags (declarations). */
const tags = ['Discs in bags'];
export const userDiscRoute = signedInRoutes(tags);
/** The `{id}` of /api/user-discs/{id} and the routes below it. */
export const userDiscIdParam = idParam('The user disc id. Anything not yours: 404.');
const notFound = errorAnswer('Disc or bag not found, or not yours.');
const duplicate = errorAnswer(
  'This disc is already in that bag (duplicate_disc); send allowDuplicate: true to add another copy.',
);
const discsAnswer = z.object({ discs: z.array(userDiscSchema) }).meta({ id: 'DiscsInBag' });

/** Moving or copying discs into a bag, refused: all or nothing. */
const noneOf = (done: string) =>
  errorAnswer(
    `duplicate_disc (send allowDuplicate: true to keep both) or limit_reached; nothing ${done}.`,
  );

export const {
  list: listUserDiscs,
  create: addUserDisc,
  update: updateUserDisc,
  remove: removeUserDisc,
} = listRoutes(tags, {
  path: '/api/user-discs',
  item: userDiscSchema,
  id: userDiscIdParam,
  notFound,
  list: {
    operationId: 'listUserDiscs',
    summary: 'Every disc in your bags, with catalogue details',
    answer: 'The discs.',
  },
  create: {
    operationId: 'addUserDisc',
    summary: 'Put a catalogue disc in one of your bags',
    description:
      'Keys other than bagId, discitId and color are pass-through fields (scalars, at most 4 KB in all), returned at the top level.',
    body: addDiscBodySchema,
    answer: 'The disc in the bag.',
    answers: { 404: notFound, 409: duplicate },
  },
  update: {
    operationId: 'updateUserDisc',
    summary: 'Change a disc: colour, catalogue disc, bag or pass-through fields',
    description: 'Pass-through fields sent are merged into the stored ones.',
    body: updateDiscBodySchema,
    answer: 'The changed disc.',
    answers: { 409: duplicate },
  },
  remove: {
    operationId: 'removeUserDisc',
    summary: 'Take a disc out of its bag',
    answer: 'Removed.',
  },
});

export const moveUserDiscs = userDiscRoute({
  method: 'post',
  path: '/api/user-discs/move',
  operationId: 'moveUserDiscs',
  summary: 'Move several of your discs into one of your bags: all or nothing',
  description:
    'One disc that is not yours, or one refused as a duplicate or by a limit, and none moves. Discs already in the bag stay as they are.',
  request: { body: jsonBody(discsToBagSchema) },
  responses: {
    200: jsonAnswer('The discs, now in the bag.', discsAnswer),
    400: invalidInput,
    404: notFound,
    409: noneOf('moved'),
  },
});

export const copyUserDiscs = userDiscRoute({
  method: 'post',
  path: '/api/user-discs/copy',
  operationId: 'copyUserDiscs',
  summary: 'Copy several of your discs, with their details, into one of your bags: all or nothing',
  request: { body: jsonBody(discsToBagSchema) },
  responses: {
    201: jsonAnswer('The new discs.', discsAnswer),
    400: invalidInput,
    404: notFound,
    409: noneOf('copied'),
  },
});

const changeParams = z.object({
  id: z.string().meta({ description: 'The user disc id. Anything not yours: 404.' }),
  changeId: z.string().meta({
    description: `The change's id, a UUID the client made when the player made the change. ${CHANGE_ID_INVALID} (400 otherwise).`,
  }),
});

export const putDiscChange = userDiscRoute({
  method: 'put',
  path: '/api/user-discs/{id}/changes/{changeId}',
  operationId: 'putDiscChange',
  summary: 'Apply a change made on the course (archive, notes, condition) once, by its id',
  description:
    'For the offline outbox (decision 0031): the first request with a change id applies the change; the same id again applies nothing and answers the disc as it is. Fields other than these are refused (400). A change id is remembered for 90 days.',
  request: { params: changeParams, body: jsonBody(courseChangeSchema) },
  responses: {
    200: jsonAnswer('The disc, with the change applied (now or before).', userDiscSchema),
    400: invalidInput,
    404: errorAnswer(`The disc is not yours or was deleted (not_found): “${CHANGE_DISC_GONE}”.`),
    409: errorAnswer(
      `duplicate_disc (a restore into a bag holding the same disc), limit_reached, or change_id_used: “${CHANGE_ID_USED}”.`,
    ),
  },
});

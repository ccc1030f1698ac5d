import { z } from 'zod';
import { userDiscSchema } from '../schemas/responses';
import { addDiscBodySchema, discsToBagSchema, updateDiscBodySchema } from '../schemas/user-disc';
import { defineRoute, SIGNED_IN } from './define-route';
import { dbUnavailable, errorAnswer, json } from './json';

/** /api/user-discs: the discs in the signed-in player's bags (declarations). */
const tags = ['Discs in bags'];
const idParam = z.object({
  id: z.string().meta({ description: 'The user disc id. Anything not yours: 404.' }),
});
const signedOut = errorAnswer('No session (unauthenticated).');
const invalid = errorAnswer('Input refused (invalid_input); `fields` says why, per field.');
const notFound = errorAnswer('Disc or bag not found, or not yours.');
const duplicate = errorAnswer(
  'This disc is already in that bag (duplicate_disc); send allowDuplicate: true to add another copy.',
);
const discsAnswer = z.object({ discs: z.array(userDiscSchema) }).meta({ id: 'DiscsInBag' });

export const listUserDiscs = defineRoute({
  method: 'get',
  path: '/api/user-discs',
  operationId: 'listUserDiscs',
  summary: 'Every disc in your bags, with catalogue details',
  tags,
  security: SIGNED_IN,
  responses: {
    200: { description: 'The discs.', content: json(z.array(userDiscSchema)) },
    401: signedOut,
    503: dbUnavailable(),
  },
});

export const addUserDisc = defineRoute({
  method: 'post',
  path: '/api/user-discs',
  operationId: 'addUserDisc',
  summary: 'Put a catalogue disc in one of your bags',
  description:
    'Keys other than bagId, discitId and color are pass-through fields (scalars, at most 4 KB in all), returned at the top level.',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(addDiscBodySchema) } },
  responses: {
    201: { description: 'The disc in the bag.', content: json(userDiscSchema) },
    400: invalid,
    401: signedOut,
    404: notFound,
    409: duplicate,
    503: dbUnavailable(),
  },
});

export const moveUserDiscs = defineRoute({
  method: 'post',
  path: '/api/user-discs/move',
  operationId: 'moveUserDiscs',
  summary: 'Move several of your discs into one of your bags: all or nothing',
  description:
    'One disc that is not yours, or one refused as a duplicate or by a limit, and none moves. Discs already in the bag stay as they are.',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(discsToBagSchema) } },
  responses: {
    200: { description: 'The discs, now in the bag.', content: json(discsAnswer) },
    400: invalid,
    401: signedOut,
    404: notFound,
    409: errorAnswer(
      'duplicate_disc (send allowDuplicate: true to keep both) or limit_reached; nothing moved.',
    ),
    503: dbUnavailable(),
  },
});

export const copyUserDiscs = defineRoute({
  method: 'post',
  path: '/api/user-discs/copy',
  operationId: 'copyUserDiscs',
  summary: 'Copy several of your discs, with their details, into one of your bags: all or nothing',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(discsToBagSchema) } },
  responses: {
    201: { description: 'The new discs.', content: json(discsAnswer) },
    400: invalid,
    401: signedOut,
    404: notFound,
    409: errorAnswer(
      'duplicate_disc (send allowDuplicate: true to keep both) or limit_reached; nothing copied.',
    ),
    503: dbUnavailable(),
  },
});

export const updateUserDisc = defineRoute({
  method: 'patch',
  path: '/api/user-discs/{id}',
  operationId: 'updateUserDisc',
  summary: 'Change a disc: colour, catalogue disc, bag or pass-through fields',
  description: 'Pass-through fields sent are merged into the stored ones.',
  tags,
  security: SIGNED_IN,
  request: { params: idParam, body: { required: true, content: json(updateDiscBodySchema) } },
  responses: {
    200: { description: 'The changed disc.', content: json(userDiscSchema) },
    400: invalid,
    401: signedOut,
    404: notFound,
    409: duplicate,
    503: dbUnavailable(),
  },
});

export const removeUserDisc = defineRoute({
  method: 'delete',
  path: '/api/user-discs/{id}',
  operationId: 'removeUserDisc',
  summary: 'Take a disc out of its bag',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    204: { description: 'Removed.' },
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

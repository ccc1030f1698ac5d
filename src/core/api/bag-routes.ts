import { z } from 'zod';
import { createBagSchema, updateBagSchema } from '../schemas/bag';
import { bagSchema } from '../schemas/responses';
import { defineRoute, SIGNED_IN } from './define-route';
import { dbUnavailable, errorAnswer, json } from './json';

/** /api/bags: the signed-in player's bags (declarations; the server serves them). */
const tags = ['Bags'];
const idParam = z.object({
  id: z.string().meta({ description: 'The bag id. Anything that is not one of your bags: 404.' }),
});
const signedOut = errorAnswer('No session (unauthenticated).');
const invalid = errorAnswer('Input refused (invalid_input); `fields` says why, per field.');
const notFound = errorAnswer('Bag not found: missing, malformed id, or another player’s bag.');

export const listBags = defineRoute({
  method: 'get',
  path: '/api/bags',
  operationId: 'listBags',
  summary: 'Your bags, oldest first',
  tags,
  security: SIGNED_IN,
  responses: {
    200: { description: 'The bags.', content: json(z.array(bagSchema)) },
    401: signedOut,
    503: dbUnavailable(),
  },
});

export const createBag = defineRoute({
  method: 'post',
  path: '/api/bags',
  operationId: 'createBag',
  summary: 'Create a bag',
  description: 'Name and description are trimmed. Unknown fields are refused.',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(createBagSchema) } },
  responses: {
    201: { description: 'The new bag.', content: json(bagSchema) },
    400: invalid,
    401: signedOut,
    503: dbUnavailable(),
  },
});

export const updateBag = defineRoute({
  method: 'patch',
  path: '/api/bags/{id}',
  operationId: 'updateBag',
  summary: 'Rename a bag or change its description',
  tags,
  security: SIGNED_IN,
  request: { params: idParam, body: { required: true, content: json(updateBagSchema) } },
  responses: {
    200: { description: 'The changed bag.', content: json(bagSchema) },
    400: invalid,
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

export const deleteBag = defineRoute({
  method: 'delete',
  path: '/api/bags/{id}',
  operationId: 'deleteBag',
  summary: 'Delete a bag and the discs in it',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted, with its discs.' },
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

export const duplicateBag = defineRoute({
  method: 'post',
  path: '/api/bags/{id}/duplicate',
  operationId: 'duplicateBag',
  summary: 'Duplicate a bag: "<name> (copy)" with its active discs and their details',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    201: { description: 'The new bag.', content: json(bagSchema) },
    401: signedOut,
    404: notFound,
    409: errorAnswer('A per-player limit would be passed (limit_reached).'),
    503: dbUnavailable(),
  },
});

import { z } from 'zod';
import { createBagSchema, updateBagSchema } from '../schemas/bag';
import { bagSchema } from '../schemas/responses';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, invalidInput, jsonAnswer, jsonBody, limitReached } from './json';

/** /api/bags: the signed-in player's bags (declarations; the server serves them). */
const bagRoute = signedInRoutes(['Bags']);
/** The `{id}` of /api/bags/{id} and the routes below it. */
export const bagIdParam = idParam('The bag id. Anything that is not one of your bags: 404.');
export const bagNotFound = errorAnswer(
  'Bag not found: missing, malformed id, or another player’s bag.',
);

export const listBags = bagRoute({
  method: 'get',
  path: '/api/bags',
  operationId: 'listBags',
  summary: 'Your bags, oldest first',
  responses: { 200: jsonAnswer('The bags.', z.array(bagSchema)) },
});

export const createBag = bagRoute({
  method: 'post',
  path: '/api/bags',
  operationId: 'createBag',
  summary: 'Create a bag',
  description: 'Name and description are trimmed. Unknown fields are refused.',
  request: { body: jsonBody(createBagSchema) },
  responses: { 201: jsonAnswer('The new bag.', bagSchema), 400: invalidInput },
});

export const updateBag = bagRoute({
  method: 'patch',
  path: '/api/bags/{id}',
  operationId: 'updateBag',
  summary: 'Rename a bag or change its description',
  request: { params: bagIdParam, body: jsonBody(updateBagSchema) },
  responses: {
    200: jsonAnswer('The changed bag.', bagSchema),
    400: invalidInput,
    404: bagNotFound,
  },
});

export const deleteBag = bagRoute({
  method: 'delete',
  path: '/api/bags/{id}',
  operationId: 'deleteBag',
  summary: 'Delete a bag and the discs in it',
  request: { params: bagIdParam },
  responses: { 204: { description: 'Deleted, with its discs.' }, 404: bagNotFound },
});

export const duplicateBag = bagRoute({
  method: 'post',
  path: '/api/bags/{id}/duplicate',
  operationId: 'duplicateBag',
  summary: 'Duplicate a bag: "<name> (copy)" with its active discs and their details',
  request: { params: bagIdParam },
  responses: {
    201: jsonAnswer('The new bag.', bagSchema),
    404: bagNotFound,
    409: limitReached,
  },
});

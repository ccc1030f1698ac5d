import { createBagSchema, updateBagSchema } from '../schemas/bag';
import { bagSchema } from '../schemas/responses';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, jsonAnswer, limitReached } from './json';
import { listRoutes } from './list-routes';

/** The `{id}` of /api/bags/{id} and the routes below it. */
export const bagIdParam = idParam('The bag id. Anything that is not one of your bags: 404.');
export const bagNotFound = errorAnswer(
  'Bag not found: missing, malformed id, or another player’s bag.',
);

/** /api/bags: the signed-in player's bags (declarations; the server serves them). */
const tags = ['Bags'];
export const {
  list: listBags,
  create: createBag,
  update: updateBag,
  remove: deleteBag,
} = listRoutes(tags, {
  path: '/api/bags',
  item: bagSchema,
  id: bagIdParam,
  notFound: bagNotFound,
  list: { operationId: 'listBags', summary: 'Your bags, oldest first', answer: 'The bags.' },
  create: {
    operationId: 'createBag',
    summary: 'Create a bag',
    description: 'Name and description are trimmed. Unknown fields are refused.',
    body: createBagSchema,
    answer: 'The new bag.',
  },
  update: {
    operationId: 'updateBag',
    summary: 'Rename a bag or change its description',
    body: updateBagSchema,
    answer: 'The changed bag.',
  },
  remove: {
    operationId: 'deleteBag',
    summary: 'Delete a bag and the discs in it',
    answer: 'Deleted, with its discs.',
  },
});

export const duplicateBag = signedInRoutes(tags)({
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

import { userDiscSchema } from '../schemas/responses';
import { addWishSchema, moveWishSchema, updateWishSchema, wishSchema } from '../schemas/wishlist';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, invalidInput, jsonAnswer, jsonBody } from './json';
import { listRoutes } from './list-routes';

/** /api/wishlist: the signed-in player's wishlist (declarations; the server serves them). */
const tags = ['Wishlist'];
const wishIdParam = idParam('The wishlist item id. Anything not yours: 404.');
const notFound = errorAnswer('Wishlist item (or, on move, bag) not found, or not yours.');

export const {
  list: listWishes,
  create: addWish,
  update: updateWish,
  remove: removeWish,
} = listRoutes(tags, {
  path: '/api/wishlist',
  item: wishSchema,
  id: wishIdParam,
  notFound,
  list: {
    operationId: 'listWishes',
    summary: 'Your wishlist, oldest first, with catalogue details',
    answer: 'The wishlist.',
  },
  create: {
    operationId: 'addWish',
    summary: 'Put a catalogue disc on your wishlist, with an optional note',
    body: addWishSchema,
    answer: 'The wishlist item.',
    answers: {
      409: errorAnswer(
        'Already on the wishlist (duplicate_wish), or the wishlist is full (limit_reached).',
      ),
    },
  },
  update: {
    operationId: 'updateWish',
    summary: 'Change the note of a wishlist item',
    body: updateWishSchema,
    answer: 'The changed item.',
  },
  remove: {
    operationId: 'removeWish',
    summary: 'Take a disc off your wishlist',
    answer: 'Removed.',
  },
});

export const moveWish = signedInRoutes(tags)({
  method: 'post',
  path: '/api/wishlist/{id}/move',
  operationId: 'moveWish',
  summary: 'Bought it: put a wishlist disc in one of your bags and take it off the wishlist',
  description:
    'One transaction: the disc is added to the bag and the item removed, or nothing changes.',
  request: { params: wishIdParam, body: jsonBody(moveWishSchema) },
  responses: {
    201: jsonAnswer('The disc in the bag.', userDiscSchema),
    400: invalidInput,
    404: notFound,
    409: errorAnswer(
      'The disc is already in that bag (duplicate_disc), or a limit is reached (limit_reached).',
    ),
  },
});

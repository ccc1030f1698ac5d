import { z } from 'zod';
import { userDiscSchema } from '../schemas/responses';
import { addWishSchema, moveWishSchema, updateWishSchema, wishSchema } from '../schemas/wishlist';
import { defineRoute, SIGNED_IN } from './define-route';
import { dbUnavailable, errorAnswer, json } from './json';

/** /api/wishlist: the signed-in player's wishlist (declarations; the server serves them). */
const tags = ['Wishlist'];
const idParam = z.object({
  id: z.string().meta({ description: 'The wishlist item id. Anything not yours: 404.' }),
});
const signedOut = errorAnswer('No session (unauthenticated).');
const invalid = errorAnswer('Input refused (invalid_input); `fields` says why, per field.');
const notFound = errorAnswer('Wishlist item (or, on move, bag) not found, or not yours.');

export const listWishes = defineRoute({
  method: 'get',
  path: '/api/wishlist',
  operationId: 'listWishes',
  summary: 'Your wishlist, oldest first, with catalogue details',
  tags,
  security: SIGNED_IN,
  responses: {
    200: { description: 'The wishlist.', content: json(z.array(wishSchema)) },
    401: signedOut,
    503: dbUnavailable(),
  },
});

export const addWish = defineRoute({
  method: 'post',
  path: '/api/wishlist',
  operationId: 'addWish',
  summary: 'Put a catalogue disc on your wishlist, with an optional note',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(addWishSchema) } },
  responses: {
    201: { description: 'The wishlist item.', content: json(wishSchema) },
    400: invalid,
    401: signedOut,
    409: errorAnswer(
      'Already on the wishlist (duplicate_wish), or the wishlist is full (limit_reached).',
    ),
    503: dbUnavailable(),
  },
});

export const updateWish = defineRoute({
  method: 'patch',
  path: '/api/wishlist/{id}',
  operationId: 'updateWish',
  summary: 'Change the note of a wishlist item',
  tags,
  security: SIGNED_IN,
  request: { params: idParam, body: { required: true, content: json(updateWishSchema) } },
  responses: {
    200: { description: 'The changed item.', content: json(wishSchema) },
    400: invalid,
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

export const removeWish = defineRoute({
  method: 'delete',
  path: '/api/wishlist/{id}',
  operationId: 'removeWish',
  summary: 'Take a disc off your wishlist',
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

export const moveWish = defineRoute({
  method: 'post',
  path: '/api/wishlist/{id}/move',
  operationId: 'moveWish',
  summary: 'Bought it: put a wishlist disc in one of your bags and take it off the wishlist',
  description:
    'One transaction: the disc is added to the bag and the item removed, or nothing changes.',
  tags,
  security: SIGNED_IN,
  request: { params: idParam, body: { required: true, content: json(moveWishSchema) } },
  responses: {
    201: { description: 'The disc in the bag.', content: json(userDiscSchema) },
    400: invalid,
    401: signedOut,
    404: notFound,
    409: errorAnswer(
      'The disc is already in that bag (duplicate_disc), or a limit is reached (limit_reached).',
    ),
    503: dbUnavailable(),
  },
});

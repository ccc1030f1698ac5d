import { z } from 'zod';
import { userDiscSchema } from '../schemas/responses';
import { addWishSchema, moveWishSchema, updateWishSchema, wishSchema } from '../schemas/wishlist';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, invalidInput, jsonAnswer, jsonBody } from './json';

/** /api/wishlist: the signed-in player's wishlist (declarations; the server serves them). */
const wishRoute = signedInRoutes(['Wishlist']);
const wishIdParam = idParam('The wishlist item id. Anything not yours: 404.');
const notFound = errorAnswer('Wishlist item (or, on move, bag) not found, or not yours.');

export const listWishes = wishRoute({
  method: 'get',
  path: '/api/wishlist',
  operationId: 'listWishes',
  summary: 'Your wishlist, oldest first, with catalogue details',
  responses: { 200: jsonAnswer('The wishlist.', z.array(wishSchema)) },
});

export const addWish = wishRoute({
  method: 'post',
  path: '/api/wishlist',
  operationId: 'addWish',
  summary: 'Put a catalogue disc on your wishlist, with an optional note',
  request: { body: jsonBody(addWishSchema) },
  responses: {
    201: jsonAnswer('The wishlist item.', wishSchema),
    400: invalidInput,
    409: errorAnswer(
      'Already on the wishlist (duplicate_wish), or the wishlist is full (limit_reached).',
    ),
  },
});

export const updateWish = wishRoute({
  method: 'patch',
  path: '/api/wishlist/{id}',
  operationId: 'updateWish',
  summary: 'Change the note of a wishlist item',
  request: { params: wishIdParam, body: jsonBody(updateWishSchema) },
  responses: {
    200: jsonAnswer('The changed item.', wishSchema),
    400: invalidInput,
    404: notFound,
  },
});

export const removeWish = wishRoute({
  method: 'delete',
  path: '/api/wishlist/{id}',
  operationId: 'removeWish',
  summary: 'Take a disc off your wishlist',
  request: { params: wishIdParam },
  responses: { 204: { description: 'Removed.' }, 404: notFound },
});

export const moveWish = wishRoute({
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

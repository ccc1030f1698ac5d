import { z } from 'zod';
import {
  createOwnDiscSchema,
  linkOwnDiscResultSchema,
  linkOwnDiscSchema,
  ownDiscLinkSchema,
  ownDiscSchema,
  updateOwnDiscSchema,
} from '../schemas/own-disc';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, invalidInput, jsonAnswer, jsonBody } from './json';
import { listRoutes } from './list-routes';

/** /api/own-discs: the signed-in player's own discs (declarations; docs/decisions/0029). */
const tags = ['Own discs'];
const ownDiscIdParam = idParam('The own disc id (own-<uuid>). Anything not yours: 404.');
const notFound = errorAnswer('Own disc not found, or not yours (not_found).');

export const {
  list: listOwnDiscs,
  create: createOwnDisc,
  update: updateOwnDisc,
} = listRoutes(tags, {
  path: '/api/own-discs',
  item: ownDiscSchema,
  id: ownDiscIdParam,
  notFound,
  list: {
    operationId: 'listOwnDiscs',
    summary: 'Your own discs (discs the catalogue does not have), oldest first',
    description:
      'In the catalogue’s disc shape with `own: true`, so they can be searched, charted and compared beside it. Only ever yours: no other player, catalogue answer or shared link lists them.',
    answer: 'Your own discs.',
  },
  create: {
    operationId: 'createOwnDisc',
    summary: 'Add a disc of your own: name, brand, category and its four flight numbers',
    description:
      'The brand is stored canonical when it is a known one. Refused when you already have one of that brand and name, when the catalogue has it, or past 500 own discs.',
    body: createOwnDiscSchema,
    answer: 'The new own disc.',
    answers: {
      409: errorAnswer(
        'You already have an own disc of that brand and name (own_disc_exists), the catalogue has it (in_catalogue), or you have 500 own discs (limit_reached).',
      ),
    },
  },
  update: {
    operationId: 'updateOwnDisc',
    summary: 'Change one of your own discs; every bag, chart and list using it follows',
    body: updateOwnDiscSchema,
    answer: 'The changed own disc.',
    answers: {
      409: errorAnswer(
        'The new brand and name are another own disc of yours (own_disc_exists) or a catalogue disc (in_catalogue).',
      ),
    },
  },
  // Declared below with its 409; listRoutes' own is not exported.
  remove: { operationId: 'removeOwnDisc', summary: '', answer: '' },
});

export const ownDiscRoute = signedInRoutes(tags);

export const removeOwnDisc = ownDiscRoute({
  method: 'delete',
  path: '/api/own-discs/{id}',
  operationId: 'removeOwnDisc',
  summary: 'Delete one of your own discs that is in no bag, wishlist or archive',
  request: { params: ownDiscIdParam },
  responses: {
    204: { description: 'Deleted.' },
    404: notFound,
    409: errorAnswer(
      'Still in a bag, on the wishlist or in the archive (own_disc_in_use); the message says where.',
    ),
  },
});

export const listOwnDiscLinks = ownDiscRoute({
  method: 'get',
  path: '/api/own-discs/links',
  operationId: 'listOwnDiscLinks',
  summary: 'Your own discs that the catalogue now has: offers to switch to its entry',
  description:
    'An own disc whose canonical brand and name (decision 0007) match a catalogue disc, after a catalogue import or sync. Nothing changes until you link one.',
  responses: { 200: jsonAnswer('The offers.', z.array(ownDiscLinkSchema)) },
});

export const linkOwnDisc = ownDiscRoute({
  method: 'post',
  path: '/api/own-discs/{id}/link',
  operationId: 'linkOwnDisc',
  summary: 'Switch an own disc to a catalogue disc, keeping every copy, detail and photo',
  description:
    'Any catalogue disc may be chosen; the offers are those of the same brand and name. One transaction: every disc in your bags and archive and the wishlist item move to the catalogue disc (copy numbers renumbered where the bag already holds it; a wish already there is kept and the own one dropped), then the own disc is deleted.',
  request: { params: ownDiscIdParam, body: jsonBody(linkOwnDiscSchema) },
  responses: {
    200: jsonAnswer('Linked.', linkOwnDiscResultSchema),
    400: invalidInput,
    404: notFound,
  },
});

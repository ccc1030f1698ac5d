import { z } from 'zod';
import { bagShareSchema, sharedBagSchema } from '../schemas/share';
import { defineRoute, SIGNED_IN } from './define-route';
import { dbUnavailable, errorAnswer, json } from './json';

/**
 * A bag's public read-only link (declarations; docs/decisions/0015): the owner reads, turns on,
 * renews and turns off the link of one of their bags; anyone holding the link reads the bag.
 */
const tags = ['Sharing'];
const idParam = z.object({
  id: z.string().meta({ description: 'The bag id. Anything that is not one of your bags: 404.' }),
});
const signedOut = errorAnswer('No session (unauthenticated).');
const notFound = errorAnswer('Bag not found: missing, malformed id, or another player’s bag.');
const noindex = {
  'X-Robots-Tag': {
    description: 'noindex: search engines must not list it.',
    schema: { type: 'string' as const },
  },
};

export const getBagShare = defineRoute({
  method: 'get',
  path: '/api/bags/{id}/share',
  operationId: 'getBagShare',
  summary: 'Whether your bag has a public link, and the link',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    200: { description: 'The link, or `enabled: false`.', content: json(bagShareSchema) },
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

export const enableBagShare = defineRoute({
  method: 'post',
  path: '/api/bags/{id}/share',
  operationId: 'enableBagShare',
  summary: 'Turn your bag’s public link on (the same link when it is already on)',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    200: { description: 'The link.', content: json(bagShareSchema) },
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

export const rotateBagShare = defineRoute({
  method: 'post',
  path: '/api/bags/{id}/share/rotate',
  operationId: 'rotateBagShare',
  summary: 'Make a new public link for your bag; the old one stops working at once',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    200: { description: 'The new link.', content: json(bagShareSchema) },
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

export const disableBagShare = defineRoute({
  method: 'delete',
  path: '/api/bags/{id}/share',
  operationId: 'disableBagShare',
  summary: 'Turn your bag’s public link off; it answers 404 at once',
  tags,
  security: SIGNED_IN,
  request: { params: idParam },
  responses: {
    204: { description: 'Off (also when it was off already).' },
    401: signedOut,
    404: notFound,
    503: dbUnavailable(),
  },
});

/** The public read of a shared bag; no session. */
export const SHARED_BAG_PATH_PREFIX = '/api/shared/';

export const getSharedBag = defineRoute({
  method: 'get',
  path: '/api/shared/{token}',
  operationId: 'getSharedBag',
  summary: 'A shared bag, read-only, by its link’s token (no session)',
  description:
    'The bag’s name, description, the owner’s display name and its discs in play (archived ones are left out), with catalogue details embedded. No e-mail, no user, bag or disc ids, no notes.',
  tags,
  request: {
    params: z.object({ token: z.string().meta({ description: 'The token from /s/<token>.' }) }),
  },
  responses: {
    200: { description: 'The shared bag.', content: json(sharedBagSchema), headers: noindex },
    404: {
      ...errorAnswer('No such link, or it was turned off or replaced (not_found).'),
      headers: noindex,
    },
    503: dbUnavailable(),
  },
});

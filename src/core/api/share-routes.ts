import { z } from 'zod';
import {
  bagShareSchema,
  bagShareSettingsSchema,
  SHARE_OFF,
  sharedBagSchema,
} from '../schemas/share';
import { bagIdParam, bagNotFound } from './bag-routes';
import { defineRoute, signedInRoutes, type HttpMethod, type RouteAnswer } from './define-route';
import { dbUnavailable, errorAnswer, invalidInput, jsonAnswer, jsonBody } from './json';

/**
 * A bag's public read-only link (declarations; docs/decisions/0015): the owner reads, turns on,
 * renews and turns off the link of one of their bags; anyone holding the link reads the bag.
 */
const tags = ['Sharing'];
const shareRoute = signedInRoutes(tags);
const noindex = {
  'X-Robots-Tag': {
    description: 'noindex: search engines must not list it.',
    schema: { type: 'string' as const },
  },
};

/**
 * An owner's route on their bag's link: by the bag id, answering 404 when the bag is not theirs.
 */
const ownerRoute = <M extends HttpMethod, P extends string, A extends Record<number, RouteAnswer>>(
  method: M,
  path: P,
  route: { operationId: string; summary: string; responses: A },
) =>
  shareRoute({
    method,
    path,
    ...route,
    request: { params: bagIdParam },
    responses: { ...route.responses, 404: bagNotFound },
  });

export const disableBagShare = ownerRoute('delete', '/api/bags/{id}/share', {
  operationId: 'disableBagShare',
  summary: 'Turn your bag’s public link off; it answers 404 at once',
  responses: { 204: { description: 'Off (also when it was off already).' } },
});

/** A read or change of the link: answers the link. */
const linkRoute = <M extends HttpMethod, P extends string>(
  method: M,
  path: P,
  { answer, ...route }: { operationId: string; summary: string; answer: string },
) => ownerRoute(method, path, { ...route, responses: { 200: jsonAnswer(answer, bagShareSchema) } });

export const getBagShare = linkRoute('get', '/api/bags/{id}/share', {
  operationId: 'getBagShare',
  summary: 'Whether your bag has a public link, and the link',
  answer: 'The link, or `enabled: false`.',
});

export const enableBagShare = linkRoute('post', '/api/bags/{id}/share', {
  operationId: 'enableBagShare',
  summary: 'Turn your bag’s public link on (the same link when it is already on)',
  answer: 'The link.',
});

export const rotateBagShare = linkRoute('post', '/api/bags/{id}/share/rotate', {
  operationId: 'rotateBagShare',
  summary: 'Make a new public link for your bag; the old one stops working at once',
  answer: 'The new link.',
});

export const setBagShareSettings = shareRoute({
  method: 'patch',
  path: '/api/bags/{id}/share',
  operationId: 'setBagShareSettings',
  summary: 'Choose what your bag’s public link shows: its discs’ measured landings or not',
  description:
    'Landings are off until the owner turns them on; a new link (rotate) keeps the choice.',
  request: { params: bagIdParam, body: jsonBody(bagShareSettingsSchema) },
  responses: {
    200: jsonAnswer('The link.', bagShareSchema),
    400: invalidInput,
    404: bagNotFound,
    409: errorAnswer(`The link is off (share_off): “${SHARE_OFF}”.`),
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
    200: { ...jsonAnswer('The shared bag.', sharedBagSchema), headers: noindex },
    404: {
      ...errorAnswer('No such link, or it was turned off or replaced (not_found).'),
      headers: noindex,
    },
    503: dbUnavailable(),
  },
});

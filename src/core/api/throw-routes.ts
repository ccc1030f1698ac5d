import { z } from 'zod';
import {
  putThrowSchema,
  THROW_DISC_GONE,
  THROW_ID_INVALID,
  throwListQuerySchema,
  throwPageQuerySchema,
  throwPageSchema,
  throwSchema,
  throwSummarySchema,
  throwTrendQuerySchema,
  throwTrendSchema,
  TOO_MANY_THROWS,
} from '../schemas/throw';
import { signedInRoutes } from './define-route';
import { errorAnswer, invalidInput, jsonAnswer, jsonBody } from './json';

/**
 * /api/throws: the signed-in player's throw log (declarations; docs/decisions/0030). Writes are
 * idempotent with client-made ids, so an offline outbox may send one again after a lost answer:
 * PUT creates or replaces, DELETE of a throw that is not there succeeds.
 */
const tags = ['Throws'];
const throwRoute = signedInRoutes(tags);
const throwIdParam = z.object({
  id: z.string().meta({
    description: `The throw's id, a UUID made by the client. ${THROW_ID_INVALID} (400 otherwise).`,
  }),
});

export const listThrows = throwRoute({
  method: 'get',
  path: '/api/throws',
  operationId: 'listThrows',
  summary: 'Your whole throw log, oldest first (optionally of one disc)',
  description:
    'Ordered by when they were thrown. `userDiscId` keeps one disc’s throws; a disc that is not yours lists nothing. The whole log (up to 20,000 throws, about 7 MB as JSON, compressed when the client accepts it): the app’s pages read `/api/throws/summary` and `/api/throws/page` instead (decision 0039).',
  request: { query: throwListQuerySchema },
  responses: {
    200: jsonAnswer('The throws.', z.array(throwSchema)),
    400: invalidInput,
  },
});

export const throwSummary = throwRoute({
  method: 'get',
  path: '/api/throws/summary',
  operationId: 'throwSummary',
  summary: 'What your throws say, per disc and throw type',
  description:
    'Counts, the median, best and quartiles of the full-power distances, the median finish where one was recorded, the sums the arm’s fit needs and the latest landings: what the charts, the advice and the field session draw, without the log (decision 0039).',
  responses: { 200: jsonAnswer('The summary.', throwSummarySchema) },
});

export const throwPage = throwRoute({
  method: 'get',
  path: '/api/throws/page',
  operationId: 'throwPage',
  summary: 'Your throws a page at a time, newest first (optionally of one disc)',
  description:
    'Give the `next` of a page as `before` for the page after it. A throw logged meanwhile never shifts a page. A disc that is not yours lists nothing. `throwType`, `effort` and `measuredBy` keep only the throws that match (the throw history’s filters).',
  request: { query: throwPageQuerySchema },
  responses: {
    200: jsonAnswer('One page.', throwPageSchema),
    400: invalidInput,
  },
});

export const throwTrend = throwRoute({
  method: 'get',
  path: '/api/throws/trend',
  operationId: 'throwTrend',
  summary: 'Each disc’s median per day, for one throw type',
  description:
    'The median of each disc’s full-power throws of the type per day (the player’s day, from `utcOffset`), its latest days only: the throw history’s trends, without the log (decision 0039).',
  request: { query: throwTrendQuerySchema },
  responses: {
    200: jsonAnswer('The trend.', throwTrendSchema),
    400: invalidInput,
  },
});

export const putThrow = throwRoute({
  method: 'put',
  path: '/api/throws/{id}',
  operationId: 'putThrow',
  summary: 'Log a throw, or replace it (by the id the client made)',
  description:
    'Create or replace: the same body sent twice leaves one throw, unchanged the second time. A replace may name another disc of yours: the throw moves to it. A throw deleted elsewhere is made again by a later PUT (last write wins). Another player’s throw with the same id is never touched: ids are per player.',
  request: { params: throwIdParam, body: jsonBody(putThrowSchema) },
  responses: {
    200: jsonAnswer('Replaced (or already so).', throwSchema),
    201: jsonAnswer('Logged.', throwSchema),
    400: invalidInput,
    404: errorAnswer(`The disc is not yours or was deleted (not_found): “${THROW_DISC_GONE}”.`),
    409: errorAnswer(`The throw log is full (limit_reached): “${TOO_MANY_THROWS}”.`),
  },
});

export const deleteThrow = throwRoute({
  method: 'delete',
  path: '/api/throws/{id}',
  operationId: 'deleteThrow',
  summary: 'Delete a throw of yours',
  description: 'Deleting a throw that is not there (already deleted, never sent) succeeds too.',
  request: { params: throwIdParam },
  responses: {
    204: { description: 'Gone (or was not there).' },
    400: invalidInput,
  },
});

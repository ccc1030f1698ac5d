import { z } from 'zod';
import {
  holeScoresSchema,
  HOLE_NUMBER_INVALID,
  ID_INVALID,
  putHoleScoresSchema,
  putRoundSchema,
  ROUND_NOT_FOUND,
  ROUND_LIST_PAGE,
  roundListItemSchema,
  roundListQuerySchema,
  roundSchema,
  TOO_MANY_ROUNDS,
} from '../schemas/round';
import { GUEST_NAME_MAX, SHOT_RESULTS } from '../rules/round';
import { UDISC_MAX_ROUNDS } from '../rounds/udisc-csv';
import { signedInRoutes } from './define-route';
import { errorAnswer, invalidInput, jsonAnswer, jsonBody, limitReached } from './json';

/**
 * /api/rounds: the player's rounds and their scores (declarations; docs/decisions/0043). Ids are
 * made by the client and are per player; PUT creates or replaces (a round, or one hole's scores:
 * the last write of a hole wins), DELETE of a round not there succeeds, so the outbox can send a
 * write again after a lost answer.
 */
const roundRoute = signedInRoutes(['Rounds']);
const roundIdParam = z.object({
  id: z.string().meta({
    description: `The round’s id, a UUID made by the client. ${ID_INVALID} (400 otherwise).`,
  }),
});
const notFound = errorAnswer(`No such round of yours (not_found): “${ROUND_NOT_FOUND}”.`);

export const listRounds = roundRoute({
  method: 'get',
  path: '/api/rounds',
  operationId: 'listRounds',
  summary: 'Your rounds, newest first, with your score against par, a page at a time',
  description: `At most ${ROUND_LIST_PAGE} rounds; a full page may have older ones: ask again with the last round's \`startedAt_id\` as \`before\`.`,
  request: { query: roundListQuerySchema },
  responses: {
    200: jsonAnswer('The rounds.', z.array(roundListItemSchema)),
    400: invalidInput,
  },
});

const rateSchema = z.object({
  made: z.number(),
  attempts: z.number(),
  rate: z.number().nullable().meta({ description: 'made / attempts; null without attempts.' }),
});

export const roundStatsSchema = z
  .object({
    rounds: z.number().meta({ description: 'Every round counted, finished or not.' }),
    layouts: z.array(
      z.object({
        key: z.string().meta({ description: 'The layout’s id, or its course and layout names.' }),
        courseId: z.string().nullable(),
        courseName: z.string(),
        layoutName: z.string(),
        roundsPlayed: z.number().meta({ description: 'Rounds with every hole scored by you.' }),
        best: z.number().nullable().meta({ description: 'The lowest score against par.' }),
        average: z.number().nullable(),
        averageToPar: z.number().nullable(),
        holes: z.array(
          z.object({
            label: z.string(),
            par: z.number(),
            played: z.number(),
            average: z.number().nullable(),
            averageToPar: z.number().nullable(),
            birdieRate: z.number().nullable(),
          }),
        ),
        birdieRate: z.number().nullable(),
      }),
    ),
    player: z.object({
      scoringAverageByPar: z.array(
        z.object({ par: z.number(), holes: z.number(), average: z.number() }),
      ),
      fairwayHits: rateSchema,
      c1: rateSchema,
      c1x: rateSchema,
      c2: rateSchema,
    }),
    discs: z
      .array(
        z.object({
          userDiscId: z.string(),
          shots: z.number().meta({ description: 'Described shots thrown with the disc.' }),
          results: z.partialRecord(z.enum(SHOT_RESULTS), z.number()),
          measuredShots: z
            .number()
            .meta({ description: 'Shots with a known start and finish: the sample.' }),
          perShot: z.number().nullable(),
          perRound: z.number().nullable(),
          rounds: z.number(),
        }),
      )
      .meta({
        description:
          'Strokes gained by disc against your own baseline (decision 0045); null below the minimum sample.',
      }),
  })
  .meta({ id: 'RoundStats' });
export type RoundStatsAnswer = z.output<typeof roundStatsSchema>;

export const getRoundStats = roundRoute({
  method: 'get',
  path: '/api/rounds/stats',
  operationId: 'getRoundStats',
  summary: 'Your statistics: per course and layout, and over all your rounds',
  description:
    'Per layout: rounds played, best, average, each hole’s average against par and the birdie rate. Over all rounds: the scoring average by par, and the fairway hit and C1/C1X/C2 putting rates of the shots you described (definitions in docs/product.md, “Rounds”). Only your own scores count, not your guests’.',
  responses: { 200: jsonAnswer('The statistics.', roundStatsSchema) },
});

export const getRound = roundRoute({
  method: 'get',
  path: '/api/rounds/{id}',
  operationId: 'getRound',
  summary: 'A round with its holes, every hole’s scores and your shots',
  request: { params: roundIdParam },
  responses: { 200: jsonAnswer('The round.', roundSchema), 404: notFound },
});

export const putRound = roundRoute({
  method: 'put',
  path: '/api/rounds/{id}',
  operationId: 'putRound',
  summary: 'Start a round, or replace it (not its scores)',
  description:
    'The round carries the copy of the layout’s holes it was started on, so a layout changed or deleted later changes no round. Holes taken off by a replace lose their scores; a bag that is not yours is kept as none.',
  request: { params: roundIdParam, body: jsonBody(putRoundSchema) },
  responses: {
    200: jsonAnswer('Replaced.', roundSchema),
    201: jsonAnswer('Started.', roundSchema),
    400: invalidInput,
    409: errorAnswer(`Too many rounds (limit_reached): “${TOO_MANY_ROUNDS}”.`),
  },
});

export const deleteRound = roundRoute({
  method: 'delete',
  path: '/api/rounds/{id}',
  operationId: 'deleteRound',
  summary: 'Delete a round of yours with its scores and shots',
  description: 'A round that is not there succeeds too.',
  request: { params: roundIdParam },
  responses: { 204: { description: 'Gone (or was not there).' }, 400: invalidInput },
});

export const putHoleScores = roundRoute({
  method: 'put',
  path: '/api/rounds/{id}/holes/{hole}',
  operationId: 'putHoleScores',
  summary: 'Score one hole of a round: the card’s strokes and your shots, whole',
  description:
    'Replaces the hole’s scores and shots: the last write of a hole wins (a round scored on two devices keeps, per hole, the write that arrived last). A shot’s disc that is not yours (deleted elsewhere) is kept as no disc.',
  request: {
    params: roundIdParam.extend({
      hole: z.string().meta({ description: 'The hole’s position on the round, from 1.' }),
    }),
    body: jsonBody(putHoleScoresSchema),
  },
  responses: {
    200: jsonAnswer('Saved.', holeScoresSchema),
    400: invalidInput,
    404: errorAnswer(
      `No such round of yours, or hole on it (not_found): “${ROUND_NOT_FOUND}” or “${HOLE_NUMBER_INVALID}”.`,
    ),
  },
});

/** The UDisc import's path, which gets a larger body limit than the rest of the API. */
export const UDISC_IMPORT_PATH = '/api/rounds/import/udisc';
/** Its body: a scorecard file of at most 2 MB as a JSON string (escaping may add to it). */
export const UDISC_BODY_MAX_BYTES = 3 * 1024 * 1024;

export const udiscImportBodySchema = z
  .strictObject({
    content: z.string({ error: 'The file must be text' }),
    playerName: z
      .string({ error: 'Choose which player is you' })
      .trim()
      .max(GUEST_NAME_MAX * 4, 'Choose which player is you')
      .optional()
      .meta({
        description:
          'The PlayerName that is you; the others become guests. Required unless dryRun.',
      }),
    dryRun: z
      .boolean()
      .optional()
      .meta({ description: 'Only read the file: the players and what would be imported.' }),
  })
  .meta({ id: 'UdiscImportInput' });
export type UdiscImportInput = z.input<typeof udiscImportBodySchema>;

export const udiscImportResultSchema = z
  .object({
    imported: z.boolean(),
    rounds: z.number().meta({ description: 'New rounds (imported, or to import on a dry run).' }),
    alreadyImported: z.number().meta({ description: 'Rounds of the file already here: skipped.' }),
    newCourses: z.number(),
    newLayouts: z.number(),
    players: z.array(z.object({ name: z.string(), rounds: z.number() })),
    report: z.array(z.object({ row: z.number(), message: z.string() })).meta({
      description:
        'Why nothing was stored, per line of the file (the header is line 1; 0 is the whole file).',
    }),
  })
  .meta({ id: 'UdiscImportResult' });
export type UdiscImportResult = z.output<typeof udiscImportResultSchema>;

export const importUdiscRounds = roundRoute({
  method: 'post',
  path: UDISC_IMPORT_PATH,
  operationId: 'importUdiscRounds',
  summary: 'Import rounds from a UDisc scorecard CSV',
  description: `All or nothing: a file with any unreadable row stores nothing and answers 200 with imported false and a report per row. Courses and layouts are matched by name to yours, then to shared ones, and made when missing; a round already imported (same course, layout and start) is skipped, so the same file twice imports nothing new. At most 2 MB (413) and ${UDISC_MAX_ROUNDS.toLocaleString('en-US')} rounds.`,
  request: { body: jsonBody(udiscImportBodySchema) },
  responses: {
    200: jsonAnswer(
      'Read (dryRun), refused, or nothing new: nothing stored.',
      udiscImportResultSchema,
    ),
    201: jsonAnswer('Imported.', udiscImportResultSchema),
    400: invalidInput,
    409: limitReached,
    413: errorAnswer('The file is larger than 2 MB (too_large).'),
  },
});

export const exportUdiscRounds = roundRoute({
  method: 'get',
  path: '/api/rounds/export/udisc',
  operationId: 'exportUdiscRounds',
  summary: 'Download your rounds as a UDisc scorecard CSV',
  description: 'The current UDisc header; your rows carry your account’s name, the guests’ theirs.',
  responses: {
    200: {
      description: 'The file, as an attachment (text/csv).',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="hyzer-rounds-….csv"',
          schema: { type: 'string' as const },
        },
      },
    },
  },
});

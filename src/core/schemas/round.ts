import { z } from 'zod';
import { NOT_AN_OBJECT } from './bag';
import { holesSchema, layoutSchema, markedPositionSchema, text, wholeNumber } from './course';
import { EFFORTS, MAX_THROW_FT, THROW_TYPES } from '../rules/throw';
import { THROW_CURSOR } from './throw';
import {
  COURSE_NAME_MAX,
  FINISHED_BEFORE_START,
  GUEST_NAME_MAX,
  GUEST_NAME_REQUIRED,
  LAYOUT_NAME_MAX,
  MAX_GUESTS,
  MAX_SHOTS_PER_HOLE,
  MAX_STROKES,
  PENALTY_INVALID,
  PLAYER_INVALID,
  PLAYER_TWICE,
  PUTTS_INVALID,
  SHOT_RESULTS,
  STARTED_AT_INVALID,
  STROKES_INVALID,
  TOO_MANY_GUESTS,
  TOO_MANY_SHOTS,
  ID_INVALID,
  ROUND_CURSOR_INVALID,
} from '../rules/round';
export * from '../rules/round';

/**
 * A round and its scores (docs/decisions/0043). The round carries the copy of its layout's holes
 * it was started on, so it stands on its own: a layout edited or deleted later, or a shared
 * course unshared, changes no round. Scores are kept per hole; each hole is written whole (the
 * last write of a hole wins).
 */

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const uuid = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID, message)
    .transform((s) => s.toLowerCase());

const DAY_MS = 86_400_000;
const when = (message: string) =>
  z
    .string({ error: message })
    .refine((s) => {
      const t = Date.parse(s);
      return /^\d{4}-\d\d-\d\dT/.test(s) && Number.isFinite(t) && t > Date.UTC(2000, 0, 1);
    }, message)
    .refine((s) => Date.parse(s) <= Date.now() + DAY_MS, message)
    .transform((s) => new Date(s).toISOString());

/** PUT /api/rounds/{id}: the round without its scores (create or replace). */
export const putRoundSchema = z
  .strictObject(
    {
      courseId: uuid(ID_INVALID).nullable().default(null).meta({
        description:
          'The course it was played on (a reference only: the round keeps names and holes).',
      }),
      layoutId: uuid(ID_INVALID).nullable().default(null),
      courseName: text(COURSE_NAME_MAX, 'Course name', 'Course name is required'),
      layoutName: text(LAYOUT_NAME_MAX, 'Layout name', 'Layout name is required'),
      holes: holesSchema.meta({
        description: 'The layout’s holes as the round was started on them.',
      }),
      guests: z
        .array(text(GUEST_NAME_MAX, 'Guest name', GUEST_NAME_REQUIRED), { error: TOO_MANY_GUESTS })
        .max(MAX_GUESTS, TOO_MANY_GUESTS)
        .default([])
        .meta({ description: 'Names on the card besides you (player 1 to 5 of the scores).' }),
      bagId: uuid(ID_INVALID).nullable().default(null).meta({
        description: 'The bag chosen for the round (its discs are offered for the shots).',
      }),
      startedAt: when(STARTED_AT_INVALID),
      finishedAt: when(STARTED_AT_INVALID).nullable().default(null),
    },
    { error: NOT_AN_OBJECT },
  )
  .superRefine((v, ctx) => {
    if (v.finishedAt && Date.parse(v.finishedAt) < Date.parse(v.startedAt)) {
      ctx.addIssue({ code: 'custom', path: ['finishedAt'], message: FINISHED_BEFORE_START });
    }
  })
  .meta({ id: 'PutRoundInput' });
export type PutRoundInput = z.input<typeof putRoundSchema>;
export type PutRound = z.output<typeof putRoundSchema>;

export const cardScoreSchema = z
  .strictObject(
    {
      player: wholeNumber(PLAYER_INVALID, 0, MAX_GUESTS).meta({
        description: '0: you; 1 to 5: the round’s guests in order.',
      }),
      strokes: wholeNumber(STROKES_INVALID, 1, MAX_STROKES).meta({
        description: 'The hole’s score, penalty strokes included.',
      }),
      penalty: wholeNumber(PENALTY_INVALID, 0).default(0),
      putts: wholeNumber(PUTTS_INVALID, 0).nullable().default(null),
    },
    { error: NOT_AN_OBJECT },
  )
  .superRefine((v, ctx) => {
    if (v.penalty >= v.strokes)
      ctx.addIssue({ code: 'custom', path: ['penalty'], message: PENALTY_INVALID });
    if (v.putts !== null && v.putts > v.strokes - v.penalty) {
      ctx.addIssue({ code: 'custom', path: ['putts'], message: PUTTS_INVALID });
    }
  });
export type CardScore = z.output<typeof cardScoreSchema>;

const feet = (what: string) => {
  const message = `${what} must be a number of feet between 0 and ${MAX_THROW_FT}`;
  return z
    .number({ error: message })
    .min(0, message)
    .max(MAX_THROW_FT, message)
    .transform((n) => Math.round(n * 10) / 10);
};

/**
 * One of the player's own shots on a hole. Every field but the id may be left out: a shot is
 * described as far as the player cares to.
 */
export const shotSchema = z
  .strictObject(
    {
      id: uuid(ID_INVALID).meta({
        description:
          'Made by the client; a later throw made from this shot names it (decision 0043).',
      }),
      userDiscId: z
        .string({ error: 'Disc must be one of your discs' })
        .max(1000, 'Disc must be one of your discs')
        .nullable()
        .default(null)
        .meta({
          description: 'A disc of yours; one that is not (deleted elsewhere) is kept as no disc.',
        }),
      throwType: oneOf(THROW_TYPES, 'Throw').nullable().default(null),
      effort: oneOf(EFFORTS, 'Effort').nullable().default(null),
      landing: markedPositionSchema.nullable().default(null),
      distanceFt: feet('Distance').nullable().default(null).meta({
        description: 'How far the shot went (typed, or from its start to the landing).',
      }),
      toBasketFt: feet('Distance to the basket').nullable().default(null).meta({
        description: 'How far from the basket it finished (0 in the basket).',
      }),
      result: oneOf(SHOT_RESULTS, 'Result').nullable().default(null),
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'Shot' });
export type ShotInput = z.input<typeof shotSchema>;
export type Shot = z.output<typeof shotSchema>;

/** PUT /api/rounds/{id}/holes/{hole}: one hole's scores of the card and your shots, whole. */
export const putHoleScoresSchema = z
  .strictObject(
    {
      scores: z
        .array(cardScoreSchema, { error: PLAYER_INVALID })
        .max(MAX_GUESTS + 1, PLAYER_INVALID)
        .superRefine((scores, ctx) => {
          const seen = new Set<number>();
          scores.forEach((s, i) => {
            if (seen.has(s.player))
              ctx.addIssue({ code: 'custom', path: [i, 'player'], message: PLAYER_TWICE });
            seen.add(s.player);
          });
        }),
      shots: z
        .array(shotSchema, { error: TOO_MANY_SHOTS })
        .max(MAX_SHOTS_PER_HOLE, TOO_MANY_SHOTS)
        .default([])
        .superRefine((shots, ctx) => {
          const seen = new Set<string>();
          shots.forEach((s, i) => {
            if (seen.has(s.id))
              ctx.addIssue({
                code: 'custom',
                path: [i, 'id'],
                message: 'Two shots cannot have the same id',
              });
            seen.add(s.id);
          });
        }),
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'PutHoleScoresInput' });
export type PutHoleScoresInput = z.input<typeof putHoleScoresSchema>;
export type PutHoleScores = z.output<typeof putHoleScoresSchema>;

const answerShot = z.object({
  id: z.string(),
  userDiscId: z.string().nullable(),
  throwType: z.enum(THROW_TYPES).nullable(),
  effort: z.enum(EFFORTS).nullable(),
  landing: z.object({ lat: z.number(), lng: z.number(), accuracyM: z.number() }).nullable(),
  distanceFt: z.number().nullable(),
  toBasketFt: z.number().nullable(),
  result: z.enum(SHOT_RESULTS).nullable(),
});

export const holeScoresSchema = z
  .object({
    hole: z.number().meta({ description: 'The hole’s position on the round, from 1.' }),
    scores: z.array(
      z.object({
        player: z.number(),
        strokes: z.number(),
        penalty: z.number(),
        putts: z.number().nullable(),
      }),
    ),
    shots: z.array(answerShot),
    updatedAt: z.string(),
  })
  .meta({ id: 'HoleScores' });
export type HoleScores = z.output<typeof holeScoresSchema>;

export const ROUND_SOURCES = ['hyzer', 'udisc'] as const;

export const roundSchema = z
  .object({
    id: z.string(),
    courseId: z.string().nullable(),
    layoutId: z.string().nullable(),
    courseName: z.string(),
    layoutName: z.string(),
    holes: layoutSchema.shape.holes,
    guests: z.array(z.string()),
    bagId: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    source: z.enum(ROUND_SOURCES),
    scores: z.array(holeScoresSchema).meta({ description: 'The holes scored so far, in order.' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'Round' });
export type Round = z.output<typeof roundSchema>;

export const roundListItemSchema = z
  .object({
    id: z.string(),
    courseId: z.string().nullable(),
    layoutId: z.string().nullable(),
    courseName: z.string(),
    layoutName: z.string(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    holeCount: z.number(),
    holesPlayed: z.number().meta({ description: 'Holes with your score.' }),
    strokes: z.number().meta({ description: 'Your strokes over the holes played.' }),
    toPar: z.number().meta({ description: 'Your score against the par of the holes played.' }),
  })
  .meta({ id: 'RoundListItem' });
export type RoundListItem = z.output<typeof roundListItemSchema>;

/** GET /api/rounds?before= */
export const roundListQuerySchema = z.object({
  before: z
    .string({ error: ROUND_CURSOR_INVALID })
    .max(100, ROUND_CURSOR_INVALID)
    .regex(THROW_CURSOR, ROUND_CURSOR_INVALID)
    .optional()
    .meta({
      description:
        'The last round of the page before, as `startedAt_id`; absent for the newest rounds.',
    }),
});

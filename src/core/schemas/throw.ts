import { z } from 'zod';
import { NOT_AN_OBJECT } from './bag';
import { isStorableText } from './storable-text';
import {
  THROW_TYPES,
  EFFORTS,
  RELEASES,
  MEASURED_BY,
  MAX_THROW_FT,
  MAX_FINISH_FT,
  THROW_NOTE_MAX,
  GPS_MAX_ACCURACY_M,
  DISTANCE_INVALID,
  FINISH_INVALID,
  GPS_ACCURACY_REQUIRED,
  THROWN_AT_INVALID,
  gpsTooCoarse,
  RECENT_LANDINGS,
  MAX_UTC_OFFSET_MIN,
  TREND_DAYS,
} from '../rules/throw';
export * from '../rules/throw';

/**
 * A logged throw of one of the player's discs (docs/decisions/0030-throw-log.md). Shared by the
 * server and the UI. Distances are stored in feet, one unit; the UI shows the player's unit.
 *
 * The id is made by the client (a UUID), so a write can be sent again (an outbox after a lost
 * answer) and lands once: PUT /api/throws/{id} creates or replaces, the same body twice gives
 * the same throw.
 */

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

const uuid = (message: string) =>
  z
    .string({ error: message })
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      message,
    );

/** Up to a day ahead is taken (a phone's clock or time zone slightly off), no more. */
const DAY_MS = 86_400_000;
const thrownAt = z
  .string({ error: THROWN_AT_INVALID })
  .refine((s) => {
    const t = Date.parse(s);
    return /^\d{4}-\d\d-\d\dT/.test(s) && Number.isFinite(t) && t > Date.UTC(2000, 0, 1);
  }, THROWN_AT_INVALID)
  .refine((s) => Date.parse(s) <= Date.now() + DAY_MS, THROWN_AT_INVALID)
  .transform((s) => new Date(s).toISOString());

/** PUT /api/throws/{id}: the whole throw (create or replace). */
export const putThrowSchema = z
  .strictObject(
    {
      // Any text: an id that is not one of the player's discs answers 404 (THROW_DISC_GONE).
      userDiscId: z
        .string({ error: 'Please select a disc' })
        .min(1, 'Please select a disc')
        .max(1000, 'Please select a disc'),
      distanceFt: z
        .number({ error: DISTANCE_INVALID })
        .min(1, DISTANCE_INVALID)
        .max(MAX_THROW_FT, DISTANCE_INVALID)
        .transform((n) => Math.round(n * 10) / 10),
      throwType: oneOf(THROW_TYPES, 'Throw'),
      effort: oneOf(EFFORTS, 'Effort'),
      finishFt: z
        .number({ error: FINISH_INVALID })
        .min(-MAX_FINISH_FT, FINISH_INVALID)
        .max(MAX_FINISH_FT, FINISH_INVALID)
        .transform((n) => Math.round(n * 10) / 10)
        .nullable()
        .optional()
        .meta({
          description: 'Feet off the target line: negative left, positive right (as thrown).',
        }),
      release: oneOf(RELEASES, 'Release').nullable().optional(),
      note: z
        .string({ error: 'Note must be text' })
        .trim()
        .max(THROW_NOTE_MAX, `Note must be at most ${THROW_NOTE_MAX} characters`)
        .refine(isStorableText, 'Note contains characters that are not allowed')
        .optional(),
      thrownAt,
      measuredBy: oneOf(MEASURED_BY, 'Measured by'),
      gpsAccuracyM: z
        .number({ error: GPS_ACCURACY_REQUIRED })
        .min(0, GPS_ACCURACY_REQUIRED)
        .nullable()
        .optional()
        .meta({ description: 'The worse of the two fixes’ accuracy, metres; gps only.' }),
    },
    { error: NOT_AN_OBJECT },
  )
  .superRefine((v, ctx) => {
    if (v.measuredBy !== 'gps') return;
    if (v.gpsAccuracyM == null) {
      ctx.addIssue({ code: 'custom', path: ['gpsAccuracyM'], message: GPS_ACCURACY_REQUIRED });
    } else if (v.gpsAccuracyM > GPS_MAX_ACCURACY_M) {
      ctx.addIssue({
        code: 'custom',
        path: ['gpsAccuracyM'],
        message: gpsTooCoarse(v.gpsAccuracyM),
      });
    }
  })
  .meta({ id: 'PutThrowInput' });

export const throwSchema = z
  .object({
    id: z.string(),
    userDiscId: z.string(),
    distanceFt: z.number(),
    throwType: z.enum(THROW_TYPES),
    effort: z.enum(EFFORTS),
    finishFt: z.number().nullable(),
    release: z.enum(RELEASES).nullable(),
    note: z.string(),
    thrownAt: z.string(),
    measuredBy: z.enum(MEASURED_BY),
    gpsAccuracyM: z.number().nullable(),
    roundId: z.string().nullable().optional().meta({
      description:
        'The round this throw was made from (a full-power tee shot with a measured distance).',
    }),
    roundHole: z.number().nullable().optional().meta({ description: 'That round’s hole, from 1.' }),
    roundShotId: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The shot it was made from.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Throw' });

/** GET /api/throws?userDiscId= */
export const throwListQuerySchema = z.object({
  userDiscId: uuid('userDiscId must be a UUID')
    .optional()
    .meta({ description: 'Only the throws of this disc of yours.' }),
});

/** The most throws one page of the history holds, and how many when the client does not say. */
export const THROW_PAGE_MAX = 200;
export const THROW_PAGE_DEFAULT = 50;
export const THROW_CURSOR_INVALID = 'The page cursor is not valid: use the `next` of a page';
export const THROW_PAGE_LIMIT_INVALID = `limit must be a whole number from 1 to ${THROW_PAGE_MAX}`;

/** A page's cursor: the last throw's time and id, so a throw logged meanwhile never shifts a page. */
export const THROW_CURSOR =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** GET /api/throws/page?before=&limit=&userDiscId=&throwType=&effort=&measuredBy= */
export const throwPageQuerySchema = z.object({
  throwType: oneOf(THROW_TYPES, 'throwType')
    .optional()
    .meta({ description: 'Only the throws of this type.' }),
  effort: oneOf(EFFORTS, 'effort')
    .optional()
    .meta({ description: 'Only the throws of this effort.' }),
  measuredBy: oneOf(MEASURED_BY, 'measuredBy')
    .optional()
    .meta({ description: 'Only the throws measured so: typed, or by GPS.' }),
  userDiscId: uuid('userDiscId must be a UUID')
    .optional()
    .meta({ description: 'Only the throws of this disc of yours.' }),
  before: z
    .string({ error: THROW_CURSOR_INVALID })
    .max(100, THROW_CURSOR_INVALID)
    .regex(THROW_CURSOR, THROW_CURSOR_INVALID)
    .optional()
    .meta({ description: 'The `next` of the page before; absent for the newest throws.' }),
  limit: z
    .string({ error: THROW_PAGE_LIMIT_INVALID })
    .regex(/^\d{1,3}$/, THROW_PAGE_LIMIT_INVALID)
    .transform(Number)
    .refine((n) => n >= 1 && n <= THROW_PAGE_MAX, THROW_PAGE_LIMIT_INVALID)
    .optional()
    .meta({
      description: `Throws per page, 1 to ${THROW_PAGE_MAX} (${THROW_PAGE_DEFAULT} when absent).`,
    }),
});

export const throwPageSchema = z
  .object({
    throws: z.array(throwSchema).meta({ description: 'Newest first.' }),
    next: z
      .string()
      .nullable()
      .meta({ description: 'The cursor of the next (older) page; null after the oldest throw.' }),
  })
  .meta({ id: 'ThrowPage' });
export type ThrowPage = z.output<typeof throwPageSchema>;

export const UTC_OFFSET_INVALID = `utcOffset must be a whole number of minutes from -${MAX_UTC_OFFSET_MIN} to ${MAX_UTC_OFFSET_MIN}`;

/** GET /api/throws/trend?throwType=&utcOffset= */
export const throwTrendQuerySchema = z.object({
  throwType: oneOf(THROW_TYPES, 'throwType').meta({ description: 'The throw type drawn.' }),
  utcOffset: z
    .string({ error: UTC_OFFSET_INVALID })
    .regex(/^-?\d{1,4}$/, UTC_OFFSET_INVALID)
    .transform(Number)
    .refine((n) => Math.abs(n) <= MAX_UTC_OFFSET_MIN, UTC_OFFSET_INVALID)
    .optional()
    .meta({
      description:
        'The player’s offset from UTC in minutes, east positive (0 when absent): what their day is.',
    }),
});

export const throwTrendSchema = z
  .object({
    throwType: z.enum(THROW_TYPES),
    points: z
      .array(
        z.object({
          userDiscId: z.string(),
          day: z.string().meta({ description: 'The player’s day, YYYY-MM-DD.' }),
          full: z.number().meta({ description: 'Full-power throws of the type that day.' }),
          medianFt: z.number(),
        }),
      )
      .meta({
        description: `Per disc (by id) and day (oldest first), the median of the full-power throws of the type; each disc’s latest ${TREND_DAYS} days.`,
      }),
  })
  .meta({ id: 'ThrowTrend' });
export type ThrowTrend = z.output<typeof throwTrendSchema>;

const landingSchema = z.object({ distanceFt: z.number(), finishFt: z.number().nullable() });

/** GET /api/throws/summary: what the charts and the field session read (core/throws/throw-summary). */
export const throwSummarySchema = z
  .object({
    total: z.number().meta({ description: 'Throws in the log.' }),
    discs: z
      .array(
        z.object({
          userDiscId: z.string(),
          throws: z.number(),
          medianFt: z.number(),
          bestFt: z.number(),
          lastThrownAt: z.string(),
        }),
      )
      .meta({ description: 'Per disc, every throw whatever its type and effort.' }),
    groups: z
      .array(
        z.object({
          userDiscId: z.string(),
          throwType: z.enum(THROW_TYPES),
          throws: z.number(),
          full: z
            .number()
            .meta({ description: 'The full-power throws: the figures below count them.' }),
          medianFt: z.number().nullable(),
          bestFt: z.number().nullable(),
          lowFt: z.number().nullable().meta({ description: 'Lower quartile of the distances.' }),
          highFt: z.number().nullable().meta({ description: 'Upper quartile of the distances.' }),
          finishFt: z.number().nullable().meta({
            description: 'Median finish of the throws that recorded one; null when none did.',
          }),
          finishes: z.number(),
          invSum: z.number().meta({ description: 'Σ 1/distance: the arm’s fit.' }),
          invSqSum: z.number().meta({ description: 'Σ 1/distance²: the arm’s fit.' }),
          recent: z.array(landingSchema).meta({
            description: `The latest full-power landings, newest first (at most ${RECENT_LANDINGS}).`,
          }),
        }),
      )
      .meta({ description: 'Per disc and throw type.' }),
  })
  .meta({ id: 'ThrowSummary' });

export type PutThrowInput = z.input<typeof putThrowSchema>;
export type Throw = z.output<typeof throwSchema>;

/** A landing as a shared bag shows it, when its owner turned that on: no ids, no note, no date. */
export const sharedLandingSchema = z
  .object({
    distanceFt: z.number(),
    finishFt: z.number().nullable(),
    throwType: z.enum(THROW_TYPES),
    effort: z.enum(EFFORTS),
  })
  .meta({ id: 'SharedLanding' });
export type SharedLanding = z.output<typeof sharedLandingSchema>;

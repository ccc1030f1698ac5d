import { z } from 'zod';
import { NOT_AN_OBJECT } from './bag';
import { isStorableText } from './storable-text';

/**
 * A logged throw of one of the player's discs (docs/decisions/0030-throw-log.md). Shared by the
 * server and the UI. Distances are stored in feet, one unit; the UI shows the player's unit.
 *
 * The id is made by the client (a UUID), so a write can be sent again (an outbox after a lost
 * answer) and lands once: PUT /api/throws/{id} creates or replaces, the same body twice gives
 * the same throw.
 */

/** The shots players name: backhand, forehand (sidearm), roller, and the overhand shots. */
export const THROW_TYPES = ['backhand', 'forehand', 'roller', 'tomahawk', 'thumber'] as const;
export type ThrowType = (typeof THROW_TYPES)[number];
export const THROW_TYPE_LABELS: Record<ThrowType, string> = {
  backhand: 'Backhand',
  forehand: 'Forehand',
  roller: 'Roller',
  tomahawk: 'Tomahawk',
  thumber: 'Thumber',
};

/** Full power, or a controlled (placement) throw; only full-power throws fit the arm. */
export const EFFORTS = ['full', 'controlled'] as const;
export type Effort = (typeof EFFORTS)[number];
export const EFFORT_LABELS: Record<Effort, string> = {
  full: 'Full power',
  controlled: 'Controlled',
};

export const RELEASES = ['hyzer', 'flat', 'anhyzer'] as const;
export type Release = (typeof RELEASES)[number];
export const RELEASE_LABELS: Record<Release, string> = {
  hyzer: 'Hyzer',
  flat: 'Flat',
  anhyzer: 'Anhyzer',
};

/** How the distance was found: typed by the player, or from two GPS fixes (tee and landing). */
export const MEASURED_BY = ['typed', 'gps'] as const;
export type MeasuredBy = (typeof MEASURED_BY)[number];

/** The longest throw the log takes (the world record is 1,108 ft). */
export const MAX_THROW_FT = 1200;
/** The widest finish off the target line the log takes, left or right. */
export const MAX_FINISH_FT = 500;
export const THROW_NOTE_MAX = 300;
/**
 * The worst GPS fix accepted (metres, the Geolocation API's `accuracy`: a 68 % radius). Phone GPS
 * is ±3–10 m in the open; a fix worse than this would make the distance mostly noise.
 */
export const GPS_MAX_ACCURACY_M = 15;
/** A documented maximum per player (core/limits.ts): ten years of a weekly field session. */
export const MAX_THROWS_PER_PLAYER = 20_000;

export const TOO_MANY_THROWS = `You can log at most ${MAX_THROWS_PER_PLAYER.toLocaleString('en-US')} throws`;
export const THROW_DISC_GONE =
  'This disc is no longer in your collection, so its throw cannot be saved';
export const THROW_ID_INVALID = 'A throw id must be a UUID';
export const DISTANCE_INVALID = `Distance must be a number of feet between 1 and ${MAX_THROW_FT}`;
export const FINISH_INVALID = `The finish must be at most ${MAX_FINISH_FT} ft left or right of the line`;
export const GPS_TOO_COARSE = `The position is only accurate to ±{accuracy} m; a measured throw needs ±${GPS_MAX_ACCURACY_M} m or better. Phone GPS is ±3–10 m in the open: wait a moment under open sky and mark again, or type the distance.`;
export const GPS_ACCURACY_REQUIRED = `A measured throw needs the fix's accuracy (at most ${GPS_MAX_ACCURACY_M} m)`;
export const THROWN_AT_INVALID = 'When must be a date and time, not in the future';

/** The coarse-fix message for an accuracy in metres (rounded up to a whole metre). */
export const gpsTooCoarse = (accuracyM: number) =>
  GPS_TOO_COARSE.replace('{accuracy}', String(Math.ceil(accuracyM)));

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

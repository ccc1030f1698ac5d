import { z } from 'zod';
import { NOT_AN_OBJECT } from './bag';
import { isStorableText } from './storable-text';
import { GPS_MAX_ACCURACY_M, GPS_ACCURACY_REQUIRED, gpsTooCoarse } from '../rules/throw';
import {
  COURSE_NAME_MAX,
  COURSE_NAME_REQUIRED,
  COURSE_PLACE_MAX,
  HOLE_LABEL_INVALID,
  HOLE_LABEL_MAX,
  HOLE_LABELS_UNIQUE,
  HOLE_NOTE_MAX,
  HOLE_SHAPES,
  HOLES_COUNT,
  LAYOUT_NAME_MAX,
  LAYOUT_NAME_REQUIRED,
  LENGTH_INVALID,
  LENGTH_UNITS,
  MAX_HOLE_FT,
  MAX_HOLES,
  MAX_PAR,
  MIN_HOLES,
  MIN_PAR,
  PAR_INVALID,
  POSITION_INVALID,
  VISIBILITIES,
} from '../rules/round';

/** A whole number from `min` (up to `max` when given), every failure answered with `message`. */
export function wholeNumber(message: string, min: number, max?: number) {
  const n = z.number({ error: message }).int(message).min(min, message);
  return max === undefined ? n : n.max(max, message);
}

export * from '../rules/round';

/**
 * Courses, their layouts and holes (docs/decisions/0043). Ids are made by the client (UUIDs), so
 * the outbox can send a write again after a lost answer: PUT creates or replaces.
 */

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/** Trimmed storable text of at most `max` characters; `required` names the message for ''. */
export const text = (max: number, what: string, required?: string) => {
  const base = z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .refine(isStorableText, `${what} contains characters that are not allowed`);
  return required ? base.refine((s) => s.length > 0, required) : base;
};

const latitude = z
  .number({ error: POSITION_INVALID })
  .min(-90, POSITION_INVALID)
  .max(90, POSITION_INVALID);
const longitude = z
  .number({ error: POSITION_INVALID })
  .min(-180, POSITION_INVALID)
  .max(180, POSITION_INVALID);

/** A course's position on the map (typed or picked: no accuracy needed). */
export const positionSchema = z
  .strictObject({ lat: latitude, lng: longitude }, { error: POSITION_INVALID })
  .meta({ id: 'Position' });

/**
 * A position marked with the phone (a tee, a basket, a shot's landing): the fix's accuracy is
 * required and at most GPS_MAX_ACCURACY_M, the throw log's rule (decision 0030).
 */
export const markedPositionSchema = z
  .strictObject(
    {
      lat: latitude,
      lng: longitude,
      accuracyM: z.number({ error: GPS_ACCURACY_REQUIRED }).min(0, GPS_ACCURACY_REQUIRED),
    },
    { error: POSITION_INVALID },
  )
  .superRefine((v, ctx) => {
    if (v.accuracyM > GPS_MAX_ACCURACY_M) {
      ctx.addIssue({ code: 'custom', path: ['accuracyM'], message: gpsTooCoarse(v.accuracyM) });
    }
  })
  .meta({ id: 'MarkedPosition' });

export const holeSchema = z
  .strictObject(
    {
      label: z
        .string({ error: HOLE_LABEL_INVALID })
        .trim()
        .min(1, HOLE_LABEL_INVALID)
        .max(HOLE_LABEL_MAX, HOLE_LABEL_INVALID)
        .refine(isStorableText, HOLE_LABEL_INVALID),
      par: wholeNumber(PAR_INVALID, MIN_PAR, MAX_PAR),
      lengthFt: z
        .number({ error: LENGTH_INVALID })
        .min(1, LENGTH_INVALID)
        .max(MAX_HOLE_FT, LENGTH_INVALID)
        .transform((n) => Math.round(n * 10) / 10)
        .nullable()
        .default(null)
        .meta({ description: 'The hole’s length in feet (the one stored unit).' }),
      lengthUnit: oneOf(LENGTH_UNITS, 'Unit')
        .default('ft')
        .meta({ description: 'The unit the player entered and reads the length in.' }),
      shape: oneOf(HOLE_SHAPES, 'Shape').nullable().default(null),
      tee: markedPositionSchema.nullable().default(null),
      basket: markedPositionSchema.nullable().default(null),
      note: text(HOLE_NOTE_MAX, 'Note').default(''),
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'Hole' });
export type HoleInput = z.input<typeof holeSchema>;
export type Hole = z.output<typeof holeSchema>;

/** A layout's holes, in the order played: 1 to 36, labels unique. */
export const holesSchema = z
  .array(holeSchema, { error: HOLES_COUNT })
  .min(MIN_HOLES, HOLES_COUNT)
  .max(MAX_HOLES, HOLES_COUNT)
  .superRefine((holes, ctx) => {
    const seen = new Set<string>();
    holes.forEach((h, i) => {
      const key = h.label.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'label'], message: HOLE_LABELS_UNIQUE });
      seen.add(key);
    });
  });

/** PUT /api/courses/{id}: the whole course (create or replace). */
export const putCourseSchema = z
  .strictObject(
    {
      name: text(COURSE_NAME_MAX, 'Course name', COURSE_NAME_REQUIRED),
      place: text(COURSE_PLACE_MAX, 'Place').default(''),
      position: positionSchema.nullable().default(null),
      visibility: oneOf(VISIBILITIES, 'Visibility').default('private'),
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'PutCourseInput' });
export type PutCourseInput = z.input<typeof putCourseSchema>;

/** PUT /api/courses/{courseId}/layouts/{id}: the whole layout (create or replace). */
export const putLayoutSchema = z
  .strictObject(
    {
      name: text(LAYOUT_NAME_MAX, 'Layout name', LAYOUT_NAME_REQUIRED),
      holes: holesSchema,
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'PutLayoutInput' });
export type PutLayoutInput = z.input<typeof putLayoutSchema>;

const answerHole = z.object({
  label: z.string(),
  par: z.number(),
  lengthFt: z.number().nullable(),
  lengthUnit: z.enum(LENGTH_UNITS),
  shape: z.enum(HOLE_SHAPES).nullable(),
  tee: z.object({ lat: z.number(), lng: z.number(), accuracyM: z.number() }).nullable(),
  basket: z.object({ lat: z.number(), lng: z.number(), accuracyM: z.number() }).nullable(),
  note: z.string(),
});

export const layoutSchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    name: z.string(),
    holes: z.array(answerHole),
    updatedAt: z.string(),
  })
  .meta({ id: 'Layout' });
export type Layout = z.output<typeof layoutSchema>;

const courseFields = {
  id: z.string(),
  name: z.string(),
  place: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  visibility: z.enum(VISIBILITIES),
  mine: z
    .boolean()
    .meta({ description: 'False for a course another player shares: read and play only.' }),
  updatedAt: z.string(),
};

/** A course with its layouts in full. */
export const courseSchema = z
  .object({ ...courseFields, layouts: z.array(layoutSchema) })
  .meta({ id: 'Course' });
export type Course = z.output<typeof courseSchema>;

/** A course in the list: its layouts without their holes. */
export const courseListItemSchema = z
  .object({
    ...courseFields,
    layouts: z.array(
      z.object({ id: z.string(), name: z.string(), holeCount: z.number(), par: z.number() }),
    ),
  })
  .meta({ id: 'CourseListItem' });
export type CourseListItem = z.output<typeof courseListItemSchema>;

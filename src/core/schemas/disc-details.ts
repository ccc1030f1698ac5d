import { z } from 'zod';
import { FLIGHT_BOUNDS, type FlightField } from '../disc/flight-bounds';
import { isStorableText } from './storable-text';
import {
  WEIGHT_MIN,
  WEIGHT_MAX,
  CONDITION_MIN,
  CONDITION_MAX,
  DISC_STATUSES,
  WEIGHT_RANGE,
  WEIGHT_STEP,
  CONDITION_RANGE,
  DATE_INVALID,
  STATUS_INVALID,
  FLIGHT_INVALID,
  halfStep,
} from '../rules/disc-details';
export * from '../rules/disc-details';

/**
 * A player's own details about one physical disc (docs/decisions/0012): typed fields kept in
 * their own columns, shared by the server, the forms and import. On add and update a field
 * absent is left alone, `null` (or empty text) clears it.
 */
/** A free-text detail: trimmed, at most `max` characters, storable; empty text or null clears it. */
export function detailText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .refine(isStorableText, `${label} contains characters that are not allowed`)
    .transform((s) => (s === '' ? null : s))
    .nullable();
}

/** A calendar date (YYYY-MM-DD, from 1900 on); null clears it. */
export const isoDate = z
  .string({ error: DATE_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01';
  }, DATE_INVALID)
  .nullable();

export function flightNumber(field: FlightField) {
  const { min, max } = FLIGHT_BOUNDS[field];
  const label = field[0]!.toUpperCase() + field.slice(1);
  return z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .refine(halfStep, FLIGHT_INVALID);
}

/** The player's own flight numbers for a disc: all four, overriding the catalogue's for them. */
export const personalFlightSchema = z
  .strictObject(
    {
      speed: flightNumber('speed'),
      glide: flightNumber('glide'),
      turn: flightNumber('turn'),
      fade: flightNumber('fade'),
    },
    { error: 'Give all four flight numbers: speed, glide, turn and fade' },
  )
  .meta({ id: 'PersonalFlight' });
export type PersonalFlight = z.output<typeof personalFlightSchema>;

/** Weight in grams, in whole or half grams; null clears it. */
export const weightSchema = z
  .number({ error: WEIGHT_RANGE })
  .min(WEIGHT_MIN, WEIGHT_RANGE)
  .max(WEIGHT_MAX, WEIGHT_RANGE)
  .refine(halfStep, WEIGHT_STEP)
  .nullable();

/** Condition from 1 (worn) to 10 (new); null clears it. */
export const conditionSchema = z
  .number({ error: CONDITION_RANGE })
  .int(CONDITION_RANGE)
  .min(CONDITION_MIN, CONDITION_RANGE)
  .max(CONDITION_MAX, CONDITION_RANGE)
  .nullable();

export const statusSchema = z.enum(DISC_STATUSES, { error: STATUS_INVALID });

// The table of fields built from these, and the schema, types and byte count derived from it,
// are in core/collection/disc-fields.ts.

import { z } from 'zod';
import { FLIGHT_BOUNDS, type FlightField } from '../disc/flight-bounds';
import { isStorableText } from './storable-text';

/**
 * A player's own details about one physical disc (docs/decisions/0012): typed fields kept in
 * their own columns, shared by the server, the forms and import. On add and update a field
 * absent is left alone, `null` (or empty text) clears it.
 */
export const PLASTIC_MAX = 40;
export const NICKNAME_MAX = 60;
export const NOTES_MAX = 1000;
export const STATUS_NOTE_MAX = 200;
export const WEIGHT_MIN = 100;
export const WEIGHT_MAX = 200;
export const CONDITION_MIN = 1;
export const CONDITION_MAX = 10;

/** Where a disc is: in play, or archived for one of four reasons. */
export const DISC_STATUSES = ['active', 'lost', 'sold', 'given', 'retired'] as const;
export type DiscStatus = (typeof DISC_STATUSES)[number];
export const ARCHIVE_STATUSES = DISC_STATUSES.filter((s) => s !== 'active');
export const STATUS_LABELS: Record<DiscStatus, string> = {
  active: 'In the bag',
  lost: 'Lost',
  sold: 'Sold',
  given: 'Given away',
  retired: 'Retired',
};

export const WEIGHT_RANGE = `Weight must be between ${WEIGHT_MIN} and ${WEIGHT_MAX} grams`;
export const WEIGHT_STEP = 'Weight must be in whole or half grams (e.g. 175 or 175.5)';
export const CONDITION_RANGE = `Condition must be a whole number from ${CONDITION_MIN} to ${CONDITION_MAX}`;
export const DATE_INVALID = 'Use a date such as 2026-05-31';
export const STATUS_INVALID = 'Status must be active, lost, sold, given or retired';
export const FLIGHT_INVALID = 'Flight numbers must be numbers in steps of 0.5';

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

/** Whole or half steps (7 or 7.5). */
export const halfStep = (v: number) => Number.isInteger(v * 2);

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

/** True when the disc is archived (lost, sold, given away or retired). */
export function isArchived(d: { status?: unknown }): boolean {
  return d.status !== undefined && d.status !== 'active';
}

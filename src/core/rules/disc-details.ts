/**
 * A disc's own details: bounds, statuses and their labels, messages (the schemas:
 * core/schemas/disc-details.ts). Without zod, so that a page can read them without building the
 * schemas (docs/decisions/0037); the schema module uses them and exports them too.
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
export const STATUS_LABELS = {
  active: 'In the bag',
  lost: 'Lost',
  sold: 'Sold',
  given: 'Given away',
  retired: 'Retired',
} as const satisfies Record<DiscStatus, string>;

export const WEIGHT_RANGE = `Weight must be between ${WEIGHT_MIN} and ${WEIGHT_MAX} grams`;
export const WEIGHT_STEP = 'Weight must be in whole or half grams (e.g. 175 or 175.5)';
export const CONDITION_RANGE = `Condition must be a whole number from ${CONDITION_MIN} to ${CONDITION_MAX}`;
export const DATE_INVALID = 'Use a date such as 2026-05-31';
export const STATUS_INVALID = 'Status must be active, lost, sold, given or retired';
export const FLIGHT_INVALID = 'Flight numbers must be numbers in steps of 0.5';

/** Whole or half steps (7 or 7.5). */
export const halfStep = (v: number) => Number.isInteger(v * 2);

/** True when the disc is archived (lost, sold, given away or retired). */
export function isArchived(d: { status?: unknown }): boolean {
  return d.status !== undefined && d.status !== 'active';
}

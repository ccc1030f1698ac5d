/**
 * A disc's change made on the course: its keys and messages (the schema: core/schemas/disc-
 * change.ts). Without zod, so that a page can read them without building the schemas
 * (docs/decisions/0037); the schema module uses them and exports them too.
 */

export const COURSE_CHANGE_KEYS = [
  'status',
  'statusNote',
  'statusDate',
  'notes',
  'condition',
] as const;
export type CourseChangeKey = (typeof COURSE_CHANGE_KEYS)[number];

export const COURSE_CHANGE_EMPTY =
  'Send at least one of status, statusNote, statusDate, notes and condition';
export const CHANGE_ID_INVALID = 'A change id must be a UUID';
export const CHANGE_ID_USED = 'This change id was already used for another change of this disc';
export const CHANGE_DISC_GONE =
  'This disc is no longer in your collection, so its change cannot be saved';

/** Whether a change of a disc's fields is one the outbox keeps offline (only these keys). */
export function isCourseChange(changes: Record<string, unknown>): boolean {
  const keys = Object.keys(changes);
  return (
    keys.length > 0 && keys.every((k) => (COURSE_CHANGE_KEYS as readonly string[]).includes(k))
  );
}

/** How long the server remembers an applied change id (a queue older than this may apply twice). */
export const CHANGE_RECEIPT_DAYS = 90;

import { z } from 'zod';
import { discDetailsShape } from '../collection/disc-fields';

/**
 * A change a player makes to a disc on the course (decision 0031): archive it (lost with where,
 * sold, given, retired; or restore it), its notes, its condition. Sent by the offline outbox as
 * `PUT /api/user-discs/{id}/changes/{changeId}` with an id the browser made when the player made
 * the change, so it is applied once however often it is sent. The fields and their rules are the
 * disc's own (decision 0012); other changes of a disc are not kept offline.
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

export const courseChangeSchema = z
  .strictObject({
    status: discDetailsShape.status,
    statusNote: discDetailsShape.statusNote,
    statusDate: discDetailsShape.statusDate,
    notes: discDetailsShape.notes,
    condition: discDetailsShape.condition,
  })
  .partial()
  .refine((c) => Object.keys(c).length > 0, COURSE_CHANGE_EMPTY)
  .meta({ id: 'CourseChange' });
export type CourseChangeInput = z.input<typeof courseChangeSchema>;

/** Whether a change of a disc's fields is one the outbox keeps offline (only these keys). */
export function isCourseChange(changes: Record<string, unknown>): boolean {
  const keys = Object.keys(changes);
  return (
    keys.length > 0 && keys.every((k) => (COURSE_CHANGE_KEYS as readonly string[]).includes(k))
  );
}

/** How long the server remembers an applied change id (a queue older than this may apply twice). */
export const CHANGE_RECEIPT_DAYS = 90;

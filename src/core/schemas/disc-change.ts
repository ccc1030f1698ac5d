import { z } from 'zod';
import { discDetailsShape } from '../collection/disc-fields';
import { COURSE_CHANGE_EMPTY } from '../rules/disc-change';
export * from '../rules/disc-change';

/**
 * A change a player makes to a disc on the course (decision 0031): archive it (lost with where,
 * sold, given, retired; or restore it), its notes, its condition. Sent by the offline outbox as
 * `PUT /api/user-discs/{id}/changes/{changeId}` with an id the browser made when the player made
 * the change, so it is applied once however often it is sent. The fields and their rules are the
 * disc's own (decision 0012); other changes of a disc are not kept offline.
 */
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

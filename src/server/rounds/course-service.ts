/**
 * The rules of courses and layouts (docs/decisions/0043): client-made ids, a course changed only
 * by its author (another player's shared course is 403, a private one what a missing one is), a
 * resent PUT that changes nothing, the per-player limits under the player lock, and a layout only
 * under its own course. The queries are course-repository.ts's.
 */
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type {
  Course,
  CourseListItem,
  Layout,
  putCourseSchema,
  putLayoutSchema,
} from '../../core/schemas/course';
import { lockPlayer } from '../collection/player-lock';
import { enforceLimits } from '../collection/player-usage';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import {
  type CourseColumns,
  courseRepository,
  type CourseRow,
  toLayout,
} from './course-repository';
import { clientId, courseNotFound, courseNotYours, layoutNotFound } from './round-errors';

/**
 * The course row for a write by `me`: theirs, or null when there is none. Another player's
 * course is 403 when shared (it is visible, so saying so tells nothing) and, when private, what a
 * missing one is: null (a delete succeeds, removing nothing) or, for a write that cannot make it,
 * 404.
 */
function ownCourse(
  row: CourseRow | undefined,
  me: string,
  foreignPrivate: 'missing' | 'not found',
): CourseRow | null {
  if (!row) return null;
  if (row.userId === me) return row;
  if (row.shared) throw courseNotYours();
  if (foreignPrivate === 'missing') return null;
  throw courseNotFound();
}

function courseColumns(input: z.output<typeof putCourseSchema>): CourseColumns {
  return {
    name: input.name,
    place: input.place,
    lat: input.position?.lat ?? null,
    lng: input.position?.lng ?? null,
    shared: input.visibility === 'shared',
  };
}

const sameCourse = (row: CourseRow, columns: CourseColumns) =>
  (Object.keys(columns) as (keyof CourseColumns)[]).every((k) => row[k] === columns[k]);

/** Layouts of the player's courses: create or replace, delete. */
function layoutRules(db: Db, courses: ReturnType<typeof courseRepository>) {
  return {
    /** Create or replace a layout of the player's course (404 / 403 as for the course). */
    async putLayout(
      me: string,
      rawCourseId: string,
      rawId: string,
      input: z.output<typeof putLayoutSchema>,
    ): Promise<{ created: boolean; value: Layout }> {
      // A course id that cannot be one names no course of the player's: 404, as a missing one.
      if (!isUuid(rawCourseId)) throw courseNotFound();
      const courseId = rawCourseId.toLowerCase();
      const id = clientId(rawId);
      return db.transaction(async (tx) => {
        await lockPlayer(tx, me);
        if (!ownCourse(await courses.findCourse(tx, courseId), me, 'not found')) {
          throw courseNotFound();
        }
        const existing = await courses.findLayout(tx, id);
        if (existing && (existing.userId !== me || existing.courseId !== courseId)) {
          throw layoutNotFound();
        }
        if (existing) {
          if (existing.name === input.name && isDeepStrictEqual(existing.holes, input.holes)) {
            return { created: false, value: toLayout(existing) };
          }
          return { created: false, value: await courses.updateLayout(tx, me, id, input) };
        }
        await enforceLimits(tx, me, { layouts: 1 });
        return { created: true, value: await courses.insertLayout(tx, me, courseId, id, input) };
      });
    },

    /** Deletes a layout of the player's course; a layout not there succeeds too. */
    async removeLayout(me: string, rawCourseId: string, rawId: string): Promise<void> {
      const courseId = clientId(rawCourseId, 'courseId');
      const id = clientId(rawId);
      await db.transaction(async (tx) => {
        if (!ownCourse(await courses.findCourse(tx, courseId), me, 'missing')) return;
        await courses.deleteLayout(tx, me, courseId, id);
      });
    },
  };
}

/**
 * Courses and layouts (docs/decisions/0043). A course is its author's: only they change it or its
 * layouts. Another player reads it only while it is shared (a private one is 404 to them, as if
 * it were not there); a write to a shared course of someone else is 403.
 */
export function courseService(db: Db) {
  const courses = courseRepository(db);

  /** A course the player may read, with its layouts in full; 404 otherwise. */
  async function get(me: string, rawId: string): Promise<Course> {
    if (!isUuid(rawId)) throw courseNotFound();
    const found = await courses.visible(me, rawId.toLowerCase());
    if (!found) throw courseNotFound();
    return found;
  }

  return {
    /** The courses `me` may play, by name, with their layouts' names, hole counts and pars. */
    list: (me: string): Promise<CourseListItem[]> => courses.list(me),

    /** The player's own courses with their layouts in full (the collection export). */
    own: (me: string): Promise<Course[]> => courses.own(me),

    get,

    /** Create or replace; `created` is false when the course was there. */
    async put(
      me: string,
      rawId: string,
      input: z.output<typeof putCourseSchema>,
    ): Promise<{ created: boolean; value: Course }> {
      const id = clientId(rawId);
      const columns = courseColumns(input);
      const created = await db.transaction(async (tx) => {
        await lockPlayer(tx, me);
        const existing = ownCourse(await courses.findCourse(tx, id), me, 'not found');
        if (existing) {
          if (!sameCourse(existing, columns)) await courses.updateCourse(tx, me, id, columns);
          return false;
        }
        await enforceLimits(tx, me, { courses: 1 });
        await courses.insertCourse(tx, me, id, columns);
        return true;
      });
      return { created, value: await get(me, id) };
    },

    /** Deletes the player's course and its layouts; rounds played on it keep their copies. */
    async remove(me: string, rawId: string): Promise<void> {
      const id = clientId(rawId);
      await db.transaction(async (tx) => {
        if (ownCourse(await courses.findCourse(tx, id), me, 'missing')) {
          await courses.deleteCourse(tx, me, id);
        }
      });
    },

    ...layoutRules(db, courses),
  };
}

export type CourseService = ReturnType<typeof courseService>;

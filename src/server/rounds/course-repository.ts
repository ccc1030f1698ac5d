import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { longReads } from '../db/long-reads';
import type { z } from 'zod';
import type {
  Course,
  CourseListItem,
  Hole,
  Layout,
  putCourseSchema,
  putLayoutSchema,
} from '../../core/schemas/course';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { course, courseLayout } from '../db/schema';
import { lockPlayer } from '../collection/player-lock';
import { enforceLimits } from '../collection/player-usage';
import { clientId, courseNotFound, courseNotYours, layoutNotFound } from './round-errors';

type CourseRow = typeof course.$inferSelect;
type LayoutRow = typeof courseLayout.$inferSelect;

export function toLayout(r: LayoutRow): Layout {
  return {
    id: r.id,
    courseId: r.courseId,
    name: r.name,
    holes: r.holes as Hole[],
    updatedAt: r.updatedAt.toISOString(),
  };
}

function courseFields(r: CourseRow, me: string) {
  return {
    id: r.id,
    name: r.name,
    place: r.place,
    position: r.lat === null || r.lng === null ? null : { lat: r.lat, lng: r.lng },
    visibility: r.shared ? ('shared' as const) : ('private' as const),
    mine: r.userId === me,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The player's own courses and the courses others share on this server. */
const visibleTo = (me: string) => or(eq(course.userId, me), eq(course.shared, true));

/**
 * The course row `id` for a write by `me`: theirs, or null when there is none. Another player's
 * course is 403 when shared (it is visible, so saying so tells nothing) and, when private, what a
 * missing one is: null (a delete succeeds, removing nothing) or, for a write that cannot make it,
 * 404.
 */
async function ownCourse(
  ex: Pick<Db, 'select'>,
  me: string,
  id: string,
  foreignPrivate: 'missing' | 'not found',
): Promise<CourseRow | null> {
  const [row] = await ex.select().from(course).where(eq(course.id, id));
  if (!row) return null;
  if (row.userId === me) return row;
  if (row.shared) throw courseNotYours();
  if (foreignPrivate === 'missing') return null;
  throw courseNotFound();
}

async function listCourses(db: Db, me: string): Promise<CourseListItem[]> {
  const rows = await db
    .select()
    .from(course)
    .where(visibleTo(me))
    .orderBy(asc(course.name), asc(course.id));
  const ids = rows.map((r) => r.id);
  const layouts = ids.length
    ? await db
        .select({
          id: courseLayout.id,
          courseId: courseLayout.courseId,
          name: courseLayout.name,
          holeCount: courseLayout.holeCount,
          par: courseLayout.par,
        })
        .from(courseLayout)
        .where(inArray(courseLayout.courseId, ids))
        .orderBy(asc(courseLayout.name), asc(courseLayout.id))
    : [];
  const layoutsOf = new Map<string, CourseListItem['layouts']>();
  for (const { courseId, ...l } of layouts) {
    const list = layoutsOf.get(courseId);
    if (list) list.push(l);
    else layoutsOf.set(courseId, [l]);
  }
  return rows.map((r) => ({ ...courseFields(r, me), layouts: layoutsOf.get(r.id) ?? [] }));
}

/** Reading courses: the list, the player's own in full, and one course. */
function courseReads(db: Db) {
  return {
    /**
     * The courses `me` may play, by name, with their layouts' names, hole counts and pars. The
     * counts and pars are kept by the database (generated columns): a list of 500 courses and
     * 2,000 layouts of 36 holes does not bring every hole over to be parsed.
     */
    async list(me: string): Promise<CourseListItem[]> {
      // Every shared course of the server may be in it: one list read at a time per process,
      // with the other long reads (db/long-reads.ts).
      return longReads.run(() => listCourses(db, me));
    },

    /** The player's own courses with their layouts in full (the collection export). */
    async own(me: string): Promise<Course[]> {
      const rows = await db
        .select()
        .from(course)
        .where(eq(course.userId, me))
        .orderBy(asc(course.name), asc(course.id));
      const layouts = await db
        .select()
        .from(courseLayout)
        .where(eq(courseLayout.userId, me))
        .orderBy(asc(courseLayout.name), asc(courseLayout.id));
      return rows.map((r) => ({
        ...courseFields(r, me),
        layouts: layouts.filter((l) => l.courseId === r.id).map(toLayout),
      }));
    },

    /** A course the player may read, with its layouts in full; 404 otherwise. */
    async get(me: string, rawId: string): Promise<Course> {
      if (!isUuid(rawId)) throw courseNotFound();
      const [row] = await db
        .select()
        .from(course)
        .where(and(eq(course.id, rawId.toLowerCase()), visibleTo(me)));
      if (!row) throw courseNotFound();
      const layouts = await db
        .select()
        .from(courseLayout)
        .where(eq(courseLayout.courseId, row.id))
        .orderBy(asc(courseLayout.name), asc(courseLayout.id));
      return { ...courseFields(row, me), layouts: layouts.map(toLayout) };
    },
  };
}

/** Writing a course: create or replace, delete. The answer is read back through `reads`. */
function courseWrites(db: Db, reads: ReturnType<typeof courseReads>) {
  return {
    /** Create or replace; `created` is false when the course was there. */
    async put(
      me: string,
      rawId: string,
      input: z.output<typeof putCourseSchema>,
    ): Promise<{ created: boolean; value: Course }> {
      const id = clientId(rawId);
      const columns = {
        name: input.name,
        place: input.place,
        lat: input.position?.lat ?? null,
        lng: input.position?.lng ?? null,
        shared: input.visibility === 'shared',
      };
      const created = await db.transaction(async (tx) => {
        await lockPlayer(tx, me);
        const existing = await ownCourse(tx, me, id, 'not found');
        if (existing) {
          const same = (Object.keys(columns) as (keyof typeof columns)[]).every(
            (k) => existing[k] === columns[k],
          );
          if (!same) {
            await tx
              .update(course)
              .set({ ...columns, updatedAt: new Date() })
              .where(and(eq(course.id, id), eq(course.userId, me)));
          }
          return false;
        }
        await enforceLimits(tx, me, { courses: 1 });
        await tx.insert(course).values({ id, userId: me, ...columns });
        return true;
      });
      return { created, value: await reads.get(me, id) };
    },

    /** Deletes the player's course and its layouts; rounds played on it keep their copies. */
    async remove(me: string, rawId: string): Promise<void> {
      const id = clientId(rawId);
      await db.transaction(async (tx) => {
        if (await ownCourse(tx, me, id, 'missing')) {
          await tx.delete(course).where(and(eq(course.id, id), eq(course.userId, me)));
        }
      });
    },
  };
}

/** Writing a layout of the player's course: create or replace, delete. */
function layoutWrites(db: Db) {
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
        if (!(await ownCourse(tx, me, courseId, 'not found'))) throw courseNotFound();
        const [existing] = await tx.select().from(courseLayout).where(eq(courseLayout.id, id));
        if (existing && (existing.userId !== me || existing.courseId !== courseId)) {
          throw layoutNotFound();
        }
        if (existing) {
          if (existing.name === input.name && isDeepStrictEqual(existing.holes, input.holes)) {
            return { created: false, value: toLayout(existing) };
          }
          const [row] = await tx
            .update(courseLayout)
            .set({ name: input.name, holes: input.holes, updatedAt: new Date() })
            .where(and(eq(courseLayout.id, id), eq(courseLayout.userId, me)))
            .returning();
          return { created: false, value: toLayout(row!) };
        }
        await enforceLimits(tx, me, { layouts: 1 });
        const [row] = await tx
          .insert(courseLayout)
          .values({ id, userId: me, courseId, name: input.name, holes: input.holes })
          .returning();
        return { created: true, value: toLayout(row!) };
      });
    },

    /** Deletes a layout of the player's course; a layout not there succeeds too. */
    async removeLayout(me: string, rawCourseId: string, rawId: string): Promise<void> {
      const courseId = clientId(rawCourseId, 'courseId');
      const id = clientId(rawId);
      await db.transaction(async (tx) => {
        if (!(await ownCourse(tx, me, courseId, 'missing'))) return;
        await tx
          .delete(courseLayout)
          .where(
            and(
              eq(courseLayout.id, id),
              eq(courseLayout.userId, me),
              eq(courseLayout.courseId, courseId),
            ),
          );
      });
    },
  };
}

/**
 * Courses and layouts (docs/decisions/0043). A course is its author's: only they change it or its
 * layouts. Another player reads it only while it is shared (a private one is 404 to them, as if
 * it were not there); a write to a shared course of someone else is 403.
 */
export function courseRepository(db: Db) {
  const reads = courseReads(db);
  return { ...reads, ...courseWrites(db, reads), ...layoutWrites(db) };
}

export type CourseRepository = ReturnType<typeof courseRepository>;

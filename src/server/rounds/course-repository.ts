import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { longReads } from '../db/long-reads';
import type { z } from 'zod';
import type {
  Course,
  CourseListItem,
  Hole,
  Layout,
  putLayoutSchema,
} from '../../core/schemas/course';
import type { Db, Tx } from '../db/client';
import { course, courseLayout } from '../db/schema';

export type CourseRow = typeof course.$inferSelect;
export type LayoutRow = typeof courseLayout.$inferSelect;

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

    /** A course the player may read (theirs or shared), with its layouts in full, or null. */
    async visible(me: string, id: string): Promise<Course | null> {
      const [row] = await db
        .select()
        .from(course)
        .where(and(eq(course.id, id), visibleTo(me)));
      if (!row) return null;
      const layouts = await db
        .select()
        .from(courseLayout)
        .where(eq(courseLayout.courseId, row.id))
        .orderBy(asc(courseLayout.name), asc(courseLayout.id));
      return { ...courseFields(row, me), layouts: layouts.map(toLayout) };
    },
  };
}

/** A course's own columns a PUT sets. */
export type CourseColumns = Pick<CourseRow, 'name' | 'place' | 'lat' | 'lng' | 'shared'>;

/**
 * Writing courses, in the caller's transaction. A course row is read by id whoever owns it (the
 * service decides what another player's means); every write names the owner.
 */
function courseWrites() {
  return {
    async findCourse(ex: Pick<Db, 'select'>, id: string): Promise<CourseRow | undefined> {
      const [row] = await ex.select().from(course).where(eq(course.id, id));
      return row;
    },

    async updateCourse(tx: Tx, me: string, id: string, columns: CourseColumns): Promise<void> {
      await tx
        .update(course)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(course.id, id), eq(course.userId, me)));
    },

    async insertCourse(tx: Tx, me: string, id: string, columns: CourseColumns): Promise<void> {
      await tx.insert(course).values({ id, userId: me, ...columns });
    },

    /** Deletes the player's course and its layouts; rounds played on it keep their copies. */
    async deleteCourse(tx: Tx, me: string, id: string): Promise<void> {
      await tx.delete(course).where(and(eq(course.id, id), eq(course.userId, me)));
    },
  };
}

/** Writing layouts of the player's courses, in the caller's transaction. */
function layoutWrites() {
  return {
    async findLayout(tx: Tx, id: string): Promise<LayoutRow | undefined> {
      const [row] = await tx.select().from(courseLayout).where(eq(courseLayout.id, id));
      return row;
    },

    async updateLayout(
      tx: Tx,
      me: string,
      id: string,
      input: z.output<typeof putLayoutSchema>,
    ): Promise<Layout> {
      const [row] = await tx
        .update(courseLayout)
        .set({ name: input.name, holes: input.holes, updatedAt: new Date() })
        .where(and(eq(courseLayout.id, id), eq(courseLayout.userId, me)))
        .returning();
      return toLayout(row!);
    },

    async insertLayout(
      tx: Tx,
      me: string,
      courseId: string,
      id: string,
      input: z.output<typeof putLayoutSchema>,
    ): Promise<Layout> {
      const [row] = await tx
        .insert(courseLayout)
        .values({ id, userId: me, courseId, name: input.name, holes: input.holes })
        .returning();
      return toLayout(row!);
    },

    async deleteLayout(tx: Tx, me: string, courseId: string, id: string): Promise<void> {
      await tx
        .delete(courseLayout)
        .where(
          and(
            eq(courseLayout.id, id),
            eq(courseLayout.userId, me),
            eq(courseLayout.courseId, courseId),
          ),
        );
    },
  };
}

/** Writes the courses and layouts an import makes (theirs already), `chunk` rows a statement. */
export async function insertImportedCourses(
  tx: Tx,
  courses: readonly (typeof course.$inferInsert)[],
  layouts: readonly (typeof courseLayout.$inferInsert)[],
  chunk: number,
): Promise<void> {
  for (let i = 0; i < courses.length; i += chunk) {
    await tx.insert(course).values(courses.slice(i, i + chunk));
  }
  for (let i = 0; i < layouts.length; i += chunk) {
    await tx.insert(courseLayout).values(layouts.slice(i, i + chunk));
  }
}

/**
 * The queries of courses and layouts (docs/decisions/0043): the courses a player may read, and
 * writes that name the owner. The rules (ids, who may write, the limits, a layout only under its
 * own course) are in course-service.ts.
 */
export function courseRepository(db: Db) {
  return { ...courseReads(db), ...courseWrites(), ...layoutWrites() };
}

export type CourseRepository = ReturnType<typeof courseRepository>;

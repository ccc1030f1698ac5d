import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import {
  THROW_CURSOR,
  THROW_PAGE_DEFAULT,
  type ThrowPage,
  THROW_DISC_GONE,
  THROW_ID_INVALID,
  type putThrowSchema,
  type Throw,
  type throwSchema,
} from '../../core/schemas/throw';
import type { z } from 'zod';
import { throwSummaryBuilder, type ThrowSummary } from '../../core/throws/throw-summary';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ownRow } from '../db/own-rows';
import { throwLog, userDisc } from '../db/schema';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';

type Row = typeof throwLog.$inferSelect;
type Parsed = z.output<typeof putThrowSchema>;

export const throwDiscGone = () => new ApiError(404, 'not_found', THROW_DISC_GONE);
/** A path id that cannot be a client-made throw id. */
export const badThrowId = () => invalidInput({ id: THROW_ID_INVALID });

export function toThrow(r: Row): Throw {
  return {
    id: r.id,
    userDiscId: r.userDiscId,
    distanceFt: r.distanceFt,
    throwType: r.throwType as Throw['throwType'],
    effort: r.effort as Throw['effort'],
    finishFt: r.finishFt,
    release: r.release as Throw['release'],
    note: r.note,
    thrownAt: r.thrownAt.toISOString(),
    measuredBy: r.measuredBy as Throw['measuredBy'],
    gpsAccuracyM: r.gpsAccuracyM,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  } satisfies z.output<typeof throwSchema>;
}

/** The stored columns a PUT body sets (absent optional fields are null or ''). */
function columnsOf(input: Parsed) {
  return {
    userDiscId: input.userDiscId.toLowerCase(),
    distanceFt: input.distanceFt,
    throwType: input.throwType,
    effort: input.effort,
    finishFt: input.finishFt ?? null,
    release: input.release ?? null,
    note: input.note ?? '',
    thrownAt: new Date(input.thrownAt),
    measuredBy: input.measuredBy,
    gpsAccuracyM: input.measuredBy === 'gps' ? (input.gpsAccuracyM ?? null) : null,
  };
}

type Columns = ReturnType<typeof columnsOf>;
const same = (row: Row, c: Columns) =>
  (Object.keys(c) as (keyof Columns)[]).every((k) =>
    k === 'thrownAt' ? row.thrownAt.getTime() === c.thrownAt.getTime() : row[k] === c[k],
  );

/**
 * Rows one statement of a whole-log read takes (decision 0039). PGlite runs a statement on the
 * event loop: 1,000 rows of a throw are a few milliseconds, and the read lets other requests
 * run between two slices, so a 20,000-throw log never holds the server for its whole length.
 */
export const THROW_SLICE_ROWS = 1_000;
/** A summary reads fewer columns: more rows a slice for the same time. */
const SUMMARY_SLICE_ROWS = 2_500;

/** Lets the requests that arrived meanwhile run (a macrotask: PGlite's queries resolve without one). */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

const ownedBy = (userId: string, userDiscId?: string): SQL =>
  userDiscId
    ? and(eq(throwLog.userId, userId), eq(throwLog.userDiscId, userDiscId.toLowerCase()))!
    : eq(throwLog.userId, userId);

/** After (thrown_at, id) in the log's order, or before it. */
const past = (at: Date, id: string, dir: 'after' | 'before'): SQL => {
  const cmp = dir === 'after' ? gt : lt;
  return or(cmp(throwLog.thrownAt, at), and(eq(throwLog.thrownAt, at), cmp(throwLog.id, id)))!;
};

const cursorOf = (t: { thrownAt: Date; id: string }) => `${t.thrownAt.toISOString()}_${t.id}`;

/**
 * A player's throw log (decision 0030). Ids are the client's and per player: every statement
 * names the owner with the id, so another player's row is never read or touched.
 */
export function throwRepository(db: Db) {
  /**
   * The log in its order (oldest first), a slice at a time by keyset, with other requests let
   * in between two slices; `each` takes a slice's rows.
   */
  async function inSlices<R extends { thrownAt: Date; id: string }>(
    read: (after: SQL | undefined, rows: number) => Promise<R[]>,
    rows: number,
    each: (slice: R[]) => void,
  ): Promise<void> {
    let after: SQL | undefined;
    for (;;) {
      const slice = await read(after, rows);
      if (slice.length > 0) each(slice);
      if (slice.length < rows) return;
      const last = slice[slice.length - 1]!;
      after = past(last.thrownAt, last.id, 'after');
      await letOthersRun();
    }
  }

  return {
    /** The whole log (or one disc's), oldest first, read in slices. */
    async list(userId: string, userDiscId?: string): Promise<Throw[]> {
      const out: Throw[] = [];
      await this.eachSlice(userId, userDiscId, (slice) => {
        for (const t of slice) out.push(t);
      });
      return out;
    },

    /** The whole log a slice at a time (the export and the list serialise each as it comes). */
    async eachSlice(
      userId: string,
      userDiscId: string | undefined,
      each: (slice: Throw[]) => void,
    ): Promise<void> {
      const where = ownedBy(userId, userDiscId);
      await inSlices(
        (after, rows) =>
          db
            .select()
            .from(throwLog)
            .where(after ? and(where, after) : where)
            .orderBy(asc(throwLog.thrownAt), asc(throwLog.id))
            .limit(rows),
        THROW_SLICE_ROWS,
        (slice) => each(slice.map(toThrow)),
      );
    },

    /** What the pages draw of the log (core/throws/throw-summary), read in slices of its columns. */
    async summary(userId: string): Promise<ThrowSummary> {
      const where = ownedBy(userId);
      const builder = throwSummaryBuilder();
      await inSlices(
        (after, rows) =>
          db
            .select({
              id: throwLog.id,
              userDiscId: throwLog.userDiscId,
              throwType: throwLog.throwType,
              effort: throwLog.effort,
              distanceFt: throwLog.distanceFt,
              finishFt: throwLog.finishFt,
              thrownAt: throwLog.thrownAt,
            })
            .from(throwLog)
            .where(after ? and(where, after) : where)
            .orderBy(asc(throwLog.thrownAt), asc(throwLog.id))
            .limit(rows),
        SUMMARY_SLICE_ROWS,
        (slice) =>
          builder.add(
            slice.map((r) => ({
              userDiscId: r.userDiscId,
              throwType: r.throwType as Throw['throwType'],
              effort: r.effort as Throw['effort'],
              distanceFt: r.distanceFt,
              finishFt: r.finishFt,
              thrownAt: r.thrownAt.toISOString(),
            })),
          ),
      );
      return builder.finish();
    },

    /** One page of the log, newest first, after the cursor `before` (checked by the route). */
    async page(
      userId: string,
      query: { userDiscId?: string; before?: string; limit?: number },
    ): Promise<ThrowPage> {
      const limit = query.limit ?? THROW_PAGE_DEFAULT;
      const where = ownedBy(userId, query.userDiscId);
      const m = query.before ? THROW_CURSOR.exec(query.before) : null;
      const rows = await db
        .select()
        .from(throwLog)
        .where(m ? and(where, past(new Date(m[1]!), m[2]!, 'before')) : where)
        .orderBy(desc(throwLog.thrownAt), desc(throwLog.id))
        .limit(limit + 1);
      const shown = rows.slice(0, limit);
      return {
        throws: shown.map(toThrow),
        next: rows.length > limit ? cursorOf(shown[shown.length - 1]!) : null,
      };
    },

    /** Create or replace; `created` is false when the throw was there (changed or not). */
    async put(
      userId: string,
      rawId: string,
      input: Parsed,
    ): Promise<{ created: boolean; value: Throw }> {
      if (!isUuid(rawId)) throw badThrowId();
      const id = rawId.toLowerCase();
      const c = columnsOf(input);
      if (!isUuid(c.userDiscId)) throw throwDiscGone();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const [disc] = await tx
          .select({ id: userDisc.id })
          .from(userDisc)
          .where(ownRow(userDisc, userId, c.userDiscId));
        if (!disc) throw throwDiscGone();
        const [existing] = await tx
          .select()
          .from(throwLog)
          .where(ownRow(throwLog, userId, id));
        if (existing && same(existing, c)) return { created: false, value: toThrow(existing) };
        if (existing) {
          const [row] = await tx
            .update(throwLog)
            .set({ ...c, updatedAt: new Date() })
            .where(ownRow(throwLog, userId, id))
            .returning();
          return { created: false, value: toThrow(row!) };
        }
        await enforceLimits(tx, userId, { throws: 1 });
        const [row] = await tx
          .insert(throwLog)
          .values({ id, userId, ...c })
          .returning();
        return { created: true, value: toThrow(row!) };
      });
    },

    /** Deletes the player's throw if there is one; never fails for a missing one. */
    async remove(userId: string, rawId: string): Promise<void> {
      if (!isUuid(rawId)) throw badThrowId();
      await db.delete(throwLog).where(ownRow(throwLog, userId, rawId.toLowerCase()));
    },
  };
}

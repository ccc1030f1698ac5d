import { and, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  THROW_CURSOR,
  THROW_PAGE_DEFAULT,
  type ThrowPage,
  THROW_DISC_GONE,
  THROW_ID_INVALID,
  type putThrowSchema,
  type Throw,
  type throwSchema,
  type Effort,
  type MeasuredBy,
  type ThrowType,
  TREND_DAYS,
} from '../../core/schemas/throw';
import type { TrendPoint } from '../../core/throws/throw-trend';
import type { z } from 'zod';
import {
  byDiscAndType,
  roundQuartile,
  type ThrowGroup,
  type ThrowSummary,
} from '../../core/throws/throw-summary';
import { RECENT_LANDINGS } from '../../core/rules/throw';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ownRow } from '../db/own-rows';
import { throwLog, userDisc } from '../db/schema';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { lockPlayer } from '../collection/player-lock';
import { enforceLimits } from '../collection/player-usage';
import { letOthersRun, longReads } from '../db/long-reads';

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
    roundId: r.roundId,
    roundHole: r.roundHole,
    roundShotId: r.roundShotId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  } satisfies z.output<typeof throwSchema>;
}

/**
 * A throw's stored columns from a checked PUT body or an imported throw (the one mapping of both):
 * absent optional fields are null or '', and the GPS accuracy is kept only for a GPS measure.
 * An import names the new disc its throw goes under (`userDiscId`).
 */
export function throwColumns(input: Parsed, userDiscId: string = input.userDiscId) {
  return {
    userDiscId: userDiscId.toLowerCase(),
    distanceFt: input.distanceFt,
    throwType: input.throwType,
    effort: input.effort,
    finishFt: input.finishFt ?? null,
    release: input.release ?? null,
    note: input.note ?? '',
    thrownAt: new Date(input.thrownAt),
    measuredBy: input.measuredBy,
    gpsAccuracyM: input.measuredBy === 'gps' ? (input.gpsAccuracyM ?? null) : null,
  } satisfies Omit<typeof throwLog.$inferInsert, 'id' | 'userId'>;
}

type Columns = ReturnType<typeof throwColumns>;
const same = (row: Row, c: Columns) =>
  (Object.keys(c) as (keyof Columns)[]).every((k) =>
    k === 'thrownAt' ? row.thrownAt.getTime() === c.thrownAt.getTime() : row[k] === c[k],
  );

/**
 * Rows one statement of a whole-log read takes (decision 0039). PGlite runs a statement on
 * the event loop and hands rows to JavaScript at about 40 µs each: 250 rows hold it about 10 ms
 * on a quiet machine, the longest a request that arrives meanwhile waits for one slice.
 */
export const THROW_SLICE_ROWS = 250;

/**
 * One whole-log slice at a time in this process, whoever reads, taking turns with every other
 * long read (db/long-reads.ts).
 */
export const wholeLogSlices = longReads;

const ownedBy = (userId: string, userDiscId?: string): SQL =>
  userDiscId
    ? and(eq(throwLog.userId, userId), eq(throwLog.userDiscId, userDiscId.toLowerCase()))!
    : eq(throwLog.userId, userId);

/**
 * After (thrown_at, id) in the log's order, or before it. The first term bounds the index range
 * (user_id, thrown_at), so a slice starts where the one before ended instead of scanning the
 * player's rows from their first each time.
 */
const past = (at: Date, id: string, dir: 'after' | 'before'): SQL => {
  const [cmp, bound] = dir === 'after' ? [gt, gte] : [lt, lte];
  return and(
    bound(throwLog.thrownAt, at),
    or(cmp(throwLog.thrownAt, at), and(eq(throwLog.thrownAt, at), cmp(throwLog.id, id))),
  )!;
};

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const cursorOf = (t: { thrownAt: Date; id: string }) => `${t.thrownAt.toISOString()}_${t.id}`;

/** What a page of the log may be asked for: a disc, a type, an effort, how it was measured. */
export interface PageQuery {
  userDiscId?: string;
  throwType?: ThrowType;
  effort?: Effort;
  measuredBy?: MeasuredBy;
  before?: string;
  limit?: number;
}

const filtersOf = (q: PageQuery): SQL[] => [
  ...(q.throwType ? [eq(throwLog.throwType, q.throwType)] : []),
  ...(q.effort ? [eq(throwLog.effort, q.effort)] : []),
  ...(q.measuredBy ? [eq(throwLog.measuredBy, q.measuredBy)] : []),
];

/**
 * A throw's JSON fields from a row `k` of the throw table, written by the database: the same
 * fields, order and values as JSON.stringify(toThrow(row)) (`+ 0` turns a stored -0 into 0, as
 * JSON.stringify writes it). row_to_json of them writes no spaces, unlike json_build_object.
 * PGlite hands each row's fields to JavaScript at about 40 µs a row; one text per slice instead
 * makes a whole-log read's work on the event loop a few string copies (decision 0039).
 */
const throwFields = sql.raw(`k.id as "id", k.user_disc_id as "userDiscId",
  k.distance_ft + 0 as "distanceFt", k.throw_type as "throwType", k.effort as "effort",
  k.finish_ft + 0 as "finishFt", k.release as "release", k.note as "note",
  to_char(k.thrown_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "thrownAt",
  k.measured_by as "measuredBy", k.gps_accuracy_m + 0 as "gpsAccuracyM",
  k.round_id as "roundId", k.round_hole as "roundHole", k.round_shot_id as "roundShotId",
  to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(k.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`);

/** Past a slice's last (thrown_at, id), given as the database's own text of its timestamp. */
const pastText = (at: string, id: string): SQL =>
  sql`${throwLog.thrownAt} >= ${at}::timestamptz and (${throwLog.thrownAt} > ${at}::timestamptz
    or (${throwLog.thrownAt} = ${at}::timestamptz and ${throwLog.id} > ${id}::uuid))`;

type SliceRow = {
  json: string | null;
  rows: number | string;
  last_at: string | null;
  last_id: string | null;
};

interface JsonSlice {
  json: string;
  rows: number;
  last: { at: string; id: string } | null;
}

/** One slice of the log as one row: its throws' JSON, how many, and where the next one starts. */
async function readSlice(db: Db, where: SQL): Promise<JsonSlice> {
  // The slice is read in the index's order (user_id, thrown_at), whatever the statistics say: a
  // PGlite log never analysed (logged throw by throw) is estimated at a few dozen rows, and the
  // planner then sorted all of the player's remaining rows for each slice (184 ms for the first
  // of 80 on the loaded machine); a whole read took 6.3–8.3 s instead of 3.0–3.7 s.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return tx.execute<SliceRow>(sql`select string_agg(row_to_json(f)::text, ','
        order by k.thrown_at, k.id) as json, count(*) as rows,
      (array_agg(k.thrown_at::text order by k.thrown_at desc, k.id desc))[1] as last_at,
      (array_agg(k.id::text order by k.thrown_at desc, k.id desc))[1] as last_id
    from (select * from ${throwLog} where ${where}
      order by ${throwLog.thrownAt}, ${throwLog.id} limit ${THROW_SLICE_ROWS}) k
    cross join lateral (select ${throwFields}) f`);
  });
  const [row] = (result as { rows: SliceRow[] }).rows;
  if (!row) return { json: '', rows: 0, last: null };
  return {
    json: row.json ?? '',
    rows: Number(row.rows),
    last: row.last_at && row.last_id ? { at: row.last_at, id: row.last_id } : null,
  };
}

/**
 * A player's throw log (decision 0030). Ids are the client's and per player: every statement
 * names the owner with the id, so another player's row is never read or touched.
 */
export function throwRepository(db: Db) {
  /**
   * The log in its order (oldest first), a slice at a time by keyset, each slice as the JSON
   * text of its throws (`{…},{…}`, without the brackets) that the database writes (throwJson);
   * each slice's statement takes its turn with every other whole-log read's (wholeLogSlices),
   * and other requests run between two. The next slice is read only when the caller asks for
   * it, so an answer streamed to a slow client holds no more than a slice.
   */
  async function* inSlices(userId: string, userDiscId: string | undefined) {
    const where = ownedBy(userId, userDiscId);
    let after: SQL | undefined;
    for (;;) {
      const slice = await wholeLogSlices.run(() =>
        readSlice(db, after ? and(where, after)! : where),
      );
      if (slice.rows > 0) yield slice.json;
      if (slice.rows < THROW_SLICE_ROWS || !slice.last) return;
      after = pastText(slice.last.at, slice.last.id);
      await letOthersRun();
    }
  }

  return {
    /** The whole log (or one disc's), oldest first, read in slices. */
    async list(userId: string, userDiscId?: string): Promise<Throw[]> {
      const parts: string[] = [];
      for await (const json of inSlices(userId, userDiscId)) parts.push(json);
      return JSON.parse(`[${parts.join(',')}]`) as Throw[];
    },

    /**
     * The whole log (or one disc's) as JSON a slice at a time, oldest first, as the caller reads
     * on: each slice the text of its throws between commas (`{…},{…}`), as toThrow gives them.
     */
    jsonSlices: (userId: string, userDiscId?: string): AsyncGenerator<string, void> =>
      inSlices(userId, userDiscId),

    /**
     * What the pages draw of the log (core/throws/throw-summary), computed by the database: a
     * row per disc and throw type and five per landing list, never the log's rows (PGlite hands
     * rows to JavaScript at about 40 µs each, so 20,000 of them cost most of a second).
     * throw-reads.test.ts checks it equals the core summary of the same log.
     */
    async summary(userId: string): Promise<ThrowSummary> {
      const mine = eq(throwLog.userId, userId);
      const full = sql`${throwLog.effort} = 'full' and ${throwLog.distanceFt} > 0`;
      const fullAnd = (more: SQL) => sql`${full} and ${more}`;
      const num = (q: SQL) => sql`${q}`.mapWith(Number);
      const maybe = (q: SQL) => sql`${q}`.mapWith((v: unknown) => (v === null ? null : Number(v)));
      const quantile = (q: number, of: SQL | typeof throwLog.distanceFt, where: SQL) =>
        maybe(
          sql`percentile_cont(${sql.raw(String(q))}) within group (order by ${of}) filter (where ${where})`,
        );
      // One query at a time, with a turn between two: on PGlite, which runs one query at a time,
      // a request that arrives meanwhile (health's `select 1`) goes between two of them instead
      // of after all three.
      const groups = await db
        .select({
          userDiscId: throwLog.userDiscId,
          throwType: throwLog.throwType,
          throws: num(sql`count(*)`),
          full: num(sql`count(*) filter (where ${full})`),
          medianFt: quantile(0.5, throwLog.distanceFt, full),
          bestFt: maybe(sql`max(${throwLog.distanceFt}) filter (where ${full})`),
          lowFt: quantile(0.25, throwLog.distanceFt, full),
          highFt: quantile(0.75, throwLog.distanceFt, full),
          finishFt: quantile(
            0.5,
            sql`${throwLog.finishFt}`,
            fullAnd(sql`${throwLog.finishFt} is not null`),
          ),
          finishes: num(
            sql`count(*) filter (where ${fullAnd(sql`${throwLog.finishFt} is not null`)})`,
          ),
          invSum: num(sql`coalesce(sum(1 / ${throwLog.distanceFt}) filter (where ${full}), 0)`),
          invSqSum: num(
            sql`coalesce(sum(1 / (${throwLog.distanceFt} * ${throwLog.distanceFt})) filter (where ${full}), 0)`,
          ),
        })
        .from(throwLog)
        .where(mine)
        .groupBy(throwLog.userDiscId, throwLog.throwType);
      await letOthersRun();
      const discs = await db
        .select({
          userDiscId: throwLog.userDiscId,
          throws: num(sql`count(*)`),
          medianFt: num(sql`percentile_cont(0.5) within group (order by ${throwLog.distanceFt})`),
          bestFt: num(sql`max(${throwLog.distanceFt})`),
          lastThrownAt: sql<string>`max(${throwLog.thrownAt})`.mapWith((v: Date | string) =>
            new Date(v).toISOString(),
          ),
        })
        .from(throwLog)
        .where(mine)
        .groupBy(throwLog.userDiscId);
      await letOthersRun();
      const recent = await (() => {
        const ranked = db
          .select({
            userDiscId: throwLog.userDiscId,
            throwType: throwLog.throwType,
            distanceFt: throwLog.distanceFt,
            finishFt: throwLog.finishFt,
            n: sql<number>`row_number() over (partition by ${throwLog.userDiscId}, ${throwLog.throwType} order by ${throwLog.thrownAt} desc, ${throwLog.id} desc)`.as(
              'n',
            ),
          })
          .from(throwLog)
          .where(and(mine, full))
          .as('ranked');
        return db
          .select({
            userDiscId: ranked.userDiscId,
            throwType: ranked.throwType,
            distanceFt: ranked.distanceFt,
            finishFt: ranked.finishFt,
          })
          .from(ranked)
          .where(lte(ranked.n, RECENT_LANDINGS))
          .orderBy(ranked.userDiscId, ranked.throwType, ranked.n);
      })();
      const landings = new Map<string, ThrowGroup['recent']>();
      for (const r of recent) {
        const key = `${r.userDiscId}\u0000${r.throwType}`;
        const list = landings.get(key) ?? [];
        list.push({ distanceFt: r.distanceFt, finishFt: r.finishFt });
        landings.set(key, list);
      }
      return {
        total: discs.reduce((n, d) => n + d.throws, 0),
        discs: discs.sort((a, b) => (a.userDiscId < b.userDiscId ? -1 : 1)),
        groups: groups
          .map((g): ThrowGroup => ({
            ...g,
            throwType: g.throwType as ThrowGroup['throwType'],
            lowFt: g.lowFt === null ? null : roundQuartile(g.lowFt),
            highFt: g.highFt === null ? null : roundQuartile(g.highFt),
            recent: landings.get(`${g.userDiscId}\u0000${g.throwType}`) ?? [],
          }))
          .sort(byDiscAndType),
      };
    },

    /**
     * One page of the log, newest first, after the cursor `before` (checked by the route), of
     * the throws that match the filters given.
     */
    async page(userId: string, query: PageQuery): Promise<ThrowPage> {
      const limit = query.limit ?? THROW_PAGE_DEFAULT;
      const where = and(ownedBy(userId, query.userDiscId), ...filtersOf(query))!;
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

    /**
     * Each disc's median per day of its full-power throws of `throwType`, its latest TREND_DAYS
     * days (core/throws/throw-trend.ts computes the same; the API tests compare them).
     */
    async trend(userId: string, throwType: ThrowType, utcOffsetMin: number): Promise<TrendPoint[]> {
      // The offset is written into the statement (a whole number the route checked): the day is
      // grouped on and ordered by, and PostgreSQL matches those expressions by their text, which
      // two parameters would make different.
      const minutes = sql.raw(String(Math.trunc(utcOffsetMin)));
      const day = sql<string>`to_char((${throwLog.thrownAt} at time zone 'UTC') + make_interval(mins => ${minutes}), 'YYYY-MM-DD')`;
      const perDay = db
        .select({
          userDiscId: throwLog.userDiscId,
          day: day.as('day'),
          full: sql<number>`count(*)`.mapWith(Number).as('full'),
          medianFt: sql<number>`percentile_cont(0.5) within group (order by ${throwLog.distanceFt})`
            .mapWith(Number)
            .as('median_ft'),
          n: sql<number>`row_number() over (partition by ${throwLog.userDiscId} order by ${day} desc)`.as(
            'n',
          ),
        })
        .from(throwLog)
        .where(
          and(
            eq(throwLog.userId, userId),
            eq(throwLog.throwType, throwType),
            sql`${throwLog.effort} = 'full' and ${throwLog.distanceFt} > 0`,
          ),
        )
        .groupBy(throwLog.userDiscId, day)
        .as('per_day');
      const rows = await db
        .select({
          userDiscId: perDay.userDiscId,
          day: perDay.day,
          full: perDay.full,
          medianFt: perDay.medianFt,
        })
        .from(perDay)
        .where(lte(perDay.n, TREND_DAYS));
      // Ordered here, by code unit as the core does: a database's collation may order text ids
      // otherwise.
      return rows
        .map((r) => ({ ...r, full: Number(r.full), medianFt: Number(r.medianFt) }))
        .sort((a, b) => compareText(a.userDiscId, b.userDiscId) || compareText(a.day, b.day));
    },

    /** Create or replace; `created` is false when the throw was there (changed or not). */
    async put(
      userId: string,
      rawId: string,
      input: Parsed,
    ): Promise<{ created: boolean; value: Throw }> {
      if (!isUuid(rawId)) throw badThrowId();
      const id = rawId.toLowerCase();
      const c = throwColumns(input);
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

/**
 * The throw log's owner-scoped queries (decision 0030): every statement names the player with
 * the row, so another player's throw is never read or touched. The rules (ids, the lock, the
 * limits, what a resent PUT changes) are in throw-service.ts.
 */
import { and, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  THROW_CURSOR,
  type Effort,
  type MeasuredBy,
  type ThrowType,
  TREND_DAYS,
} from '../../core/schemas/throw';
import { RECENT_LANDINGS } from '../../core/rules/throw';
import type { Db } from '../db/client';
import { ownRow } from '../db/own-rows';
import { throwLog, userDisc } from '../db/schema';
import { letOthersRun, longReads } from '../db/long-reads';
import type { ThrowColumns, ThrowRow } from './throw-rows';

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

/** A full-power throw with a distance: what the medians, bests and landings count. */
const FULL_POWER = sql`${throwLog.effort} = 'full' and ${throwLog.distanceFt} > 0`;
const fullAnd = (more: SQL) => sql`${FULL_POWER} and ${more}`;
const num = (q: SQL) => sql`${q}`.mapWith(Number);
const maybe = (q: SQL) => sql`${q}`.mapWith((v: unknown) => (v === null ? null : Number(v)));
const quantile = (q: number, of: SQL | typeof throwLog.distanceFt, where: SQL) =>
  maybe(
    sql`percentile_cont(${sql.raw(String(q))}) within group (order by ${of}) filter (where ${where})`,
  );
const FINISHED = fullAnd(sql`${throwLog.finishFt} is not null`);

/** A disc and throw type's figures (core/throws/throw-summary's ThrowGroup, without landings). */
const GROUP_FIGURES = {
  userDiscId: throwLog.userDiscId,
  throwType: throwLog.throwType,
  throws: num(sql`count(*)`),
  full: num(sql`count(*) filter (where ${FULL_POWER})`),
  medianFt: quantile(0.5, throwLog.distanceFt, FULL_POWER),
  bestFt: maybe(sql`max(${throwLog.distanceFt}) filter (where ${FULL_POWER})`),
  lowFt: quantile(0.25, throwLog.distanceFt, FULL_POWER),
  highFt: quantile(0.75, throwLog.distanceFt, FULL_POWER),
  finishFt: quantile(0.5, sql`${throwLog.finishFt}`, FINISHED),
  finishes: num(sql`count(*) filter (where ${FINISHED})`),
  invSum: num(sql`coalesce(sum(1 / ${throwLog.distanceFt}) filter (where ${FULL_POWER}), 0)`),
  invSqSum: num(
    sql`coalesce(sum(1 / (${throwLog.distanceFt} * ${throwLog.distanceFt})) filter (where ${FULL_POWER}), 0)`,
  ),
};

/** A disc's figures over every throw of it. */
const DISC_FIGURES = {
  userDiscId: throwLog.userDiscId,
  throws: num(sql`count(*)`),
  medianFt: num(sql`percentile_cont(0.5) within group (order by ${throwLog.distanceFt})`),
  bestFt: num(sql`max(${throwLog.distanceFt})`),
  lastThrownAt: sql<string>`max(${throwLog.thrownAt})`.mapWith((v: Date | string) =>
    new Date(v).toISOString(),
  ),
};

/** Reading the log itself: whole, a slice at a time, or a page of it. */
function throwLogReads(db: Db) {
  return {
    /**
     * The log in its order (oldest first), a slice at a time by keyset, each slice as the JSON
     * text of its throws (`{…},{…}`, without the brackets) that the database writes (throwFields);
     * each slice's statement takes its turn with every other whole-log read's (wholeLogSlices),
     * and other requests run between two. The next slice is read only when the caller asks for
     * it, so an answer streamed to a slow client holds no more than a slice.
     */
    async *jsonSlices(userId: string, userDiscId?: string): AsyncGenerator<string, void> {
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
    },

    /**
     * Up to `limit` throws, newest first, after the cursor `before` (checked by the route), of
     * the throws that match the filters given.
     */
    page(userId: string, query: PageQuery, limit: number): Promise<ThrowRow[]> {
      const where = and(ownedBy(userId, query.userDiscId), ...filtersOf(query))!;
      const m = query.before ? THROW_CURSOR.exec(query.before) : null;
      return db
        .select()
        .from(throwLog)
        .where(m ? and(where, past(new Date(m[1]!), m[2]!, 'before')) : where)
        .orderBy(desc(throwLog.thrownAt), desc(throwLog.id))
        .limit(limit);
    },
  };
}

/** The summary's figures, computed by the database over the log. */
function throwSummaryFigures(db: Db) {
  return {
    /**
     * What the summary is made of, computed by the database: a row per disc and throw type, a
     * row per disc, and each group's latest full-power landings (never the log's rows: PGlite
     * hands rows to JavaScript at about 40 µs each, so 20,000 of them cost most of a second).
     * One query at a time, with a turn between two: on PGlite, which runs one query at a time, a
     * request that arrives meanwhile (health's `select 1`) goes between two of them.
     */
    async summaryRows(userId: string) {
      const mine = eq(throwLog.userId, userId);
      const groups = await db
        .select(GROUP_FIGURES)
        .from(throwLog)
        .where(mine)
        .groupBy(throwLog.userDiscId, throwLog.throwType);
      await letOthersRun();
      const discs = await db
        .select(DISC_FIGURES)
        .from(throwLog)
        .where(mine)
        .groupBy(throwLog.userDiscId);
      await letOthersRun();
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
        .where(and(mine, FULL_POWER))
        .as('ranked');
      const recent = await db
        .select({
          userDiscId: ranked.userDiscId,
          throwType: ranked.throwType,
          distanceFt: ranked.distanceFt,
          finishFt: ranked.finishFt,
        })
        .from(ranked)
        .where(lte(ranked.n, RECENT_LANDINGS))
        .orderBy(ranked.userDiscId, ranked.throwType, ranked.n);
      return { groups, discs, recent };
    },
  };
}

/** The trend's figures: each disc's median per day, computed by the database. */
function throwTrendFigures(db: Db) {
  return {
    /**
     * Each disc's median per day of its full-power throws of `throwType`, its latest TREND_DAYS
     * days, in no order (core/throws/throw-trend.ts computes the same; the API tests compare).
     */
    async trendRows(userId: string, throwType: ThrowType, utcOffsetMin: number) {
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
        .where(and(eq(throwLog.userId, userId), eq(throwLog.throwType, throwType), FULL_POWER))
        .groupBy(throwLog.userDiscId, day)
        .as('per_day');
      return db
        .select({
          userDiscId: perDay.userDiscId,
          day: perDay.day,
          full: perDay.full,
          medianFt: perDay.medianFt,
        })
        .from(perDay)
        .where(lte(perDay.n, TREND_DAYS));
    },
  };
}

/** One throw at a time, in the caller's transaction (under its lock) or on its own. */
function throwWrites(db: Db) {
  return {
    /** Whether the player has the disc `userDiscId` (in `tx`, under the caller's lock). */
    async hasDisc(tx: Db, userId: string, userDiscId: string): Promise<boolean> {
      const [disc] = await tx
        .select({ id: userDisc.id })
        .from(userDisc)
        .where(ownRow(userDisc, userId, userDiscId));
      return Boolean(disc);
    },

    async find(tx: Db, userId: string, id: string): Promise<ThrowRow | undefined> {
      const [row] = await tx
        .select()
        .from(throwLog)
        .where(ownRow(throwLog, userId, id));
      return row;
    },

    async update(tx: Db, userId: string, id: string, c: ThrowColumns): Promise<ThrowRow> {
      const [row] = await tx
        .update(throwLog)
        .set({ ...c, updatedAt: new Date() })
        .where(ownRow(throwLog, userId, id))
        .returning();
      return row!;
    },

    async insert(tx: Db, userId: string, id: string, c: ThrowColumns): Promise<ThrowRow> {
      const [row] = await tx
        .insert(throwLog)
        .values({ id, userId, ...c })
        .returning();
      return row!;
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.delete(throwLog).where(ownRow(throwLog, userId, id));
    },
  };
}

/** One player's throw log, a query per method; `userId` is the owner every statement names. */
export function throwRepository(db: Db) {
  return {
    ...throwLogReads(db),
    ...throwSummaryFigures(db),
    ...throwTrendFigures(db),
    ...throwWrites(db),
  };
}

export type ThrowRepository = ReturnType<typeof throwRepository>;

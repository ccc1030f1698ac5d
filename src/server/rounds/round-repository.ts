import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { timeSlices, type Slices } from '../../core/collection/time-slices';
import { longReads } from '../db/long-reads';
import type { Hole } from '../../core/schemas/course';
import {
  type CardScore,
  type HoleScores,
  type PutRound,
  type Round,
  ROUND_LIST_PAGE,
  type RoundListItem,
  type Shot,
} from '../../core/schemas/round';
import type { Db, Tx } from '../db/client';
import { isUuid } from '../db/ids';
import { bag, course, courseLayout, round, roundHole, roundShot, userDisc } from '../db/schema';

export type RoundRow = typeof round.$inferSelect;
export type HoleRow = typeof roundHole.$inferSelect;
export type ShotRow = typeof roundShot.$inferSelect;
type Ex = Pick<Db, 'select'>;

function toShot(r: ShotRow): Shot {
  return {
    id: r.id,
    userDiscId: r.userDiscId,
    throwType: r.throwType as Shot['throwType'],
    effort: r.effort as Shot['effort'],
    landing:
      r.lat === null || r.lng === null
        ? null
        : { lat: r.lat, lng: r.lng, accuracyM: r.accuracyM ?? 0 },
    distanceFt: r.distanceFt,
    toBasketFt: r.toBasketFt,
    result: r.result as Shot['result'],
  };
}

export function toHoleScores(h: HoleRow, shots: readonly ShotRow[], guests: number): HoleScores {
  return {
    hole: h.hole,
    // A guest taken off the card takes their scores with them.
    scores: (h.scores as CardScore[]).filter((s) => s.player <= guests),
    shots: shots.map(toShot),
    updatedAt: h.updatedAt.toISOString(),
  };
}

function toRound(r: RoundRow, holes: readonly HoleRow[], shots: readonly ShotRow[]): Round {
  const guests = r.guests as string[];
  return {
    id: r.id,
    courseId: r.courseId,
    layoutId: r.layoutId,
    courseName: r.courseName,
    layoutName: r.layoutName,
    holes: r.holes as Hole[],
    guests,
    bagId: r.bagId,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    source: r.source as Round['source'],
    scores: holes.map((h) =>
      toHoleScores(
        h,
        shots.filter((s) => s.hole === h.hole),
        guests.length,
      ),
    ),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The round's own columns a PUT body sets. */
export function roundColumns(input: PutRound, bagId: string | null) {
  return {
    courseId: input.courseId,
    layoutId: input.layoutId,
    courseName: input.courseName,
    layoutName: input.layoutName,
    holes: input.holes,
    guests: input.guests,
    bagId,
    startedAt: new Date(input.startedAt),
    finishedAt: input.finishedAt ? new Date(input.finishedAt) : null,
  };
}

/** The player's strokes on a hole (player 0), or null. */
export const myStrokesOf = (scores: readonly CardScore[]) =>
  scores.find((s) => s.player === 0)?.strokes ?? null;

/** The player's rounds of `ids` with their holes and shots, oldest first (three queries). */
export async function readRounds(ex: Ex, me: string, ids: string[]): Promise<Round[]> {
  const rows = await ex
    .select()
    .from(round)
    .where(and(eq(round.userId, me), inArray(round.id, ids)))
    .orderBy(asc(round.startedAt), asc(round.id));
  return withScores(ex, me, rows);
}

/**
 * Rounds after (before) a round in the order of start time and id, written so that the planner
 * reads them as a range of the index (user_id, started_at, id).
 */
const startedAfter = (r: { startedAt: Date; id: string }) =>
  and(gte(round.startedAt, r.startedAt), or(gt(round.startedAt, r.startedAt), gt(round.id, r.id)));
const startedBefore = (r: { startedAt: Date; id: string }) =>
  and(lte(round.startedAt, r.startedAt), or(lt(round.startedAt, r.startedAt), lt(round.id, r.id)));

/** How many rounds a page of roundPages reads (with their holes and shots: three queries). */
export const ROUND_PAGE = 50;

/**
 * Every round of the player, oldest first, a page at a time: a history of 10,000 rounds is never
 * one query that holds the embedded database (and every other request) for seconds. Embedded
 * PGlite answers a query without giving the event loop a turn (its promise settles at once), so
 * the pages are read in `slices` with a timer turn between two: health and the other players'
 * requests are answered between them.
 */
export async function* roundPages(
  ex: Ex,
  me: string,
  slices: Slices,
  size = ROUND_PAGE,
): AsyncGenerator<Round[]> {
  let after: RoundRow | undefined;
  for (;;) {
    if (slices.due()) await slices.pause();
    const from = after;
    // One page at a time in the process with every other long read (db/long-reads.ts).
    const { rows, rounds } = await longReads.run(async () => {
      const rows = await ex
        .select()
        .from(round)
        .where(and(eq(round.userId, me), from && startedAfter(from)))
        .orderBy(asc(round.startedAt), asc(round.id))
        .limit(size);
      return { rows, rounds: await withScores(ex, me, rows) };
    });
    if (!rows.length) return;
    yield rounds;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}

/** The rounds of `rows` with their holes and shots. */
async function withScores(ex: Ex, me: string, rows: RoundRow[]): Promise<Round[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const holes = await ex
    .select()
    .from(roundHole)
    .where(and(eq(roundHole.userId, me), inArray(roundHole.roundId, ids)))
    .orderBy(asc(roundHole.roundId), asc(roundHole.hole));
  const shots = await ex
    .select()
    .from(roundShot)
    .where(and(eq(roundShot.userId, me), inArray(roundShot.roundId, ids)))
    .orderBy(asc(roundShot.roundId), asc(roundShot.hole), asc(roundShot.seq));
  const holesOf = group(holes, (h) => h.roundId);
  const shotsOf = group(shots, (s) => s.roundId);
  return rows.map((r) => toRound(r, holesOf.get(r.id) ?? [], shotsOf.get(r.id) ?? []));
}

function group<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = out.get(k);
    if (list) list.push(x);
    else out.set(k, [x]);
  }
  return out;
}

async function ownRound(ex: Ex, me: string, id: string): Promise<RoundRow | undefined> {
  const [row] = await ex
    .select()
    .from(round)
    .where(and(eq(round.userId, me), eq(round.id, id)));
  return row;
}

type ListRow = Pick<
  RoundRow,
  | 'id'
  | 'courseId'
  | 'layoutId'
  | 'courseName'
  | 'layoutName'
  | 'startedAt'
  | 'finishedAt'
  | 'holes'
>;

/** A round of the list with the player's strokes and score against par over the holes scored. */
function listItem(
  { holes, ...r }: ListRow,
  scored: readonly { hole: number; strokes: number | null }[],
): RoundListItem {
  const pars = (holes as Hole[]).map((h) => h.par);
  let strokes = 0;
  let par = 0;
  let holesPlayed = 0;
  for (const h of scored) {
    strokes += h.strokes!;
    par += pars[h.hole - 1] ?? 0;
    holesPlayed += 1;
  }
  return {
    ...r,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    holeCount: pars.length,
    holesPlayed,
    strokes,
    toPar: strokes - par,
  };
}

/** Reading rounds: a page of the list, one round, all of them, the most holes. */
function roundReads(db: Db) {
  return {
    /**
     * A page of the player's rounds, newest first (ROUND_LIST_PAGE of them, those before
     * `before` when given), each with the player's strokes and score against par over the holes
     * they scored: two indexed reads, the page's rounds and then only their holes' strokes.
     */
    async list(me: string, before?: { startedAt: Date; id: string }): Promise<RoundListItem[]> {
      const rows = await db
        .select({
          id: round.id,
          courseId: round.courseId,
          layoutId: round.layoutId,
          courseName: round.courseName,
          layoutName: round.layoutName,
          startedAt: round.startedAt,
          finishedAt: round.finishedAt,
          holes: round.holes,
        })
        .from(round)
        .where(and(eq(round.userId, me), before && startedBefore(before)))
        .orderBy(desc(round.startedAt), desc(round.id))
        .limit(ROUND_LIST_PAGE);
      if (!rows.length) return [];
      const scored = await db
        .select({ roundId: roundHole.roundId, hole: roundHole.hole, strokes: roundHole.myStrokes })
        .from(roundHole)
        .where(
          and(
            eq(roundHole.userId, me),
            inArray(
              roundHole.roundId,
              rows.map((r) => r.id),
            ),
            isNotNull(roundHole.myStrokes),
          ),
        );
      const scoredOf = group(scored, (h) => h.roundId);
      return rows.map((r) => listItem(r, scoredOf.get(r.id) ?? []));
    },

    /** The player's round `id` with its holes and shots, or undefined. */
    async one(me: string, id: string): Promise<Round | undefined> {
      const [found] = await readRounds(db, me, [id]);
      return found;
    },

    /** Every round of the player, oldest first, read a page at a time (the JSON export). */
    async all(me: string): Promise<Round[]> {
      const out: Round[] = [];
      for await (const page of roundPages(db, me, timeSlices())) out.push(...page);
      return out;
    },

    /** The most holes of any of the player's rounds (1 without rounds): a CSV's hole columns. */
    async mostHoles(me: string): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`coalesce(max(${round.holeCount}), 1)`.mapWith(Number),
        })
        .from(round)
        .where(eq(round.userId, me));
      return row?.n ?? 1;
    },
  };
}

/** A round's own columns as a PUT sets them. */
export type RoundColumns = ReturnType<typeof roundColumns>;

/** Writing a round's own columns, in the caller's transaction but for the delete. */
function roundWrites(db: Db) {
  return {
    /** The player's round `id`, or undefined. */
    findRound: (ex: Ex, me: string, id: string): Promise<RoundRow | undefined> =>
      ownRound(ex, me, id),

    /** `bagId` when it is one of the player's bags, else null. */
    async ownBagId(tx: Tx, me: string, bagId: string | null): Promise<string | null> {
      if (!bagId) return null;
      const [own] = await tx
        .select({ id: bag.id })
        .from(bag)
        .where(and(eq(bag.id, bagId), eq(bag.userId, me)));
      return own?.id ?? null;
    },

    /** Replaces the round's columns; the scores and shots of holes past its last go. */
    async updateRound(tx: Tx, me: string, id: string, columns: RoundColumns): Promise<void> {
      await tx
        .update(round)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(round.userId, me), eq(round.id, id)));
      const n = columns.holes.length;
      await tx
        .delete(roundHole)
        .where(and(eq(roundHole.userId, me), eq(roundHole.roundId, id), gt(roundHole.hole, n)));
      await tx
        .delete(roundShot)
        .where(and(eq(roundShot.userId, me), eq(roundShot.roundId, id), gt(roundShot.hole, n)));
    },

    async insertRound(tx: Tx, me: string, id: string, columns: RoundColumns): Promise<void> {
      await tx.insert(round).values({ id, userId: me, ...columns });
    },

    /** Deletes the round with its scores and shots; a round not there succeeds too. */
    async remove(me: string, id: string): Promise<void> {
      await db.delete(round).where(and(eq(round.userId, me), eq(round.id, id)));
    },
  };
}

/** Writing one hole of a round, in the caller's transaction: its scores and its shots. */
function holeWrites() {
  return {
    /** Writes the hole's scores (last write wins). */
    async writeHole(
      tx: Tx,
      me: string,
      roundId: string,
      hole: number,
      scores: readonly CardScore[],
    ): Promise<HoleRow> {
      const now = new Date();
      const [row] = await tx
        .insert(roundHole)
        .values({
          userId: me,
          roundId,
          hole,
          scores,
          myStrokes: myStrokesOf(scores),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [roundHole.userId, roundHole.roundId, roundHole.hole],
          set: { scores, myStrokes: myStrokesOf(scores), updatedAt: now },
        })
        .returning();
      return row!;
    },

    writeShots,
  };
}

/**
 * The queries of a player's rounds (docs/decisions/0043): every statement names the owner. The
 * rules (ids, the limits, the holes and players a score may name) are in round-service.ts.
 */
export function roundRepository(db: Db) {
  return { ...roundReads(db), ...roundWrites(db), ...holeWrites() };
}

/** A hole's scores as written in bulk: round, hole number, the card's scores, the player's strokes. */
export interface HoleScoresRow {
  r: string;
  h: number;
  s: unknown;
  m: number | null;
}

/** Holes' scores per statement when written in bulk (one JSON parameter). */
const HOLE_ROWS_PER_STATEMENT = 250;

/**
 * Writes many holes' scores (the imports), as one JSON parameter a statement: tens of thousands
 * of rows (an 18-hole round has 18) would otherwise be as many bound parameter sets to build.
 */
export async function insertHoleScores(
  ex: Pick<Db, 'execute'>,
  me: string,
  holes: readonly HoleScoresRow[],
): Promise<void> {
  for (let i = 0; i < holes.length; i += HOLE_ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(holes.slice(i, i + HOLE_ROWS_PER_STATEMENT));
    await ex.execute(sql`insert into ${roundHole} (user_id, round_id, hole, scores, my_strokes)
      select ${me}, (x->>'r')::uuid, (x->>'h')::smallint, x->'s', (x->>'m')::smallint
      from jsonb_array_elements(${chunk}::jsonb) as x`);
  }
}

/** Of the import keys `keys`, those of rounds the player has. */
export async function importKeysAmong(
  ex: Ex,
  me: string,
  keys: readonly string[],
): Promise<string[]> {
  const rows = await ex
    .select({ key: round.importKey })
    .from(round)
    .where(and(eq(round.userId, me), inArray(round.importKey, [...keys])));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * Writes an import's rounds as one JSON parameter a statement; a round whose import key the
 * player has already is left as it is. The ids of the rounds written.
 */
export async function insertImportedRounds(
  ex: Pick<Db, 'execute'>,
  me: string,
  rounds: readonly (typeof round.$inferInsert)[],
): Promise<string[]> {
  const inserted = await ex.execute<{ id: string }>(sql`insert into ${round} (id, user_id,
      course_id, layout_id, course_name, layout_name, holes, guests, started_at,
      finished_at, source, import_key)
    select (x->>'id')::uuid, ${me}, (x->>'courseId')::uuid, (x->>'layoutId')::uuid,
      x->>'courseName', x->>'layoutName', x->'holes', x->'guests',
      (x->>'startedAt')::timestamptz, (x->>'finishedAt')::timestamptz, 'udisc',
      x->>'importKey'
    from jsonb_array_elements(${JSON.stringify(rounds)}::jsonb) as x
    on conflict (user_id, import_key) do nothing
    returning id`);
  return (inserted as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Takes back what a failed import wrote: its rounds (with their holes, shots and throws), then
 * the layouts and courses it made.
 */
export async function removeImported(
  ex: Pick<Db, 'delete'>,
  me: string,
  made: { rounds: readonly string[]; courses: readonly string[]; layouts: readonly string[] },
): Promise<void> {
  for (let i = 0; i < made.rounds.length; i += 1000) {
    await ex
      .delete(round)
      .where(and(eq(round.userId, me), inArray(round.id, made.rounds.slice(i, i + 1000))));
  }
  if (made.layouts.length) {
    await ex
      .delete(courseLayout)
      .where(and(eq(courseLayout.userId, me), inArray(courseLayout.id, [...made.layouts])));
  }
  if (made.courses.length) {
    await ex
      .delete(course)
      .where(and(eq(course.userId, me), inArray(course.id, [...made.courses])));
  }
}

/**
 * Replaces a hole's shots: those no longer on it go (and a shot sent under another round or
 * hole moves here), the rest are written in place, so that a throw made from a shot that stays
 * is kept rather than deleted and made again.
 */
async function writeShots(
  tx: Tx,
  me: string,
  roundId: string,
  hole: number,
  shots: readonly Shot[],
): Promise<ShotRow[]> {
  const ids = shots.map((s) => s.id);
  const here = and(eq(roundShot.roundId, roundId), eq(roundShot.hole, hole));
  await tx
    .delete(roundShot)
    .where(
      and(
        eq(roundShot.userId, me),
        ids.length
          ? or(
              and(here, notInArray(roundShot.id, ids)),
              and(inArray(roundShot.id, ids), not(here!)),
            )
          : here,
      ),
    );
  if (!ids.length) return [];
  const discs = await ownDiscIds(tx, me, shots);
  const rows = shots.map((s, seq) => shotRow(me, roundId, hole, seq, s, discs));
  return tx
    .insert(roundShot)
    .values(rows)
    .onConflictDoUpdate({
      target: [roundShot.userId, roundShot.id],
      set: Object.fromEntries(
        SHOT_COLUMNS.map((k) => [k, sql.raw(`excluded."${roundShot[k].name}"`)]),
      ),
    })
    .returning()
    .then((written) => written.sort((a, b) => a.seq - b.seq));
}

/** What a shot sent again rewrites (all but its owner and id). */
const SHOT_COLUMNS = [
  'roundId',
  'hole',
  'seq',
  'userDiscId',
  'throwType',
  'effort',
  'lat',
  'lng',
  'accuracyM',
  'distanceFt',
  'toBasketFt',
  'result',
] as const satisfies readonly (keyof ShotRow)[];

/** Of the discs the shots name, those that are the player's (the others are kept as no disc). */
export async function ownDiscIds(ex: Ex, me: string, shots: readonly Shot[]): Promise<Set<string>> {
  const named = [
    ...new Set(
      shots.map((s) => s.userDiscId?.toLowerCase()).filter((d): d is string => !!d && isUuid(d)),
    ),
  ];
  if (!named.length) return new Set();
  const rows = await ex
    .select({ id: userDisc.id })
    .from(userDisc)
    .where(and(eq(userDisc.userId, me), inArray(userDisc.id, named)));
  return new Set(rows.map((r) => r.id));
}

export function shotRow(
  me: string,
  roundId: string,
  hole: number,
  seq: number,
  s: Shot,
  ownDiscs: ReadonlySet<string>,
) {
  const disc = s.userDiscId?.toLowerCase() ?? null;
  return {
    userId: me,
    id: s.id,
    roundId,
    hole,
    seq,
    userDiscId: disc && ownDiscs.has(disc) ? disc : null,
    throwType: s.throwType,
    effort: s.effort,
    lat: s.landing?.lat ?? null,
    lng: s.landing?.lng ?? null,
    accuracyM: s.landing?.accuracyM ?? null,
    distanceFt: s.distanceFt,
    toBasketFt: s.toBasketFt,
    result: s.result,
  };
}

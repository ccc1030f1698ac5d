import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { HistoryPlan, PlannedRound } from '../../core/collection/import-history';
import { udiscRoundKey } from '../../core/rounds/udisc-csv';
import type { Shot } from '../../core/schemas/round';
import type { Db, Tx } from '../db/client';
import { newId } from '../db/ids';
import { course, courseLayout, round, roundShot } from '../db/schema';
import { letOthersRun } from '../db/long-reads';
import {
  insertHoleScores,
  myStrokesOf,
  roundColumns,
  shotRow,
  type HoleScoresRow,
} from '../rounds/round-repository';
import { teeShotThrow } from '../rounds/shot-throws';
import { layoutsByName, nameKey, pairKey } from '../rounds/udisc-import';

/**
 * The owner-scoped queries of a collection import's courses, layouts and rounds (decision 0043):
 * matched to the player's in the import's transaction, then written, the rounds and their holes a
 * slice a transaction after it, as its throws are (decision 0039). The rules (the player lock, the
 * rounds ceiling checked again for each statement of rounds, the undo of a failed import) are
 * import-service.ts's, which calls these.
 */

/**
 * Rows (a round's holes and shots) that one slice's transaction writes, and rows (rounds, holes or
 * shots) a statement takes. PGlite runs a statement on the event loop at about 0.1 ms a row (more
 * on a busy machine): a statement of 250 rows holds it a few tens of milliseconds, and a slice's
 * transaction holds the other requests' queries a little longer.
 */
export const HISTORY_ROWS_PER_SLICE = 500;
const HISTORY_ROWS_PER_STATEMENT = 250;
/** Rounds a statement (and a transaction) inserts: each carries its holes as JSON. */
export const ROUNDS_PER_STATEMENT = 100;
/** Courses or layouts per insert statement. */
const COURSE_ROWS_PER_INSERT = 100;

/** A round of the file that the player does not have yet, with where it was played. */
export interface FreshRound {
  planned: PlannedRound;
  courseId: string | null;
  layoutId: string | null;
}

export interface HistoryMatch {
  courses: (typeof course.$inferInsert)[];
  layouts: (typeof courseLayout.$inferInsert)[];
  rounds: FreshRound[];
  alreadyImported: number;
}

/**
 * A round's key, as the UDisc import's: its course, layout (names, case-insensitive) and start.
 * A player plays one round at a time, so a round of the file with the key of one of theirs is
 * the same round (imported before, or the player's own exported back): it is skipped.
 */
export const roundKeyOf = (r: PlannedRound) =>
  udiscRoundKey({
    courseName: r.put.courseName,
    layoutName: r.put.layoutName,
    startedAt: r.put.startedAt,
  });

/** The player's round keys among rounds started at `starts` (read a chunk of starts at a time). */
async function knownRoundKeys(tx: Tx, me: string, starts: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < starts.length; i += 200) {
    const rows = await tx
      .select({
        courseName: round.courseName,
        layoutName: round.layoutName,
        startedAt: round.startedAt,
      })
      .from(round)
      .where(
        and(
          eq(round.userId, me),
          inArray(
            round.startedAt,
            starts.slice(i, i + 200).map((s) => new Date(s)),
          ),
        ),
      );
    for (const r of rows) known.add(udiscRoundKey({ ...r, startedAt: r.startedAt.toISOString() }));
  }
  return known;
}

/**
 * Under the import's lock: the courses and layouts of the file the player lacks (a course by its
 * name among the player's own, a layout by its name in it; the others are made, private or shared
 * as the file says), and the rounds the player lacks, each with the course and layout it names
 * (the player's own first, then those shared on the server, as the UDisc import finds them; none
 * when neither has it: a round outlives its course).
 */
export async function matchHistory(tx: Tx, me: string, plan: HistoryPlan): Promise<HistoryMatch> {
  const known = await knownRoundKeys(tx, me, [...new Set(plan.rounds.map((r) => r.put.startedAt))]);
  const fresh: PlannedRound[] = [];
  for (const r of plan.rounds) {
    const key = roundKeyOf(r);
    if (known.has(key)) continue;
    known.add(key); // the same round twice in the file is imported once
    fresh.push(r);
  }
  const { found, ownCourseByName } = await layoutsByName(tx, me, [
    ...plan.courses.map((c) => c.name),
    ...fresh.map((r) => r.put.courseName),
  ]);
  const courses: HistoryMatch['courses'] = [];
  const layouts: HistoryMatch['layouts'] = [];
  for (const c of plan.courses) {
    let courseId = ownCourseByName.get(nameKey(c.name));
    if (!courseId) {
      courseId = newId();
      ownCourseByName.set(nameKey(c.name), courseId);
      courses.push({
        id: courseId,
        userId: me,
        name: c.name,
        place: c.place,
        lat: c.position?.lat ?? null,
        lng: c.position?.lng ?? null,
        shared: c.shared,
      });
    }
    for (const l of c.layouts) {
      const k = pairKey(c.name, l.name);
      if (found.get(k)?.courseId === courseId) continue;
      const id = newId();
      layouts.push({ id, userId: me, courseId, name: l.name, holes: l.holes });
      // The player's own layout is the one their rounds name, before one shared by others.
      found.set(k, { courseId, layoutId: id, holes: l.holes });
    }
  }
  return {
    courses,
    layouts,
    rounds: fresh.map((planned) => {
      const ref = found.get(pairKey(planned.put.courseName, planned.put.layoutName));
      return { planned, courseId: ref?.courseId ?? null, layoutId: ref?.layoutId ?? null };
    }),
    alreadyImported: plan.rounds.length - fresh.length,
  };
}

/** Inserts the matched courses and layouts (in the import's transaction), in short statements. */
export async function insertCourses(tx: Tx, match: HistoryMatch): Promise<void> {
  for (let i = 0; i < match.courses.length; i += COURSE_ROWS_PER_INSERT) {
    await tx.insert(course).values(match.courses.slice(i, i + COURSE_ROWS_PER_INSERT));
  }
  for (let i = 0; i < match.layouts.length; i += COURSE_ROWS_PER_INSERT) {
    await tx.insert(courseLayout).values(match.layouts.slice(i, i + COURSE_ROWS_PER_INSERT));
  }
}

/** The throw a round's tee shot makes (decision 0045), to log once its shot is stored. */
export interface ShotThrow {
  shotId: string;
  roundId: string;
  hole: number;
  userDiscId: string;
  thrownAt: string;
  throwFields: NonNullable<ReturnType<typeof teeShotThrow>>;
}

/**
 * The fresh rounds' rows, with the ids `ids` gives them in order: ROUNDS_PER_STATEMENT of them are
 * one statement, written in one transaction.
 */
export function roundRows(me: string, rounds: readonly FreshRound[], ids: readonly string[]) {
  return rounds.map(({ planned, courseId, layoutId }, j) => ({
    id: ids[j]!,
    userId: me,
    ...roundColumns({ ...planned.put, courseId, layoutId }, null),
    source: planned.source,
    // A round that came from UDisc keeps its UDisc key: the UDisc file again skips it.
    importKey: planned.source === 'udisc' ? roundKeyOf(planned) : null,
  }));
}

/** Inserts the player's rounds' rows (made by roundRows) in the caller's transaction. */
export async function insertRounds(tx: Tx, rows: ReturnType<typeof roundRows>): Promise<void> {
  await tx.insert(round).values(rows);
}

/** A slice of holes and shots to write, and the throws their tee shots make. */
interface HistorySlice {
  holes: HoleScoresRow[];
  shots: ReturnType<typeof shotRow>[];
  throws: ShotThrow[];
}

type PlannedHole = FreshRound['planned']['scores'][number];

/** One hole of the round `id` into the slice: its scores, its shots, its tee shot's throw. */
function addHole(
  slice: HistorySlice,
  me: string,
  id: string,
  startedAt: string,
  h: PlannedHole,
  discOf: (disc: { brand: string; name: string } | null) => string | null,
): void {
  slice.holes.push({ r: id, h: h.hole, s: h.scores, m: myStrokesOf(h.scores) });
  const mine = new Set<string>();
  const withDiscs: Shot[] = h.shots.map(({ shot, disc }) => {
    const userDiscId = discOf(disc);
    if (userDiscId) mine.add(userDiscId);
    return { ...shot, userDiscId };
  });
  withDiscs.forEach((s, seq) => slice.shots.push(shotRow(me, id, h.hole, seq, s, mine)));
  const t = teeShotThrow(withDiscs, (d) => (mine.has(d) ? d : null));
  if (t) {
    slice.throws.push({
      shotId: t.shotId,
      roundId: id,
      hole: h.hole,
      userDiscId: t.userDiscId,
      thrownAt: startedAt,
      throwFields: t,
    });
  }
}

/** A slice's holes and shots in one transaction, the shots as JSON parameters. */
async function insertHistorySlice(db: Db, me: string, slice: HistorySlice): Promise<void> {
  const { holes, shots } = slice;
  await db.transaction(async (tx) => {
    await insertHoleScores(tx, me, holes);
    for (let i = 0; i < shots.length; i += HISTORY_ROWS_PER_STATEMENT) {
      const chunk = JSON.stringify(shots.slice(i, i + HISTORY_ROWS_PER_STATEMENT));
      await tx.execute(sql`insert into ${roundShot} (user_id, id, round_id, hole, seq,
          user_disc_id, throw_type, effort, lat, lng, accuracy_m, distance_ft, to_basket_ft,
          result)
        select ${me}, (x->>'id')::uuid, (x->>'roundId')::uuid, (x->>'hole')::smallint,
          (x->>'seq')::smallint, (x->>'userDiscId')::uuid, x->>'throwType', x->>'effort',
          (x->>'lat')::float8, (x->>'lng')::float8, (x->>'accuracyM')::float8,
          (x->>'distanceFt')::float8, (x->>'toBasketFt')::float8, x->>'result'
        from jsonb_array_elements(${chunk}::jsonb) as x`);
    }
  });
}

/**
 * The holes and shots of the fresh rounds (written already, with the ids `ids` gives them in
 * order), in slices with a turn of the event loop before each (embedded PGlite runs a statement
 * without giving the event loop one). First `analyze` (the round table's planner statistics: on
 * PGlite, which has no autovacuum, the foreign-key checks of the holes and shots would otherwise
 * keep a plan made for an empty table and read every round for each row, so that 3,000 rounds
 * took three times as long); then the holes and shots, about HISTORY_ROWS_PER_SLICE rows a
 * transaction. `discOf` maps a shot's named disc to one of the player's discs (null: no disc, as
 * the rounds routes keep a disc that is not the player's). Returns the throws the tee shots make,
 * by the rule of a scored hole (`teeShotThrow`).
 */
export async function writeHolesInSlices(
  db: Db,
  me: string,
  rounds: readonly FreshRound[],
  ids: readonly string[],
  discOf: (disc: { brand: string; name: string } | null) => string | null,
  analyze: (tables: readonly PgTable[]) => Promise<void> = () => Promise.resolve(),
): Promise<ShotThrow[]> {
  if (rounds.length > 0) await analyze([round]);
  const throws: ShotThrow[] = [];
  let next = 0;
  while (next < rounds.length) {
    await letOthersRun();
    const slice: HistorySlice = { holes: [], shots: [], throws };
    let rows = 0;
    while (next < rounds.length && rows < HISTORY_ROWS_PER_SLICE) {
      const id = ids[next]!;
      const { planned } = rounds[next++]!;
      for (const h of planned.scores) {
        addHole(slice, me, id, planned.put.startedAt, h, discOf);
        rows += 1 + h.shots.length;
      }
    }
    if (rows === 0) continue;
    await insertHistorySlice(db, me, slice);
  }
  return throws;
}

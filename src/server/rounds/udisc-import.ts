import { eq, inArray, or } from 'drizzle-orm';
import type { Slices } from '../../core/collection/time-slices';
import type { Hole } from '../../core/schemas/course';
import type { CardScore } from '../../core/schemas/round';
import type { UdiscImportResult } from '../../core/api/round-routes';
import {
  readUdiscCsv,
  udiscCards,
  udiscPlayerNames,
  udiscRoundKey,
  type UdiscCard,
} from '../../core/rounds/udisc-csv';
import { analyzeEmbedded } from '../db/analyze';
import { insertImportedCourses } from './course-repository';
import type { Database, Tx } from '../db/client';
import { newId } from '../db/ids';
import { course, courseLayout, round, roundHole } from '../db/schema';
import { invalidInput } from '../http/validation';
import { lockPlayer } from '../collection/player-lock';
import { enforceLimits } from '../collection/player-usage';
import {
  importKeysAmong,
  insertHoleScores,
  insertImportedRounds,
  myStrokesOf,
  removeImported,
  type HoleScoresRow,
} from './round-repository';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 200;
/** Rounds per transaction of an import (about 450 holes' scores for 18-hole rounds). */
const ROUND_CHUNK = 25;
export const CHOOSE_PLAYER = 'Choose which player is you';

/** A course's or layout's name as imports match it: trimmed, case-insensitive. */
export const nameKey = (s: string) => s.trim().toLowerCase();
/** A course's and layout's names together, as `layoutsByName` keys them. */
export const pairKey = (courseName: string, layoutName: string) =>
  `${nameKey(courseName)}\u0000${nameKey(layoutName)}`;

const plainHole = (label: string, par: number): Hole => ({
  label,
  par,
  lengthFt: null,
  lengthUnit: 'ft',
  shape: null,
  tee: null,
  basket: null,
  note: '',
});

export interface LayoutRef {
  courseId: string;
  layoutId: string;
  holes: Hole[];
}

/**
 * The layouts of the courses named `courseNames`, by course and layout name (pairKey): the
 * player's own courses first, then those shared on the server by others (by id within each),
 * and the player's own courses by name. Used by the imports (UDisc's and the collection's).
 */
export async function layoutsByName(
  tx: Tx,
  me: string,
  courseNames: readonly string[],
): Promise<{ found: Map<string, LayoutRef>; ownCourseByName: Map<string, string> }> {
  const names = [...new Set(courseNames.map(nameKey))];
  const courses = names.length
    ? (
        await tx
          .select({ id: course.id, userId: course.userId, name: course.name })
          .from(course)
          .where(or(eq(course.userId, me), eq(course.shared, true)))
      ).filter((c) => names.includes(nameKey(c.name)))
    : [];
  const layouts = courses.length
    ? await tx
        .select()
        .from(courseLayout)
        .where(
          inArray(
            courseLayout.courseId,
            courses.map((c) => c.id),
          ),
        )
    : [];
  const found = new Map<string, LayoutRef>();
  const rank = (userId: string) => (userId === me ? 0 : 1);
  for (const c of [...courses].sort(
    (a, b) => rank(a.userId) - rank(b.userId) || a.id.localeCompare(b.id),
  )) {
    for (const l of layouts
      .filter((x) => x.courseId === c.id)
      .sort((a, b) => a.id.localeCompare(b.id))) {
      const k = pairKey(c.name, l.name);
      if (!found.has(k)) found.set(k, { courseId: c.id, layoutId: l.id, holes: l.holes as Hole[] });
    }
  }
  const ownCourseByName = new Map(
    courses.filter((c) => c.userId === me).map((c) => [nameKey(c.name), c.id] as const),
  );
  return { found, ownCourseByName };
}

const empty = (over: Partial<UdiscImportResult>): UdiscImportResult => ({
  imported: false,
  rounds: 0,
  alreadyImported: 0,
  newCourses: 0,
  newLayouts: 0,
  players: [],
  report: [],
  ...over,
});

/**
 * A UDisc scorecard import (docs/decisions/0043): all or nothing under the player lock, the
 * courses and layouts in one transaction and the rounds a chunk a transaction (writeRounds). A course and layout are found by name among the player's own courses, then the
 * courses shared on this server, and made (private) when neither has them; a round already
 * imported (its key: course, layout and start) is skipped, so the same file twice adds nothing.
 */
export async function importUdisc(
  database: Pick<Database, 'kind' | 'db'>,
  me: string,
  input: { content: string; playerName?: string | undefined; dryRun?: boolean | undefined },
  slices: Slices,
): Promise<UdiscImportResult> {
  const db = database.db;
  const read = await readUdiscCsv(input.content, slices);
  if (!read.ok) return empty({ report: read.report });
  const players = udiscPlayerNames(read.rounds);
  const playerName = input.playerName?.trim();
  if (!playerName) {
    if (input.dryRun) return empty({ rounds: read.rounds.length, players });
    throw invalidInput({ playerName: CHOOSE_PLAYER });
  }
  const cards = udiscCards(read.rounds, playerName);
  if (!cards.ok) return empty({ players, report: cards.report });

  const known = await importedKeys(db, me, cards.cards, slices);
  const plan = await db.transaction(async (tx) => {
    await lockPlayer(tx, me);
    const fresh = freshCards(cards.cards, known);
    const { found, newCourses, newLayouts } = await coursesOfCards(tx, me, fresh);
    const result = empty({
      imported: !input.dryRun && fresh.length > 0,
      rounds: fresh.length,
      alreadyImported: cards.cards.length - fresh.length,
      newCourses: newCourses.length,
      newLayouts: newLayouts.length,
      players,
    });
    if (input.dryRun || fresh.length === 0)
      return { result, rounds: [], holes: [], newCourseIds: [] };
    await enforceLimits(tx, me, {
      courses: newCourses.length,
      layouts: newLayouts.length,
      rounds: fresh.length,
    });
    const { rounds, holes } = await roundRowsOf(me, fresh, found, slices);
    await insertImportedCourses(tx, newCourses, newLayouts, CHUNK);
    return { result, rounds, holes, newCourseIds: newCourses.map((c) => c.id) };
  });
  if (!plan.rounds.length) return plan.result;
  const result = await writeRounds(database, me, plan, slices);
  await analyzeEmbedded(database, [round, roundHole, course, courseLayout]);
  return result;
}

/**
 * The player's rounds already imported among the file's, read before the transaction a chunk
 * of keys at a time (one another import writes meanwhile is skipped when it is written: on
 * conflict do nothing).
 */
async function importedKeys(
  db: Database['db'],
  me: string,
  cards: readonly UdiscCard[],
  slices: Slices,
): Promise<Set<string>> {
  const keys = [...new Set(cards.map((c) => udiscRoundKey(c.round)))];
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    if (slices.due()) await slices.pause();
    for (const key of await importKeysAmong(db, me, keys.slice(i, i + CHUNK))) known.add(key);
  }
  return known;
}

/** The file's cards not imported yet, each round once. */
function freshCards(cards: readonly UdiscCard[], known: ReadonlySet<string>): UdiscCard[] {
  const fresh: UdiscCard[] = [];
  const seen = new Set<string>();
  for (const card of cards) {
    const key = udiscRoundKey(card.round);
    if (known.has(key) || seen.has(key)) continue;
    seen.add(key);
    fresh.push(card);
  }
  return fresh;
}

/**
 * Each card's course and layout by name: the player's own first, then the shared ones of others;
 * the ones neither has are made (private), with the file's pars.
 */
async function coursesOfCards(tx: Tx, me: string, fresh: readonly UdiscCard[]) {
  const { found, ownCourseByName } = await layoutsByName(
    tx,
    me,
    fresh.map((c) => c.round.courseName),
  );
  const newCourses: (typeof course.$inferInsert)[] = [];
  const newLayouts: (typeof courseLayout.$inferInsert)[] = [];
  for (const card of fresh) {
    const { courseName, layoutName, pars } = card.round;
    const k = pairKey(courseName, layoutName);
    if (found.has(k)) continue;
    let courseId = ownCourseByName.get(nameKey(courseName));
    if (!courseId) {
      courseId = newId();
      ownCourseByName.set(nameKey(courseName), courseId);
      newCourses.push({ id: courseId, userId: me, name: courseName });
    }
    const holes = pars.map((par, i) => plainHole(String(i + 1), par));
    const layoutId = newId();
    newLayouts.push({ id: layoutId, userId: me, courseId, name: layoutName, holes });
    found.set(k, { courseId, layoutId, holes });
  }
  return { found, newCourses, newLayouts };
}

/** The rows of the fresh rounds and their holes' scores, made in time slices. */
async function roundRowsOf(
  me: string,
  fresh: readonly UdiscCard[],
  found: Awaited<ReturnType<typeof coursesOfCards>>['found'],
  slices: Slices,
): Promise<Pick<Plan, 'rounds' | 'holes'>> {
  const rounds: (typeof round.$inferInsert)[] = [];
  const holes: HoleScoresRow[] = [];
  for (const card of fresh) {
    if (slices.due()) await slices.pause();
    const { round: r } = card;
    const ref = found.get(pairKey(r.courseName, r.layoutName))!;
    // The round keeps the holes as played: the layout's, with the file's pars; labels 1… when
    // the layout has another number of holes.
    const sameCount = ref.holes.length === r.pars.length;
    const id = newId();
    rounds.push({
      id,
      userId: me,
      courseId: ref.courseId,
      layoutId: ref.layoutId,
      courseName: r.courseName,
      layoutName: r.layoutName,
      holes: r.pars.map((par, i) =>
        sameCount ? { ...ref.holes[i]!, par } : plainHole(String(i + 1), par),
      ),
      guests: card.guests,
      startedAt: new Date(r.startedAt),
      finishedAt: r.finishedAt ? new Date(r.finishedAt) : null,
      source: 'udisc',
      importKey: udiscRoundKey(r),
    });
    card.holes.forEach((strokes, i) => {
      const scores: CardScore[] = strokes.flatMap((s, player) =>
        s === null ? [] : [{ player, strokes: s, penalty: 0, putts: null }],
      );
      if (scores.length) holes.push({ r: id, h: i + 1, s: scores, m: myStrokesOf(scores) });
    });
  }
  return { rounds, holes };
}

type Plan = {
  result: UdiscImportResult;
  rounds: (typeof round.$inferInsert)[];
  holes: HoleScoresRow[];
  newCourseIds: string[];
};

/**
 * The import's rounds and their holes' scores, ROUND_CHUNK rounds a transaction under the player
 * lock (the ceiling checked again in each), with a turn between two: on embedded PGlite a
 * transaction holds the one connection, so one transaction of 2,000 rounds held every other
 * request (health included) for seconds. A round imported meanwhile by another request (its key
 * already there) is skipped. All or nothing: when a chunk fails, what this import wrote goes.
 */
async function writeRounds(
  database: Pick<Database, 'kind' | 'db'>,
  me: string,
  plan: Plan,
  slices: Slices,
): Promise<UdiscImportResult> {
  const db = database.db;
  // Each hole's row checks its round by its foreign key, with a plan PGlite keeps from the first
  // check: made while the round table was small, it reads the whole table (0.7 ms a hole at
  // 10,000 rounds, a 2,000-round import growing from 2 to 25 s). Its statistics are refreshed
  // each time the rounds this import wrote double, so the plan follows the table's size.
  let refreshAt = ROUND_CHUNK;
  const holesOf = new Map<string, Plan['holes']>();
  for (const h of plan.holes) {
    const list = holesOf.get(h.r);
    if (list) list.push(h);
    else holesOf.set(h.r, [h]);
  }
  const written: string[] = [];
  try {
    for (let i = 0; i < plan.rounds.length; i += ROUND_CHUNK) {
      if (slices.due()) await slices.pause();
      const chunk = plan.rounds.slice(i, i + ROUND_CHUNK);
      await db.transaction(async (tx) => {
        await lockPlayer(tx, me);
        await enforceLimits(tx, me, { rounds: chunk.length });
        // A key another import wrote meanwhile is left as it is.
        const ids = await insertImportedRounds(tx, me, chunk);
        written.push(...ids);
        if (written.length >= refreshAt) {
          refreshAt *= 2;
          await analyzeEmbedded({ kind: database.kind, db: tx }, [round]);
        }
        await insertHoleScores(
          tx,
          me,
          ids.flatMap((id) => holesOf.get(id) ?? []),
        );
      });
    }
  } catch (err) {
    await removeImported(db, me, { rounds: written, courses: plan.newCourseIds, layouts: [] });
    throw err;
  }
  const skipped = plan.rounds.length - written.length;
  return {
    ...plan.result,
    imported: written.length > 0,
    rounds: written.length,
    alreadyImported: plan.result.alreadyImported + skipped,
  };
}

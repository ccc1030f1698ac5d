import { fieldErrors } from '../rules/bag';
import type { Hole } from '../schemas/course';
import { putCourseSchema, putLayoutSchema } from '../schemas/course';
import {
  HOLE_NUMBER_INVALID,
  MAX_COURSES_PER_PLAYER,
  MAX_LAYOUTS_PER_PLAYER,
  MAX_ROUNDS_PER_PLAYER,
  PLAYER_INVALID,
  putHoleScoresSchema,
  putRoundSchema,
  ROUND_SOURCES,
  TOO_MANY_COURSES,
  TOO_MANY_LAYOUTS,
  TOO_MANY_ROUNDS,
  type CardScore,
  type PutRound,
  type Shot,
} from '../schemas/round';
import { unsliced, type Slices } from './time-slices';

/**
 * The courses and rounds of a collection's JSON export (core/rounds/export-rounds.ts), read back
 * by the import: each checked with the rules of the routes that write them (PUT of a course, a
 * layout, a round and a hole), so that an import stores nothing the API would refuse. All or
 * nothing like the discs (docs/decisions/0023): a course or round with a problem is reported and
 * nothing of the file is stored.
 */

/** The file's courses and rounds, unchecked (absent: the file has none). */
export interface HistoryFile {
  courses: unknown[];
  rounds: unknown[];
}

/** A course or round of the file that cannot be imported, and why. */
export interface HistoryProblem {
  kind: 'course' | 'round';
  /** Its place in the file's `courses` or `rounds`, from 1. */
  index: number;
  /** The course's name; a round's course, layout and start. */
  name: string;
  problem: string;
}

export interface PlannedCourse {
  name: string;
  place: string;
  position: { lat: number; lng: number } | null;
  shared: boolean;
  layouts: { name: string; holes: Hole[] }[];
}

/** A shot of the file: checked, with an id of its own, and the disc it names by brand and name. */
export interface PlannedShot {
  shot: Shot;
  disc: { brand: string; name: string } | null;
}

export interface PlannedRound {
  index: number;
  /** The round as PUT /api/rounds/{id} reads it (no course, layout or bag reference). */
  put: PutRound;
  source: (typeof ROUND_SOURCES)[number];
  scores: { hole: number; scores: CardScore[]; shots: PlannedShot[] }[];
}

export interface HistoryPlan {
  ok: boolean;
  courses: PlannedCourse[];
  rounds: PlannedRound[];
  problems: HistoryProblem[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The file's courses and rounds, or why the file is refused before any row is built: not lists,
 * or more courses, layouts or rounds than a player may keep (the limits' own messages).
 */
export function readHistory(
  data: Record<string, unknown>,
): { ok: true; value: HistoryFile | undefined } | { ok: false; message: string | null } {
  const { courses = [], rounds = [] } = data;
  if (!Array.isArray(courses) || !Array.isArray(rounds)) return { ok: false, message: null };
  if (courses.length === 0 && rounds.length === 0) return { ok: true, value: undefined };
  if (rounds.length > MAX_ROUNDS_PER_PLAYER) return { ok: false, message: TOO_MANY_ROUNDS };
  if (courses.length > MAX_COURSES_PER_PLAYER) return { ok: false, message: TOO_MANY_COURSES };
  let layouts = 0;
  for (const c of courses) if (isObject(c) && Array.isArray(c.layouts)) layouts += c.layouts.length;
  if (layouts > MAX_LAYOUTS_PER_PLAYER) return { ok: false, message: TOO_MANY_LAYOUTS };
  return { ok: true, value: { courses, rounds } };
}

const problemsLine = (issues: Parameters<typeof fieldErrors>[0]) =>
  Object.values(fieldErrors(issues)).join('; ');

/** Checks every course and round of the file, in `slices`; linear in their holes and shots. */
export async function planHistory(
  file: HistoryFile,
  slices: Slices = unsliced,
): Promise<HistoryPlan> {
  const problems: HistoryProblem[] = [];
  const courses: PlannedCourse[] = [];
  for (const [i, raw] of file.courses.entries()) {
    if (slices.due()) await slices.pause();
    const planned = planCourse(raw);
    if (typeof planned === 'string') {
      const name = isObject(raw) && typeof raw.name === 'string' ? raw.name : '';
      problems.push({ kind: 'course', index: i + 1, name, problem: planned });
    } else courses.push(planned);
  }
  const rounds: PlannedRound[] = [];
  for (const [i, raw] of file.rounds.entries()) {
    if (slices.due()) await slices.pause();
    const planned = planRound(raw, i + 1);
    if ('problem' in planned) {
      problems.push({
        kind: 'round',
        index: i + 1,
        name: roundName(raw),
        problem: planned.problem,
      });
    } else rounds.push(planned);
  }
  return { ok: problems.length === 0, courses, rounds, problems };
}

function roundName(raw: unknown): string {
  if (!isObject(raw)) return '';
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return [s(raw.courseName), s(raw.layoutName), s(raw.startedAt)].filter(Boolean).join(', ');
}

function planCourse(raw: unknown): PlannedCourse | string {
  if (!isObject(raw)) return 'A course must be an object';
  const { layouts = [], ...fields } = raw;
  const course = putCourseSchema.safeParse(fields);
  if (!course.success) return problemsLine(course.error.issues);
  if (!Array.isArray(layouts)) return 'Layouts must be a list';
  const planned: PlannedCourse['layouts'] = [];
  for (const [i, l] of layouts.entries()) {
    const layout = putLayoutSchema.safeParse(l);
    if (!layout.success) return `Layout ${i + 1}: ${problemsLine(layout.error.issues)}`;
    planned.push({ name: layout.data.name, holes: layout.data.holes });
  }
  const { name, place, position, visibility } = course.data;
  return { name, place, position, shared: visibility === 'shared', layouts: planned };
}

function planRound(raw: unknown, index: number): PlannedRound | { problem: string } {
  if (!isObject(raw)) return { problem: 'A round must be an object' };
  const { courseName, layoutName, holes, guests, startedAt, finishedAt, source, scores } = raw;
  const put = putRoundSchema.safeParse({
    courseName,
    layoutName,
    holes,
    guests,
    startedAt,
    finishedAt,
  });
  if (!put.success) return { problem: problemsLine(put.error.issues) };
  const from = source ?? 'hyzer';
  if (!(ROUND_SOURCES as readonly unknown[]).includes(from)) {
    return { problem: `Source must be one of: ${ROUND_SOURCES.join(', ')}` };
  }
  if (scores !== undefined && !Array.isArray(scores)) return { problem: 'Scores must be a list' };
  const holeCount = put.data.holes.length;
  const guestCount = put.data.guests.length;
  const planned: PlannedRound['scores'] = [];
  const seen = new Set<number>();
  for (const h of (scores ?? []) as unknown[]) {
    if (!isObject(h)) return { problem: 'A hole’s scores must be an object' };
    const hole = h.hole;
    if (typeof hole !== 'number' || !Number.isInteger(hole) || hole < 1 || hole > holeCount) {
      return { problem: `Hole ${String(hole)}: ${HOLE_NUMBER_INVALID}` };
    }
    if (seen.has(hole)) return { problem: `Hole ${hole} is scored twice` };
    seen.add(hole);
    const shots = h.shots === undefined ? [] : h.shots;
    if (!Array.isArray(shots)) return { problem: `Hole ${hole}: Shots must be a list` };
    const discs: PlannedShot['disc'][] = [];
    const withIds = shots.map((s: unknown) => {
      if (!isObject(s)) return s;
      const { disc, ...rest } = s;
      discs.push(
        isObject(disc) && typeof disc.brand === 'string' && typeof disc.name === 'string'
          ? { brand: disc.brand, name: disc.name }
          : null,
      );
      // The file's shots carry no ids (the server's are left out): each gets a new one.
      return { ...rest, id: crypto.randomUUID(), userDiscId: null };
    });
    const parsed = putHoleScoresSchema.safeParse({ scores: h.scores, shots: withIds });
    if (!parsed.success) return { problem: `Hole ${hole}: ${problemsLine(parsed.error.issues)}` };
    if (parsed.data.scores.some((s) => s.player > guestCount)) {
      return { problem: `Hole ${hole}: ${PLAYER_INVALID}` };
    }
    planned.push({
      hole,
      scores: parsed.data.scores,
      shots: parsed.data.shots.map((shot, i) => ({ shot, disc: discs[i] ?? null })),
    });
  }
  planned.sort((a, b) => a.hole - b.hole);
  return { index, put: put.data, source: from as PlannedRound['source'], scores: planned };
}

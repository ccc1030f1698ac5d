/**
 * The outbox's writes of courses, layouts and rounds (decision 0044, extending 0031), and how the
 * lists and screens show them while they wait: pure, so they are tested without a browser.
 *
 * A queued write carries the whole of what it writes (a course, a layout, a round without its
 * scores, one hole's scores), as the idempotent PUTs of decision 0043 take it. The queue keeps
 * only the last state of each thing, in the place it was first queued: a course is created before
 * its layouts, a round before its holes, and a round's finish (the round again, with its end)
 * never overtakes a hole. A delete drops what is queued for the thing it deletes and is sent
 * itself, since an earlier write may have reached the server with its answer lost.
 */
import type { Course, CourseListItem, Hole, Layout, Visibility } from '../../core/schemas/course';
import type {
  CardScore,
  HoleScores,
  PutRound,
  Round,
  RoundListItem,
  Shot,
} from '../../core/schemas/round';
import { myStrokes } from '../../core/rounds/stats';

export interface QueuedCourse {
  name: string;
  place: string;
  position: { lat: number; lng: number } | null;
  visibility: Visibility;
}
export interface QueuedLayout {
  name: string;
  holes: Hole[];
}
export interface QueuedHole {
  scores: CardScore[];
  shots: Shot[];
}

export type RoundWrite =
  | { kind: 'course'; id: string; body: QueuedCourse; queuedAt: string }
  | { kind: 'course-delete'; id: string; queuedAt: string }
  | { kind: 'layout'; id: string; courseId: string; body: QueuedLayout; queuedAt: string }
  | { kind: 'layout-delete'; id: string; courseId: string; queuedAt: string }
  | { kind: 'round'; id: string; body: PutRound; queuedAt: string }
  | { kind: 'round-delete'; id: string; queuedAt: string }
  /** One hole's scores: `id` is the round's, `hole` its position on the round from 1. */
  | { kind: 'hole'; id: string; hole: number; body: QueuedHole; queuedAt: string };

const ROUND_KINDS: ReadonlySet<string> = new Set([
  'course',
  'course-delete',
  'layout',
  'layout-delete',
  'round',
  'round-delete',
  'hole',
]);

export const isRoundWrite = (w: { kind: string }): w is RoundWrite => ROUND_KINDS.has(w.kind);

/** The same queued write (the hole too: two holes of a round may be queued in one millisecond). */
export function sameRoundWrite(a: RoundWrite, b: RoundWrite): boolean {
  if (a.kind !== b.kind || a.id !== b.id || a.queuedAt !== b.queuedAt) return false;
  return a.kind !== 'hole' || (b.kind === 'hole' && a.hole === b.hole);
}

/** Whether `w` is a later state of what `queued` writes (so it replaces it in its place). */
function replaces(queued: RoundWrite, w: RoundWrite): boolean {
  if (queued.kind !== w.kind || queued.id !== w.id) return false;
  return w.kind !== 'hole' || (queued.kind === 'hole' && queued.hole === w.hole);
}

/** Whether a delete `d` makes the queued write `w` pointless (`w` goes, `d` is still sent). */
function deletedBy(d: RoundWrite, w: { kind: string; id: string }): boolean {
  if (d.kind === 'round-delete') return (w.kind === 'round' || w.kind === 'hole') && w.id === d.id;
  if (d.kind === 'layout-delete') return w.kind === 'layout' && w.id === d.id;
  if (d.kind === 'course-delete') {
    if (w.kind === 'course') return w.id === d.id;
    return (w.kind === 'layout' || w.kind === 'layout-delete') && 'courseId' in w
      ? w.courseId === d.id
      : false;
  }
  return false;
}

/** The queue after the round write `w` is added (see the file's comment). */
export function enqueueRoundWrite<T extends { kind: string; id: string }>(
  queue: readonly T[],
  w: RoundWrite,
): (T | RoundWrite)[] {
  if (w.kind.endsWith('-delete')) {
    return [...queue.filter((q) => !(isRoundWrite(q) && (deletedBy(w, q) || replaces(q, w)))), w];
  }
  const at = queue.findIndex((q) => isRoundWrite(q) && replaces(q, w));
  if (at >= 0) return queue.map((q, i) => (i === at ? w : q));
  return [...queue, w];
}

/** The rounds with a write still queued ("Waiting to send"). */
export function waitingRoundIds(queue: readonly { kind: string; id: string }[]): Set<string> {
  return new Set(
    queue.filter((w) => w.kind === 'round' || w.kind === 'hole').map((w) => w.id),
  );
}

const holeAnswer = (hole: number, body: QueuedHole, at: string): HoleScores => ({
  hole,
  scores: body.scores.map((s) => ({
    player: s.player,
    strokes: s.strokes,
    penalty: s.penalty,
    putts: s.putts,
  })),
  shots: body.shots.map((s) => ({ ...s })),
  updatedAt: at,
});

/**
 * The round `id` as it will be once the queue is sent: the server's (or none), with its queued
 * round and hole writes laid over in order. undefined when nothing is known of it; null when a
 * delete of it waits.
 */
export function roundWithQueue(
  server: Round | undefined,
  queue: readonly { kind: string; id: string }[],
  id: string,
): Round | null | undefined {
  let round: Round | null | undefined = server;
  for (const w of queue) {
    if (!isRoundWrite(w) || w.id !== id) continue;
    if (w.kind === 'round-delete') round = null;
    else if (w.kind === 'round') {
      const scores: HoleScores[] = (round?.scores ?? []).filter(
        (h) => h.hole <= w.body.holes.length,
      );
      round = {
        ...w.body,
        id,
        guests: [...w.body.guests],
        source: round?.source ?? 'hyzer',
        scores,
        updatedAt: w.queuedAt,
      };
    } else if (w.kind === 'hole' && round && w.hole <= round.holes.length) {
      const others: HoleScores[] = round.scores.filter((h) => h.hole !== w.hole);
      const scores: HoleScores[] = [...others, holeAnswer(w.hole, w.body, w.queuedAt)];
      round = { ...round, scores: scores.sort((a, b) => a.hole - b.hole) };
    }
  }
  return round;
}

/** A round as the rounds list shows it (the player's own totals over the holes played). */
export function roundListItemOf(round: Round): RoundListItem {
  let strokes = 0;
  let par = 0;
  let holesPlayed = 0;
  myStrokes(round).forEach((s, i) => {
    if (s === null) return;
    holesPlayed += 1;
    strokes += s;
    par += round.holes[i]!.par;
  });
  const { id, courseId, layoutId, courseName, layoutName, startedAt, finishedAt } = round;
  return {
    ...{ id, courseId, layoutId, courseName, layoutName, startedAt, finishedAt },
    holeCount: round.holes.length,
    holesPlayed,
    strokes,
    toPar: strokes - par,
  };
}

/**
 * The rounds list with the queue laid over: a round started offline shows, one deleted goes, one
 * scored offline shows its new totals when its whole round is at hand (`detail`: the cached
 * round), newest first.
 */
export function roundsWithQueue(
  list: readonly RoundListItem[],
  queue: readonly { kind: string; id: string }[],
  detail: (id: string) => Round | undefined = () => undefined,
): RoundListItem[] {
  const touched = [...waitingRoundIds(queue), ...queue.filter((w) => w.kind === 'round-delete').map((w) => w.id)];
  if (touched.length === 0) return [...list];
  const out = new Map(list.map((r) => [r.id, r]));
  for (const id of new Set(touched)) {
    const round = roundWithQueue(detail(id), queue, id);
    if (round === null) out.delete(id);
    else if (round) out.set(id, roundListItemOf(round));
  }
  return [...out.values()].sort((a, b) =>
    a.startedAt === b.startedAt ? (a.id < b.id ? 1 : -1) : a.startedAt < b.startedAt ? 1 : -1,
  );
}

const layoutAnswer = (courseId: string, id: string, body: QueuedLayout, at: string): Layout => ({
  id,
  courseId,
  name: body.name,
  holes: body.holes.map((h) => ({ ...h })),
  updatedAt: at,
});

/** The course `id` with its queued writes laid over (undefined: unknown; null: a delete waits). */
export function courseWithQueue(
  server: Course | undefined,
  queue: readonly { kind: string; id: string }[],
  id: string,
): Course | null | undefined {
  let course: Course | null | undefined = server;
  for (const w of queue) {
    if (!isRoundWrite(w)) continue;
    if ((w.kind === 'course' || w.kind === 'course-delete') && w.id === id) {
      course =
        w.kind === 'course-delete'
          ? null
          : { layouts: [], ...course, ...w.body, id, mine: true, updatedAt: w.queuedAt };
    } else if ((w.kind === 'layout' || w.kind === 'layout-delete') && w.courseId === id && course) {
      const before: Layout[] = course.layouts;
      const others: Layout[] = before.filter((l) => l.id !== w.id);
      const layouts: Layout[] =
        w.kind === 'layout' ? [...others, layoutAnswer(id, w.id, w.body, w.queuedAt)] : others;
      // A layout keeps its place; a new one goes last (findIndex -1 becomes the largest).
      const order = (l: Layout) => before.findIndex((x) => x.id === l.id) >>> 0;
      course = { ...course, layouts: layouts.sort((a, b) => order(a) - order(b)) };
    }
  }
  return course;
}

const listLayout = (l: Layout) => ({
  id: l.id,
  name: l.name,
  holeCount: l.holes.length,
  par: l.holes.reduce((sum, h) => sum + h.par, 0),
});

/** The courses list with the queue laid over (by name, as the server orders it). */
export function coursesWithQueue(
  list: readonly CourseListItem[],
  queue: readonly { kind: string; id: string }[],
): CourseListItem[] {
  const ids = new Set<string>();
  for (const w of queue) {
    if (!isRoundWrite(w)) continue;
    if (w.kind === 'course' || w.kind === 'course-delete') ids.add(w.id);
    else if (w.kind === 'layout' || w.kind === 'layout-delete') ids.add(w.courseId);
  }
  if (ids.size === 0) return [...list];
  const out = new Map(list.map((c) => [c.id, c]));
  for (const id of ids) {
    const known = out.get(id);
    // The list holds layouts without holes: they are laid over as whole layouts would be.
    const server: Course | undefined = known
      ? { ...known, layouts: known.layouts.map((l) => ({ ...l, courseId: id, holes: [], updatedAt: '' })) }
      : undefined;
    const course = courseWithQueue(server, queue, id);
    if (course === null) out.delete(id);
    else if (course) {
      const layouts = course.layouts.map((l) => {
        const listed = known?.layouts.find((k) => k.id === l.id);
        return l.holes.length === 0 && listed ? listed : listLayout(l);
      });
      out.set(id, { ...course, layouts });
    }
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

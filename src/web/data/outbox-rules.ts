/**
 * The rules of the outbox (decision 0031), pure so they are tested without a browser: what a
 * queue becomes when a write is added, and what happens to a queued write after a send. The queue
 * is kept in IndexedDB and sent in order, one write at a time; every write carries an id the
 * client made (the throw's, or the disc change's), and every route it goes to is idempotent with
 * that id (decision 0030 for throws; PUT /api/user-discs/{id}/changes/{changeId} for a disc), so
 * sending a write again after a lost answer never applies it twice.
 */
import type { UserDisc } from '../../core/bag-types';
import type { CourseChangeInput } from '../../core/schemas/disc-change';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import type { SummedThrow } from '../../core/throws/throw-summary';
import { PLAYER_CHANGED_CODE } from '../../core/api/player-header';
import { HttpError } from '../lib/http';
import { enqueueRoundWrite, isRoundWrite, sameRoundWrite, type RoundWrite } from './round-queue';

export type { RoundWrite };

export type QueuedWrite =
  | { kind: 'put'; id: string; body: PutThrowInput; queuedAt: string }
  | { kind: 'delete'; id: string; queuedAt: string }
  /** A change made on the course (archive, notes, condition): `id` is the change's own. */
  | { kind: 'disc'; id: string; discId: string; changes: CourseChangeInput; queuedAt: string }
  /** Courses, layouts, rounds and a hole's scores (round-queue.ts, decision 0044). */
  | RoundWrite;

type ThrowWrite = Extract<QueuedWrite, { kind: 'put' | 'delete' }>;
/** A write of the throw log (the other writes are disc changes and rounds). */
export const isThrowWrite = (w: QueuedWrite): w is ThrowWrite =>
  w.kind === 'put' || w.kind === 'delete';

/** The same queued write: sent, it leaves the queue, and an edit queued meanwhile stays. */
export function sameWrite(a: QueuedWrite, b: QueuedWrite): boolean {
  if (isRoundWrite(a) && isRoundWrite(b)) return sameRoundWrite(a, b);
  return a.kind === b.kind && a.id === b.id && a.queuedAt === b.queuedAt;
}

/**
 * The queue after `write` is added at its end. Only the last state of a throw matters, so:
 * - a put replaces a queued put of the same throw in its place (the order of first logging stays);
 * - a delete removes the queued puts of that throw and is queued itself (an earlier put may have
 *   reached the server with its answer lost, so the delete is always sent; it is 204 anyway).
 */
export function enqueue(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] {
  // Each change of a disc is the player's own step, applied in order: none replaces another.
  if (write.kind === 'disc') return [...queue, write];
  if (isRoundWrite(write)) return enqueueRoundWrite(queue, write);
  if (write.kind === 'put') {
    const at = queue.findIndex((w) => w.kind === 'put' && w.id === write.id);
    if (at >= 0) return queue.map((w, i) => (i === at ? write : w));
    return [...queue, write];
  }
  return [...queue.filter((w) => !isThrowWrite(w) || w.id !== write.id), write];
}

/** What the outbox does with a write after trying to send it. */
export type SendOutcome =
  | { do: 'sent' }
  /** No connection, a time-out or a server error: keep it and every later write; try again later. */
  | { do: 'wait' }
  /** The server refused it for good: drop it, tell the player why, and go on with the next. */
  | { do: 'drop'; message: string; conflict: boolean }
  /**
   * Not sent because the session is not the player's who made it: no session any more (401), or
   * another player's (412, the request named its player): keep it and every later write, stop
   * sending, and let the session say what happens (the write is never dropped for this).
   */
  | { do: 'stop'; why: 'signed-out' | 'other-player' };

/**
 * Final refusals are not retried: bad input (400), the disc gone (404: the conflict rule), the
 * limit or a duplicate disc on a restore (409).
 */
export function outcomeOf(err: unknown): SendOutcome {
  if (err === null) return { do: 'sent' };
  if (!(err instanceof HttpError)) return { do: 'wait' };
  if (err.status === 0 || err.status >= 500 || err.status === 429) return { do: 'wait' };
  // A lost session: keep the writes; they are sent after the player signs in again.
  if (err.status === 401) return { do: 'stop', why: 'signed-out' };
  if (err.status === 412 && err.code === PLAYER_CHANGED_CODE) {
    return { do: 'stop', why: 'other-player' };
  }
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  return {
    do: 'drop',
    message: field ?? err.message,
    // The disc was deleted elsewhere: the conflict rule of decision 0031.
    conflict: err.status === 404,
  };
}

/** The throws with a write still queued ("Waiting to send" on the throw's row). */
export function waitingIds(queue: readonly QueuedWrite[]): Set<string> {
  return new Set(queue.filter(isThrowWrite).map((w) => w.id));
}

/** The discs with a change still queued ("Waiting to send" on the disc). */
export function waitingDiscIds(queue: readonly QueuedWrite[]): Set<string> {
  return new Set(queue.flatMap((w) => (w.kind === 'disc' ? [w.discId] : [])));
}

/** What was sent, so the lists it changed are read again (throws, discs and bags, rounds, courses). */
export type SentKind = 'throws' | 'discs' | 'rounds' | 'courses';
export function sentKindOf(w: QueuedWrite): SentKind {
  if (w.kind === 'disc') return 'discs';
  if (isThrowWrite(w)) return 'throws';
  return w.kind === 'round' || w.kind === 'round-delete' || w.kind === 'hole'
    ? 'rounds'
    : 'courses';
}

/**
 * The disc as it will be once `changes` is applied, as the server answers it: text trimmed, a
 * cleared detail (null or empty text) left out. What the lists show while the change waits in the
 * outbox. The change was checked with the API's schema by the form that made it; this only lays
 * it over, without the schemas (they load on demand, lib/schemas.ts).
 */
export function withCourseChange(disc: UserDisc, changes: CourseChangeInput): UserDisc {
  const next: Record<string, unknown> = { ...disc };
  for (const [key, given] of Object.entries(changes)) {
    const value = typeof given === 'string' ? given.trim() : given;
    if (value === null || value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  return next as UserDisc;
}

/** The discs with the queued changes laid over, in the order they were made. */
export function withQueuedChanges(
  discs: readonly UserDisc[],
  queue: readonly QueuedWrite[],
): UserDisc[] {
  const changes = queue.filter((w) => w.kind === 'disc');
  if (changes.length === 0) return discs as UserDisc[];
  return discs.map((d) =>
    changes.reduce((disc, w) => (w.discId === d.id ? withCourseChange(disc, w.changes) : disc), d),
  );
}

/**
 * What becomes of a queue stored on this device once the browser's session is known (one session
 * cookie serves every tab, so there is one player at a time):
 * - `keep`: the session is its player's: it is sent from IndexedDB as usual;
 * - `hold`: nobody is signed in and the app's logout did not handle it (the server ended the
 *   session, or it expired): it leaves IndexedDB and is held in the page only, offered in the
 *   unsent-changes dialog until its player signs in again here (then it is sent) or drops it;
 * - `drop`: another player is signed in: they may not read it, so it is deleted.
 */
export type StoredQueueFate = 'keep' | 'hold' | 'drop';

export function storedQueueFate(owner: string, signedIn: string | null): StoredQueueFate {
  if (signedIn === owner) return 'keep';
  return signedIn === null ? 'hold' : 'drop';
}

/**
 * The queue to store for `signedIn` after a sign-in: the writes the page held for that player
 * (made before, so sent first) and then what is stored already; held writes of another player are
 * not taken (they are dropped with the page's hold).
 */
export function adoptHeld(
  held: ReadonlyMap<string, readonly QueuedWrite[]>,
  signedIn: string,
  stored: readonly QueuedWrite[],
): QueuedWrite[] {
  return [...(held.get(signedIn) ?? []), ...stored].reduce<QueuedWrite[]>(
    (queue, write) => (queue.some((w) => sameWrite(w, write)) ? queue : enqueue(queue, write)),
    [],
  );
}

/** What a queued throw looks like in the lists until the server's answer replaces it. */
export function pendingThrow(id: string, body: PutThrowInput, now = new Date()): Throw {
  const at = now.toISOString();
  return {
    id,
    userDiscId: body.userDiscId,
    distanceFt: Math.round(body.distanceFt * 10) / 10,
    throwType: body.throwType,
    effort: body.effort,
    finishFt: body.finishFt ?? null,
    release: body.release ?? null,
    note: body.note?.trim() ?? '',
    thrownAt: body.thrownAt,
    measuredBy: body.measuredBy,
    gpsAccuracyM: body.measuredBy === 'gps' ? (body.gpsAccuracyM ?? null) : null,
    createdAt: at,
    updatedAt: at,
  };
}

const newestFirst = (a: Throw, b: Throw) =>
  a.thrownAt === b.thrownAt ? (a.id < b.id ? 1 : -1) : a.thrownAt < b.thrownAt ? 1 : -1;

/**
 * One disc's throws as read so far (newest first), with the queue laid over (decision 0039): a
 * queued put shows in place of the throw with its id (or as a new one), one moved to another
 * disc leaves, a queued delete hides it. A queued throw older than the oldest read one is shown
 * only once the list is read to its end (`complete`), so "show more" never skips or repeats one.
 */
export function queuedOverPages(
  read: readonly Throw[],
  queue: readonly QueuedWrite[],
  userDiscId: string,
  complete: boolean,
): Throw[] {
  if (queue.length === 0) return [...read];
  const oldest = read.length > 0 ? read[read.length - 1]!.thrownAt : '';
  const gone = new Set<string>();
  const added: Throw[] = [];
  for (const w of queue) {
    if (!isThrowWrite(w)) continue;
    gone.add(w.id);
    const at = added.findIndex((t) => t.id === w.id);
    if (at >= 0) added.splice(at, 1);
    if (w.kind !== 'put' || w.body.userDiscId.toLowerCase() !== userDiscId.toLowerCase()) continue;
    const t = pendingThrow(w.id, w.body, new Date(w.queuedAt));
    if (complete || t.thrownAt >= oldest) added.push(t);
  }
  return [...read.filter((t) => !gone.has(t.id)), ...added].sort(newestFirst);
}

/**
 * The queued new throws, as a throw summary lays them over the server's (decision 0039): the
 * last queued state of each, less those the pages read show the server has (`known`: edits,
 * counted once sent) and those deleted after.
 */
export function queuedThrowsOf(
  queue: readonly QueuedWrite[],
  known: ReadonlySet<string>,
): SummedThrow[] {
  const last = new Map<string, QueuedWrite>();
  for (const w of queue) if (isThrowWrite(w)) last.set(w.id, w);
  const out: SummedThrow[] = [];
  for (const w of last.values()) {
    if (w.kind !== 'put' || known.has(w.id)) continue;
    const t = pendingThrow(w.id, w.body, new Date(w.queuedAt));
    out.push(t);
  }
  return out;
}

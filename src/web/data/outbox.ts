/**
 * The durable outbox (decision 0031): throw writes, the changes a player makes to a disc on
 * the course (archive, notes, condition), and courses, layouts, rounds and their scores (decision
 * 0044). Each write is stored in IndexedDB (idb-keyval, one key per player) before it is sent,
 * then sent in order, one at a time, through throw-writes.ts, disc-change-writes.ts and
 * round-writes.ts. A write that gets no answer (offline, time-out, server error) stays and
 * is sent again when the browser is back online, when the app opens again (reload, a closed tab
 * reopened) or with the next write. The routes are idempotent with the client's ids, so a resend
 * never applies a write twice. Refusals for good are dropped and told to the player
 * (outbox-rules.ts).
 */
import { del, get, keys, update } from 'idb-keyval';
import {
  adoptHeld,
  enqueue,
  outcomeOf,
  sameWrite,
  sentKindOf,
  storedQueueFate,
  type QueuedWrite,
  type SentKind,
} from './outbox-rules';
import { sendDeleteThrow, sendPutThrow } from './throw-writes';
import { sendDiscChange } from './disc-change-writes';
import {
  sendDeleteCourse,
  sendDeleteLayout,
  sendDeleteRound,
  sendPutCourse,
  sendPutHole,
  sendPutLayout,
  sendPutRound,
} from './round-writes';

// The key keeps its first name: queues stored before disc changes joined are still read.
const PREFIX = 'hyzer-outbox-throws:';
const keyOf = (userId: string) => `${PREFIX}${userId}`;

/**
 * Bound to its player (decision 0031): a queue is sent only while this page's session is the
 * player's who made it, asked before each send (the session can change at any moment: another
 * tab signs in, the server ends it), and each request names the player, so the server refuses
 * it (412) under anyone else's cookie. The session tells who is signed in (data/session).
 */
let signedInPlayer: () => string | null = () => null;

export function setOutboxPlayer(current: () => string | null): void {
  signedInPlayer = current;
}

/** Why sending stopped with writes kept: the session ended, or it is another player's now. */
export type StopReason = 'signed-out' | 'other-player';
const stopListeners = new Set<(player: string, why: StopReason) => void>();

export function onOutboxStopped(listener: (player: string, why: StopReason) => void): () => void {
  stopListeners.add(listener);
  return () => stopListeners.delete(listener);
}

export interface OutboxState {
  queue: QueuedWrite[];
  /** Writes the server refused for good, in the player's words (conflicts first-class). */
  problems: string[];
}

const EMPTY: OutboxState = { queue: [], problems: [] };
const states = new Map<string, OutboxState>();
const listeners = new Set<() => void>();
const sentListeners = new Set<(userId: string, kinds: ReadonlySet<SentKind>) => void>();

function setState(userId: string, change: (s: OutboxState) => OutboxState) {
  states.set(userId, change(states.get(userId) ?? EMPTY));
  for (const l of listeners) l();
}

export const outboxState = (userId: string | null): OutboxState =>
  (userId && states.get(userId)) || EMPTY;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after writes were sent (the lists they changed may be read again). */
export function onOutboxSent(
  listener: (userId: string, kinds: ReadonlySet<SentKind>) => void,
): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Reads the stored queue (on opening the app) and sends what waits. */
export async function loadOutbox(userId: string): Promise<void> {
  const queue = (await get<QueuedWrite[]>(keyOf(userId))) ?? [];
  setState(userId, (s) => ({ ...s, queue }));
  void flushOutbox(userId);
}

/** Sends one write of `player` (the route is idempotent with its id). */
function send(player: string, write: QueuedWrite): Promise<unknown> {
  switch (write.kind) {
    case 'put':
      return sendPutThrow(player, write.id, write.body);
    case 'delete':
      return sendDeleteThrow(player, write.id);
    case 'disc':
      return sendDiscChange(player, write.discId, write.id, write.changes);
    case 'course':
      return sendPutCourse(player, write.id, write.body);
    case 'course-delete':
      return sendDeleteCourse(player, write.id);
    case 'layout':
      return sendPutLayout(player, write.courseId, write.id, write.body);
    case 'layout-delete':
      return sendDeleteLayout(player, write.courseId, write.id);
    case 'round':
      return sendPutRound(player, write.id, write.body);
    case 'round-delete':
      return sendDeleteRound(player, write.id);
    case 'hole':
      return sendPutHole(player, write.id, write.hole, write.body);
  }
}

/** Stores the write durably (resolves once it is in IndexedDB), then tries to send the queue. */
export async function queueWrite(userId: string, write: QueuedWrite): Promise<void> {
  let queue: QueuedWrite[] = [];
  await update<QueuedWrite[]>(keyOf(userId), (q) => (queue = enqueue(q ?? [], write)));
  setState(userId, (s) => ({ ...s, queue }));
  void flushOutbox(userId);
}

export function dismissOutboxProblems(userId: string): void {
  setState(userId, (s) => ({ ...s, problems: [] }));
}

/** Drops every unsent write (the player chose so at sign-out): the key goes, not only its writes. */
export async function dropOutbox(userId: string): Promise<void> {
  await del(keyOf(userId));
  setState(userId, () => EMPTY);
}

/** The players with a queue stored on this device (none where there is no IndexedDB). */
async function storedPlayers(): Promise<string[]> {
  if (typeof indexedDB === 'undefined') return [];
  return (await keys())
    .filter((k): k is string => typeof k === 'string' && k.startsWith(PREFIX))
    .map((k) => k.slice(PREFIX.length));
}

/**
 * Writes held by this page only, for a player whose session ended without the app's logout (the
 * server ended it, or another player signed in in another tab): out of IndexedDB, offered in the
 * unsent-changes dialog, sent if that player signs in again here (storedQueueFate).
 */
const held = new Map<string, QueuedWrite[]>();
export interface HeldChanges {
  player: string;
  count: number;
}
let heldSnapshot: HeldChanges | null = null;

function setHeld(player: string, queue: QueuedWrite[] | null) {
  if (queue && queue.length > 0) held.set(player, queue);
  else held.delete(player);
  const [first] = held.entries();
  heldSnapshot = first ? { player: first[0], count: first[1].length } : null;
  for (const l of listeners) l();
}

/** The unsent changes this page holds for a signed-out player (the first, if several). */
export const heldChanges = (): HeldChanges | null => heldSnapshot;

/** Whether this page holds unsent changes of a player other than `player`. */
export const holdsChangesOfOthers = (player: string): boolean =>
  [...held.keys()].some((p) => p !== player);

/** The player chose to drop the held changes. */
export function dropHeldChanges(player: string): void {
  setHeld(player, null);
}

/**
 * Settles the queues stored on this device once the session is known to be `signedIn`'s (null:
 * nobody, and the app's logout did not run): that player's stays and gets the writes the page
 * held for them; nobody's are held by the page and leave IndexedDB; another player's are deleted.
 */
export async function settleOutboxes(signedIn: string | null): Promise<void> {
  try {
    for (const owner of await storedPlayers()) {
      const fate = storedQueueFate(owner, signedIn);
      if (fate === 'keep') continue;
      if (fate === 'hold') {
        const queue = (await get<QueuedWrite[]>(keyOf(owner))) ?? [];
        setHeld(owner, adoptHeld(held, owner, queue));
      }
      await del(keyOf(owner));
      states.delete(owner);
    }
    if (signedIn === null) return;
    const mine = held.get(signedIn);
    for (const owner of [...held.keys()]) setHeld(owner, null);
    if (mine) {
      let queue: QueuedWrite[] = [];
      await update<QueuedWrite[]>(
        keyOf(signedIn),
        (q) => (queue = adoptHeld(new Map([[signedIn, mine]]), signedIn, q ?? [])),
      );
      // Sent by the shell once the page shows this player (useOutbox loads the stored queue).
      setState(signedIn, (s) => ({ ...s, queue }));
    }
  } catch (err) {
    console.error('Failed to settle the stored outbox', err);
  }
}

/**
 * This page's player was replaced by another player's sign-in (another tab, or a 412): their
 * queue is held by the page (from IndexedDB, or as this page last knew it when another tab
 * deleted it already) and leaves IndexedDB.
 */
export async function holdOutboxOf(player: string): Promise<void> {
  let queue = states.get(player)?.queue ?? [];
  if (typeof indexedDB !== 'undefined') {
    try {
      queue = (await get<QueuedWrite[]>(keyOf(player))) ?? queue;
      await del(keyOf(player));
    } catch (err) {
      console.error('Failed to hold the outbox', err);
    }
  }
  states.delete(player);
  setHeld(player, adoptHeld(held, player, queue));
}

/**
 * Signed out by the app, after the unsent-changes dialog sent or dropped the queue (here or in
 * another tab): nothing of any player's outbox stays, in IndexedDB or in the page.
 */
export async function forgetOutboxes(): Promise<void> {
  states.clear();
  for (const player of [...held.keys()]) setHeld(player, null);
  for (const l of listeners) l();
  try {
    await Promise.all((await storedPlayers()).map((p) => del(keyOf(p))));
  } catch (err) {
    console.error('Failed to clear the outbox', err);
  }
}

const flushing = new Map<string, Promise<void>>();

/** Sends the queue in order until it is empty or a write must wait; one run per player at once. */
export function flushOutbox(userId: string): Promise<void> {
  const running = flushing.get(userId);
  if (running) return running.then(() => flushOutbox(userId));
  const run = (async () => {
    const sent = new Set<SentKind>();
    for (;;) {
      // Asked before every send: the session may have changed since the last one.
      if (signedInPlayer() !== userId) break;
      const first = ((await get<QueuedWrite[]>(keyOf(userId))) ?? [])[0];
      if (!first) break;
      let err: unknown = null;
      try {
        await send(userId, first);
      } catch (e) {
        err = e;
      }
      const outcome = outcomeOf(err);
      if (outcome.do === 'wait') break;
      if (outcome.do === 'stop') {
        for (const l of stopListeners) l(userId, outcome.why);
        break;
      }
      sent.add(sentKindOf(first));
      let queue: QueuedWrite[] = [];
      // Only this write goes: an edit queued meanwhile replaced it (another queuedAt) and is next.
      await update<QueuedWrite[]>(
        keyOf(userId),
        (q) => (queue = (q ?? []).filter((w) => !sameWrite(w, first))),
      );
      setState(userId, (s) => ({
        queue,
        problems: outcome.do === 'drop' ? [...s.problems, outcome.message] : s.problems,
      }));
    }
    if (sent.size > 0) for (const l of sentListeners) l(userId, sent);
  })().finally(() => flushing.delete(userId));
  flushing.set(userId, run);
  return run;
}

/**
 * A change the player makes to a disc on the course: sent at once when nothing waits before it
 * and the browser is online (a refusal then reaches the caller, as any write's); kept in the
 * outbox, with the same change id, when it gets no answer or must wait its turn. Resolves with
 * the server's disc when sent, or null once queued.
 */
export async function sendOrQueueDiscChange<T>(
  userId: string,
  write: Extract<QueuedWrite, { kind: 'disc' }>,
  online = globalThis.navigator?.onLine ?? true,
): Promise<T | null> {
  if (online && signedInPlayer() === userId && outboxState(userId).queue.length === 0) {
    try {
      return (await send(userId, write)) as T;
    } catch (err) {
      const outcome = outcomeOf(err);
      if (outcome.do === 'drop') throw err;
      if (outcome.do === 'stop') for (const l of stopListeners) l(userId, outcome.why);
    }
  }
  await queueWrite(userId, write);
  return null;
}

/**
 * The durable outbox (decision 0031): throw writes, and the changes a player makes to a disc on
 * the course (archive, notes, condition). Each write is stored in IndexedDB (idb-keyval, one key
 * per player) before it is sent, then sent in order, one at a time, through throw-writes.ts and
 * disc-change-writes.ts. A write that gets no answer (offline, time-out, server error) stays and
 * is sent again when the browser is back online, when the app opens again (reload, a closed tab
 * reopened) or with the next write. The routes are idempotent with the client's ids, so a resend
 * never applies a write twice. Refusals for good are dropped and told to the player
 * (outbox-rules.ts).
 */
import { get, update } from 'idb-keyval';
import { enqueue, outcomeOf, sentKindOf, type QueuedWrite, type SentKind } from './outbox-rules';
import { sendDeleteThrow, sendPutThrow } from './throw-writes';
import { sendDiscChange } from './disc-change-writes';

// The key keeps its first name: queues stored before disc changes joined are still read.
const keyOf = (userId: string) => `hyzer-outbox-throws:${userId}`;

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

/** Sends one write (the route is idempotent with its id). */
function send(write: QueuedWrite): Promise<unknown> {
  if (write.kind === 'put') return sendPutThrow(write.id, write.body);
  if (write.kind === 'delete') return sendDeleteThrow(write.id);
  return sendDiscChange(write.discId, write.id, write.changes);
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

/** Drops every unsent write (the player chose so at sign-out). */
export async function dropOutbox(userId: string): Promise<void> {
  await update<QueuedWrite[]>(keyOf(userId), () => []);
  setState(userId, () => EMPTY);
}

const flushing = new Map<string, Promise<void>>();

/** Sends the queue in order until it is empty or a write must wait; one run per player at once. */
export function flushOutbox(userId: string): Promise<void> {
  const running = flushing.get(userId);
  if (running) return running.then(() => flushOutbox(userId));
  const run = (async () => {
    const sent = new Set<SentKind>();
    for (;;) {
      const first = ((await get<QueuedWrite[]>(keyOf(userId))) ?? [])[0];
      if (!first) break;
      let err: unknown = null;
      try {
        await send(first);
      } catch (e) {
        err = e;
      }
      const outcome = outcomeOf(err);
      if (outcome.do === 'wait') break;
      sent.add(sentKindOf(first));
      let queue: QueuedWrite[] = [];
      // Only this write goes: an edit queued meanwhile replaced it (another queuedAt) and is next.
      await update<QueuedWrite[]>(
        keyOf(userId),
        (q) =>
          (queue = (q ?? []).filter(
            (w) => !(w.kind === first.kind && w.id === first.id && w.queuedAt === first.queuedAt),
          )),
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
  if (online && outboxState(userId).queue.length === 0) {
    try {
      return (await send(write)) as T;
    } catch (err) {
      if (outcomeOf(err).do !== 'wait') throw err;
    }
  }
  await queueWrite(userId, write);
  return null;
}

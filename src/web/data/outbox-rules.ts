/**
 * The rules of the throw outbox (decision 0031), pure so they are tested without a browser:
 * what a queue becomes when a write is added, and what happens to a queued write after a send.
 * The queue is kept in IndexedDB and sent in order, one write at a time; every write names its
 * throw by the id the client made, and both routes are idempotent (CONTRACT-throws, decision
 * 0030), so sending a write again after a lost answer never makes a second throw.
 */
import type { PutThrowInput } from '../../core/schemas/throw';
import { HttpError } from '../lib/http';

export type QueuedWrite =
  | { kind: 'put'; id: string; body: PutThrowInput; queuedAt: string }
  | { kind: 'delete'; id: string; queuedAt: string };

/**
 * The queue after `write` is added at its end. Only the last state of a throw matters, so:
 * - a put replaces a queued put of the same throw in its place (the order of first logging stays);
 * - a delete removes the queued puts of that throw and is queued itself (an earlier put may have
 *   reached the server with its answer lost, so the delete is always sent; it is 204 anyway).
 */
export function enqueue(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] {
  if (write.kind === 'put') {
    const at = queue.findIndex((w) => w.kind === 'put' && w.id === write.id);
    if (at >= 0) return queue.map((w, i) => (i === at ? write : w));
    return [...queue, write];
  }
  return [...queue.filter((w) => w.id !== write.id), write];
}

/** What the outbox does with a write after trying to send it. */
export type SendOutcome =
  | { do: 'sent' }
  /** No connection, a time-out or a server error: keep it and every later write; try again later. */
  | { do: 'wait' }
  /** The server refused it for good: drop it, tell the player why, and go on with the next. */
  | { do: 'drop'; message: string; conflict: boolean };

/** Final refusals are not retried: bad input (400), the disc gone (404), the limit (409). */
export function outcomeOf(err: unknown): SendOutcome {
  if (err === null) return { do: 'sent' };
  if (!(err instanceof HttpError)) return { do: 'wait' };
  if (err.status === 0 || err.status >= 500 || err.status === 429) return { do: 'wait' };
  // A lost session: keep the writes; they are sent after the player signs in again.
  if (err.status === 401) return { do: 'wait' };
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  return {
    do: 'drop',
    message: field ?? err.message,
    // The disc was deleted elsewhere: the conflict rule of decision 0031.
    conflict: err.status === 404,
  };
}

/** How many writes wait per throw id ("waiting to send" on the throw's row). */
export function waitingIds(queue: readonly QueuedWrite[]): Set<string> {
  return new Set(queue.map((w) => w.id));
}

import { HttpError } from '../lib/http';
import { CollectionRequestError } from './collection-errors';

/** Lists stay fresh this long; writes update them in place, so refetching is rarely needed. */
export const LIST_STALE_MS = 30_000;

/**
 * Quiet retries before a failed read is shown. With the back-off below the player sees the
 * message about 2.5 s after the first failure (well inside the 10 s after which a player expects
 * to hear the app is offline); the read then keeps being retried in the background.
 */
export const QUICK_READ_RETRIES = 2;

export const bagsKey = (userId: string | null) => ['bags', userId] as const;
export const userDiscsKey = (userId: string | null) => ['user-discs', userId] as const;
/** The player's rounds; a round's own read is under it (`[...roundsKey, id]`). */
export const roundsKey = (userId: string | null) => ['rounds', userId] as const;
/** The courses the player sees; a course's own read is under it (`[...coursesKey, id]`). */
export const coursesKey = (userId: string | null) => ['courses', userId] as const;

/** Back-off for reads: 1 s, then ×1.5 each time, at most 60 s. */
export const retryDelay = (failureCount: number) => Math.min(1000 * 1.5 ** failureCount, 60_000);

/** The HTTP status of a failed read: 0 when no answer came, null when it was no HTTP failure. */
function statusOf(err: unknown): number | null {
  if (err instanceof CollectionRequestError) return err.status;
  if (err instanceof HttpError) return err.status;
  return null;
}

/**
 * A read is worth retrying when no answer came (network, time-out) or the server failed (5xx);
 * never on 4xx (a missing session or a bad request does not heal by asking again).
 */
export function isRetryableRead(err: unknown): boolean {
  const status = statusOf(err);
  return status === 0 || (status !== null && status >= 500);
}

/** Retries a read at once a few times (QUICK_READ_RETRIES) before its error is shown. */
export function shouldRetryRead(failureCount: number, err: unknown): boolean {
  return failureCount < QUICK_READ_RETRIES && isRetryableRead(err);
}

/**
 * While a read stands failed with a retryable error, ask again in the background with a growing
 * pause (the error count continues the back-off, at most 60 s); the message stays up meanwhile
 * and goes away by itself once an answer comes. Nothing is polled while the read is healthy.
 */
export function backgroundRetryInterval(query: {
  state: { status: string; error: unknown; errorUpdateCount: number };
}): number | false {
  const { status, error, errorUpdateCount } = query.state;
  if (status !== 'error' || !isRetryableRead(error)) return false;
  return retryDelay(QUICK_READ_RETRIES + errorUpdateCount);
}

/** The options every list read shares: quick retries, then background retries while failed. */
export const readRetryOptions = {
  retry: shouldRetryRead,
  retryDelay,
  refetchInterval: backgroundRetryInterval,
} as const;

import { BagRequestError } from './bag-errors';

/** Lists stay fresh this long; writes update them in place, so refetching is rarely needed. */
export const LIST_STALE_MS = 30_000;

/** Gives up on a read after this many retries (about two minutes of back-off). */
export const MAX_READ_RETRIES = 10;

export const bagsKey = (userId: string | null) => ['bags', userId] as const;
export const userDiscsKey = (userId: string | null) => ['user-discs', userId] as const;

/** Back-off for reads: 1 s, then ×1.5 each time, at most 60 s. */
export const retryDelay = (failureCount: number) => Math.min(1000 * 1.5 ** failureCount, 60_000);

/**
 * Reads are retried when no answer came (network) or the server failed (5xx); never on 4xx.
 * While the browser is offline TanStack Query pauses the retries until it is back online.
 */
export function shouldRetryRead(failureCount: number, err: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !(err instanceof BagRequestError)) return false;
  return err.status === 0 || (err.status !== null && err.status >= 500);
}

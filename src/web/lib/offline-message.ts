/**
 * A write that fails because the phone has no connection says so, instead of the
 * spec's 'Failed to … Please try again.' (kept for server errors and time-outs of a server that
 * may be slow). "No connection" is a request that got no answer at all (fetch refused: the
 * network is down) or any answerless failure while the browser itself reports being offline.
 */
import { HttpError } from './http';

export const OFFLINE_WRITE_MESSAGE =
  "You're offline. Nothing was saved: try again when you're back online.";

/** True when `err` is a request that failed for want of a connection. */
export function failedOffline(
  err: unknown,
  online = globalThis.navigator?.onLine ?? true,
): boolean {
  // A hook's error carries the request's as its cause (CollectionRequestError).
  if (err instanceof Error && !(err instanceof HttpError) && err.cause instanceof HttpError) {
    return failedOffline(err.cause, online);
  }
  if (!(err instanceof HttpError) || err.status !== 0) return false;
  return err.code === 'network' || !online;
}

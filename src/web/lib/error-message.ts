import { failedOffline, OFFLINE_WRITE_MESSAGE } from './offline-message';

/**
 * The text to show for a failed call: the error's message (the hooks carry the product's), or the
 * fallback; a call that failed for want of a connection says the player is offline.
 */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (failedOffline(error)) return OFFLINE_WRITE_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * A sign-out the server has not heard of yet. Logging out signs this page out at once, whatever
 * the network does (data/session); the request that ends the server's session is then sent, and
 * while it cannot be (offline, a server error) it is remembered in localStorage and sent again
 * when the connection returns and at the next start, before anything else talks to the server
 * for this browser. Until then the page treats the session as ended.
 */
import { onlineManager } from '@tanstack/react-query';
import { HttpError } from '../lib/http';
import { authApi } from './auth-api';

const KEY = 'hyzer-pending-sign-out';
/** A failed attempt while online is tried again after this long (the server may be restarting). */
export const SIGN_OUT_RETRY_MS = 10_000;

export function rememberSignOut(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a private window's quota): the sign-out is still sent now.
  }
}

export function hasPendingSignOut(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** A new sign-in replaced the old session cookie: there is nothing left to end. */
export function forgetPendingSignOut(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

let sending: Promise<boolean> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the remembered sign-out, once at a time; true when the server's session is over (or
 * was already: a 4xx means there is nothing to end). A network failure or a 5xx keeps it.
 */
export function sendPendingSignOut(): Promise<boolean> {
  if (!hasPendingSignOut()) return Promise.resolve(true);
  sending ??= (async () => {
    clearTimeout(retry);
    try {
      await authApi.signOut();
      forgetPendingSignOut();
      return true;
    } catch (err) {
      if (err instanceof HttpError && !err.isNetwork && err.status < 500) {
        forgetPendingSignOut();
        return true;
      }
      if (onlineManager.isOnline()) {
        retry = setTimeout(() => void sendPendingSignOut(), SIGN_OUT_RETRY_MS);
      }
      return false;
    } finally {
      sending = null;
    }
  })();
  return sending;
}

let watching = false;

/** From now on, a remembered sign-out is sent whenever the connection returns. */
export function watchPendingSignOut(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  onlineManager.subscribe((online) => {
    if (online) void sendPendingSignOut();
  });
}

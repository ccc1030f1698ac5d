/**
 * A line the login page shows after the app signed the player out for a reason of its own (the
 * account was deleted). Kept in memory only: a reload or the next sign-in forgets it.
 */
export const ACCOUNT_DELETED_MESSAGE =
  'Your account and everything in it have been deleted. You have been signed out.';

let notice: string | null = null;

export function setSignOutNotice(message: string | null): void {
  notice = message;
}

export function signOutNotice(): string | null {
  return notice;
}

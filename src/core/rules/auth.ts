/**
 * Accounts: password and name bounds, the greeting name and the messages (the schemas:
 * core/schemas/auth.ts). Without zod, so that a page can read them without building the schemas
 * (docs/decisions/0037); the schema module uses them and exports them too.
 */

/** Password bounds (docs/product.md: at least 6; the maximum keeps hashing cheap and is never truncated). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 60;
/** What the UI shows when a user has no display name (spec, dashboard). */
export const DEFAULT_DISPLAY_NAME = 'Disc Golfer';

/** The name the UI greets a user by: their display name, or the default when it is blank. */
export function displayNameOf(user: { displayName?: string | null }): string {
  return user.displayName?.trim() || DEFAULT_DISPLAY_NAME;
}

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailRequired: 'Please enter your email address to reset your password',
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name must be at most 60 characters',
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must be different from the current one',
  /** An e-mail change link opened after another account took the address. */
  emailTaken: 'Another account now uses this email address. Ask for a new link with another one.',
} as const;

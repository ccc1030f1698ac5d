/**
 * Single sign-on through an OpenID Connect provider (docs/decisions/0033): the provider's id in
 * better-auth, the words the server answers with and the login page shows.
 */
import { SIGNUP_MESSAGES } from './sign-up-policy';

/** The provider's id: its redirect URI is `${BASE_URL}/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';

/** Where the provider sends the browser back (below BASE_URL). */
export const OIDC_CALLBACK_PATH = `/api/auth/callback/${OIDC_PROVIDER_ID}`;

/** The query parameter that brings a failed single sign-on back to /login: /login?error=<code>. */
export const SSO_ERROR_PARAM = 'error';

export const SSO_MESSAGES = {
  /** PASSWORD_LOGIN=false: the API's answer to a password sign-in, sign-up or reset. */
  passwordLoginOff: 'This server signs in with single sign-on only: passwords are not used here.',
  /** An account with the address exists and the provider did not say it verified the address. */
  notLinked:
    'An account with this email address already exists, and the sign-on provider did not confirm that the address is yours. Log in with your password instead.',
  /** The provider gave no email address. */
  noEmail: 'The sign-on provider did not give an email address, which Hyzer needs.',
  /** Anything else: the provider refused, the way back was broken or too late. */
  failed: 'Single sign-on did not succeed. Please try again.',
  /** sign-in/social with an ID token from the browser: only the provider's own page signs in. */
  idTokenRefused: 'Sign in through your sign-on provider’s page.',
  /** Deleting an account without a password needs a recent sign-in (FRESH_SIGN_IN_MINUTES). */
  freshSignInRequired:
    'Sign in again to delete your account: for your safety this needs a sign-in from the last 10 minutes.',
  /** An account without a password keeps the address its sign-on provider gives. */
  emailFromProvider:
    'Your email address comes from your sign-on provider: change it there. Hyzer keeps the address your account was made with.',
} as const;

/**
 * An account without a password (made by single sign-on) may be deleted by a session that a
 * sign-in started at most this many minutes ago (decision 0033).
 */
export const FRESH_SIGN_IN_MINUTES = 10;

/** Where a single sign-on may lead back to, besides /home: the account page (a fresh sign-in). */
export const SSO_RETURN_PATHS = ['/home', '/account'] as const;
export type SsoReturnPath = (typeof SSO_RETURN_PATHS)[number];

/** The codes a failed single sign-on comes back to /login with, and what the page says. */
const SSO_ERROR_MESSAGES: Record<string, string> = {
  signup_closed: SIGNUP_MESSAGES.closed,
  invite_required: SIGNUP_MESSAGES.inviteRequired,
  invite_invalid: SIGNUP_MESSAGES.inviteInvalid,
  invite_other_email: SIGNUP_MESSAGES.inviteOtherEmail,
  account_disabled: SIGNUP_MESSAGES.disabled,
  account_not_linked: SSO_MESSAGES.notLinked,
  email_not_found: SSO_MESSAGES.noEmail,
};

/**
 * The message for a failed single sign-on's code. Only our own words are shown: the page never
 * prints text that arrived in its address.
 */
export function ssoErrorMessage(code: string): string {
  return Object.hasOwn(SSO_ERROR_MESSAGES, code) ? SSO_ERROR_MESSAGES[code]! : SSO_MESSAGES.failed;
}

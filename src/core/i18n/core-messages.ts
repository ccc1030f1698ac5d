/**
 * The messages that code outside the web app's components writes (decision 0040): the account
 * rules' and the forms' checks, the sign-up policy, single sign-on, the e-mails and the server's
 * error messages. They are English in their own tables, word for word the specification's; the
 * server answers in the request's language and the web app shows them in the player's, both by
 * looking the English up in one table per language (core/i18n/translations/<lang>.ts), which the
 * type checker holds to this list: a language lacking one, or keeping one no longer here, does
 * not compile.
 */
import { SIGNUP_MESSAGES } from '../accounts/sign-up-policy';
import { SSO_MESSAGES } from '../accounts/single-sign-on';
import { AUTH_ERROR_MESSAGES, TOO_MANY_REQUESTS_MESSAGE } from '../auth/error-messages';
import { AUTH_MESSAGES } from '../rules/auth';
import { EMAIL_TEXTS } from './email-texts';
import { SERVER_TEXTS } from './server-texts';
import type { Locale } from './locales';

export { translateCore } from './translate';

/** The messages a language translates, by their English text. */
export const CORE_MESSAGES = [
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(AUTH_ERROR_MESSAGES),
  TOO_MANY_REQUESTS_MESSAGE,
  ...Object.values(SIGNUP_MESSAGES),
  ...Object.values(SSO_MESSAGES),
  ...Object.values(EMAIL_TEXTS),
  ...Object.values(SERVER_TEXTS),
  "You're offline. Nothing was saved: try again when you're back online.",
  'Your account and everything in it have been deleted. You have been signed out.',
] as const;

export type CoreMessage = (typeof CORE_MESSAGES)[number];

/** One language's table: every core message, and nothing else. */
export type CoreTranslations = Record<CoreMessage, string>;

/** Each language's table, loaded on demand (the web app fetches only the player's). */
export const CORE_TRANSLATIONS: Record<
  Exclude<Locale, 'en'>,
  () => Promise<{ default: CoreTranslations }>
> = {
  fi: () => import('./translations/fi'),
  sv: () => import('./translations/sv'),
  et: () => import('./translations/et'),
  de: () => import('./translations/de'),
};

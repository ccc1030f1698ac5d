/**
 * The messages that code outside the web app's components writes (decision 0040): the account
 * rules' and the forms' checks, the sign-up policy, single sign-on, the e-mails and the server's
 * error messages. They are English in their own tables, word for word the specification's; the
 * server answers in the request's language and the web app shows them in the player's, both by
 * looking the English up in one table per language (core/i18n/translations/<lang>.ts), which the
 * type checker holds to this list: a language lacking one, or keeping one no longer here, does
 * not compile.
 */
import type { Locale } from './locales';
import type { CoreTranslations } from './core-message-list';

export { translateCore } from './translate';
export { CORE_MESSAGES, type CoreMessage, type CoreTranslations } from './core-message-list';

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

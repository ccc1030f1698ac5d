/**
 * The core's messages (core/i18n/core-messages.ts: the forms' checks, the account messages, the
 * server's words) in the page's language. Their tables come with the language's catalogue
 * (i18n.ts); English is the message itself.
 */
import { translateCore } from '../../core/i18n/translate';
import { isLocale } from '../../core/i18n/locales';
import { coreTable } from './i18n';
import { useLingui } from './runtime';

/** `english` (a core message, or a message from the server already in the page's language) in `locale`. */
export function coreMessage(
  english: string,
  locale: string,
  values?: Record<string, string | number>,
): string {
  return translateCore(english, isLocale(locale) ? coreTable(locale) : null, values);
}

/** A function giving a core message in the page's language; the component redraws on a switch. */
export function useCoreMessage(): (
  english: string,
  values?: Record<string, string | number>,
) => string {
  const { i18n } = useLingui();
  return (english, values) => coreMessage(english, i18n.locale, values);
}

/**
 * Each loaded language's table of core messages (core/i18n/core-messages.ts), kept by the
 * language's own download (languages/<lang>.ts) when i18n.ts loads it.
 */
import type { Locale } from '../../core/i18n/locales';
import type { CoreTranslations } from '../../core/i18n/core-message-list';

const tables = new Map<Locale, CoreTranslations | null>();

/** Keeps `locale`'s table of core messages (null: English, the messages' own text). */
export function keepCoreTable(locale: Locale, table: CoreTranslations | null): void {
  tables.set(locale, table);
}

/** `locale`'s table of core messages, once its language is loaded (null for English). */
export function coreTable(locale: Locale): CoreTranslations | null {
  return tables.get(locale) ?? null;
}

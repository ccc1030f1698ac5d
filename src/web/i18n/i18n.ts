/**
 * The app's language (decision 0040): which one a visit starts in, loading its compiled catalogue
 * (one small chunk per language, fetched when it is chosen: the first screen carries none), and
 * switching without a reload. The choice is kept on the device (localStorage `lang`), in a `lang`
 * cookie the server reads for its own messages and pages, and, signed in, on the account.
 */
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '../../core/i18n/locales';
import type { CoreTranslations } from '../../core/i18n/core-message-list';

export { i18n };

/** The key of the device's choice in localStorage, read by public/theme-init.js too. */
export const LANG_KEY = 'lang';

/**
 * Each language's download: its compiled catalogue and its core messages' table, which it keeps
 * here (keepCoreTable). The cycle is on purpose: a download that imports from this module, part
 * of the first script, lets the bundler keep that script whole (scripts/chunk-groups.ts).
 */
/* eslint-disable import-x/no-cycle */
const languages: Record<Locale, () => Promise<{ install: (target: typeof i18n) => void }>> = {
  en: () => import('./languages/en'),
  fi: () => import('./languages/fi'),
  sv: () => import('./languages/sv'),
  et: () => import('./languages/et'),
  de: () => import('./languages/de'),
};
/* eslint-enable import-x/no-cycle */

/** Each loaded language's table of core messages (core/i18n/core-messages.ts). */
const tables = new Map<Locale, CoreTranslations | null>();

/** Keeps `locale`'s table of core messages (null: English, the messages' own text). */
export function keepCoreTable(locale: Locale, table: CoreTranslations | null): void {
  tables.set(locale, table);
}

/** `locale`'s table of core messages, once its language is loaded (null for English). */
export function coreTable(locale: Locale): CoreTranslations | null {
  return tables.get(locale) ?? null;
}

/** The device's choice, if it made one. */
export function deviceLocale(): Locale | null {
  try {
    const kept = localStorage.getItem(LANG_KEY);
    return isLocale(kept) ? kept : null;
  } catch {
    return null; // storage unavailable (private mode)
  }
}

/** The language a visit starts in: the device's choice, else the browser's languages, else English. */
export function startingLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return (
    deviceLocale() ?? matchLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE
  );
}

const loaded = new Map<Locale, Promise<void>>();

/** Fetches `locale`'s catalogue (once) and loads it into the app's i18n. */
export function loadCatalogue(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = languages[locale]().then((language) => language.install(i18n));
    // A failed fetch (offline, a new version deployed) may be tried again.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** Puts `locale` on the page: every translated part re-renders in it, and `<html lang>` says it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Keeps `locale` as this device's choice (and tells the server, through the cookie). */
export function keepOnDevice(locale: Locale): void {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    /* storage unavailable: the cookie still carries it */
  }
  document.cookie = `${LANG_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The languages Hyzer speaks (decision 0040), shared by the web app, the server and the build:
 * English (the default, the specification's words) and Finnish, Swedish, Estonian and German.
 */
export const LOCALES = ['en', 'fi', 'sv', 'et', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fi: 'Suomi',
  sv: 'Svenska',
  et: 'Eesti',
  de: 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of `wanted` (language tags in order of preference: navigator.languages, or the
 * languages of an Accept-Language header) that Hyzer speaks, by its language part ('fi-FI' is
 * Finnish, 'de-AT' German); null when none is.
 */
export function matchLocale(wanted: readonly string[]): Locale | null {
  for (const tag of wanted) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The languages of an Accept-Language header, most wanted first ('fi-FI,fi;q=0.9,en;q=0.8'),
 * without those refused (q=0).
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Whether distances are shown in metres by default: everywhere except English in the United
 * States (the player can still choose feet, or metres there).
 */
export function metresByDefault(locale: Locale, region?: string | null): boolean {
  return !(locale === 'en' && (region ?? 'US').toUpperCase() === 'US');
}

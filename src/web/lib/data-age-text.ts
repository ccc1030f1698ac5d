/** The age of the data shown, in words, for the offline notice (the times come from lib/data-age). */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { currentI18n } from '../i18n/current';

/** Made when first needed, per language: an Intl formatter costs milliseconds to make. */
const formatters = new Map<string, Intl.RelativeTimeFormat>();
const relative = (locale: string) => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale || 'en', { numeric: 'always' });
    formatters.set(locale, formatter);
  }
  return formatter;
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Showing data from 5 minutes ago' (less than a minute, minutes, hours, then days). */
export function dataAgeText(since: number, now: number, i18n: I18n = currentI18n()): string {
  const age = Math.max(0, now - since);
  if (age < MINUTE) return i18n._(msg`Showing data from less than a minute ago`);
  const [value, unit] =
    age < HOUR
      ? [Math.floor(age / MINUTE), 'minute' as const]
      : age < DAY
        ? [Math.floor(age / HOUR), 'hour' as const]
        : [Math.floor(age / DAY), 'day' as const];
  const when = relative(i18n.locale).format(-value, unit);
  return i18n._(msg`Showing data from ${when}`);
}

/**
 * The throw history's grouping: throws (newest first) by the player's calendar day, each day
 * with its heading ("Friday 20 November 2026") and its throws in the order given.
 */
import type { I18n } from '@lingui/core';
import type { Throw } from '../../../../core/schemas/throw';
import { currentI18n } from '../../../i18n/current';

export interface DayOfThrows {
  /** YYYY-MM-DD in the player's time zone. */
  key: string;
  label: string;
  throws: Throw[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day of an instant, YYYY-MM-DD. */
export const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The day's heading in the page's language. */
const dayLabel = (iso: string, i18n: I18n) =>
  i18n.date(iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function byDay(throws: readonly Throw[], i18n: I18n = currentI18n()): DayOfThrows[] {
  const days: DayOfThrows[] = [];
  for (const t of throws) {
    const key = localDay(t.thrownAt);
    const last = days[days.length - 1];
    if (last?.key === key) last.throws.push(t);
    else days.push({ key, label: dayLabel(t.thrownAt, i18n), throws: [t] });
  }
  return days;
}

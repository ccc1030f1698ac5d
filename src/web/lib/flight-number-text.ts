/**
 * A flight number as the page's language writes a number ('-0.5' in English, '−0,5' in Finnish,
 * '-0,5' in German), '?' when missing; core/disc/badge's formatFlightNumber is the English one
 * the core's own texts use.
 */
import { currentI18n } from '../i18n/current';

export function flightNumberText(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return '?';
  return currentI18n().number(n + 0, { maximumFractionDigits: 2 });
}

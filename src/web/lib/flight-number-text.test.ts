import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { flightNumberText } from './flight-number-text';

describe('a flight number in the page’s language', () => {
  afterEach(() => activateLocale('en'));

  it('is written as English writes numbers, as before, and ? when missing', async () => {
    await activateLocale('en');
    expect([12, 5.5, -1, -0.5, 0, -0, null].map(flightNumberText)).toEqual([
      '12',
      '5.5',
      '-1',
      '-0.5',
      '0',
      '0',
      '?',
    ]);
  });

  it('takes each language’s decimal comma and minus sign', async () => {
    await activateLocale('de');
    expect(flightNumberText(-0.5)).toBe('-0,5');
    await activateLocale('fi');
    expect(flightNumberText(-0.5)).toBe('−0,5');
    expect(flightNumberText(12)).toBe('12');
  });
});

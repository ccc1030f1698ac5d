import { describe, expect, it } from 'vitest';
import {
  badgeColors,
  badgeInitials,
  fallbackBadgeColor,
  flightNumbersText,
  formatFlightNumber,
} from './badge';
import { contrastRatio } from './color';

const disc = (over: Partial<Parameters<typeof badgeColors>[0]> = {}) => ({
  brand: 'Acme',
  name: 'Test Flyer',
  color: null,
  background_color: null,
  ...over,
});

describe('badgeColors', () => {
  it.each([
    [
      'both catalogue colours, readable',
      { color: '#FFFFFF', background_color: '#000000' },
      { background: '#000000', text: '#FFFFFF' },
    ],
    [
      'lowercase catalogue colours',
      { color: '#ffffff', background_color: '#1e00ff' },
      { background: '#1E00FF', text: '#FFFFFF' },
    ],
    [
      'catalogue text too faint → black',
      { color: '#FF23D7', background_color: '#BEBDA2' },
      { background: '#BEBDA2', text: '#000000' },
    ],
    [
      'background only',
      { background_color: '#000000' },
      { background: '#000000', text: '#FFFFFF' },
    ],
    [
      'invalid background → fallback',
      { background_color: 'tomato', color: '#000000' },
      { background: fallbackBadgeColor('Acme', 'Test Flyer') },
    ],
  ])('%s', (_, over, expected) => {
    expect(badgeColors(disc(over))).toMatchObject(expected);
  });

  it('without catalogue colours uses the hash of brand + name', () => {
    const colors = badgeColors(disc());
    expect(colors.background).toBe(fallbackBadgeColor('Acme', 'Test Flyer'));
    expect(colors.background).toMatch(/^#[0-9A-F]{6}$/);
    expect(badgeColors(disc()).background).toBe(colors.background);
    expect(badgeColors(disc({ name: 'Other Flyer' })).background).not.toBe(colors.background);
  });

  it('the fallback ignores case and edge spaces', () => {
    expect(fallbackBadgeColor(' ACME', 'test flyer ')).toBe(
      fallbackBadgeColor('Acme', 'Test Flyer'),
    );
  });

  it('always gives AA contrast for generated badges', () => {
    for (let i = 0; i < 2000; i++) {
      const { background, text } = badgeColors(
        disc({ brand: `Brand ${i % 47}`, name: `Disc ${i}` }),
      );
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('spreads generated colours over many hues', () => {
    const colors = new Set<string>();
    for (let i = 0; i < 200; i++) colors.add(fallbackBadgeColor('Acme', `Disc ${i}`));
    expect(colors.size).toBeGreaterThan(180);
  });
});

describe('formatFlightNumber', () => {
  it.each<[number | null, string]>([
    [null, '?'],
    [NaN, '?'],
    [Infinity, '?'],
    [0, '0'],
    [-0, '0'],
    [6, '6'],
    [-0.5, '-0.5'],
    [0.05, '0.05'],
    [14.5, '14.5'],
    [-2.5, '-2.5'],
  ])('%j → %j', (n, text) => {
    expect(formatFlightNumber(n)).toBe(text);
  });
});

describe('badgeInitials', () => {
  it.each([
    ['Destroyer', 'D'],
    ['Aero Ace', 'AA'],
    ['Big Easy Mac', 'BE'],
    ['#1 Driver', '1D'],
    ['@ Home Run', 'HR'],
    ['"Zone" OS', 'ZO'],
    ['  lower case  ', 'LC'],
    ['Émeraude', 'É'],
    ['***', '?'],
    ['', '?'],
  ])('%j → %j', (name, expected) => {
    expect(badgeInitials(name)).toBe(expected);
  });
});

describe('flightNumbersText', () => {
  it('writes the four numbers in order, with ? for a missing one', () => {
    expect(flightNumbersText({ speed: 12, glide: 5, turn: -1, fade: 3 })).toBe('12 | 5 | -1 | 3');
    expect(flightNumbersText({ speed: 2, glide: null, turn: -0, fade: 0.5 })).toBe(
      '2 | ? | 0 | 0.5',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  hexToRgb,
  hslToHex,
  normaliseHexColor,
  readableTextColor,
  relativeLuminance,
} from './color';

describe('normaliseHexColor', () => {
  it.each<[unknown, string | null]>([
    ['#3B82F6', '#3B82F6'],
    ['#3b82f6', '#3B82F6'],
    ['3b82f6', '#3B82F6'],
    [' #abc ', '#AABBCC'],
    ['#abcd', null],
    ['#3B82F680', null],
    ['blue', null],
    ['rgb(0,0,0)', null],
    ['', null],
    [null, null],
    [0xffffff, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseHexColor(input)).toBe(expected);
  });
});

describe('hexToRgb', () => {
  it.each([
    ['#000000', [0, 0, 0]],
    ['#FFFFFF', [255, 255, 255]],
    ['#3B82F6', [59, 130, 246]],
    ['#f00', [255, 0, 0]],
  ])('%s → %j', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
  });

  it('returns null for a non-colour', () => {
    expect(hexToRgb('nope')).toBeNull();
  });
});

describe('hslToHex', () => {
  it.each<[number, number, number, string]>([
    [0, 1, 0.5, '#FF0000'],
    [120, 1, 0.5, '#00FF00'],
    [240, 1, 0.5, '#0000FF'],
    [360, 1, 0.5, '#FF0000'],
    [-120, 1, 0.5, '#0000FF'],
    [60, 1, 0.25, '#808000'],
    [0, 0, 0, '#000000'],
    [0, 0, 1, '#FFFFFF'],
    [200, 0, 0.5, '#808080'],
    [30, 2, 0.5, '#FF8000'],
  ])('hsl(%d, %d, %d) → %s', (h, s, l, hex) => {
    expect(hslToHex(h, s, l)).toBe(hex);
  });
});

describe('contrast', () => {
  it.each<[string, string, number]>([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
    ['#3B82F6', '#FFFFFF', 3.68],
  ])('%s on %s ≈ %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('luminance runs from 0 to 1 and rejects non-colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(() => relativeLuminance('red')).toThrow('Not a hex colour');
  });

  it.each([
    ['#FFFFFF', '#000000'],
    ['#FFFC57', '#000000'],
    ['#000000', '#FFFFFF'],
    ['#1E00FF', '#FFFFFF'],
    ['#3B82F6', '#000000'],
  ])('readable text on %s is %s', (bg, text) => {
    expect(readableTextColor(bg)).toBe(text);
  });

  it('black or white always reaches 4.5:1 on any grey', () => {
    for (let v = 0; v <= 255; v++) {
      const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(readableTextColor(grey), grey)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

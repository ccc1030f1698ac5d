import type { Disc, FlightNumbers } from './types';
import {
  AA_CONTRAST,
  contrastRatio,
  hslToHex,
  normaliseHexColor,
  readableTextColor,
} from './color';
import { hash32 } from './hash';

export interface BadgeColors {
  /** '#RRGGBB' */
  background: string;
  /** '#RRGGBB', at least 4.5:1 against background (WCAG AA). */
  text: string;
}

type BadgeDisc = Pick<Disc, 'brand' | 'name' | 'color' | 'background_color'>;

/** A colour derived from a hash of brand + name (case-insensitive): any hue, mid saturation and lightness. */
export function fallbackBadgeColor(brand: string, name: string): string {
  const h = hash32(`${brand.trim().toLowerCase()}|${name.trim().toLowerCase()}`, 0x5bd1e995);
  const hue = h % 360;
  const saturation = 0.5 + ((h >>> 9) % 26) / 100;
  const lightness = 0.38 + ((h >>> 17) % 25) / 100;
  return hslToHex(hue, saturation, lightness);
}

/**
 * Badge colours for a disc without a picture. Background: the catalogue's background_color when
 * it is a valid hex colour, else the hashed fallback. Text: the catalogue's color when it reaches
 * AA contrast on that background (about half of DiscIt's brand pairs do not), else black or white.
 */
export function badgeColors(disc: BadgeDisc): BadgeColors {
  const background =
    normaliseHexColor(disc.background_color) ?? fallbackBadgeColor(disc.brand, disc.name);
  const own = normaliseHexColor(disc.color);
  const text =
    own !== null && contrastRatio(own, background) >= AA_CONTRAST
      ? own
      : readableTextColor(background);
  return { background, text };
}

/** '?' for a missing (or non-finite) flight number, otherwise the number as text: -0.5 → '-0.5'. */
export function formatFlightNumber(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return '?';
  return String(n + 0);
}

/** The four flight numbers on one line, '12 | 5 | -1 | 3' ('?' for a missing one). */
export function flightNumbersText(n: FlightNumbers, separator = ' | '): string {
  return [n.speed, n.glide, n.turn, n.fade].map(formatFlightNumber).join(separator);
}

/**
 * Up to two characters for a disc's fallback badge: the first letter or digit of each of the
 * first two words that have one, upper-cased. Symbols are skipped ('#1 Driver' → '1D'); a name
 * with no letter or digit at all gives '?'.
 */
export function badgeInitials(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((c): c is string => c !== undefined)
    .slice(0, 2)
    .map((c) => c.toLocaleUpperCase())
    .join('');
  return initials || '?';
}

/**
 * The colours a player can give a disc in a bag (docs/product.md). Blue #3B82F6 is the product's default;
 * the product rules does not give the other hex values, so these are Tailwind's 500 shades (white and
 * black as such). Kept here because src/core has no palette yet.
 */
export interface DiscColor {
  name: string;
  hex: string;
}

export const DISC_COLORS: readonly DiscColor[] = [
  { name: 'Blue', hex: '#3B82F6' },
  { name: 'Red', hex: '#EF4444' },
  { name: 'Green', hex: '#22C55E' },
  { name: 'Yellow', hex: '#EAB308' },
  { name: 'Purple', hex: '#A855F7' },
  { name: 'Pink', hex: '#EC4899' },
  { name: 'Orange', hex: '#F97316' },
  { name: 'White', hex: '#FFFFFF' },
  { name: 'Black', hex: '#000000' },
];

export const DEFAULT_DISC_COLOR = '#3B82F6';

/** The palette name of a hex colour ('#3b82f6' → 'Blue'), or the hex itself. */
export function discColorName(hex: string): string {
  const upper = hex.toUpperCase();
  return DISC_COLORS.find((c) => c.hex === upper)?.name ?? upper;
}

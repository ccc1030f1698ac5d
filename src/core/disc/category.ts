import type { DiscType } from './types';

/** Display labels per disc type (docs/product.md lists the first four; the others are ours). */
export const CATEGORY_LABELS = {
  distance: 'Distance Drivers',
  hybrid: 'Hybrid Drivers',
  control: 'Control Drivers',
  approach: 'Approach Discs',
  midrange: 'Midrange Discs',
  putter: 'Putters',
  other: 'Other',
} as const satisfies Readonly<Record<DiscType, string>>;

/** First match wins, in this order (docs/product.md): a 'Hybrid Distance' category is distance. */
const RULES: readonly (readonly [readonly string[], DiscType])[] = [
  [['distance'], 'distance'],
  [['hybrid'], 'hybrid'],
  [['control', 'fairway'], 'control'],
  [['approach'], 'approach'],
  [['mid'], 'midrange'],
  [['putter'], 'putter'],
];

/** Disc type of a catalogue category by case-insensitive substring; 'other' when nothing matches. */
export function discType(category: string): DiscType {
  const c = category.toLowerCase();
  for (const [words, type] of RULES) {
    if (words.some((w) => c.includes(w))) return type;
  }
  return 'other';
}

/** DiscIt's category spelling per disc type: the one the catalogue stores. */
export const CANONICAL_CATEGORIES = {
  distance: 'Distance Driver',
  hybrid: 'Hybrid Driver',
  control: 'Control Driver',
  approach: 'Approach',
  midrange: 'Midrange',
  putter: 'Putter',
} as const satisfies Readonly<Record<Exclude<DiscType, 'other'>, string>>;

/**
 * The stored spelling of a source's category: "Approach Discs", "Distance Drivers", "Putters" or
 * "Fairway Driver" become DiscIt's "Approach", "Distance Driver", "Putter", "Control Driver"
 * (through discType, so the type never changes); a category of no known type keeps its text.
 */
export function canonicalCategory(category: string): string {
  const type = discType(category);
  return type === 'other' ? category.trim().replace(/\s+/g, ' ') : CANONICAL_CATEGORIES[type];
}

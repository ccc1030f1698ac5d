import type { UserDisc } from '../bag-types';
import { compareText } from './compare-text';

/** The brand shown when a disc has no catalogue details or an empty brand (spec). */
export const UNKNOWN_BRAND = 'Unknown';

export interface BrandCount {
  brand: string;
  count: number;
}

export function brandOf(disc: UserDisc): string {
  const brand = disc.discDetails?.brand.trim();
  return brand ? brand : UNKNOWN_BRAND;
}

/**
 * Counts discs per brand, sorted by count descending then brand alphabetically.
 * With `distinctDiscs`, each catalogue disc (discitId) counts once however many copies exist.
 */
export function countBrands(
  discs: readonly UserDisc[],
  options: { distinctDiscs?: boolean } = {},
): BrandCount[] {
  const brands: string[] = [];
  if (options.distinctDiscs) {
    const byDisc = new Map<string, string>();
    for (const disc of discs) {
      const known = byDisc.get(disc.discitId);
      if (known === undefined || known === UNKNOWN_BRAND) byDisc.set(disc.discitId, brandOf(disc));
    }
    brands.push(...byDisc.values());
  } else {
    for (const disc of discs) brands.push(brandOf(disc));
  }

  const counts = new Map<string, number>();
  for (const brand of brands) counts.set(brand, (counts.get(brand) ?? 0) + 1);
  return [...counts]
    .map(([brand, count]) => ({ brand, count }))
    .sort((a, b) => b.count - a.count || compareText(a.brand, b.brand));
}

/** The first brand of a sorted count list, or null when there are no discs. */
export function topBrand(counts: readonly BrandCount[]): string | null {
  return counts[0]?.brand ?? null;
}

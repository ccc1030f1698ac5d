import type { UserDisc } from '../bag-types';
import { stabilitySum } from '../disc/stability';
import { compareIds, compareText } from './compare-text';

export const BAG_SORT_FIELDS = [
  'name',
  'brand',
  'category',
  'speed',
  'glide',
  'turn',
  'fade',
  'stability',
  'color',
] as const;
export type BagSortField = (typeof BAG_SORT_FIELDS)[number];
export type SortDir = 'asc' | 'desc';
export type SortValue = string | number | null;

export interface BagSort {
  field: BagSortField;
  dir: SortDir;
}

/** Spec: the bag detail list starts sorted by speed, highest first. */
export const DEFAULT_BAG_SORT: Readonly<BagSort> = Object.freeze({ field: 'speed', dir: 'desc' });

/** Fields whose first click sorts descending (spec); every other field starts ascending. */
const DESC_FIRST: ReadonlySet<BagSortField> = new Set(['speed', 'glide', 'turn', 'fade']);

/** The sort after a click on a column header or sort chip. */
export function nextSort(current: Readonly<BagSort>, clicked: BagSortField): BagSort {
  if (current.field === clicked) {
    return { field: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  }
  return { field: clicked, dir: DESC_FIRST.has(clicked) ? 'desc' : 'asc' };
}

/**
 * The value a disc sorts by; null when unknown. Stability is turn + fade and is unknown
 * when either number is missing.
 */
export function sortValue(disc: UserDisc, field: BagSortField): SortValue {
  const details = disc.discDetails;
  switch (field) {
    case 'color':
      return disc.color.toLowerCase();
    case 'stability':
      return details ? stabilitySum(details.turn, details.fade) : null;
    default:
      return details ? details[field] : null;
  }
}

/** Numbers numerically, hex colours by code unit (no natural-number order), text alphabetically. */
function compareValues(a: string | number, b: string | number, field: BagSortField): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return field === 'color' ? compareIds(String(a), String(b)) : compareText(String(a), String(b));
}

function compareField(a: UserDisc, b: UserDisc, field: BagSortField, dir: SortDir): number {
  const va: SortValue = sortValue(a, field);
  const vb: SortValue = sortValue(b, field);
  if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
  const order = compareValues(va, vb, field);
  return dir === 'asc' ? order : -order;
}

/**
 * A sorted copy. Missing values go last in either direction; ties fall back to the name
 * (ascending, missing last) and then the user-disc id, so the order never depends on input order.
 */
export function sortBagDiscs<T extends UserDisc>(
  discs: readonly T[],
  sort: Readonly<BagSort>,
): T[] {
  return [...discs].sort(
    (a, b) =>
      compareField(a, b, sort.field, sort.dir) ||
      compareField(a, b, 'name', 'asc') ||
      compareIds(a.id, b.id),
  );
}

import { lowerTextOf, type PreparedDisc } from './prepared-disc';
import type { SortDir, SortField, SortSpec } from './query';
import { isNumericField } from './query';

export type Comparator = (a: PreparedDisc, b: PreparedDisc) => number;

type Key = string | number | null;

function keyOf(p: PreparedDisc, field: SortField, collator: Intl.Collator | undefined): Key {
  switch (field) {
    case 'name':
      return collator ? p.disc.name : p.nameLower;
    case 'brand':
      return collator ? p.disc.brand : p.brandLower;
    case 'category':
      return collator ? p.categoryShown : lowerTextOf(p, field);
    case 'stability':
      return p.stabilitySum;
    default:
      return p.disc[field];
  }
}

/** Plain code-unit order: the same on every machine (no locale). */
function cmp(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** name (lowercased), then name as written, then id: always ascending, so the order is total. */
function tieBreak(a: PreparedDisc, b: PreparedDisc): number {
  return (
    cmp(a.nameLower, b.nameLower) || cmp(a.disc.name, b.disc.name) || cmp(a.disc.id, b.disc.id)
  );
}

/**
 * Text fields compare lowercased (with a collator: as the collator's language orders them, the
 * category by the word the page shows), numbers numerically, stability by turn + fade. Missing
 * values come last in both directions; ties are broken by name then id.
 */
export function comparatorFor(sort: SortSpec, collator?: Intl.Collator): Comparator {
  const sign = sort.dir === 'desc' ? -1 : 1;
  return (a, b) => {
    const ka = keyOf(a, sort.field, collator);
    const kb = keyOf(b, sort.field, collator);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else {
      const c =
        collator && typeof ka === 'string' && typeof kb === 'string'
          ? collator.compare(ka, kb)
          : cmp(ka, kb);
      if (c !== 0) return sign * c;
    }
    return tieBreak(a, b);
  };
}

/** A sorted copy (in the collator's language when one is given). */
export function sortPrepared(
  items: readonly PreparedDisc[],
  sort: SortSpec,
  collator?: Intl.Collator,
): PreparedDisc[] {
  return [...items].sort(comparatorFor(sort, collator));
}

/** Spec §4 (bag detail): a newly chosen field starts desc for flight numbers, asc otherwise. */
export function initialSortDir(field: SortField): SortDir {
  return isNumericField(field) ? 'desc' : 'asc';
}

/** Same field: flip the direction; another field: start with initialSortDir. */
export function toggleSort(current: SortSpec, field: SortField): SortSpec {
  if (current.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: initialSortDir(field) };
}

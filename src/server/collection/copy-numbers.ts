import { duplicateDisc } from './collection-errors';

/**
 * Copy numbers (docs/decisions/0014): a disc active in a bag is copy 1 unless the bag already
 * holds an active copy of the same disc, which only an explicit `allowDuplicate` permits (409
 * duplicate_disc otherwise); a second copy takes the lowest number free.
 */

/** The lowest copy number not in `taken` (1 when none is); 409 duplicate_disc if taken is not empty and not allowed. */
export function freeCopy(taken: Iterable<number>, allowDuplicate: boolean): number {
  const used = new Set(taken);
  if (used.size > 0 && !allowDuplicate) throw duplicateDisc();
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

/** The copy number an active disc arriving in the bag takes (409 for a duplicate not allowed). */
export function arrive(
  taken: Map<string, Set<number>>,
  discId: string,
  allowDuplicate: boolean,
): number {
  const inBag = taken.get(discId) ?? new Set<number>();
  const copy = freeCopy(inBag, allowDuplicate);
  taken.set(discId, inBag.add(copy));
  return copy;
}

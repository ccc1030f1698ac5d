/** discCountsByBag(discs): Map bagId → number of discs in play in that bag (archived left out). */
import type { UserDisc } from '../../../core/bag-types';
import { isArchived } from '../../../core/rules/disc-details';

export function discCountsByBag(discs: readonly UserDisc[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const disc of discs)
    if (!isArchived(disc)) counts.set(disc.bagId, (counts.get(disc.bagId) ?? 0) + 1);
  return counts;
}

export function discCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'disc' : 'discs'}`;
}

/**
 * How a field session names the player's discs: two copies of one disc are told apart by their
 * copy number, and the picker's second line gives the numbers the player flies (their own where
 * set, as the bag's charts do), the plastic and weight, and the bag.
 */
import type { UserDisc } from '../../../core/bag-types';
import { discRowData, nameWithCopy } from '../../lib/disc-row-data';

/** 'Destroyer', or 'Destroyer (copy 2)' for a second copy. */
export function fieldDiscName(disc: UserDisc): string {
  return nameWithCopy(discRowData(disc).name, disc);
}

/** 'Innova · 11/5/-2/2 (yours) · Star · 175 g · Main bag'. */
export function fieldDiscDetail(disc: UserDisc, bagName: string): string {
  const row = discRowData(disc);
  const n = row.mine ?? row;
  const numbers = `${n.speed}/${n.glide}/${n.turn}/${n.fade}${row.mine ? ' (yours)' : ''}`;
  return [row.brand, numbers, row.physical, bagName].filter(Boolean).join(' · ');
}

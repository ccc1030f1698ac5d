/**
 * How a field session names the player's discs: two copies of one disc are told apart by their
 * copy number, and the picker's second line gives the numbers the player flies (their own where
 * set, as the bag's charts do), the plastic and weight, and the bag.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserDisc } from '../../../../core/bag-types';
import { currentI18n } from '../../../i18n/current';
import { discRowData, nameWithCopy } from '../../../lib/disc-row-data';

/** 'Destroyer', or 'Destroyer (copy 2)' for a second copy. */
export function fieldDiscName(disc: UserDisc): string {
  return nameWithCopy(discRowData(disc).name, disc);
}

/** 'Innova · 11/5/-2/2 (yours) · Star · 175 g · Main bag'. */
export function fieldDiscDetail(
  disc: UserDisc,
  bagName: string,
  i18n: I18n = currentI18n(),
): string {
  const row = discRowData(disc);
  const n = row.mine ?? row;
  const flight = `${n.speed}/${n.glide}/${n.turn}/${n.fade}`;
  const numbers = row.mine ? i18n._(msg`${flight} (yours)`) : flight;
  return [row.brand, numbers, row.physical, bagName].filter(Boolean).join(' · ');
}

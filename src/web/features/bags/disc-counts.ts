/** discCountsByBag(discs): Map bagId → number of discs in play in that bag (archived left out). */
import { type I18n } from '@lingui/core';
import { currentI18n } from '../../i18n/current';
import { msg, plural } from '@lingui/core/macro';
import type { UserDisc } from '../../../core/bag-types';
import { isArchived } from '../../../core/rules/disc-details';

export function discCountsByBag(discs: readonly UserDisc[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const disc of discs)
    if (!isArchived(disc)) counts.set(disc.bagId, (counts.get(disc.bagId) ?? 0) + 1);
  return counts;
}

/** '1 disc', '3 discs' in the page's language. */
export function discCountLabel(n: number, i18n: I18n = currentI18n()): string {
  return i18n._(msg`${plural(n, { one: '# disc', other: '# discs' })}`);
}

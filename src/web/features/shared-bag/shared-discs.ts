/**
 * A shared bag's discs as the app's charts and lists take them (UserDisc). The public answer
 * carries no ids (docs/decisions/0015), so each disc gets a key made from its place in the list;
 * it never leaves the browser.
 */
import type { UserDisc } from '../../../core/bag-types';
import type { SharedDisc } from '../../../core/schemas/share';

export function sharedUserDiscs(discs: readonly SharedDisc[]): UserDisc[] {
  return discs.map((d, i) => ({
    id: `shared-${i}`,
    userId: '',
    bagId: '',
    discitId: '',
    createdAt: '',
    status: 'active',
    ...d,
  }));
}

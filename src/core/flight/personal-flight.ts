import type { UserDisc } from '../bag-types';

/**
 * A disc as this player's charts and statistics see it: with its personal flight numbers (when
 * set) in place of the catalogue's (docs/decisions/0012). Other discs come back unchanged.
 */
export function withPersonalFlight<T extends UserDisc>(disc: T): T {
  const mine = disc.myFlight;
  if (!mine || !disc.discDetails) return disc;
  return { ...disc, discDetails: { ...disc.discDetails, ...mine } };
}

/** Discs in play (not lost, sold, given away or retired). */
export function activeDiscs<T extends UserDisc>(discs: readonly T[]): T[] {
  return discs.filter((d) => d.status === undefined || d.status === 'active');
}

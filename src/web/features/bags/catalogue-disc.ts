/**
 * catalogueDiscFor(userDisc, catalogue): the catalogue record a user disc points at (for the
 * disc modal), or one rebuilt from its attached details when the catalogue is not loaded yet;
 * null when neither is available.
 */
import type { UserDisc } from '../../../core/bag-types';
import type { Disc } from '../../../core/disc/types';

export function catalogueDiscFor(
  disc: UserDisc,
  catalogue: readonly Disc[] | undefined,
): Disc | null {
  const found = catalogue?.find((d) => d.id === disc.discitId);
  if (found) return found;
  const details = disc.discDetails;
  if (!details) return null;
  return {
    id: disc.discitId,
    ...details,
    stability: null,
    pic: null,
    color: null,
    background_color: null,
    link: null,
  };
}

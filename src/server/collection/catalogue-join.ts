import type { DiscDetails, FlightNumbers } from '../../core/disc/types';
import { DISC_DETAIL_COLUMNS } from '../catalogue/disc-repository';
import { disc } from '../db/schema';

/** The catalogue entry of a player's row, by LEFT JOIN on `disc`: all null when it is missing. */
export const CATALOGUE_COLUMNS = { catalogueId: disc.id, ...DISC_DETAIL_COLUMNS };

/** What CATALOGUE_COLUMNS read. */
export interface CatalogueRow extends FlightNumbers {
  catalogueId: string | null;
  name: string | null;
  brand: string | null;
  category: string | null;
}

/** The joined entry's details as the API answers them; null when the catalogue has no such disc. */
export function joinedDetails(r: CatalogueRow): DiscDetails | null {
  const { name, brand, category, speed, glide, turn, fade } = r;
  return r.catalogueId === null || name === null || brand === null || category === null
    ? null
    : { name, brand, category, speed, glide, turn, fade };
}

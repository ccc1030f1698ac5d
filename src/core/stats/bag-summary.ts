import type { UserDisc } from '../bag-types';
import { countBrands, topBrand, type BrandCount } from './brands';
import {
  countDiscTypes,
  countStabilityByDiscType,
  type DiscTypeCounts,
  type StabilityByDiscType,
} from './breakdown';
import { average1 } from './round';

/** Each average covers only the discs that have that number; null when none has it. */
export interface FlightNumberAverages {
  avgSpeed: number | null;
  avgGlide: number | null;
  avgTurn: number | null;
  avgFade: number | null;
}

export interface BagSummary {
  totalDiscs: number;
  /** Every disc type, zero counts included (the UI shows distance, control, midrange, approach, putter). */
  discTypeBreakdown: DiscTypeCounts;
  stabilityByDiscType: StabilityByDiscType;
  flightNumbers: FlightNumberAverages;
  /** null when the bag is empty; ties go to the brand first alphabetically. */
  mostCommonBrand: string | null;
  /** Every copy counts; sorted by count descending, then brand alphabetically. */
  brandCounts: BrandCount[];
}

export function bagSummary(discs: readonly UserDisc[]): BagSummary {
  const brandCounts = countBrands(discs);
  const details = discs.map((disc) => disc.discDetails);
  return {
    totalDiscs: discs.length,
    discTypeBreakdown: countDiscTypes(discs),
    stabilityByDiscType: countStabilityByDiscType(discs),
    flightNumbers: {
      avgSpeed: average1(details.map((d) => d?.speed)),
      avgGlide: average1(details.map((d) => d?.glide)),
      avgTurn: average1(details.map((d) => d?.turn)),
      avgFade: average1(details.map((d) => d?.fade)),
    },
    mostCommonBrand: topBrand(brandCounts),
    brandCounts,
  };
}

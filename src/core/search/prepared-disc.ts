import type { Disc, StabilityLabel } from '../disc/types';
import { stabilityLabel, stabilitySum } from '../disc/stability';
import type { TextField } from './query';

/** A disc with the text a query compares computed once (lowercased) and its computed stability. */
export interface PreparedDisc {
  readonly disc: Disc;
  readonly nameLower: string;
  readonly brandLower: string;
  readonly categoryLower: string;
  readonly stabilityLabel: StabilityLabel;
  readonly stabilityLower: string;
  /** turn + fade, null when either is missing. */
  readonly stabilitySum: number | null;
}

export function prepareDisc(disc: Disc): PreparedDisc {
  const label = stabilityLabel(disc.turn, disc.fade);
  return {
    disc,
    nameLower: disc.name.toLowerCase(),
    brandLower: disc.brand.toLowerCase(),
    categoryLower: disc.category.toLowerCase(),
    stabilityLabel: label,
    stabilityLower: label.toLowerCase(),
    stabilitySum: stabilitySum(disc.turn, disc.fade),
  };
}

/** The lowercased text a text field is matched against (stability: the computed label). */
export function lowerTextOf(p: PreparedDisc, field: TextField): string {
  switch (field) {
    case 'name':
      return p.nameLower;
    case 'brand':
      return p.brandLower;
    case 'category':
      return p.categoryLower;
    case 'stability':
      return p.stabilityLower;
  }
}

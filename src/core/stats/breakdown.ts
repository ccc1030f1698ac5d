import type { UserDisc } from '../bag-types';
import { discType } from '../disc/category';
import {
  stabilityGroup,
  stabilityKey,
  stabilityLabel,
  type StabilityGroup,
  type StabilityKey,
} from '../disc/stability';
import { DISC_TYPES, type DiscType, type StabilityLabel } from '../disc/types';

export type StabilitySplit = Record<StabilityGroup, number>;
export type DiscTypeCounts = Record<DiscType, number>;
export type StabilityByDiscType = Record<DiscType, StabilitySplit>;

/** Keys veryOverstable, overstable, stable, understable, veryUnderstable (spec). */
export type StabilityBreakdown = Record<StabilityKey, number>;

/** A disc without catalogue details counts as type 'other'. */
export function discTypeOf(disc: UserDisc): DiscType {
  return disc.discDetails ? discType(disc.discDetails.category) : 'other';
}

/** A disc without catalogue details counts as 'stable' (as a disc with missing numbers). */
export function stabilityGroupOf(disc: UserDisc): StabilityGroup {
  const details = disc.discDetails;
  return details ? stabilityGroup(details.turn, details.fade) : 'stable';
}

export function stabilityLabelOf(disc: UserDisc): StabilityLabel {
  const details = disc.discDetails;
  return details ? stabilityLabel(details.turn, details.fade) : 'Stable';
}

export function emptySplit(): StabilitySplit {
  return { overstable: 0, stable: 0, understable: 0 };
}

export function countDiscTypes(discs: readonly UserDisc[]): DiscTypeCounts {
  const counts = Object.fromEntries(DISC_TYPES.map((type) => [type, 0])) as DiscTypeCounts;
  for (const disc of discs) counts[discTypeOf(disc)] += 1;
  return counts;
}

export function countStabilityByDiscType(discs: readonly UserDisc[]): StabilityByDiscType {
  const result = Object.fromEntries(
    DISC_TYPES.map((type) => [type, emptySplit()]),
  ) as StabilityByDiscType;
  for (const disc of discs) result[discTypeOf(disc)][stabilityGroupOf(disc)] += 1;
  return result;
}

export function countStability(discs: readonly UserDisc[]): StabilityBreakdown {
  const result: StabilityBreakdown = {
    veryOverstable: 0,
    overstable: 0,
    stable: 0,
    understable: 0,
    veryUnderstable: 0,
  };
  for (const disc of discs) result[stabilityKey(stabilityLabelOf(disc))] += 1;
  return result;
}

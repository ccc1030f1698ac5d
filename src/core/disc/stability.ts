import type { StabilityLabel } from './types';
import { STABILITY_LABELS } from './types';

/** Keys of the dashboard's stabilityBreakdown (docs/product.md). */
export type StabilityKey =
  'veryOverstable' | 'overstable' | 'stable' | 'understable' | 'veryUnderstable';

/** Coarse three-way stability (dashboards: OS, S, US). */
export type StabilityGroup = 'overstable' | 'stable' | 'understable';

export const STABILITY_KEYS: Readonly<Record<StabilityLabel, StabilityKey>> = {
  'Very Understable': 'veryUnderstable',
  Understable: 'understable',
  Stable: 'stable',
  Overstable: 'overstable',
  'Very Overstable': 'veryOverstable',
};

export const STABILITY_GROUP_ABBREVIATIONS: Readonly<Record<StabilityGroup, string>> = {
  overstable: 'OS',
  stable: 'S',
  understable: 'US',
};

const finite = (n: number | null): n is number => n !== null && Number.isFinite(n);

/**
 * turn + fade, rounded to 9 decimals so float noise (e.g. 0.1 + 2.9) cannot move a disc across
 * a boundary; null when either value is missing or not finite. Also the stability chart's x.
 */
export function stabilitySum(turn: number | null, fade: number | null): number | null {
  if (!finite(turn) || !finite(fade)) return null;
  return Math.round((turn + fade) * 1e9) / 1e9 + 0;
}

/** Spec §9 computed label from turn + fade; 'Stable' when either value is missing. */
export function stabilityLabel(turn: number | null, fade: number | null): StabilityLabel {
  const s = stabilitySum(turn, fade);
  if (s === null) return 'Stable';
  if (s >= 5) return 'Very Overstable';
  if (s >= 3) return 'Overstable';
  if (s >= 1) return 'Stable';
  if (s <= -2) return 'Very Understable';
  if (s < 0) return 'Understable';
  return 'Stable';
}

export function stabilityKey(label: StabilityLabel): StabilityKey {
  return STABILITY_KEYS[label];
}

/** Very overstable folds into overstable, very understable into understable. */
export function stabilityGroup(turn: number | null, fade: number | null): StabilityGroup {
  const label = stabilityLabel(turn, fade);
  if (label === 'Very Overstable' || label === 'Overstable') return 'overstable';
  if (label === 'Very Understable' || label === 'Understable') return 'understable';
  return 'stable';
}

/** The canonical label for a case-insensitive, trimmed match ('very overstable '), else null. */
export function parseStabilityLabel(value: string): StabilityLabel | null {
  const v = value.trim().toLowerCase();
  return STABILITY_LABELS.find((label) => label.toLowerCase() === v) ?? null;
}

/** Why a disc can carry two stability labels, shown beside the source's one. */
export const SOURCE_STABILITY_NOTE =
  "Hyzer rates stability from turn + fade; the catalogue's source rates this disc by its own measure.";

/**
 * The catalogue source's own stability label when it differs from the computed one (DiscIt
 * rates Destroyer "Overstable", turn + fade says "Stable"); null when they agree or the source
 * has none. The computed label stays the one filters and charts use.
 */
export function differingSourceStability(
  source: string | null,
  turn: number | null,
  fade: number | null,
): string | null {
  const label = source?.trim();
  if (!label) return null;
  return label.toLowerCase() === stabilityLabel(turn, fade).toLowerCase() ? null : label;
}

import type { Bag, UserDisc } from '../bag-types';
import { CATEGORY_LABELS } from '../disc/category';
import type { StabilityGroup } from '../disc/stability';
import type { DiscType } from '../disc/types';
import { brandOf, countBrands, topBrand } from './brands';
import {
  countDiscTypes,
  countStability,
  countStabilityByDiscType,
  type DiscTypeCounts,
  type StabilityBreakdown,
  type StabilityByDiscType,
  type StabilitySplit,
} from './breakdown';
import { compareIds, compareText } from './compare-text';
import { wholePercentages } from './percentages';

/**
 * The types the dashboard's "Disc Types" card always shows, in display order: the product
 * rules' four (distance, control, midrange, approach) with hybrid drivers and putters beside
 * them, so that the bars account for every disc. 'other' gets a bar only when a disc is one.
 */
export const DASHBOARD_DISC_TYPES = [
  'distance',
  'hybrid',
  'control',
  'midrange',
  'approach',
  'putter',
] as const;
/** Legend order of the card's stability segments: OS, S, US. */
export const STABILITY_SEGMENT_ORDER = ['overstable', 'stable', 'understable'] as const;
export const RECENT_DISC_LIMIT = 5;

export interface StabilitySegment {
  group: StabilityGroup;
  count: number;
  /** Share of this type's discs, 0..1 (0 when the type has none): a width for the bar segment. */
  share: number;
}

export interface DiscTypeBar {
  type: DiscType;
  /** CATEGORY_LABELS[type], e.g. 'Distance Drivers'. */
  label: string;
  count: number;
  /**
   * Percentage of all discs as a whole number; the card's percentages add up to exactly 100
   * (largest remainder), or are all 0 when there are no discs.
   */
  percentage: number;
  stability: StabilitySplit;
  /** Always three segments in STABILITY_SEGMENT_ORDER, zero counts included. */
  segments: StabilitySegment[];
}

export interface RecentDisc {
  id: string;
  discitId: string;
  bagId: string;
  /** null when the disc's bag is not among the given bags. */
  bagName: string | null;
  /** The catalogue name, or null when the catalogue entry is missing. */
  name: string | null;
  brand: string;
  color: string;
  disc: UserDisc;
}

export interface DashboardStats {
  totalBags: number;
  totalDiscs: number;
  favoriteDisc: string | null;
  recentlyAddedDiscs: RecentDisc[];
  discTypeBreakdown: DiscTypeCounts;
  stabilityBreakdown: StabilityBreakdown;
  stabilityByDiscType: StabilityByDiscType;
  mostUsedBrand: string | null;
  /** The "Disc Types" card: one bar per DASHBOARD_DISC_TYPES entry, in that order, then 'other' when any. */
  discTypeBars: DiscTypeBar[];
  allDiscs: UserDisc[];
}

export function dashboardStats(bags: readonly Bag[], discs: readonly UserDisc[]): DashboardStats {
  const discTypeBreakdown = countDiscTypes(discs);
  const stabilityByDiscType = countStabilityByDiscType(discs);
  return {
    totalBags: bags.length,
    totalDiscs: discs.length,
    favoriteDisc: favoriteDisc(discs),
    recentlyAddedDiscs: recentlyAdded(bags, discs),
    discTypeBreakdown,
    stabilityBreakdown: countStability(discs),
    stabilityByDiscType,
    mostUsedBrand: topBrand(countBrands(discs, { distinctDiscs: true })),
    discTypeBars: discTypeBars(discTypeBreakdown, stabilityByDiscType),
    allDiscs: [...discs],
  };
}

/**
 * The name of the catalogue disc (by discitId) owned most times. Ties go to the disc whose
 * latest copy was added most recently (highest user-disc id), then to the name alphabetically.
 * Discs without catalogue details cannot be named and take no part. null when none remains.
 */
export function favoriteDisc(discs: readonly UserDisc[]): string | null {
  const groups = new Map<string, { name: string; count: number; latestId: string }>();
  for (const disc of discs) {
    if (!disc.discDetails) continue;
    const group = groups.get(disc.discitId);
    if (!group) {
      groups.set(disc.discitId, { name: disc.discDetails.name, count: 1, latestId: disc.id });
      continue;
    }
    group.count += 1;
    if (compareIds(disc.id, group.latestId) > 0) group.latestId = disc.id;
  }
  const ranked = [...groups.values()].sort(
    (a, b) =>
      b.count - a.count || compareIds(b.latestId, a.latestId) || compareText(a.name, b.name),
  );
  return ranked[0]?.name ?? null;
}

/** The RECENT_DISC_LIMIT discs with the highest ids (UUIDv7: newest), highest first. */
export function recentlyAdded(bags: readonly Bag[], discs: readonly UserDisc[]): RecentDisc[] {
  const bagNames = new Map(bags.map((bag) => [bag.id, bag.name]));
  return [...discs]
    .sort((a, b) => compareIds(b.id, a.id))
    .slice(0, RECENT_DISC_LIMIT)
    .map((disc) => ({
      id: disc.id,
      discitId: disc.discitId,
      bagId: disc.bagId,
      bagName: bagNames.get(disc.bagId) ?? null,
      name: disc.discDetails?.name ?? null,
      brand: brandOf(disc),
      color: disc.color,
      disc,
    }));
}

function discTypeBars(counts: DiscTypeCounts, stability: StabilityByDiscType): DiscTypeBar[] {
  const types: DiscType[] = [...DASHBOARD_DISC_TYPES];
  if (counts.other > 0) types.push('other');
  const percentages = wholePercentages(types.map((type) => counts[type]));
  return types.map((type, i) => typeBar(type, counts[type], stability[type], percentages[i]!));
}

function typeBar(
  type: DiscType,
  count: number,
  stability: StabilitySplit,
  percentage: number,
): DiscTypeBar {
  return {
    type,
    label: CATEGORY_LABELS[type],
    count,
    percentage,
    stability: { ...stability },
    segments: STABILITY_SEGMENT_ORDER.map((group) => ({
      group,
      count: stability[group],
      share: count === 0 ? 0 : stability[group] / count,
    })),
  };
}

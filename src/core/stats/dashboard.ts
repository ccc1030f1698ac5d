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

/** The types the dashboard's "Disc Types" card shows, in display order (spec). */
export const DASHBOARD_DISC_TYPES = ['distance', 'control', 'midrange', 'approach'] as const;
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
  /** Percentage of all discs, rounded to an integer (0 when there are no discs). */
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
  /** The "Disc Types" card: one bar per DASHBOARD_DISC_TYPES entry, in that order. */
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
    discTypeBars: DASHBOARD_DISC_TYPES.map((type) =>
      typeBar(type, discTypeBreakdown[type], stabilityByDiscType[type], discs.length),
    ),
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

function typeBar(
  type: DiscType,
  count: number,
  stability: StabilitySplit,
  totalDiscs: number,
): DiscTypeBar {
  return {
    type,
    label: CATEGORY_LABELS[type],
    count,
    percentage: totalDiscs === 0 ? 0 : Math.round((count / totalDiscs) * 100),
    stability: { ...stability },
    segments: STABILITY_SEGMENT_ORDER.map((group) => ({
      group,
      count: stability[group],
      share: count === 0 ? 0 : stability[group] / count,
    })),
  };
}

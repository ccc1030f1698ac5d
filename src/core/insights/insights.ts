/**
 * Bag insights (docs/product.md, Bag insights): the coverage grid, the roles a bag covers and
 * lacks, the discs that overlap, catalogue discs that fill a missing role, and the catalogue
 * discs that fly like a given one. Pure functions over flight numbers.
 */
import type { UserDisc } from '../bag-types';
import type { StabilityGroup } from '../disc/stability';
import { flightNumbersText } from '../disc/badge';
import type { Disc, FlightNumbers } from '../disc/types';
import { activeDiscs, withPersonalFlight } from '../flight/personal-flight';
import {
  describeDifferences,
  SAME_NUMBERS,
  flightDistance,
  flightNumbersOf,
  roundDistance,
  type DistanceNumbers,
} from './flight-distance';
import {
  MAX_SUGGESTED_SPEED,
  rolesFor,
  SPEED_BANDS,
  speedBand,
  stabilityOf,
  type ArmClass,
  type Role,
  type RoleId,
  type SpeedBand,
} from './roles';

/** A disc as insights see it: the catalogue id it stands for, its name, brand and numbers. */
export interface InsightDisc extends FlightNumbers {
  /** Unique within the list (the user disc's id for a bag). */
  key: string;
  /** The catalogue disc's id. */
  discId: string;
  name: string;
  brand: string;
}

/** Two discs overlap when their flight distance is at most this. */
export const OVERLAP_DISTANCE = 1;
/** Suggestions of a brand the player already carries are ranked as if this much closer. */
export const CARRIED_BRAND_BONUS = 0.5;
export const MAX_SUGGESTIONS = 5;
export const MAX_SIMILAR = 6;

export function insightDiscFromUserDisc(d: UserDisc): InsightDisc | null {
  const details = d.discDetails;
  if (!details) return null;
  return {
    key: d.id,
    discId: d.discitId,
    ...pickNumbers(details),
    name: details.name,
    brand: details.brand,
  };
}

/**
 * The discs of a list that count: those in play (not archived) whose catalogue entry is known,
 * measured by the numbers the player flies (their own where set, as the bag's charts and
 * statistics are: decision 0012).
 */
export function insightDiscsOf(discs: readonly UserDisc[]): InsightDisc[] {
  return activeDiscs(discs).flatMap((d) => insightDiscFromUserDisc(withPersonalFlight(d)) ?? []);
}

export function insightDiscFromCatalogue(d: Disc): InsightDisc {
  return { key: d.id, discId: d.id, name: d.name, brand: d.brand, ...pickNumbers(d) };
}

function pickNumbers(d: Pick<Disc, 'speed' | 'glide' | 'turn' | 'fade'>) {
  return { speed: d.speed, glide: d.glide, turn: d.turn, fade: d.fade };
}

// ---- grid ----
export type GridRow = { band: SpeedBand; cells: Record<StabilityGroup, InsightDisc[]> };
export interface CoverageGrid {
  rows: GridRow[];
  /** Discs without a speed, turn or fade: not on the grid. */
  unplaced: InsightDisc[];
}

export function coverageGrid(discs: readonly InsightDisc[]): CoverageGrid {
  const rows: GridRow[] = SPEED_BANDS.map((band) => ({
    band,
    cells: { understable: [], stable: [], overstable: [] },
  }));
  const unplaced: InsightDisc[] = [];
  for (const d of discs) {
    const n = flightNumbersOf(d);
    if (!n) {
      unplaced.push(d);
      continue;
    }
    rows[SPEED_BANDS.indexOf(speedBand(n.speed))]!.cells[stabilityOf(n)].push(d);
  }
  return { rows, unplaced };
}

// ---- roles ----
export interface RoleCoverage {
  role: Role;
  discs: InsightDisc[];
  /** One line: which discs fill it, or what is missing. */
  reason: string;
}

const nameList = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * How the player's own discs fly for them (core/player/player-model.ts), by insight key (the
 * user disc's id): a disc that turns over for them fills the turnover role, and the longest
 * measured disc fills the max-distance driver, whatever their printed numbers say.
 */
export interface PlayedFlights {
  /** Keys of the discs whose measured or modelled flight finishes on the turn side. */
  turnsOver: ReadonlySet<string>;
  /** Keys of the discs measured from full-power throws, with the count. */
  measured: ReadonlyMap<string, number>;
  /** Key of the player's longest measured disc, when it is a driver. */
  longest: string | null;
}

/** Speeds that may fill the turnover role by their flight: a fast midrange up to a fairway. */
const TURNOVER_SPEED = { from: 5, below: 10 } as const;

function playedRole(role: Role, d: InsightDisc, n: DistanceNumbers, played: PlayedFlights) {
  if (role.id === 'understable-fairway') {
    return (
      played.turnsOver.has(d.key) &&
      n.speed >= TURNOVER_SPEED.from &&
      n.speed < TURNOVER_SPEED.below
    );
  }
  if (role.id === 'max-distance') return played.longest === d.key;
  return false;
}

const PLAYED_RULES: Partial<Record<RoleId, string>> = {
  'understable-fairway': 'turns over for you',
  'max-distance': 'your longest measured disc',
};

export function roleCoverage(
  discs: readonly InsightDisc[],
  arm: ArmClass,
  played?: PlayedFlights,
): { covered: RoleCoverage[]; missing: RoleCoverage[] } {
  const numbered = discs.flatMap((d) => {
    const n = flightNumbersOf(d);
    return n ? [{ d, n }] : [];
  });
  const covered: RoleCoverage[] = [];
  const missing: RoleCoverage[] = [];
  for (const role of rolesFor(arm)) {
    const byNumbers = numbered.filter(({ n }) => role.matches(n)).map(({ d }) => d);
    const byFlight = played
      ? numbered
          .filter(({ d, n }) => !byNumbers.includes(d) && playedRole(role, d, n, played))
          .map(({ d }) => d)
      : [];
    if (byNumbers.length + byFlight.length === 0) {
      missing.push({ role, discs: [], reason: `No disc in this bag is ${role.rule}.` });
      continue;
    }
    const parts: string[] = [];
    if (byNumbers.length > 0) {
      parts.push(`Filled by ${nameList(byNumbers.map((d) => d.name))}: ${role.rule}.`);
    }
    if (byFlight.length > 0 && played) {
      const rests = byFlight.map((d) => {
        const count = played.measured.get(d.key);
        return count
          ? `${d.name} (measured from ${count} throws)`
          : `${d.name} (modelled for your arm)`;
      });
      parts.push(
        `${byNumbers.length > 0 ? 'Also filled' : 'Filled'} by ${nameList(rests)}: ${PLAYED_RULES[role.id]}.`,
      );
    }
    covered.push({ role, discs: [...byNumbers, ...byFlight], reason: parts.join(' ') });
  }
  return { covered, missing };
}

// ---- overlaps ----
export interface Overlap {
  discs: InsightDisc[];
  /** The largest distance between two linked discs of the group. */
  distance: number;
  reason: string;
}

/**
 * Groups of discs that fly alike: two discs are linked when their flight distance is at most
 * OVERLAP_DISTANCE, and a group is every disc reachable through links.
 */
export function overlaps(discs: readonly InsightDisc[]): Overlap[] {
  const items = discs.flatMap((d) => {
    const n = flightNumbersOf(d);
    return n ? [{ d, n }] : [];
  });
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const widest = new Map<number, number>();
  const linked = new Set<number>();
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const dist = flightDistance(items[i]!.n, items[j]!.n);
      if (dist > OVERLAP_DISTANCE) continue;
      linked.add(i).add(j);
      const a = find(i);
      const b = find(j);
      const w = Math.max(dist, widest.get(a) ?? 0, widest.get(b) ?? 0);
      parent[b] = a;
      widest.set(a, w);
    }
  }
  const groups = new Map<number, number[]>();
  for (const i of linked) {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), i]);
  }
  return [...groups.entries()].map(([root, members]) => {
    const group = members.sort((a, b) => a - b).map((i) => items[i]!);
    const distance = roundDistance(widest.get(root) ?? 0);
    return {
      discs: group.map(({ d }) => d),
      distance,
      reason: `${nameList(group.map(({ d }) => d.name))} fly alike: flight numbers ${group
        .map(({ n }) => flightNumbersText(n))
        .join(' and ')}, within ${OVERLAP_DISTANCE} of each other.`,
    };
  });
}

// ---- suggestions ----
export interface Suggestion {
  disc: Disc;
  distance: number;
  carriedBrand: boolean;
  reason: string;
}

/** A catalogue prepared once: the discs with usable numbers. */
export interface PreparedCatalogue {
  entries: readonly { disc: Disc; n: DistanceNumbers; brand: string }[];
}

export function prepareCatalogue(catalogue: readonly Disc[]): PreparedCatalogue {
  return {
    entries: catalogue.flatMap((disc) => {
      const n = flightNumbersOf(disc);
      return n ? [{ disc, n, brand: disc.brand.toLowerCase() }] : [];
    }),
  };
}

/**
 * Up to MAX_SUGGESTIONS catalogue discs that fill `role`, never one already in the bag, none
 * faster than the arm's limit; ranked by flight distance to the role's model numbers, a brand
 * the bag already carries counting CARRIED_BRAND_BONUS closer; ties by name.
 */
export function suggestionsFor(
  role: Role,
  bag: readonly InsightDisc[],
  catalogue: PreparedCatalogue,
  arm: ArmClass,
  limit = MAX_SUGGESTIONS,
): Suggestion[] {
  const inBag = new Set(bag.map((d) => d.discId));
  const carried = new Set(bag.map((d) => d.brand.toLowerCase()));
  const maxSpeed = MAX_SUGGESTED_SPEED[arm];
  const ranked: { s: Suggestion; score: number }[] = [];
  for (const { disc, n, brand } of catalogue.entries) {
    if (inBag.has(disc.id) || n.speed > maxSpeed || !role.matches(n)) continue;
    const distance = roundDistance(flightDistance(n, role.target));
    const carriedBrand = carried.has(brand);
    ranked.push({
      score: distance - (carriedBrand ? CARRIED_BRAND_BONUS : 0),
      s: {
        disc,
        distance,
        carriedBrand,
        reason: `${flightNumbersText(n)}: ${distance === 0 ? 'exactly the role' : `${distance} from the role`}${carriedBrand ? `; you already carry ${disc.brand}` : ''}.`,
      },
    });
  }
  ranked.sort(
    (a, b) =>
      a.score - b.score ||
      a.s.distance - b.s.distance ||
      a.s.disc.name.localeCompare(b.s.disc.name),
  );
  return ranked.slice(0, limit).map(({ s }) => s);
}

// ---- the whole picture ----
export interface BagInsights {
  arm: ArmClass;
  grid: CoverageGrid;
  covered: RoleCoverage[];
  missing: (RoleCoverage & { suggestions: Suggestion[] })[];
  overlaps: Overlap[];
}

export function bagInsights(
  discs: readonly InsightDisc[],
  catalogue: PreparedCatalogue,
  arm: ArmClass,
  played?: PlayedFlights,
): BagInsights {
  const { covered, missing } = roleCoverage(discs, arm, played);
  return {
    arm,
    grid: coverageGrid(discs),
    covered,
    missing: missing.map((m) => ({
      ...m,
      suggestions: suggestionsFor(m.role, discs, catalogue, arm),
    })),
    overlaps: overlaps(discs),
  };
}

// ---- find similar ----
export interface SimilarDisc {
  disc: Disc;
  distance: number;
  /** '+1 glide, -1 turn': how this disc differs from the one asked about. */
  differences: string;
}

export interface SimilarResult {
  /** Other brands' discs with exactly the same flight numbers (closest first is moot), by name. */
  sameNumbers: Disc[];
  /** The closest other brands' discs whose numbers differ, closest first (ties by name). */
  closest: SimilarDisc[];
}

/**
 * "Find similar": other brands' catalogue discs by flight distance. Discs with the very same
 * numbers are listed apart (a popular mould has a dozen twins), then the `limit` closest that
 * differ, each with its differences.
 */
export function findSimilar(
  disc: Pick<Disc, 'id' | 'brand' | 'speed' | 'glide' | 'turn' | 'fade'>,
  catalogue: PreparedCatalogue,
  limit = MAX_SIMILAR,
): SimilarResult {
  const base = flightNumbersOf(disc);
  if (!base) return { sameNumbers: [], closest: [] };
  const brand = disc.brand.toLowerCase();
  const same: Disc[] = [];
  const found: { disc: Disc; n: DistanceNumbers; distance: number }[] = [];
  for (const e of catalogue.entries) {
    if (e.brand === brand || e.disc.id === disc.id) continue;
    const distance = flightDistance(base, e.n);
    if (describeDifferences(base, e.n) === SAME_NUMBERS) same.push(e.disc);
    else found.push({ disc: e.disc, n: e.n, distance });
  }
  const byName = (a: Disc, b: Disc) => a.name.localeCompare(b.name);
  found.sort((a, b) => a.distance - b.distance || byName(a.disc, b.disc));
  return {
    sameNumbers: same.sort(byName),
    closest: found.slice(0, limit).map((s) => ({
      disc: s.disc,
      distance: roundDistance(s.distance),
      differences: describeDifferences(base, s.n),
    })),
  };
}

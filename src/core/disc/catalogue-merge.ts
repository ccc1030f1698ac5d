import { canonicalBrand } from './brands';
import { canonicalCategory } from './category';
import { derivedDiscId, discKey } from './identity';
import { UNKNOWN_CATEGORY } from './normalise';
import { parseStabilityLabel } from './stability';
import type { Disc } from './types';

/**
 * What an import or a clean-up does to the stored catalogue: write these records (by id), point
 * user discs of each `moves` key at its value, then delete the `deletes` rows (all of them are
 * `moves` keys). Pure: the server runs it in one transaction.
 */
export interface MergePlan {
  upserts: Disc[];
  moves: Map<string, string>;
  deletes: string[];
}

/** True when a stored id was derived by us (no source id), so a source's id may replace it. */
export type IsDerivedId = (disc: Disc) => boolean;

const FILLED = [
  'speed',
  'glide',
  'turn',
  'fade',
  'stability',
  'pic',
  'color',
  'background_color',
  'link',
] as const;

/** `disc` with its missing values taken from `other` (same disc from another source). */
function fillFrom(disc: Disc, other: Disc): Disc {
  const out = { ...disc };
  for (const field of FILLED) {
    if (out[field] === null && other[field] !== null) Object.assign(out, { [field]: other[field] });
  }
  if (out.category === UNKNOWN_CATEGORY) out.category = other.category;
  return out;
}

/**
 * The entry that stays when several stored entries are one disc: a source id before a derived
 * one, then a brand already spelt canonically, then the smallest id (so every process agrees).
 */
export function pickSurvivor(group: readonly Disc[], isDerived: IsDerivedId): Disc {
  const rank = (d: Disc) => (isDerived(d) ? 2 : 0) + (canonicalBrand(d.brand) === d.brand ? 0 : 1);
  return [...group].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : 1))[0]!;
}

/** Stored entries grouped by discKey: each group holds the spellings of one disc. */
function groupByKey(discs: readonly Disc[]): Map<string, Disc[]> {
  const groups = new Map<string, Disc[]>();
  for (const d of discs) {
    const key = discKey(d.brand, d.name);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return groups;
}

/** Plans writing `written` and merging the rest of its group into it (user discs move, rows go). */
function writeMerged(plan: MergePlan, written: Disc, group: readonly Disc[]): void {
  plan.upserts.push(written);
  for (const d of group) {
    if (d.id === written.id) continue;
    plan.moves.set(d.id, written.id);
    plan.deletes.push(d.id);
  }
}

function sameDisc(a: Disc, b: Disc): boolean {
  return (Object.keys(a) as (keyof Disc)[]).every((k) => a[k] === b[k]);
}

/**
 * Merging an import into the stored catalogue by identity: a record matches the stored entry
 * with its id, and otherwise any stored entry with the same canonical brand and normalised name
 * (discKey) that no other record of the import claims by id. Of the matched entries one survives
 * and the others are merged into it (user discs moved, rows deleted):
 * - a record with a source id survives under its own id when that id is stored, or when every
 *   match is derived (a derived id is replaced by the source's); when a match holds another
 *   source's id, that entry survives and takes the record's values, so a second source never
 *   adds a second entry;
 * - a record with a derived id (no source id) updates the best match (pickSurvivor), keeping its
 *   id and, when that match came from a source, its name spelling.
 * A record that updates an entry other than its own id keeps the entry's values where it has none.
 * `incoming` must have unique ids and unique discKeys (normaliseCatalogue ensures both).
 */
export function planImport(
  existing: readonly Disc[],
  incoming: readonly Disc[],
  isDerived: IsDerivedId,
): MergePlan {
  const byId = new Map(existing.map((d) => [d.id, d]));
  const claimed = new Set(incoming.map((d) => d.id));
  const byKey = groupByKey(existing.filter((d) => !claimed.has(d.id)));

  const plan: MergePlan = { upserts: [], moves: new Map(), deletes: [] };
  for (const record of incoming) {
    const own = byId.get(record.id);
    const matches = byKey.get(discKey(record.brand, record.name)) ?? [];
    const group = own ? [own, ...matches] : matches;
    const recordDerived = isDerived(record);
    let survivor: Disc | undefined;
    if (own && !recordDerived) survivor = own;
    else if (group.length > 0) {
      const best = pickSurvivor(group, isDerived);
      if (recordDerived || !isDerived(best)) survivor = best;
    }

    let written: Disc;
    if (!survivor) written = record;
    else if (survivor.id === record.id) written = record;
    else {
      written = fillFrom({ ...record, id: survivor.id }, survivor);
      if (recordDerived && !isDerived(survivor)) written.name = survivor.name;
    }
    writeMerged(plan, written, group);
  }
  return plan;
}

/**
 * Bringing the stored catalogue to one entry per disc with canonical spellings (the clean-up run
 * after upgrades, and whenever the alias table learns a new spelling): entries are grouped by
 * discKey; in each group pickSurvivor stays, takes the canonical brand, category and stability
 * spelling, fills its missing values from the others, and a derived survivor takes today's
 * derived id (`derivedDiscId`); the other entries are merged into it. Returns an empty plan when
 * the catalogue is already clean.
 */
export function planCanonicalisation(existing: readonly Disc[], isDerived: IsDerivedId): MergePlan {
  const groups = groupByKey(existing);
  const plan: MergePlan = { upserts: [], moves: new Map(), deletes: [] };
  for (const group of groups.values()) {
    const survivor = pickSurvivor(group, isDerived);
    let written: Disc = {
      ...survivor,
      id: isDerived(survivor) ? derivedDiscId(survivor.brand, survivor.name) : survivor.id,
      brand: canonicalBrand(survivor.brand),
      category: canonicalCategory(survivor.category),
      stability:
        survivor.stability === null
          ? null
          : (parseStabilityLabel(survivor.stability) ?? survivor.stability),
    };
    for (const d of group) if (d !== survivor) written = fillFrom(written, d);
    if (group.length === 1 && sameDisc(written, survivor)) continue;
    writeMerged(plan, written, group);
  }
  return plan;
}

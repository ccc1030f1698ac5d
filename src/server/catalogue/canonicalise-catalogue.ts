import { planCanonicalisation } from '../../core/disc/catalogue-merge';
import type { Db } from '../db/client';
import { applyMergePlan } from './apply-merge-plan';
import { notifyCatalogueChanged } from './catalogue-changes';
import { listDiscs } from './disc-repository';
import { isDerivedId } from './legacy-derived-id';

export interface CanonicaliseReport {
  /** Entries rewritten: a canonical brand or category spelling, or today's derived id. */
  rewritten: number;
  /** Entries merged into another entry of the same disc, and removed. */
  merged: number;
  /** User discs pointed at the surviving entry (a bag holding both keeps one). */
  movedUserDiscs: number;
}

/**
 * The catalogue's data migration, run after the schema migrations on every start (a read of the
 * catalogue and nothing else once it is clean): one entry per disc under canonical brand and
 * category spellings, derived ids as today's UUIDv5, and user discs moved to the surviving entry
 * (core planCanonicalisation). One transaction; it also heals catalogues stored before a new
 * alias was added to the brand table.
 */
export async function canonicaliseCatalogue(db: Db): Promise<CanonicaliseReport> {
  const applied = await db.transaction(async (tx) => {
    const plan = planCanonicalisation(await listDiscs(tx), isDerivedId);
    if (plan.upserts.length === 0) return null;
    return applyMergePlan(tx, plan);
  });
  if (!applied) return { rewritten: 0, merged: 0, movedUserDiscs: 0 };
  notifyCatalogueChanged(db);
  return {
    rewritten: applied.added + applied.updated,
    merged: applied.merged,
    movedUserDiscs: applied.moved,
  };
}

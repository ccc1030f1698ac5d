import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { brandAliases } from '../../core/disc/brands';
import { CANONICAL_CATEGORIES, CATEGORY_LABELS } from '../../core/disc/category';
import { planCanonicalisation } from '../../core/disc/catalogue-merge';
import { DISC_ID_NAMESPACE } from '../../core/disc/identity';
import type { Db } from '../db/client';
import { catalogueCheck } from '../db/schema';
import { applyMergePlan } from './apply-merge-plan';
import { notifyCatalogueChanged } from './catalogue-changes';
import { catalogueVersion, listDiscs } from './disc-repository';
import { isDerivedId } from './legacy-derived-id';

/** Raise when planCanonicalisation's logic changes; its tables are fingerprinted below. */
const PLAN_VERSION = 1;

/** The canonicalisation rules: a new brand alias or category spelling makes a new fingerprint. */
export const CANONICAL_RULES = createHash('sha256')
  .update(
    JSON.stringify([
      PLAN_VERSION,
      brandAliases(),
      CANONICAL_CATEGORIES,
      CATEGORY_LABELS,
      DISC_ID_NAMESPACE,
    ]),
  )
  .digest('base64url')
  .slice(0, 16);

export interface CanonicaliseReport {
  /** Entries rewritten: a canonical brand or category spelling, or today's derived id. */
  rewritten: number;
  /** Entries merged into another entry of the same disc, and removed. */
  merged: number;
  /** User discs pointed at the surviving entry (a bag holding both keeps one). */
  movedUserDiscs: number;
}

/**
 * The catalogue's data migration, run after the schema migrations on every start (one row read
 * when nothing changed since it last ran: see catalogue_check): one entry per disc under canonical brand and
 * category spellings, derived ids as today's UUIDv5, and user discs moved to the surviving entry
 * (core planCanonicalisation). One transaction; it also heals catalogues stored before a new
 * alias was added to the brand table.
 */
export async function canonicaliseCatalogue(db: Db): Promise<CanonicaliseReport> {
  const applied = await db.transaction(async (tx) => {
    // Skipped when neither the rules nor the catalogue (count, latest updated_at: every import,
    // sync and merge sets updated_at) changed since it last ran: a start then reads one row.
    const state = async () => {
      const v = await catalogueVersion(tx);
      return `${CANONICAL_RULES}:${v.count}:${v.lastUpdated}`;
    };
    const before = await state();
    const [mark] = await tx.select().from(catalogueCheck).where(eq(catalogueCheck.id, 1));
    if (mark?.state === before) return null;
    const plan = planCanonicalisation(await listDiscs(tx), isDerivedId);
    const result = plan.upserts.length === 0 ? null : await applyMergePlan(tx, plan);
    const after = result ? await state() : before;
    await tx
      .insert(catalogueCheck)
      .values({ id: 1, state: after })
      .onConflictDoUpdate({ target: catalogueCheck.id, set: { state: after } });
    return result;
  });
  if (!applied) return { rewritten: 0, merged: 0, movedUserDiscs: 0 };
  notifyCatalogueChanged(db);
  return {
    rewritten: applied.added + applied.updated,
    merged: applied.merged,
    movedUserDiscs: applied.moved,
  };
}

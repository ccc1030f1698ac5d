import { sql } from 'drizzle-orm';
import { stableDiscId } from '../../core/disc/stable-id';
import type { Disc } from '../../core/disc/types';
import type { Db } from '../db/client';
import { disc, userDisc } from '../db/schema';

const BATCH = 1000;

/**
 * A disc stored under a derived id (stableDiscId(brand, name): the starter catalogue, or a CSV
 * row without an id) is superseded when an import brings the same brand and name under the
 * source's own id: user discs are moved to the new id and the derived row is deleted, so the
 * catalogue does not list the disc twice. A user disc whose bag already holds the new id keeps
 * the old one (and the old row stays). Run inside the import's transaction, after the upsert.
 * Returns how many derived rows were removed.
 */
export async function supersedeDerivedIds(db: Db, discs: readonly Disc[]): Promise<number> {
  const incoming = new Set(discs.map((d) => d.id));
  const pairs: [string, string][] = [];
  for (const d of discs) {
    const derived = stableDiscId(d.brand, d.name);
    if (derived !== d.id && !incoming.has(derived)) pairs.push([derived, d.id]);
  }
  let removed = 0;
  for (let i = 0; i < pairs.length; i += BATCH) {
    const batch = pairs.slice(i, i + BATCH);
    const existing = await db
      .select({ id: disc.id })
      .from(disc)
      .where(
        sql`${disc.id} in (${sql.join(
          batch.map(([old]) => sql`${old}`),
          sql`, `,
        )})`,
      );
    if (existing.length === 0) continue;
    const found = new Set(existing.map((r) => r.id));
    const moves = batch.filter(([old]) => found.has(old));
    const values = sql.join(
      moves.map(([old, id]) => sql`(${old}, ${id})`),
      sql`, `,
    );
    await db.execute(sql`
      update ${userDisc} as u set disc_id = m.new_id
      from (values ${values}) as m(old_id, new_id)
      where u.disc_id = m.old_id
        and not exists (
          select 1 from ${userDisc} as x where x.bag_id = u.bag_id and x.disc_id = m.new_id
        )`);
    const deleted = await db
      .delete(disc)
      .where(
        sql`${disc.id} in (${sql.join(
          moves.map(([old]) => sql`${old}`),
          sql`, `,
        )})
          and not exists (select 1 from ${userDisc} as x where x.disc_id = ${disc.id})`,
      )
      .returning({ id: disc.id });
    removed += deleted.length;
  }
  return removed;
}

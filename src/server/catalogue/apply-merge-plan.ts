import { sql } from 'drizzle-orm';
import type { MergePlan } from '../../core/disc/catalogue-merge';
import type { Db } from '../db/client';
import { disc, userDisc } from '../db/schema';
import { upsertDiscs, type UpsertCounts } from './disc-repository';

const BATCH = 500;

type Extra = Record<string, string | number | boolean | null>;

interface Held {
  id: string;
  bagId: string;
  discId: string;
  extra: Extra;
  createdAt: Date;
}

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function userDiscsOf(db: Db, discIds: readonly string[]): Promise<Held[]> {
  const rows: Held[] = [];
  for (const batch of chunks(discIds)) {
    rows.push(
      ...(await db
        .select({
          id: userDisc.id,
          bagId: userDisc.bagId,
          discId: userDisc.discId,
          extra: userDisc.extra,
          createdAt: userDisc.createdAt,
        })
        .from(userDisc)
        .where(sql`${userDisc.discId} in (${inList(batch)})`)),
    );
  }
  return rows;
}

export interface MoveCounts {
  /** User discs now pointing at the surviving entry. */
  moved: number;
  /** User discs removed because their bag already held the surviving entry. */
  combined: number;
}

/**
 * Points user discs at the surviving catalogue entries. When one bag ends up holding the same
 * disc twice (it held two entries that are one disc), the copy added first stays, with its
 * colour and fields, and takes any field only the other copy had; the other copy is removed.
 */
export async function moveUserDiscs(
  db: Db,
  moves: ReadonlyMap<string, string>,
): Promise<MoveCounts> {
  if (moves.size === 0) return { moved: 0, combined: 0 };
  const touched = new Set([...moves.keys(), ...moves.values()]);
  const held = await userDiscsOf(db, [...touched]);
  const groups = new Map<string, Held[]>();
  for (const h of held) {
    const key = `${h.bagId}|${moves.get(h.discId) ?? h.discId}`;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  const removed: string[] = [];
  const updates: { id: string; discId: string; extra: Extra }[] = [];
  for (const group of groups.values()) {
    if (!group.some((h) => moves.has(h.discId))) continue;
    group.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    const [keeper, ...others] = group as [Held, ...Held[]];
    const extra = Object.assign({}, ...others.reverse().map((o) => o.extra), keeper.extra) as Extra;
    removed.push(...others.map((o) => o.id));
    updates.push({ id: keeper.id, discId: moves.get(keeper.discId) ?? keeper.discId, extra });
  }
  for (const batch of chunks(removed)) {
    await db.delete(userDisc).where(sql`${userDisc.id} in (${inList(batch)})`);
  }
  for (const batch of chunks(updates)) {
    const values = sql.join(
      batch.map((u) => sql`(${u.id}::uuid, ${u.discId}, ${JSON.stringify(u.extra)}::jsonb)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${userDisc} as u set disc_id = v.disc_id, extra = v.extra
      from (values ${values}) as v(id, disc_id, extra)
      where u.id = v.id`);
  }
  return { moved: updates.length, combined: removed.length };
}

export interface AppliedPlan extends UpsertCounts, MoveCounts {
  /** Catalogue entries merged into another entry and removed. */
  merged: number;
}

/** Runs a MergePlan: upserts, user-disc moves, then deletes. Call inside a transaction. */
export async function applyMergePlan(db: Db, plan: MergePlan): Promise<AppliedPlan> {
  const upserted = await upsertDiscs(db, plan.upserts);
  const moved = await moveUserDiscs(db, plan.moves);
  let merged = 0;
  for (const batch of chunks(plan.deletes)) {
    const gone = await db
      .delete(disc)
      .where(sql`${disc.id} in (${inList(batch)})`)
      .returning({ id: disc.id });
    merged += gone.length;
  }
  return { ...upserted, ...moved, merged };
}

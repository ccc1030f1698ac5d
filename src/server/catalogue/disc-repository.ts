import { sql } from 'drizzle-orm';
import type { Disc } from '../../core/disc/types';
import type { Db } from '../db/client';
import { disc } from '../db/schema';

/** Rows per INSERT statement: 13 parameters each stays far below PostgreSQL's 65,535. */
export const UPSERT_BATCH_SIZE = 500;

export interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** What identifies one state of the catalogue, cheap to read from any process. */
export interface CatalogueVersion {
  count: number;
  /** Latest updated_at in ms since the epoch, or 0 for an empty table. */
  lastUpdated: number;
}

const DISC_COLUMNS = {
  id: disc.id,
  name: disc.name,
  brand: disc.brand,
  category: disc.category,
  speed: disc.speed,
  glide: disc.glide,
  turn: disc.turn,
  fade: disc.fade,
  stability: disc.stability,
  pic: disc.pic,
  color: disc.color,
  background_color: disc.backgroundColor,
  link: disc.link,
};

/** Every catalogue disc, in no particular order (callers sort). */
export async function listDiscs(db: Db): Promise<Disc[]> {
  return db.select(DISC_COLUMNS).from(disc);
}

/** The catalogue discs with these ids (missing ids are simply absent). */
export async function findDiscsByIds(db: Db, ids: readonly string[]): Promise<Disc[]> {
  if (ids.length === 0) return [];
  return db
    .select(DISC_COLUMNS)
    .from(disc)
    .where(
      sql`${disc.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

export async function countDiscs(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(disc);
  return row?.n ?? 0;
}

/** count(*) and max(updated_at): changes whenever any process adds or changes a disc. */
export async function catalogueVersion(db: Db): Promise<CatalogueVersion> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`(extract(epoch from max(${disc.updatedAt})) * 1000)::text`,
    })
    .from(disc);
  return { count: row?.count ?? 0, lastUpdated: row?.last ? Number(row.last) : 0 };
}

const CHANGED = sql.raw(
  [
    'name',
    'brand',
    'category',
    'speed',
    'glide',
    'turn',
    'fade',
    'stability',
    'pic',
    'color',
    'background_color',
    'link',
  ]
    .map((c) => `"disc"."${c}" is distinct from excluded."${c}"`)
    .join(' or '),
);

/**
 * Inserts new discs and updates changed ones, by id, in batches of multi-row
 * INSERT … ON CONFLICT DO UPDATE … WHERE <row differs>. An unchanged row is not touched (its
 * updated_at stays), so re-importing the same data changes nothing. Ids must be unique in `discs`.
 * Run it inside a transaction to make a whole import atomic.
 */
export async function upsertDiscs(db: Db, discs: readonly Disc[]): Promise<UpsertCounts> {
  let added = 0;
  let updated = 0;
  for (let i = 0; i < discs.length; i += UPSERT_BATCH_SIZE) {
    const rows = discs.slice(i, i + UPSERT_BATCH_SIZE).map((d) => ({
      id: d.id,
      name: d.name,
      brand: d.brand,
      category: d.category,
      speed: d.speed,
      glide: d.glide,
      turn: d.turn,
      fade: d.fade,
      stability: d.stability,
      pic: d.pic,
      color: d.color,
      backgroundColor: d.background_color,
      link: d.link,
    }));
    const written = await db
      .insert(disc)
      .values(rows)
      .onConflictDoUpdate({
        target: disc.id,
        set: {
          name: sql`excluded.name`,
          brand: sql`excluded.brand`,
          category: sql`excluded.category`,
          speed: sql`excluded.speed`,
          glide: sql`excluded.glide`,
          turn: sql`excluded.turn`,
          fade: sql`excluded.fade`,
          stability: sql`excluded.stability`,
          pic: sql`excluded.pic`,
          color: sql`excluded.color`,
          backgroundColor: sql`excluded.background_color`,
          link: sql`excluded.link`,
          updatedAt: sql`now()`,
        },
        setWhere: CHANGED,
      })
      // xmax = 0 only for a freshly inserted row version; unchanged rows are not returned at all.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (row.inserted) added++;
      else updated++;
    }
  }
  return { added, updated, unchanged: discs.length - added - updated };
}

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

/** The catalogue fields a user disc shows with it (DiscDetails). */
export const DISC_DETAIL_COLUMNS = {
  name: disc.name,
  brand: disc.brand,
  category: disc.category,
  speed: disc.speed,
  glide: disc.glide,
  turn: disc.turn,
  fade: disc.fade,
};

/** Every stored field of a disc but its id, by the table's own (TypeScript) names. */
const DATA_COLUMNS = {
  ...DISC_DETAIL_COLUMNS,
  stability: disc.stability,
  pic: disc.pic,
  color: disc.color,
  backgroundColor: disc.backgroundColor,
  link: disc.link,
};

/** A Disc as selected: the data columns, with DiscIt's spelling of background_color. */
const { backgroundColor, ...sameNamed } = DATA_COLUMNS;
const DISC_COLUMNS = { id: disc.id, ...sameNamed, background_color: backgroundColor };

/** Every catalogue disc, in no particular order (callers sort). */
export async function listDiscs(db: Db): Promise<Disc[]> {
  return db.select(DISC_COLUMNS).from(disc);
}

/** The catalogue discs with these ids (missing ids are simply absent). */
export async function findDiscsByIds(
  db: Pick<Db, 'select'>,
  ids: readonly string[],
): Promise<Disc[]> {
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
  Object.values(DATA_COLUMNS)
    .map((c) => `"disc"."${c.name}" is distinct from excluded."${c.name}"`)
    .join(' or '),
);

/** ON CONFLICT … SET: every data column from the proposed row, and a new updated_at. */
const TAKE_PROPOSED = {
  ...Object.fromEntries(
    Object.entries(DATA_COLUMNS).map(([key, c]) => [key, sql.raw(`excluded."${c.name}"`)]),
  ),
  updatedAt: sql`now()`,
};

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
    const rows = discs
      .slice(i, i + UPSERT_BATCH_SIZE)
      .map(({ background_color, ...rest }) => ({ ...rest, backgroundColor: background_color }));
    const written = await db
      .insert(disc)
      .values(rows)
      .onConflictDoUpdate({
        target: disc.id,
        set: TAKE_PROPOSED,
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

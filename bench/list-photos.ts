// The user-disc list's statement beside 50,000 disc photos (PostgreSQL only, BENCH_DATABASE_URL):
// EXPLAIN (ANALYZE, BUFFERS) and the median time of the statement as the server runs it now,
// as it ran before (joined by the disc's id alone, with the photo index on user_id), and the
// bare floor (the same rows without the photo join). Also the cost of Drizzle's row mapping on
// the list's miss path: the prepared statement through Drizzle against the same SQL through the
// bare driver. Prints JSON.
//
// Its own database (bench_list_photos, or BENCH_LIST_PHOTOS_DB) is made again at each run:
// 1,000 players with 200 discs each, 50,000 of the discs with a photo of 2.1 KB (stored out of
// line, as real photos are).
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { userDiscListQuery } from '../src/server/collection/user-disc-repository';
import { openDatabase, type Db } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { schema, userDisc, userDiscPhoto } from '../src/server/db/schema';

const base = process.env.BENCH_DATABASE_URL;
if (!base) {
  console.log(JSON.stringify({ listPhotos: { skipped: 'BENCH_DATABASE_URL is not set' } }));
  process.exit(0);
}
const PLAYERS = 1_000;
const DISCS = 200;
const PHOTOS = 50_000;
const RUNS = Number(process.env.BENCH_LIST_PHOTOS_RUNS ?? 300);
const dbName = process.env.BENCH_LIST_PHOTOS_DB ?? 'bench_list_photos';
const url = new URL(base);
url.pathname = `/${dbName}`;

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
await migrateDatabase(database, url.toString());
await database.close();

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
await db.query('set synchronous_commit = off');
await db.query(
  `insert into "user" (id, name, email, email_verified)
   select 'u' || g, 'Player ' || g, 'p' || g || '@photos.test', false from generate_series(1, $1) g`,
  [PLAYERS],
);
await db.query(
  `insert into bag (id, user_id, name) select gen_random_uuid(), 'u' || g, 'Bag' from generate_series(1, $1) g`,
  [PLAYERS],
);
await db.query(
  `insert into user_disc (id, user_id, bag_id, disc_id, color, copy)
   select gen_random_uuid(), b.user_id, b.id, 'disc-' || s, '#3B82F6', 1
   from bag b, generate_series(1, $1) s`,
  [DISCS],
);
// Every fourth disc of every player has a photo (50 per player): 50,000 rows.
await db.query(
  `insert into user_disc_photo (user_disc_id, user_id, data, hash, bytes, width, height)
   select id, user_id, decode((select string_agg(md5(random()::text || n::text), '') from generate_series(1, 132) n), 'hex'),
          substr(md5(id::text), 1, 16), 2112, 1600, 1200
   from (select id, user_id, row_number() over (partition by user_id order by id) k from user_disc) d
   where k % 4 = 0 limit $1`,
  [PHOTOS],
);
await db.query('vacuum analyze');

const orm = drizzle(db, { schema }) as unknown as Db;
const PLAYER = 'u500';

/** The statement as it was: photos joined by the disc's id alone. */
const before = orm
  .select({ id: userDisc.id, photoHash: userDiscPhoto.hash })
  .from(userDisc)
  .leftJoin(userDiscPhoto, eq(userDiscPhoto.userDiscId, userDisc.id))
  .where(eq(userDisc.userId, sql.placeholder('userId')))
  .orderBy(userDisc.id);
/** The floor: the list's own statement with the photo join taken out (its column null). */
function withoutPhotos(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const stripped = text
    .replace('"user_disc_photo"."hash"', 'null')
    .replace(/ left join "user_disc_photo" on .*? where /, ' where ');
  if (stripped.includes('user_disc_photo')) throw new Error(`photo join left in: ${stripped}`);
  // The placeholders left, numbered again from $1.
  const kept: unknown[] = [];
  const renumbered = stripped.replace(/\$(\d+)/g, (_, n: string) => {
    kept.push(params[Number(n) - 1]);
    return `$${kept.length}`;
  });
  return { toSQL: () => ({ sql: renumbered, params: kept }) };
}

function bound(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const args = params.map((p) => (p && typeof p === 'object' && 'name' in p ? PLAYER : p));
  return { text, args };
}

async function explain(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { text, args } = bound(query);
  const r = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off) ${text}`,
    args,
  );
  return r.rows.map((row) => row['QUERY PLAN']);
}

/** Median ms of the statement run RUNS times (the server's kind: prepared, one player). */
async function median(name: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { text, args } = bound(query);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await db.query({ name, text, values: args });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return +times[Math.floor(times.length / 2)]!.toFixed(3);
}

// The old shape under the old index: made in a transaction that is rolled back.
await db.query('begin');
await db.query('drop index user_disc_photo_user_list_idx');
await db.query('create index user_disc_photo_user_id_idx on user_disc_photo (user_id)');
await db.query('analyze user_disc_photo');
const beforePlan = await explain(before);
const beforeMs = await median('before', before);
await db.query('rollback');

const now = userDiscListQuery(orm);
const afterPlan = await explain(now);
const afterMs = await median('after', now);
const bareMs = await median('bare', withoutPhotos(now));
const barePlan = await explain(withoutPhotos(now));

// The miss path's row mapping: Drizzle's prepared statement against the bare driver.
const prepared = userDiscListQuery(orm).prepare('list_mapped');
const { text: listSql, args: listArgs } = bound(now);
const mapped: number[] = [];
const raw: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const userId = `u${1 + (i % PLAYERS)}`;
  let t = performance.now();
  await prepared.execute({ userId });
  mapped.push(performance.now() - t);
  t = performance.now();
  await db.query({
    name: 'list_raw',
    text: listSql,
    values: listArgs.map(() => userId),
    rowMode: 'array',
  });
  raw.push(performance.now() - t);
}
const mid = (xs: number[]) => +xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(3);

await db.end();
console.log(
  JSON.stringify({
    listPhotos: {
      players: PLAYERS,
      discsPerPlayer: DISCS,
      photos: PHOTOS,
      runs: RUNS,
      medianMs: { before: beforeMs, after: afterMs, bareWithoutPhotos: bareMs },
      plans: { before: beforePlan, after: afterPlan, bareWithoutPhotos: barePlan },
      missPathRows: { drizzleMs: mid(mapped), bareDriverMs: mid(raw) },
      loadAverage: os.loadavg(),
    },
  }),
);

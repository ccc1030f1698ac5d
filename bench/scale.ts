// Scale benchmark (PostgreSQL only, BENCH_DATABASE_URL): 10,000 users with 10 bags of 20 discs
// each (2,000,000 discs in bags), then the signed-in bag list and user-disc list under load from
// 1,000 different users, with the query plans that show index use. Prints JSON.
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { startServer } from '../src/server/testing/server-process';

const base = process.env.BENCH_DATABASE_URL;
if (!base) {
  console.log(JSON.stringify({ scale: { skipped: 'BENCH_DATABASE_URL is not set' } }));
  process.exit(0);
}
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 10_000);
const SIGNED_IN = 1_000;
const SECRET = 'bench-secret-bench-secret-bench-secret-42';
const dbName = 'hyzer_bench_scale';
const url = new URL(base);
url.pathname = `/${dbName}`;

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
await admin.end();

// migrates and imports the catalogue
const server = await startServer({
  port: 3904,
  env: { DATABASE_URL: url.toString(), AUTH_SECRET: SECRET },
  importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
});
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const t0 = Date.now();
await db.query(
  `insert into "user" (id, name, email, email_verified)
  select 'u' || g, 'Player ' || g, 'player' || g || '@scale.test', false from generate_series(1, $1) g`,
  [USERS],
);
await db.query(
  `insert into bag (id, user_id, name, description)
  select gen_random_uuid(), 'u' || g, 'Bag ' || b, '' from generate_series(1, $1) g, generate_series(1, 10) b`,
  [USERS],
);
await db.query(`with d as (select array_agg(id order by id) ids, count(*)::int n from disc),
  b as (select id, user_id, row_number() over () k from bag)
  insert into user_disc (id, user_id, bag_id, disc_id, color)
  select gen_random_uuid(), b.user_id, b.id, d.ids[((b.k + s) % d.n) + 1], '#3B82F6'
  from b, d, generate_series(1, 20) s`);
await db.query('analyze');
const seedSeconds = (Date.now() - t0) / 1000;

const cookies: string[] = [];
for (let i = 0; i < SIGNED_IN; i++) {
  const user = 1 + Math.floor((i * USERS) / SIGNED_IN);
  const token = `bench-token-${user}`;
  await db.query(
    `insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '7 days')`,
    [`s${user}`, token, `u${user}`],
  );
  const sig = createHmac('sha256', SECRET).update(token).digest('base64');
  cookies.push(`hyzer.session_token=${encodeURIComponent(`${token}.${sig}`)}`);
}

async function load(path: string) {
  let n = 0;
  const r = await autocannon({
    url: server.url + path,
    connections: 50,
    duration: Number(process.env.BENCH_DURATION ?? 10),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, cookie: cookies[n++ % cookies.length]! },
        }),
      },
    ],
  });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  };
}

const plan = async (sql: string, params: unknown[]) =>
  (
    await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off) ${sql}`,
      params,
    )
  ).rows.map((r) => r['QUERY PLAN']);

const result = {
  users: USERS,
  bags: USERS * 10,
  discsInBags: USERS * 200,
  seedSeconds,
  bagList: await load('/api/bags'),
  userDiscList: await load('/api/user-discs'),
  plans: {
    session: await plan('select * from session where token = $1', ['bench-token-1']),
    bagList: await plan('select id, name, description from bag where user_id = $1 order by id', [
      'u5000',
    ]),
    userDiscList: await plan(
      `select ud.id, ud.bag_id, ud.disc_id, ud.color, d.name from user_disc ud left join disc d on d.id = ud.disc_id where ud.user_id = $1 order by ud.id`,
      ['u5000'],
    ),
  },
};
await db.end();
await server.stop();
const cleanup = new pg.Client({ connectionString: base });
await cleanup.connect();
await cleanup.query(`drop database if exists ${dbName} with (force)`);
await cleanup.end();
console.log(JSON.stringify({ scale: result }));

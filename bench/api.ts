// API load benchmark: autocannon, 50 connections, 10 s after a warm-up, against the built
// server in its own process, next to a bare node:http baseline. PGlite always; PostgreSQL too
// when BENCH_DATABASE_URL is set. Prints JSON.
import { get } from 'node:http';
import autocannon from 'autocannon';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { startServer } from '../src/server/testing/server-process';
import { startBaseline } from './baseline-server';
import { seedPlayer } from './seed-player';
import { steadyLoad } from './steady-load';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/** First of the three ports used (baseline, PGlite, PostgreSQL); BENCH_PORT moves them. */
const PORT = Number(process.env.BENCH_PORT ?? 3901);

interface Figure {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>, duration: number) {
  const r = await autocannon({ url, connections: 50, duration, headers });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  };
}

async function measure(
  route: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figure> {
  await load(url, headers, WARMUP);
  return { route, ...(await load(url, headers, DURATION)) };
}

/** Bytes of a response body as sent (fetch would decode the compression). */
function rawBodyBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

async function benchDatabase(label: string, port: number, databaseUrl?: string) {
  const server = await startServer({
    port,
    env: { DATABASE_URL: databaseUrl ?? '' },
    importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
  });
  try {
    const cookie = await seedPlayer(server);
    const first = await fetch(`${server.url}/api/catalog`, {
      headers: { 'accept-encoding': 'br' },
    });
    const etag = first.headers.get('etag') ?? '';
    const catalogBrBytes = await rawBodyBytes(`${server.url}/api/catalog`, {
      'accept-encoding': 'br',
    });
    const catalogDiscs = ((await (await fetch(`${server.url}/api/catalog`)).json()) as unknown[])
      .length;
    const routes: Figure[] = [];
    routes.push(await measure('GET /api/bags (signed in)', `${server.url}/api/bags`, { cookie }));
    routes.push(
      await measure('GET /api/user-discs (signed in, 100 discs)', `${server.url}/api/user-discs`, {
        cookie,
      }),
    );
    routes.push(
      await measure('GET /api/catalog (br)', `${server.url}/api/catalog`, {
        'accept-encoding': 'br',
      }),
    );
    routes.push(
      await measure('GET /api/catalog (304 revalidation)', `${server.url}/api/catalog`, {
        'accept-encoding': 'br',
        'if-none-match': etag,
      }),
    );
    const steady = { rate: 1000, seconds: DURATION };
    return {
      database: label,
      routes,
      bagListAt1000: await steadyLoad(`${server.url}/api/bags`, { cookie }, steady),
      userDiscListAt1000: await steadyLoad(`${server.url}/api/user-discs`, { cookie }, steady),
      catalogBrBytes,
      catalogDiscs,
    };
  } finally {
    await server.stop();
  }
}

const baselineServer = await startBaseline(PORT);
const baseline = await measure('bare node:http, small JSON', baselineServer.url);
await baselineServer.stop();

const runs = [await benchDatabase('PGlite (embedded)', PORT + 1)];
if (process.env.BENCH_DATABASE_URL)
  runs.push(await benchDatabase('PostgreSQL', PORT + 2, process.env.BENCH_DATABASE_URL));

// The catalogue goes out brotli-compressed: to autocannon, bytes with no pattern. It reads such a
// body far slower than a text body of the same size, so the catalogue route is compared with a
// bare node:http answer of as many random bytes.
const binaryServer = await startBaseline(PORT);
const catalogBytes = runs[0]!.catalogBrBytes;
const binaryBaseline = await measure(
  `bare node:http, ${catalogBytes} random bytes (the catalogue's brotli size)`,
  `${binaryServer.url}/random/${catalogBytes}`,
);
await binaryServer.stop();
console.log(JSON.stringify({ api: { baseline, binaryBaseline, runs } }));

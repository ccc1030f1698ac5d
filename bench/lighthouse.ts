// What a phone feels: Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// built app, served by the real server on a fresh data folder with the real catalogue when it is
// there. Anonymous: /, /login, /signup; signed in (the bench signs up through the API and passes
// the session cookie): /home, /discs and a 100-disc bag page. Each page is run LIGHTHOUSE_RUNS
// times (3) and the median kept, because the simulated figures still follow the machine's load.
// Before those, the time the server takes to draw /home and the bag page with their data
// (docs/decisions/0034): session, data and render, from the pages' Server-Timing headers.
// Chromium: CHROME_PATH (Debian's /usr/bin/chromium by default). Prints one JSON line.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { freePort, signUpOverHttp, startServer } from '../src/server/testing/server-process';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3907);
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
/**
 * A folder to keep each run's full report in (for reading the request chains and the LCP), and its
 * trace (`*.trace.json`, for DevTools: which tasks made the Total Blocking Time).
 */
const SAVE = process.env.LIGHTHOUSE_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });

interface PageFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** What the LCP was (Lighthouse's node label), from the median run. */
  lcpElement: string;
  runs: { score: number; lcpMs: number; tbtMs: number; cls: number }[];
}

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** One bag of 100 discs (the case), through the API as a player would. */
async function seed(url: string): Promise<{ cookie: string; bagId: string }> {
  const cookie = await signUpOverHttp(url, `lighthouse-${Date.now()}@example.com`);
  const headers = { origin: url, 'content-type': 'application/json', cookie };
  const catalogue = (await (await fetch(`${url}/api/catalog`)).json()) as { id: string }[];
  const bag = await json(
    await fetch(`${url}/api/bags`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Tournament bag' }),
    }),
  );
  for (let d = 0; d < 100; d++) {
    await json(
      await fetch(`${url}/api/user-discs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          bagId: bag.id,
          discitId: catalogue[(d * 7) % catalogue.length]!.id,
          color: '#3B82F6',
        }),
      }),
    );
  }
  return { cookie, bagId: String(bag.id) };
}

async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hyzer-lighthouse-'));
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: stopping it stops its helper processes too, which otherwise go on
    // writing into the profile folder while it is removed.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    stop: async () => {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(-child.pid!, 'SIGKILL');
      await gone;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (err) {
        console.error(`left the Chromium profile ${profile}: ${String(err)}`);
      }
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function audit(
  chromePort: number,
  url: string,
  headers: Record<string, string>,
): Promise<Omit<PageFigures, 'page'>> {
  const runs: (PageFigures['runs'][number] & { fcpMs: number; lcpElement: string })[] = [];
  for (let i = 0; i < RUNS; i++) {
    // On a loaded machine a trace is now and then unusable (NO_NAVSTART): that run is redone.
    let lhr;
    let trace: unknown;
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: headers,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      lhr = result.lhr;
      trace = (result as unknown as { artifacts: { Trace?: unknown } }).artifacts.Trace;
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.error(`  ${url}: ${lhr.runtimeError.code}, run again`);
    }
    if (SAVE) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${i + 1}.json`;
      writeFileSync(path.join(SAVE, name), JSON.stringify(lhr));
      const t = trace;
      if (t)
        writeFileSync(path.join(SAVE, name.replace('.json', '.trace.json')), JSON.stringify(t));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined
    )?.items?.[0]?.items;
    const node = lcpItems?.[0]?.node;
    runs.push({
      score: lhr.categories.performance?.score ?? NaN,
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
      lcpElement: node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"` : '',
    });
    console.error(
      `  ${url} run ${i + 1}: score ${runs.at(-1)!.score}, LCP ${Math.round(runs.at(-1)!.lcpMs)} ms, TBT ${Math.round(runs.at(-1)!.tbtMs)} ms, LCP element ${runs.at(-1)!.lcpElement}`,
    );
  }
  // The run whose score is the median: its LCP element is the one reported.
  const mid = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpElement: mid.lcpElement,
    runs: runs.map(({ score, lcpMs, tbtMs, cls }) => ({
      score,
      lcpMs: Math.round(lcpMs),
      tbtMs: Math.round(tbtMs),
      cls: Number(cls.toFixed(3)),
    })),
  };
}

/**
 * How long the server takes to draw a signed-in page with its player's data (decision 0034), from
 * its Server-Timing header over RENDER_SAMPLES requests after one warm-up: the session, the data
 * read through the API, and the render itself (work on the event loop), in ms; and the page's size.
 */
const RENDER_SAMPLES = Number(process.env.RENDER_SAMPLES ?? 30);
async function serverRender(url: string, cookie: string) {
  const steps: Record<string, number[]> = {};
  let html = '';
  let drawn = false;
  for (let i = 0; i <= RENDER_SAMPLES; i++) {
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'br' } });
    const body = await res.text();
    const timing = res.headers.get('server-timing');
    drawn = Boolean(timing);
    if (!timing || i === 0) continue; // the first loads the renderer
    html = body;
    for (const part of timing.split(',')) {
      const [name, dur] = part.trim().split(';dur=');
      (steps[name!] ??= []).push(Number(dur));
    }
  }
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
  return {
    drawn,
    htmlBytes: Buffer.byteLength(html),
    // As the server sends it (brotli, quality 5).
    brotliBytes: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length,
    ms: Object.fromEntries(
      Object.entries(steps).map(([name, xs]) => [
        name,
        { p50: pct(xs, 0.5), p95: pct(xs, 0.95), max: Math.max(...xs) },
      ]),
    ),
  };
}

const server = await startServer({
  port: PORT,
  importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
});
const chrome = await startChromium();
try {
  const { cookie, bagId } = await seed(server.url);
  const pages: [string, Record<string, string>][] = [
    ['/', {}],
    ['/login', {}],
    ['/signup', {}],
    ['/home', { cookie }],
    ['/discs', { cookie }],
    [`/bags/${bagId}`, { cookie }],
  ];
  const rendering = {
    home: await serverRender(`${server.url}/home`, cookie),
    bag: await serverRender(`${server.url}/bags/${bagId}`, cookie),
  };
  console.error(`  server render: ${JSON.stringify(rendering)}`);
  const figures: PageFigures[] = [];
  for (const [page, headers] of pages) {
    const label = page.startsWith('/bags/') ? '/bags/:bagId (100 discs)' : page;
    if (ONLY && !ONLY.includes(label) && !ONLY.includes(page)) continue;
    figures.push({ page: label, ...(await audit(chrome.port, server.url + page, headers)) });
  }
  console.log(
    JSON.stringify({
      lighthouse: {
        version: '12',
        preset: 'mobile, simulated throttling',
        runsPerPage: RUNS,
        catalogue: hasSharedCatalogue ? 'real' : 'empty',
        serverRender: { samples: RENDER_SAMPLES, ...rendering },
        pages: figures.map((f) => ({
          ...f,
          lcpMs: Math.round(f.lcpMs),
          tbtMs: Math.round(f.tbtMs),
          fcpMs: Math.round(f.fcpMs),
          cls: Number(f.cls.toFixed(3)),
        })),
      },
    }),
  );
} finally {
  await chrome.stop();
  await server.stop();
}

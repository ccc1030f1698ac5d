// The bag page's flight chart for a player at the throw ceiling (20,000 throws over a 40-disc
// bag) beside the same bag for a player with none, in Chromium at 1280x800 with the CPU slowed 4x
// (the DevTools protocol): from the navigation until the chart's paths are drawn, the long tasks
// of the main thread (PerformanceObserver 'longtask', buffered: their sum and the longest), the
// time to the drawn chart, and the page's DOM nodes (each measured disc draws one spread oval and
// its latest few landings, decision 0046, never a dot per throw). Median of HEAVY_CHART_RUNS (3)
// opens. Run after `npm run build`; HEAVY_CHART_PORT picks the server's port, CHROME_PATH
// Chromium. Prints one JSON line.
import { chromium, type Browser } from 'playwright-core';
import { seedByImport, seededDisc, startBenchServer } from './import-seed';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.HEAVY_CHART_PORT ?? 3911);
const RUNS = Number(process.env.HEAVY_CHART_RUNS ?? 3);
const DISCS = 40;
const THROWS = 20_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const round = (x: number) => Math.round(x);

function throwsOf(disc: number, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    distanceFt: 180 + disc * 3 + ((i * 37) % 80),
    throwType: i % 9 === 0 ? 'forehand' : 'backhand',
    effort: i % 11 === 0 ? 'controlled' : 'full',
    finishFt: i % 3 === 0 ? null : ((i * 13) % 50) - 25,
    release: null,
    note: '',
    thrownAt: new Date(Date.UTC(2024, 0, 1) + (disc * n + i) * 600_000).toISOString(),
    measuredBy: 'typed',
    gpsAccuracyM: null,
  }));
}

async function seed(url: string, email: string, withThrows: boolean) {
  const { cookie, idOf } = await seedByImport(url, email, (catalogue) => [
    {
      name: 'Chart bag',
      description: '',
      discs: Array.from({ length: DISCS }, (_, i) => ({
        ...seededDisc(catalogue, i),
        ...(withThrows ? { throws: throwsOf(i, THROWS / DISCS) } : {}),
      })),
    },
  ]);
  return { cookie, bagId: idOf('Chart bag') };
}

interface PageFigures {
  longTasksMs: number;
  longestTaskMs: number;
  domNodes: number;
  landingDots: number;
  spreads: number;
}

/** Read in the page (a string: the bench's types have no DOM). */
const PAGE_FIGURES = `(() => {
  const long = window.__long;
  return {
    longTasksMs: long.reduce((a, b) => a + b, 0),
    longestTaskMs: long.length ? Math.max(...long) : 0,
    domNodes: document.getElementsByTagName('*').length,
    landingDots: document.querySelectorAll('[data-testid="landing-dot"]').length,
    spreads: document.querySelectorAll('[data-testid="landing-spread"]').length,
  };
})()`;

async function openChart(
  browser: Browser,
  url: string,
  cookie: string,
  bagId: string,
  measured: boolean,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
  // Every long task from the navigation on (a string: the bench's types have no DOM).
  await context.addInitScript({
    content: `window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push(e.duration);
}).observe({ type: 'longtask', buffered: true });`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await page.goto(`${url}/bags/${bagId}?view=chart`);
  // Drawn: the paths, and for the heavy player the measured discs' spreads too.
  const drawn = measured ? '[data-testid="landing-spread"]' : '[data-testid="flight-path"]';
  await page.locator(drawn).first().waitFor({ timeout: 180_000 });
  const drawnMs = Date.now() - t0;
  // Settled: the app has taken the page over and had time for what follows (not 'networkidle':
  // disc pictures on makers' sites may hang rather than fail on a machine without the internet).
  await page.locator('#root:not([data-prerendered])').waitFor({ timeout: 180_000 });
  await page.waitForTimeout(3_000);
  const figures = await page.evaluate<PageFigures>(PAGE_FIGURES);
  await context.close();
  return { drawnMs, ...figures };
}

async function measure(
  browser: Browser,
  url: string,
  player: { cookie: string; bagId: string },
  measured: boolean,
) {
  const runs: (PageFigures & { drawnMs: number })[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await openChart(browser, url, player.cookie, player.bagId, measured));
  }
  const pick = (k: keyof PageFigures | 'drawnMs') => round(median(runs.map((r) => r[k])));
  return {
    drawnMs: pick('drawnMs'),
    longTasksMs: pick('longTasksMs'),
    longestTaskMs: pick('longestTaskMs'),
    domNodes: pick('domNodes'),
    landingDots: pick('landingDots'),
    spreads: pick('spreads'),
  };
}

async function main() {
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const heavy = await seed(server.url, `heavy-chart-${Date.now()}@example.com`, true);
    const none = await seed(server.url, `no-throws-${Date.now()}@example.com`, false);
    const withThrows = await measure(browser, server.url, heavy, true);
    const withoutThrows = await measure(browser, server.url, none, false);
    console.log(
      JSON.stringify({
        heavyChart: {
          cpuThrottling: 4,
          runs: RUNS,
          discs: DISCS,
          throws: THROWS,
          withThrows,
          withoutThrows,
          ratio: Math.round((withThrows.drawnMs / withoutThrows.drawnMs) * 100) / 100,
        },
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

// Large players: one player at the limits (200 bags, 5,000 discs, one bag of 500), made through
// the API's import, then the app in Chromium with its CPU slowed 4x (the DevTools protocol):
// - /home: main-thread time (Performance.getMetrics TaskDuration: every task of the page's main
//   thread, scripting, style, layout and paint) from the navigation until the dashboard shows
//   the player's figures and the network is quiet;
// - the 500-disc bag page: its open the same way, then each sort (a click on a column header
//   until the next frame): the main-thread time it cost and the time to that frame.
// The real catalogue when it is there (../shared/data), else a generated one. Prints one JSON
// line; LARGE_PLAYER_PORT picks the server's port, CHROME_PATH Chromium.
import { chromium, type CDPSession, type Page } from 'playwright-core';
import path from 'node:path';
import { hasSharedCatalogue } from '../src/server/testing/shared-data';
import { seedByImport, seededDisc, startBenchServer } from './import-seed';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LARGE_PLAYER_PORT ?? 3908);
const RUNS = Number(process.env.LARGE_PLAYER_RUNS ?? 3);
/** Set: a CPU profile of each page open and each sort, its top functions by self time on stderr. */
const PROFILE = process.env.LARGE_PLAYER_PROFILE === '1';
/** A folder: screenshots of the 500-disc bag scrolled half-way, at 1280x800 and 390x844. */
const SHOTS = process.env.LARGE_PLAYER_SCREENSHOTS;
const BAGS = 200;
const DISCS = 5_000;
const BIG_BAG = 500;

/** A catalogue of `n` made-up discs, for a machine without the shared one. */
/** 200 bags: the first holds 500 discs, the 199 others share the 4,500 left. */
async function seed(url: string) {
  const { cookie, idOf } = await seedByImport(
    url,
    `large-${Date.now()}@example.com`,
    (catalogue) => {
      if (catalogue.length < BIG_BAG)
        throw new Error(`the catalogue has ${catalogue.length} discs`);
      const bags = Array.from({ length: BAGS }, (_, b) => ({
        name: b === 0 ? 'Everything bag' : `Bag ${b + 1}`,
        description: '',
        discs: [] as unknown[],
      }));
      for (let i = 0; i < DISCS; i++) {
        const b = i < BIG_BAG ? 0 : 1 + ((i - BIG_BAG) % (BAGS - 1));
        bags[b]!.discs.push(seededDisc(catalogue, i));
      }
      return bags;
    },
  );
  return { cookie, bigBagId: idOf('Everything bag') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN);
}

/** Main-thread time from a navigation until `ready` is visible and the network is quiet. */
async function openPage(page: Page, cdp: CDPSession, url: string, ready: string) {
  await page.goto('about:blank');
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const before = await taskMs(cdp);
  const t0 = Date.now();
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 120_000 });
  const visibleMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const mainThreadMs = (await taskMs(cdp)) - before;
  if (PROFILE) printProfile(url, (await cdp.send('Profiler.stop')).profile);
  return { mainThreadMs, visibleMs };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

function printProfile(
  url: string,
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] },
) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  console.error(`  profile of ${url}:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.error(`    ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  }
}

/** One sort: a click on the header's button, until the frame after React's update. */
async function sortOnce(page: Page, cdp: CDPSession, label: string) {
  if (PROFILE) await cdp.send('Profiler.start');
  const before = await taskMs(cdp);
  // In the page (this file has no DOM types): a string the browser evaluates.
  const frameMs = await page.evaluate<number>(`(async () => {
    const button = [...document.querySelectorAll('thead button')].find((b) =>
      b.textContent.trim().toLowerCase().startsWith(${JSON.stringify(label)}),
    );
    if (!button) throw new Error('no sort button ' + ${JSON.stringify(label)});
    const t0 = performance.now();
    button.click();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - t0;
  })()`);
  const mainThreadMs = (await taskMs(cdp)) - before;
  if (PROFILE) printProfile(`sort by ${label}`, (await cdp.send('Profiler.stop')).profile);
  return { mainThreadMs, frameMs };
}

const server = await startBenchServer(PORT);
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const t0 = Date.now();
  const { cookie, bigBagId } = await seed(server.url);
  const seedSeconds = (Date.now() - t0) / 1000;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // A first visit fills the HTTP cache (the catalogue, the chunks), as for a returning player.
  await page.goto(`${server.url}/home`);
  await page.getByRole('heading', { name: 'Your Collection' }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const home = [];
  const bag = [];
  const sorts: { mainThreadMs: number; frameMs: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    home.push(await openPage(page, cdp, `${server.url}/home`, 'text=Your Collection'));
    console.error(`  /home: ${JSON.stringify(home.at(-1))}`);
    bag.push(await openPage(page, cdp, `${server.url}/bags/${bigBagId}`, 'table tbody tr'));
    console.error(`  bag: ${JSON.stringify(bag.at(-1))}`);
    for (const label of ['speed', 'disc', 'glide', 'brand']) {
      sorts.push(await sortOnce(page, cdp, label));
    }
    console.error(`  sorts: ${JSON.stringify(sorts.slice(-4))}`);
  }
  if (SHOTS) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (const [name, size] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${server.url}/bags/${bigBagId}`);
      await page.getByRole('heading', { name: 'Everything bag' }).waitFor();
      await page.mouse.wheel(0, 30_000);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(SHOTS, `large-bag-${name}.png`) });
    }
  }
  const figure = (xs: { mainThreadMs: number }[]) =>
    Math.round(median(xs.map((x) => x.mainThreadMs)));
  console.log(
    JSON.stringify({
      largePlayer: {
        bags: BAGS,
        discs: DISCS,
        bigBag: BIG_BAG,
        catalogue: hasSharedCatalogue ? 'real' : 'generated',
        seedSeconds,
        cpuThrottling: 4,
        runs: RUNS,
        homeMainThreadMs: figure(home),
        homeVisibleMs: Math.round(median(home.map((x) => x.visibleMs))),
        bagPageMainThreadMs: figure(bag),
        bagPageVisibleMs: Math.round(median(bag.map((x) => x.visibleMs))),
        sortMainThreadMs: figure(sorts),
        sortFrameMs: Math.round(median(sorts.map((x) => x.frameMs))),
        sortMainThreadMsMax: Math.round(Math.max(...sorts.map((x) => x.mainThreadMs))),
      },
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}

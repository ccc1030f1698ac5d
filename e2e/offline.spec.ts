import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { api, catalogue, type CatalogueDisc } from './support/api';
import {
  allowLoggedAuthFailures,
  clickNav,
  expect,
  signUpViaApi,
  test,
  workerInControl,
} from './support/ui';

// Offline reading is the service worker's work (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('offline: the app says so, and a failed write says the player is offline and keeps the list', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.goto('/bags');
  await expect(page.getByText('No bags')).toBeVisible();
  // The worker registers a moment after the page opens. Cut off while it fetches its script,
  // Chromium itself logs "An unknown error occurred when fetching the script" (the app's part
  // of that case is in landing.spec.ts): go offline once it is in, as after a moment's use.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Bag' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create New Bag' });
  await form.getByLabel('Bag Name').fill('Offline bag');
  await form.getByRole('button', { name: 'Create Bag' }).click();
  // The failure is the network, so it says so (not 'Failed to create bag. …').
  await expect(
    form.getByText("You're offline. Nothing was saved: try again when you're back online."),
  ).toBeVisible();
  await expect(form.getByText('Failed to create bag. Please try again.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No bags')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden();
});

/** Two catalogue discs with all four flight numbers (so both charts draw them). */
function twoFlyingDiscs(all: CatalogueDisc[]): CatalogueDisc[] {
  const flying = all.filter((d) => [d.speed, d.glide, d.turn, d.fade].every((n) => n !== null));
  const first = flying[0];
  const second = flying.find((d) => d.name !== first?.name);
  if (!first || !second) throw new Error('the catalogue has too few discs with flight numbers');
  return [first, second];
}

/** A signed-up player with a bag holding two discs, made through the API. */
async function playerWithBag(page: Page, bagName: string) {
  await page.goto('/');
  await signUpViaApi(page);
  const discs = twoFlyingDiscs(await catalogue(page));
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: bagName });
  for (const disc of discs) {
    await api(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: '#3B82F6',
    });
  }
  return { bagId: bag.id, discs };
}

/** n from the search's 'Showing x to y of n discs'. */
async function discCount(page: Page): Promise<number> {
  const showing = page.getByText(/^Showing \d+ to \d+ of \d+ discs$/);
  const m = /of (\d+) discs/.exec((await showing.textContent()) ?? '');
  return Number(m?.[1] ?? NaN);
}

/** The API paths held in the browser's Cache Storage. */
function cachedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        paths.push(new URL(req.url).pathname);
    }
    return paths.filter((p) => p.startsWith('/api/'));
  });
}

const SHOTS = path.join('test-results', 'offline');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectBagWithCharts(page: Page, bagName: string, discs: CatalogueDisc[]) {
  await expect(page.getByRole('heading', { level: 1, name: bagName })).toBeVisible();
  for (const disc of discs) await expect(page.getByText(disc.name).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Flight Chart' }).click();
  const flight = page.getByTestId('flight-chart');
  for (const disc of discs) {
    await expect(
      flight.getByRole('img', { name: new RegExp(`^${escape(disc.name)}:`) }).first(),
    ).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Stability Chart' }).click();
  const stability = page.getByTestId('stability-chart');
  for (const disc of discs) {
    await expect(
      stability.getByRole('img', { name: new RegExp(`^${escape(disc.name)}:`) }).first(),
    ).toBeVisible();
  }
  await page.getByRole('tab', { name: 'List' }).click();
}

test('offline after use: dashboard, disc search, bags and a bag with its charts load from the cache; back online they refresh', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { bagId, discs } = await playerWithBag(page, 'Course bag');
  await workerInControl(page);

  // Used online once: every screen's data passes through the service worker.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/discs');
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ discs$/)).toBeVisible();
  await page.goto('/bags');
  await expect(page.getByText('Course bag')).toBeVisible();
  await page.goto(`/bags/${bagId}`);
  await expectBagWithCharts(page, 'Course bag', discs);

  await context.setOffline(true);
  // The server changes meanwhile (another device): offline, the page cannot know yet.
  await api(page, 'POST', '/api/bags', { name: 'Bag from another device' });

  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(
    page.getByText(/^Showing data from (less than a minute|\d+ minutes?) ago\.$/),
  ).toBeVisible();
  await expectBagWithCharts(page, 'Course bag', discs);
  // What the player sees offline, wide and on a phone (test-results/offline/).
  await page.screenshot({ path: path.join(SHOTS, 'bag-offline-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'bag-offline-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/home');
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText('Course bag').first()).toBeVisible();

  // The whole catalogue is there to search and filter.
  await page.goto('/discs');
  const everyDisc = await discCount(page);
  expect(everyDisc).toBeGreaterThan(1);
  const wanted = discs[1]!;
  await page.getByLabel('Search discs').fill(wanted.name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(wanted.name, { exact: true }).first()).toBeVisible();
  await expect.poll(() => discCount(page)).toBeLessThan(everyDisc);
  expect(await discCount(page)).toBeGreaterThan(0);

  await page.goto('/bags');
  await expect(page.getByText('Course bag')).toBeVisible();
  await expect(page.getByText('Bag from another device')).toBeHidden();

  // Back online: the lists are asked again without a reload.
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden();
  await expect(page.getByText('Bag from another device')).toBeVisible();
});

test('after sign-out, the next person offline sees nothing of the previous player', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await playerWithBag(page, 'Private bag');
  await workerInControl(page);
  await page.goto('/bags');
  await expect(page.getByText('Private bag')).toBeVisible();

  expect(await cachedApiPaths(page)).toContain('/api/bags');
  // A device preference, which is no player data and stays.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));

  await clickNav(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  // Only the public catalogue is left in the browser's caches.
  expect(
    (await cachedApiPaths(page)).filter((p) => !/^\/api\/(catalog|config)(\/|$)/.test(p)),
  ).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await context.setOffline(true);
  await page.goto('/bags');
  // No session can be read offline any more: the app opens signed out, on the landing page.
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/bags$/);
  await expect(page.getByText('Private bag')).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await expect(page.getByText('Private bag')).toHaveCount(0);
  // Reading the session offline fails, and the app logs that before treating it as signed out.
  allowLoggedAuthFailures(consoleErrors, /^Failed to load the session/);
});

test('installable: the manifest and worker are served fresh with their types, and Chromium finds no installability errors', async ({
  page,
}) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as {
    start_url: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ start_url: '/home', display: 'standalone' });
  for (const purpose of ['any', 'maskable']) {
    expect(body.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

  // Installability is only judged in a regular (persistent, non-incognito) profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hyzer-install-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
      baseURL: test.info().project.use.baseURL,
    });
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto('/');
    await tab.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(tab);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

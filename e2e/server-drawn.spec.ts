import { randomUUID } from 'node:crypto';
import { api, catalogue } from './support/api';
import { appIsLive, expect, signUpViaApi, test } from './support/ui';

// A service worker would answer the second navigation from its cache (the plain index.html).
test.use({ serviceWorkers: 'block' });

/**
 * A signed-in bag page's first response already holds the player's bag and its rows
 * (docs/decisions/0034): readable with JavaScript off; with it on, the app takes the page over
 * without asking for the bags or discs again and without moving anything.
 */
test('a bag page comes painted with its bag, and the app takes it over without reading it again @mobile', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const [d1, d2] = await catalogue(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Painted bag' });
  for (const d of [d1!, d2!])
    await api(page, 'POST', '/api/user-discs', { bagId: bag.id, discitId: d.id, color: '#3B82F6' });

  // The first response itself: the bag's name and its discs' names, and no other request needed.
  const response = await page.request.get(`/bags/${bag.id}`);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('Painted bag');
  expect(html).toContain(d1!.name);

  // With JavaScript off, the page still shows them.
  const cookies = await page.context().cookies();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const still = await noScript.newPage();
  await still.goto(`/bags/${bag.id}`);
  await expect(still.getByRole('heading', { level: 1, name: 'Painted bag' })).toBeVisible();
  // The table on a wide screen, the cards on a phone: one of them is shown.
  await expect(still.getByText(d1!.name).filter({ visible: true }).first()).toBeVisible();
  await noScript.close();

  // With it on: no read of the bags or discs, and no layout shift when the app takes over.
  await page.context().addInitScript(() => {
    let shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShift: () => shifted });
  });
  const reads: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname === '/api/bags' || pathname === '/api/user-discs') reads.push(pathname);
  });
  await page.goto(`/bags/${bag.id}`);
  await appIsLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Painted bag' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShift: () => number }).layoutShift(),
  );
  expect(shift).toBeLessThan(0.1);
});

/**
 * The app takes a server-drawn page over in place (hydration, decision 0034): the nodes the player
 * already sees stay (no page made again in one long task), nothing is logged (a hydration error
 * would be: the fixture fails the test on any console error), and a long list drawn for the first
 * screen goes on rendering its rows as the player scrolls.
 */
test('a server-drawn /home and long bag page are taken over in place, without errors @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const discs = (await catalogue(page)).slice(0, 70);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Long bag' });
  for (const d of discs)
    await api(page, 'POST', '/api/user-discs', { bagId: bag.id, discitId: d.id, color: '#3B82F6' });

  // The page's heading as the server drew it, kept before the app starts.
  await page.context().addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { drawnHeading: document.querySelector('h1') }),
    );
  });
  const drawnHeadingKept = () =>
    page.evaluate(() => {
      const heading = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
      return heading !== null && heading.isConnected && heading === document.querySelector('h1');
    });

  await page.goto('/home');
  await appIsLive(page);
  expect(await drawnHeadingKept()).toBe(true);

  await page.goto(`/bags/${bag.id}`);
  await appIsLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Long bag' })).toBeVisible();
  expect(await drawnHeadingKept()).toBe(true);
  // The last disc of the bag is not drawn by the server; scrolled to, it is there.
  await expect(page.locator('[data-index="69"]').filter({ visible: true })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-index="69"]').filter({ visible: true })).toBeVisible();
});

/**
 * A measured disc's landings come with the page (the throw summary is one of the answers the page
 * carries): a bag's chart drawn by the server already holds its spread, and the app takes it over
 * without asking for the summary again.
 */
test('a bag chart comes painted with a measured disc’s landings, and the summary is not read again', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const [disc] = await catalogue(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Measured bag' });
  const made = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: disc!.id,
    color: '#3B82F6',
  });
  for (let i = 0; i < 6; i++)
    await api(page, 'PUT', `/api/throws/${randomUUID()}`, {
      userDiscId: made.id,
      distanceFt: 250 + i * 5,
      finishFt: i - 3,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
      measuredBy: 'typed',
    });

  const html = await (await page.request.get(`/bags/${bag.id}?view=chart`)).text();
  expect(html).toContain('data-testid="landing-spread"');

  const reads: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname === '/api/throws/summary') reads.push(pathname);
  });
  await page.goto(`/bags/${bag.id}?view=chart`);
  await appIsLive(page);
  await expect(page.getByTestId('landing-spread').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

import { api, catalogue } from './support/api';
import { expect, holdAppScripts, signUpViaApi, test } from './support/ui';

// A service worker would answer the navigation from its cache (the plain index.html).
test.use({ serviceWorkers: 'block' });

/**
 * A signed-in page's HTML holds the page's frame (docs/decisions/0021): the header and the page as
 * it stands while its data loads, painted before any script has run, inert until the app replaces
 * it with the page itself, which must not jump when it does.
 */
test('a signed-in page is painted from its HTML, then replaced by the live page in place @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const [d1] = await catalogue(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Frame bag' });
  await api(page, 'POST', '/api/user-discs', { bagId: bag.id, discitId: d1!.id, color: '#3B82F6' });
  // Every layout shift from the first paint on (what Lighthouse sums as CLS).
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

  for (const [path, framed, live] of [
    // Drawn by the server for this player (decision 0034): a new one, greeted as the app greets them.
    ['/home', 'Welcome,', 'Disc Golfer'],
    ['/discs', 'Find discs by name, brand, category or flight numbers.', 'Disc Search'],
    // A bag's frame knows no bag: its header, and grey blocks where the bag will be.
    [`/bags/${bag.id}`, null, 'Frame bag'],
  ] as const) {
    const tab = await page.context().newPage();
    const release = await holdAppScripts(tab);
    await tab.goto(path, { waitUntil: 'commit' });
    const root = tab.locator('#root');
    // Before any script: the header and the page's own words, and nothing that answers a click.
    await expect(root.locator('header').getByText('Hyzer'), path).toBeVisible();
    if (framed) await expect(root.locator('main').getByText(framed), path).toBeVisible();
    await expect(root).toHaveAttribute('data-prerendered', 'signed-in');
    await expect(root).toHaveJSProperty('inert', true);

    release();
    await expect(root).not.toHaveAttribute('data-prerendered');
    await expect(root).toHaveJSProperty('inert', false);
    await expect(tab.getByRole('heading', { level: 1, name: live }), path).toBeVisible();
    // The live page took the frame's place without moving it (Lighthouse's "good" is under 0.1).
    await tab.waitForLoadState('networkidle');
    expect(
      await tab.evaluate(() => (window as unknown as { layoutShift(): number }).layoutShift()),
      path,
    ).toBeLessThan(0.1);
    await tab.close();
  }
});

test('a session cookie that signs nobody in gets the frame, then the landing page @mobile', async ({
  page,
}) => {
  await page.goto('/');
  // The server sends the frame for any session cookie; the app then finds nobody signed in.
  await page
    .context()
    .addCookies([{ name: 'hyzer.session_token', value: 'ended.session', url: page.url() }]);
  const html = await (await page.request.get('/home')).text();
  expect(html).toContain('data-prerendered="signed-in"');

  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
});

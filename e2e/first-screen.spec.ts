import { api, catalogue } from './support/api';
import { appIsLive, expect, signUpViaApi, test } from './support/ui';

// A service worker would answer the second navigation from its cache (the plain index.html).
test.use({ serviceWorkers: 'block' });

/**
 * A signed-in page's HTML asks for the page's data with the page (docs/decisions/0020). Each answer
 * it asks for must be one the page reads, read from that preload and not fetched again; the page
 * must read nothing else before its first screen is up (src/web/app/first-screen-data.ts).
 */
test('a signed-in page asks for its data with the page and reads each answer once', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const [d1, d2] = await catalogue(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Main' });
  await api(page, 'POST', '/api/user-discs', { bagId: bag.id, discitId: d1!.id, color: '#3B82F6' });
  // What the app's own code fetches (the network also sees the preloads it answers from).
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { appReads: reads });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if ((init?.method ?? 'GET') === 'GET')
        reads.push(new URL(input instanceof Request ? input.url : input, location.href).pathname);
      return fetch(input, init);
    };
  });
  for (const path of [
    '/home',
    '/discs',
    '/bags',
    `/bags/${bag.id}`,
    '/wishlist',
    '/archive',
    '/account',
    '/courses',
    '/rounds/stats',
    `/compare?ids=${d1!.id},${d2!.id}`,
  ]) {
    const requested: string[] = [];
    const onRequest = (req: { method(): string; url(): string }) => {
      const { pathname } = new URL(req.url());
      if (req.method() === 'GET' && pathname.startsWith('/api/')) requested.push(pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    // A page the server drew reads nothing until the app has taken it over.
    await appIsLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    const preloads = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const reads = await page.evaluate(() => (window as unknown as { appReads: string[] }).appReads);
    // At least the session. A page the server drew with the player's data (decision 0034)
    // carries those answers instead of preloading them.
    expect(preloads.length, path).toBeGreaterThanOrEqual(1);
    expect([...new Set(reads)].sort(), `${path}: what the page read first`).toEqual(
      [...preloads].sort(),
    );
    for (const url of preloads)
      expect(
        requested.filter((r) => r === url),
        `${path}: requests for ${url}`,
      ).toHaveLength(1);
  }
});

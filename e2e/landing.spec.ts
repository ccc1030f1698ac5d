import { expect, holdAppScripts, test } from './support/fixtures';

test('the landing page loads without console errors @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Hyzer/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the landing page is readable before any script runs, and live once the app starts', async ({
  browser,
  page,
}) => {
  // Prerendered at build time (decision 0018): the page is in the HTML itself.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare).toHaveTitle(/Hyzer/);
  await expect(bare.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Create Account' })).toBeVisible();
  await noScript.close();

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
});

test('the landing page is painted before the app’s scripts are asked for', async ({ page }) => {
  // On a slow phone the first paint then has the network to itself (decision 0018).
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    entry:
      performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime ?? NaN,
  }));
  expect(paint).toBeGreaterThan(0);
  expect(entry).toBeGreaterThanOrEqual(paint);
});

test('a visitor who scrolls the landing page before the app starts keeps their place', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

for (const [path, heading] of [
  ['/login', 'Log in'],
  ['/signup', 'Create Account'],
] as const) {
  test(`${path} shows before the app starts and takes typing once it has`, async ({ page }) => {
    // Prerendered like the landing page for a first visit; a field typed into before the app
    // replaced it would lose its text, so the fields are read-only until then.
    const release = await holdAppScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toBeVisible();
    await expect(email).not.toBeEditable();
    await email.click(); // the caret goes in before the app has started

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(email).toBeEditable();
    await expect(email).toBeFocused();
    await page.keyboard.type('visitor@example.com');
    await expect(email).toHaveValue('visitor@example.com');
  });
}

test('a page whose network goes away before the service worker registers raises no error', async ({
  page,
}) => {
  // As when a player opens the app and loses the signal at once: the worker's chunk cannot load.
  await page.route('**/assets/register-sw-*.js', (route) => route.abort('internetdisconnected'));
  const warned = page.waitForEvent('console', (msg) =>
    /Service worker not registered/.test(msg.text()),
  );
  await page.goto('/');
  await warned;
  // The automatic console-error check of every test (support/fixtures) finds no uncaught error.
});

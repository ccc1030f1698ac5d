import sharp from 'sharp';
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { api, catalogue } from './support/api';
import {
  allowLoggedAuthFailures,
  clickNav,
  expect,
  signUpViaApi,
  test,
  workerInControl,
} from './support/ui';

// The service worker and its caches are what a sign-out must empty (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Logging out clears this browser of the player whatever the network does: reads still in
 * flight, no network at all, and the browser's HTTP cache (docs/decisions/0025).
 */

/** A signed-up player with a bag holding a disc, made through the API. */
async function playerWithBag(page: Page, bagName: string) {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: bagName });
  const disc = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: (await catalogue(page))[0]!.id,
    color: '#3B82F6',
  });
  return { bagId: bag.id, discId: disc.id };
}

/** The player's API paths held in the browser's Cache Storage (the public catalogue left out). */
function cachedPlayerPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        paths.push(new URL(req.url).pathname);
    }
    return paths.filter((p) => p.startsWith('/api/') && !/^\/api\/(catalog|config)(\/|$)/.test(p));
  });
}

/** The session cookie's value, to ask the server about it from outside the browser. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** The e-mail of the session a cookie names on the server, or null when it has ended. */
async function serverSession(request: APIRequestContext, cookie: string) {
  const res = await request.get('/api/auth/get-session', { headers: { cookie } });
  const body = (await res.json()) as { user: { email: string } } | null;
  return body?.user.email ?? null;
}

/** After sign-out, offline: the app opens signed out and shows nothing of the player. */
async function offlineReloadShowsSignedOut(page: Page, context: BrowserContext, bagName: string) {
  await context.setOffline(true);
  await page.goto('/bags');
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/bags$/);
  await expect(page.getByText(bagName)).toHaveCount(0);
  expect(await cachedPlayerPaths(page)).toEqual([]);
}

test('a sign-out while reads are in flight: their late answers are not kept, and offline the app opens signed out', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await playerWithBag(page, 'Slow bag');
  await workerInControl(page);
  await page.goto('/bags');
  await expect(page.getByText('Slow bag')).toBeVisible();
  // The worker stores an answer after handing it to the page.
  await expect.poll(() => cachedPlayerPaths(page)).toContain('/api/bags');

  // A slow network: the server answers the player's reads at once, but the answers reach the
  // browser (its service worker) only after the player has signed out.
  const held: (() => Promise<void>)[] = [];
  await context.route(/\/api\/(bags|user-discs|auth\/get-session)$/, async (route: Route) => {
    const response = await route.fetch();
    held.push(() => route.fulfill({ response }));
  });
  await page.evaluate(() => {
    const w = window as unknown as { lateReads: Promise<unknown>[] };
    w.lateReads = ['/api/bags', '/api/user-discs', '/api/auth/get-session'].map((url) =>
      fetch(url).then((r) => r.text()),
    );
  });
  await expect.poll(() => held.length, { timeout: 20_000 }).toBe(3);

  await clickNav(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);

  for (const release of held) await release();
  await context.unroute(/\/api\/(bags|user-discs|auth\/get-session)$/);
  // The late answers reached the page (through the worker), which had its chance to keep them.
  const late = await page.evaluate(() =>
    Promise.all((window as unknown as { lateReads: Promise<string>[] }).lateReads),
  );
  expect(late[0]).toContain('Slow bag');

  await offlineReloadShowsSignedOut(page, context, 'Slow bag');
  allowLoggedAuthFailures(consoleErrors, /^Failed to load the session/);
});

test('a sign-out offline signs the page out at once, and ends the server session when the connection returns', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await playerWithBag(page, 'Offline bag');
  await workerInControl(page);
  await page.goto('/bags');
  await expect(page.getByText('Offline bag')).toBeVisible();
  const cookie = await sessionCookie(context);
  const email = await serverSession(request, cookie);
  expect(email).not.toBeNull();

  await context.setOffline(true);
  await clickNav(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await cachedPlayerPaths(page)).toEqual([]);
  // The server has not heard of it yet: the session still exists there.
  expect(await serverSession(request, cookie)).toBe(email);

  // A reload while still offline opens signed out, with nothing of the player.
  await offlineReloadShowsSignedOut(page, context, 'Offline bag');

  // Back online, the page tells the server, which ends the session.
  await context.setOffline(false);
  await expect.poll(() => serverSession(request, cookie), { timeout: 20_000 }).toBeNull();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name.endsWith('session_token')))
    .toBe(false);
  // Online now, the app still opens signed out.
  await page.goto('/bags');
  await expect(page.getByRole('heading', { level: 1, name: /Know every disc/ })).toBeVisible();
  await expect(page.getByText('Offline bag')).toHaveCount(0);
  allowLoggedAuthFailures(consoleErrors, /^Failed to load the session/);
});

/**
 * A slow disk: the page's deleting of a cache takes `ms` before it starts (or never starts, for
 * a page closed at that moment). The worker's storage is left alone.
 */
async function slowCacheDeletes(page: Page, ms: number | 'never') {
  await page.evaluate((wait) => {
    const remove = caches.delete.bind(caches);
    CacheStorage.prototype.delete = (name: string) => {
      (window as unknown as { clearing: boolean }).clearing = true;
      if (wait === 'never') return new Promise<boolean>(() => undefined);
      return new Promise((resolve) => setTimeout(resolve, wait)).then(() => remove(name));
    };
  }, ms);
}

/** A player on /bags whose answers the worker holds (the bags, and the reads it adds itself). */
async function playerCachedOnBags(page: Page, bagName: string) {
  await playerWithBag(page, bagName);
  await workerInControl(page);
  await page.goto('/bags');
  await expect(page.getByText(bagName)).toBeVisible();
  await expect.poll(() => cachedPlayerPaths(page)).toContain('/api/bags');
}

test('the login page after a sign-out shows only once nothing of the player is left in the caches, however slow the storage', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await playerCachedOnBags(page, 'Slow disk bag');
  await slowCacheDeletes(page, 3000);

  await clickNav(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await cachedPlayerPaths(page)).toEqual([]);

  await offlineReloadShowsSignedOut(page, context, 'Slow disk bag');
  allowLoggedAuthFailures(consoleErrors, /^Failed to load the session/);
});

test('a sign-out cut short by closing the app leaves nothing of the player: the next start finishes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await playerCachedOnBags(page, 'Closed app bag');
  await slowCacheDeletes(page, 'never');

  // Logout, and the app is closed while it is emptying the caches.
  await clickNav(page, 'Logout');
  await page.waitForFunction(() => (window as unknown as { clearing?: boolean }).clearing === true);
  await page.close();

  // Opened again later, offline: signed out, and nothing of the player is kept or shown.
  const next = await context.newPage();
  await offlineReloadShowsSignedOut(next, context, 'Closed app bag');
});

/** A 300×200 PNG, a photo as far as the server is concerned. */
function photoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 160 } },
  })
    .png()
    .toBuffer();
}

test('a sign-out empties the browser’s HTTP cache of the site: a disc photo is no longer in it', async ({
  page,
}) => {
  const { discId } = await playerWithBag(page, 'Photo bag');
  const upload = await page.request.post(`/api/user-discs/${discId}/photo`, {
    multipart: { photo: { name: 'disc.png', mimeType: 'image/png', buffer: await photoPng() } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await page.goto('/bags');
  const photo = `/api/user-discs/${discId}/photo`;
  const inHttpCache = () =>
    page.evaluate(async (url) => {
      try {
        const res = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' });
        return res.ok;
      } catch {
        return false;
      }
    }, photo);
  await page.evaluate(async (url) => void (await fetch(url)).blob(), photo);
  expect(await inHttpCache()).toBe(true);

  const signOut = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/sign-out') && r.request().method() === 'POST',
  );
  await clickNav(page, 'Logout');
  const answer = await signOut;
  expect(answer.status()).toBe(200);
  expect((await answer.allHeaders())['clear-site-data']).toBe('"cache"');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(inHttpCache).toBe(false);
});

/**
 * The throw outbox (decision 0031) on a phone: throws logged offline are kept
 * on the device through a reload and a closed tab, sent once back online (exactly once), and a
 * throw whose disc was deleted elsewhere is dropped and said.
 */
import type { Page } from '@playwright/test';
import { api, type CatalogueDisc } from './support/api';
import { clickNav, expect, PASSWORD, readyOffline, signUpViaApi, test } from './support/ui';

// The service worker's offline copy is what these tests load from (the config blocks it elsewhere).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/**
 * A new player with a Destroyer in a bag, made through the API before the browser opens any page:
 * the first page then loads with no service worker, as a player's first visit does.
 */
async function playerWithDisc(page: Page) {
  const email = await signUpViaApi(page);
  const origin = test.info().project.use.baseURL!;
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data, headers: { origin } });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as { id: string };
  };
  const bag = await post('/api/bags', { name: 'Field bag' });
  const all = await (await page.request.get('/api/catalog')).json();
  const destroyer = (all as CatalogueDisc[]).find(
    (d) => d.name === 'Destroyer' && d.speed !== null,
  )!;
  const disc = await post('/api/user-discs', {
    bagId: bag.id,
    discitId: destroyer.id,
    color: '#EF4444',
  });
  return { discId: disc.id, email };
}

/** Signs the player in again through the API (after a logout), for reading the server's data. */
async function logInViaApi(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openSession(page: Page) {
  await page.goto('/field');
  await expect(page.getByRole('heading', { name: 'Field session', level: 1 })).toBeVisible();
}

async function logTyped(page: Page, feet: number) {
  await page.getByLabel('Or type the distance (ft)').fill(String(feet));
  await page.getByRole('button', { name: /^Destroyer/ }).click();
}

test('five throws logged offline survive a reload and a closed tab, and are sent exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await playerWithDisc(page);
  await openSession(page);
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('button', { name: 'Start with 1 disc' }).click();
  await readyOffline(page);

  await context.setOffline(true);
  for (const feet of [300, 310, 320, 330, 340]) await logTyped(page, feet);
  await expect(page.getByTestId('outbox-count')).toContainText('5 changes waiting to send');

  await page.reload();
  await expect(page.getByTestId('outbox-count')).toContainText('5 changes waiting to send');
  const region = page.getByRole('region', { name: 'Destroyer throws' });
  await expect(region.getByTestId('disc-stats')).toContainText('5 throws');
  // Each queued throw is marked in its disc's list, and counted in the stats.
  await expect(region.getByTestId('waiting-to-send')).toHaveCount(5);

  await page.close();
  const again = await context.newPage();
  await openSession(again);
  await expect(again.getByTestId('outbox-count')).toContainText('5 changes waiting to send');

  await context.setOffline(false);
  await expect(again.getByTestId('outbox-count')).toBeHidden({ timeout: 20_000 });
  const sent = again.getByRole('region', { name: 'Destroyer throws' });
  await expect(sent.getByTestId('disc-stats')).toContainText('5 throws');
  await expect(sent.getByTestId('waiting-to-send')).toHaveCount(0);
  const onServer = await api<{ distanceFt: number }[]>(again, 'GET', '/api/throws');
  expect(onServer.map((t) => t.distanceFt).sort()).toEqual([300, 310, 320, 330, 340]);
});

test('a queued throw whose disc was deleted elsewhere is dropped and said', async ({
  page,
  context,
}) => {
  const { discId } = await playerWithDisc(page);
  await openSession(page);
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('button', { name: 'Start with 1 disc' }).click();
  await readyOffline(page);

  await context.setOffline(true);
  await logTyped(page, 305);
  await expect(page.getByTestId('outbox-count')).toContainText('1 change waiting to send');
  // Another device deletes the disc meanwhile (the API request is not cut off).
  await api(page, 'DELETE', `/api/user-discs/${discId}`);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-problems')).toContainText(
    'This disc is no longer in your collection, so its throw cannot be saved',
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('outbox-count')).toBeHidden();
  expect(await api<unknown[]>(page, 'GET', '/api/throws')).toEqual([]);
});

test('logging out with unsent changes warns, and sends them now once the player asks', async ({
  page,
}) => {
  const { email } = await playerWithDisc(page);
  await openSession(page);
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('button', { name: 'Start with 1 disc' }).click();
  // The server cannot be reached for throws a moment (a dead spot), though the phone is online.
  await page.route('**/api/throws/*', (route) => route.abort('internetdisconnected'));
  await logTyped(page, 301);
  await expect(page.getByTestId('outbox-count')).toContainText('1 change waiting to send');

  await clickNav(page, 'Logout');
  const warn = page.getByRole('dialog', { name: 'Unsent changes' });
  await expect(warn.getByTestId('unsent-count')).toHaveText('1 change has not been sent.');
  await warn.getByRole('button', { name: 'Cancel' }).click();
  await expect(warn).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Field session', level: 1 })).toBeVisible();

  await page.unroute('**/api/throws/*');
  await clickNav(page, 'Logout');
  // The page shows the login form first and tells the server after; a session made before the
  // sign-out's answer would be lost (the answer clears the browser's session cookie).
  const signedOut = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/sign-out') && r.request().method() === 'POST',
  );
  await warn.getByRole('button', { name: 'Send and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await signedOut).status()).toBe(200);
  await logInViaApi(page, email);
  const onServer = await api<{ distanceFt: number }[]>(page, 'GET', '/api/throws');
  expect(onServer.map((t) => t.distanceFt)).toEqual([301]);
});

test('logging out offline with unsent changes lets the player drop them', async ({
  page,
  context,
}) => {
  const { email } = await playerWithDisc(page);
  await openSession(page);
  await page.getByRole('checkbox', { name: /Destroyer/ }).check();
  await page.getByRole('button', { name: 'Start with 1 disc' }).click();
  await readyOffline(page);
  await context.setOffline(true);
  await logTyped(page, 280);
  await logTyped(page, 290);

  await clickNav(page, 'Logout');
  const warn = page.getByRole('dialog', { name: 'Unsent changes' });
  await expect(warn.getByTestId('unsent-count')).toHaveText('2 changes have not been sent.');
  await expect(warn.getByRole('button', { name: 'Send and log out' })).toBeDisabled();
  await warn.getByRole('button', { name: 'Drop them and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(false);
  await logInViaApi(page, email);
  expect(await api<unknown[]>(page, 'GET', '/api/throws')).toEqual([]);
});

test('a disc archived as lost offline shows as waiting, survives a reload, and is sent once online', async ({
  page,
  context,
}) => {
  const { discId } = await playerWithDisc(page);
  const bagId = (await api<{ id: string; bagId: string }[]>(page, 'GET', '/api/user-discs'))[0]!
    .bagId;
  await page.goto(`/bags/${bagId}`);
  await readyOffline(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'More actions for Destroyer' }).first().click();
  await page.getByRole('menuitem', { name: 'Archive Destroyer' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive Destroyer' });
  await archive.getByLabel('What happened?').selectOption('lost');
  await archive.getByLabel('Where was it lost? (optional)').fill('Pond on hole 7');
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(archive).toBeHidden();
  await expect(page.getByTestId('outbox-count')).toContainText('1 change waiting to send');

  // A new page load, offline: the archive is drawn from the worker's copy with the change laid over.
  await page.goto('/archive');
  await expect(page.getByTestId('outbox-count')).toContainText('1 change waiting to send');
  const archived = page.getByRole('list', { name: 'Archived discs' });
  await expect(archived).toContainText('Pond on hole 7');
  await expect(archived.getByTestId('waiting-to-send')).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toBeHidden({ timeout: 20_000 });
  await expect(archived.getByTestId('waiting-to-send')).toHaveCount(0);
  const stored = (
    await api<{ id: string; status: string; statusNote?: string }[]>(page, 'GET', '/api/user-discs')
  ).find((d) => d.id === discId);
  expect(stored).toMatchObject({ status: 'lost', statusNote: 'Pond on hole 7' });
});

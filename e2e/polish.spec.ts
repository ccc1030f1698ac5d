/**
 * What a player notices first: failed reads that say so quickly, pages that never scroll
 * sideways, Add Discs that remembers the bag, and Disc Types percentages that add up.
 */
import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { clickNav, expect, signUpViaApi, test } from './support/ui';

// page.route fakes the API's answers below; a service worker would fetch past it.
test.use({ serviceWorkers: 'block' });

interface Bag {
  id: string;
  name: string;
}

async function newPlayer(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
}

async function createBag(page: Page, name: string): Promise<Bag> {
  return api<Bag>(page, 'POST', '/api/bags', { name });
}

async function addDiscs(page: Page, bag: Bag, discs: readonly CatalogueDisc[]) {
  for (const disc of discs) {
    await api(page, 'POST', '/api/user-discs', { bagId: bag.id, discitId: disc.id, color: '#3B82F6' }); // prettier-ignore
  }
}

test('a failing bag list says so, and Retry shows the bags once the network is back @mobile', async ({
  page,
}) => {
  await newPlayer(page);
  await createBag(page, 'Rainy Day');
  await page.route('**/api/bags', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
        })
      : route.fallback(),
  );
  // /bags itself comes drawn with its bags from the server (decision 0034): the browser's own
  // read is the one that fails, on the way there from another page.
  await page.goto('/discs');
  await clickNav(page, 'My Bags');
  // The client retries before it gives up: a generous bound on "says so at all", not a speed.
  await expect(page.getByText('Failed to fetch bags. Please try again.')).toBeVisible({
    timeout: 30_000,
  });
  await page.unroute('**/api/bags');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Rainy Day' })).toBeVisible();
  await expect(page.getByText('Failed to fetch bags. Please try again.')).toBeHidden();
});

test('no page scrolls sideways at 390, 768 and 1280 px', async ({ page }) => {
  await newPlayer(page);
  const all = (await catalogue(page)).filter((d) => d.speed !== null);
  const bag = await createBag(page, 'A bag with quite a long name for a narrow phone screen');
  const pick = (re: RegExp, n: number) => all.filter((d) => re.test(d.category)).slice(0, n);
  await addDiscs(page, bag, [
    ...pick(/distance/i, 2),
    ...pick(/control|fairway/i, 2),
    ...pick(/mid/i, 2),
    ...pick(/putter/i, 2),
  ]);
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/home', '/discs', '/bags', `/bags/${bag.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px scrolls sideways by ${overflow} px`).toBe(0);
    }
  }
});

test('Add Discs on a second bag preselects that bag in the disc modal, with a way back @mobile', async ({
  page,
}) => {
  await newPlayer(page);
  await createBag(page, 'First Bag');
  const second = await createBag(page, 'Second Bag');
  await page.goto(`/bags/${second.id}`);
  await page.getByRole('link', { name: 'Add Discs' }).click();
  await expect(page).toHaveURL(new RegExp(`/discs\\?bag=${second.id}$`));
  await expect(page.getByText('Adding discs to')).toContainText('Second Bag');

  const disc = (await catalogue(page)).find((d) => d.speed !== null)!;
  await page.getByRole('searchbox').first().fill(disc.name);
  // The search is applied 500 ms after typing stops, as a player sees it.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByText(disc.name, { exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Bag', { exact: true })).toHaveValue(second.id);
  await dialog.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(dialog.getByText(`Added ${disc.name} to your bag!`)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Back to Second Bag' }).click();
  await expect(page).toHaveURL(new RegExp(`/bags/${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Second Bag' })).toBeVisible();
});

test('Disc Types percentages add up to 100 % for a bag with putters and hybrids', async ({
  page,
}) => {
  await newPlayer(page);
  const all = (await catalogue(page)).filter((d) => d.speed !== null);
  const pick = (re: RegExp, n: number) => all.filter((d) => re.test(d.category)).slice(0, n);
  const bag = await createBag(page, 'Full Bag');
  await addDiscs(page, bag, [
    ...pick(/distance/i, 2),
    ...pick(/hybrid/i, 1),
    ...pick(/mid/i, 2),
    ...pick(/putter/i, 2),
  ]);
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Disc Types' });
  await expect(card.getByText('Putters')).toBeVisible();
  await expect(card.getByText('Hybrid Drivers')).toBeVisible();
  const texts = await card.locator('[data-testid^="disc-type-"]').allInnerTexts();
  const percentages = texts.map((t) => Number(/(\d+)%/.exec(t)?.[1] ?? NaN));
  expect(percentages.reduce((a, b) => a + b, 0)).toBe(100);
});

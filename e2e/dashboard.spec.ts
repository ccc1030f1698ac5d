import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { expect, seriousA11yViolations, signUpViaApi, test } from './support/ui';

async function signUp(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
}

/** Two discs of one brand and category, one of another brand, all with flight numbers. */
async function seedDiscs(page: Page) {
  const all = (await catalogue(page)).filter((d) => d.speed !== null);
  const drivers = all.filter((d) => /distance/i.test(d.category));
  const brand = drivers[0]!.brand;
  const [d1, d2] = drivers.filter((d) => d.brand === brand);
  const putter = all.find((d) => /putter/i.test(d.category) && d.brand !== brand)!;
  return { d1: d1!, d2: d2!, putter, brand };
}

const collectionValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your Collection' })
    .locator('dt', { hasText: label })
    .locator('+ dd');

test('a new player sees empty states @mobile', async ({ page }) => {
  const email = await (async () => {
    await page.goto('/');
    return signUpViaApi(page);
  })();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Disc Golfer' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(collectionValue(page, 'Bags')).toHaveText('0');
  await expect(collectionValue(page, 'Discs')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Find Discs' })).toHaveAttribute('href', '/discs');
  await page.getByRole('link', { name: 'View all bags' }).click();
  await expect(page.getByRole('heading', { name: 'No bags' })).toBeVisible();

  // Quick action: Create New Bag opens the bag form on /bags.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Create New Bag' }).click();
  await expect(page).toHaveURL(/\/bags/);
  await expect(page.getByRole('dialog', { name: 'Create New Bag' })).toBeVisible();
});

test('the dashboard counts the collection, passes axe and follows a bag deletion', async ({
  page,
}) => {
  await signUp(page);
  const main = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Main' });
  const spare = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Spare' });
  const { d1, d2, putter, brand } = await seedDiscs(page);
  await api(page, 'POST', '/api/user-discs', { bagId: main.id, discitId: d1.id, color: '#3B82F6' });
  await api(page, 'POST', '/api/user-discs', { bagId: main.id, discitId: d2.id, color: '#EF4444' });
  await api(page, 'POST', '/api/user-discs', {
    bagId: spare.id,
    discitId: putter.id,
    color: '#000000',
  });

  await page.goto('/home');
  await expect(collectionValue(page, 'Bags')).toHaveText('2');
  await expect(collectionValue(page, 'Discs')).toHaveText('3');
  await expect(collectionValue(page, 'Top Brand')).toHaveText(brand);

  const distance = page.getByTestId('disc-type-distance');
  await expect(distance).toContainText('Distance Drivers');
  await expect(distance).toContainText('2 discs · 67%');
  await expect(page.getByTestId('disc-type-control')).toContainText('0 discs · 0%');
  await expect(page.getByText('OS', { exact: true })).toBeVisible();
  await expect(page.getByText('US', { exact: true })).toBeVisible();

  const rows = page.getByRole('region', { name: 'Recently Added Discs' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(putter.name);
  await expect(rows.nth(0)).toContainText('Spare');
  await expect(rows.nth(0)).toContainText('Black');
  await expect(rows.nth(2)).toContainText(d1.name);
  await expect(rows.nth(0).getByRole('link', { name: 'View Bag' })).toHaveAttribute(
    'href',
    `/bags/${spare.id}`,
  );

  expect(await seriousA11yViolations(page)).toEqual([]);

  // A row opens the disc modal with add to bag.
  await rows.nth(1).click();
  const modal = page.getByRole('dialog', { name: d2.name });
  await expect(modal.getByRole('button', { name: 'Add to Bag' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Deleting a bag takes its discs off the dashboard.
  await page.getByRole('link', { name: 'View all bags' }).click();
  await page.getByRole('button', { name: 'Delete Main' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete bag' });
  await expect(confirm.getByText('It holds 2 discs.')).toBeVisible();
  await confirm.getByRole('radio', { name: /Delete them with the bag/ }).check();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Main', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(collectionValue(page, 'Bags')).toHaveText('1');
  await expect(collectionValue(page, 'Discs')).toHaveText('1');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('disc-type-distance')).toContainText('0 discs · 0%');
});

test('the top brand is shown whole on a phone, not cut to "Discr…" @mobile', async ({ page }) => {
  await signUp(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Main' });
  const disc = (await catalogue(page)).find((d) => d.brand === 'Dynamic Discs')!;
  await api(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: disc.id,
    color: '#3B82F6',
  });
  await page.goto('/home');
  const brand = collectionValue(page, 'Top Brand');
  await expect(brand).toHaveText('Dynamic Discs');
  expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('Recently Added Discs fits a phone: each row whole, its View Bag on screen @mobile', async ({
  page,
}) => {
  await signUp(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', {
    name: 'Tournament bag for windy autumn rounds',
  });
  // The catalogue's five longest names, the hardest case for the narrow table.
  const longest = (await catalogue(page))
    .filter((d) => d.speed !== null)
    .sort((a, b) => b.name.length - a.name.length || a.id.localeCompare(b.id))
    .slice(0, 5);
  for (const d of longest) {
    await api(page, 'POST', '/api/user-discs', { bagId: bag.id, discitId: d.id, color: '#EF4444' });
  }
  await page.goto('/home');
  const recent = page.getByRole('region', { name: 'Recently Added Discs' });
  await expect(recent.locator('tbody tr')).toHaveCount(5);
  await recent.scrollIntoViewIfNeeded();
  // Nothing of the table is cut off or scrolled away sideways.
  const table = recent.locator('table');
  const widths = await table.evaluate((el) => ({
    table: el.getBoundingClientRect().width,
    box: (el.parentElement as HTMLElement).clientWidth,
  }));
  expect(widths.table, 'the table is wider than its card').toBeLessThanOrEqual(widths.box + 0.5);
  const viewport = page.viewportSize()!;
  for (const link of await recent.getByRole('link', { name: 'View Bag' }).all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  for (const name of await recent.locator('tbody tr button').all()) {
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
});

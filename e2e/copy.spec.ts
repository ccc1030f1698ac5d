import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { appIsLive, expect, isMobile, signUpViaApi, test } from './support/ui';

interface Disc {
  id: string;
  bagId: string;
  discitId: string;
  copy?: number;
  plastic?: string;
}

/** A disc's select box: in the table on a wide screen, on its card on a phone. */
const selectBox = (page: Page, label: string) =>
  page.getByRole('checkbox', { name: `Select ${label}`, exact: true });

async function setUp(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const discs = await catalogue(page);
  // Discs whose names no other catalogue disc has, so a name finds one row.
  const named = (name: string) => discs.filter((d) => d.name === name).length;
  const unique = discs.filter((d) => d.speed !== null && named(d.name) === 1);
  const pick = (n: number) => unique[n]!;
  const [main, spare] = [
    await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Main' }),
    await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Spare' }),
  ];
  return { main: main.id, spare: spare.id, pick };
}

test('add a disc twice with "Add another copy"', async ({ page }) => {
  const { main, pick } = await setUp(page);
  const driver: CatalogueDisc = pick(0);
  await api(page, 'POST', '/api/user-discs', {
    bagId: main,
    discitId: driver.id,
    color: '#FF0000',
    plastic: 'Star',
  });

  await page.goto(`/discs?bag=${main}`);
  await page.getByLabel('Search discs').fill(driver.name);
  await page
    .getByRole('row')
    .filter({ hasText: driver.brand })
    .filter({ hasText: driver.name })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: driver.name });
  await modal.getByRole('button', { name: /Add details/ }).click();
  await modal.getByLabel('Plastic').fill('DX');
  await modal.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(modal.getByText('This disc is already in the selected bag')).toBeVisible();
  await modal.getByRole('button', { name: 'Add another copy' }).click();
  await expect(modal.getByText(`Added ${driver.name} to your bag!`)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  const stored = (await api<Disc[]>(page, 'GET', '/api/user-discs')).filter(
    (d) => d.discitId === driver.id,
  );
  expect(stored.map((d) => [d.plastic, d.copy])).toEqual([
    ['Star', undefined],
    ['DX', 2],
  ]);
  // Told apart in the bag: the second one carries "copy 2".
  await page.goto(`/bags/${main}`);
  // The server draws both the cards and the table (CSS shows one); the app keeps one.
  await appIsLive(page);
  await expect(selectBox(page, driver.name)).toBeVisible();
  await expect(selectBox(page, `${driver.name} (copy 2)`)).toBeVisible();
  await expect(page.getByText(/^copy 2$/)).toBeVisible();
});

test('select two discs and move them to another bag @mobile', async ({ page }) => {
  const { main, spare, pick } = await setUp(page);
  const [a, b, c] = [pick(0), pick(1), pick(2)];
  for (const d of [a, b, c]) {
    await api(page, 'POST', '/api/user-discs', { bagId: main, discitId: d.id, color: '#00FF00' });
  }
  await page.goto(`/bags/${main}`);
  await selectBox(page, a.name).check();
  // The keyboard works too: Space ticks the focused box.
  await selectBox(page, b.name).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Selected discs' });
  await expect(bar).toContainText('2 discs selected');
  await bar.getByRole('button', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 discs to another bag' });
  await expect(dialog.getByLabel('To bag')).toHaveValue(spare);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved 2 discs to Spare.')).toBeVisible();
  await expect(selectBox(page, a.name)).toHaveCount(0);
  await expect(selectBox(page, c.name)).toBeVisible();

  const stored = await api<Disc[]>(page, 'GET', '/api/user-discs');
  expect(
    stored
      .filter((d) => d.bagId === spare)
      .map((d) => d.discitId)
      .sort(),
  ).toEqual([a.id, b.id].sort());
  await page.goto(`/bags/${spare}`);
  await expect(selectBox(page, b.name)).toBeVisible();
});

test('duplicate a bag', async ({ page }) => {
  const { main, pick } = await setUp(page);
  const [a, b] = [pick(0), pick(1)];
  await api(page, 'POST', '/api/user-discs', {
    bagId: main,
    discitId: a.id,
    color: '#FF0000',
    nickname: 'Old faithful',
  });
  await api(page, 'POST', '/api/user-discs', { bagId: main, discitId: b.id, color: '#0000FF' });
  await page.goto(`/bags/${main}`);
  await page.getByRole('button', { name: 'Duplicate bag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Main (copy)' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(main));
  await expect(selectBox(page, a.name)).toBeVisible();
  await expect(selectBox(page, b.name)).toBeVisible();
  await expect(page.getByText('“Old faithful”')).toBeVisible();
  if (!isMobile(page)) {
    // The desktop rows are one line: actions sit in the row's menu.
    const row = page.getByRole('row').filter({ hasText: a.name });
    const height = (await row.boundingBox())!.height;
    expect(height).toBeLessThan(80);
  }
  const bags = await api<{ name: string }[]>(page, 'GET', '/api/bags');
  expect(bags.map((x) => x.name)).toEqual(['Main', 'Spare', 'Main (copy)']);
});

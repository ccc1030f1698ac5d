import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { expect, seriousA11yViolations, signUpViaApi, test } from './support/ui';
import { editDisc } from './support/disc-actions';

interface Disc {
  id: string;
  bagId: string;
  discitId: string;
  color: string;
  plastic?: string;
  weight?: number;
  notes?: string;
  status?: string;
}

async function bagWithDriver(page: Page, name: string) {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name });
  const discs = await catalogue(page);
  const driver = discs.find((d) => d.name === 'Destroyer' && d.speed !== null) ?? discs[0]!;
  const putter = discs.find((d) => d.name === 'Aviar' && d.speed !== null) ?? discs[1]!;
  return { bagId: bag.id, driver, putter };
}

test('details on a disc: add with plastic, weight and notes, edit them, archive it and restore it', async ({
  page,
}) => {
  const { bagId, driver, putter } = await bagWithDriver(page, 'Details Bag');
  await api(page, 'POST', '/api/user-discs', { bagId, discitId: putter.id, color: '#EF4444' });

  // Add through the disc modal, with details.
  await page.goto(`/discs?bag=${bagId}`);
  await page.getByLabel('Search discs').fill(driver.name);
  await page
    .getByRole('row')
    .filter({ hasText: driver.brand })
    .filter({ hasText: driver.name })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: driver.name });
  await modal.getByRole('button', { name: /Add details/ }).click();
  await modal.getByLabel('Plastic').fill('Star');
  await modal.getByLabel('Weight (g)').fill('175');
  await modal.getByLabel('Notes').fill('Beat in, flips up nicely');
  await modal.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(modal.getByText(`Added ${driver.name} to your bag!`)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  // Shown in the list; edit them.
  await page.goto(`/bags/${bagId}`);
  // Drawn by the server, the page holds the cards too (hidden at this width) until the app has
  // taken it over: the note is looked for where it shows.
  await expect(page.getByText('Star · 175 g').filter({ visible: true })).toBeVisible();
  await editDisc(page, driver.name);
  const edit = page.getByRole('dialog', { name: `Edit ${driver.name}` });
  await edit.getByLabel('Weight (g)').fill('250');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Weight must be between 100 and 200 grams')).toBeVisible();
  await edit.getByLabel('Plastic').fill('Champion');
  await edit.getByLabel('Weight (g)').fill('172.5');
  await edit.getByLabel('Notes').fill('Retired to the field bag soon');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Champion · 172.5 g')).toBeVisible();
  const stored = (await api<Disc[]>(page, 'GET', '/api/user-discs')).find(
    (d) => d.discitId === driver.id,
  )!;
  expect(stored).toMatchObject({
    plastic: 'Champion',
    weight: 172.5,
    notes: 'Retired to the field bag soon',
  });
  await expect(page.getByText('Total Discs').locator('..')).toContainText('2');

  // Mark it lost: it leaves the list, the charts and the stats.
  await page.getByRole('button', { name: `More actions for ${driver.name}` }).click();
  await page.getByRole('menuitem', { name: `Archive ${driver.name}` }).click();
  const archive = page.getByRole('dialog', { name: `Archive ${driver.name}` });
  await archive.getByLabel('What happened?').selectOption('lost');
  await archive.getByLabel('Where was it lost? (optional)').fill('Pond on hole 7');
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(archive).toBeHidden();
  await expect(page.getByRole('button', { name: driver.name, exact: true })).toHaveCount(0);
  await expect(page.getByText('Total Discs').locator('..')).toContainText('1');
  await page.getByRole('tab', { name: 'Flight Chart' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText(driver.name);
  await expect(page.getByRole('tabpanel')).toContainText(putter.name);

  // In the Archive (the dashboard counts it apart), filtered, and restored.
  await page.goto('/home');
  await page.getByRole('link', { name: /Archive: 1 disc/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  const archived = page.getByRole('list', { name: 'Archived discs' });
  await expect(archived).toContainText(driver.name);
  await expect(archived).toContainText('Pond on hole 7');
  await page.getByText('Sold (0)').click();
  await expect(page.getByText('No discs match these filters')).toBeVisible();
  await page.getByText('Lost (1)').click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await archived.getByRole('button', { name: new RegExp(`Restore ${driver.name}`) }).click();
  await expect(page.getByText(`${driver.name} is back in its bag.`)).toBeVisible();
  await page.goto(`/bags/${bagId}`);
  await expect(page.getByRole('button', { name: driver.name, exact: true }).first()).toBeVisible();
  await expect(page.getByText('Total Discs').locator('..')).toContainText('2');
});

test('export a bag to JSON and CSV, delete it, import the JSON back; a CSV with an unknown disc is refused', async ({
  page,
}, testInfo) => {
  const { bagId, driver, putter } = await bagWithDriver(page, 'Export Bag');
  await api(page, 'POST', '/api/user-discs', {
    bagId,
    discitId: driver.id,
    color: '#22C55E',
    plastic: 'Star',
    weight: 171,
    notes: 'Forehand, "hyzer" flips',
  });
  await api(page, 'POST', '/api/user-discs', { bagId, discitId: putter.id, color: '#EF4444' });
  const before = await api<Disc[]>(page, 'GET', '/api/user-discs');

  await page.goto(`/bags/${bagId}`);
  const exportGroup = page.getByRole('group', { name: 'Export' });
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    exportGroup.getByRole('link', { name: 'JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^hyzer-export-bag-.*\.json$/);
  const jsonPath = testInfo.outputPath('bag.json');
  await json.saveAs(jsonPath);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exportGroup.getByRole('link', { name: 'CSV' }).click(),
  ]);
  const csvPath = testInfo.outputPath('bag.csv');
  await csv.saveAs(csvPath);
  const csvText = readFileSync(csvPath, 'utf8');
  expect(csvText.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(3);
  expect(csvText).toContain('"Forehand, ""hyzer"" flips"');

  // Delete the bag, then import the JSON.
  await api(page, 'DELETE', `/api/bags/${bagId}`);
  await page.goto('/bags');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import discs' });
  await dialog.getByLabel(/File/).setInputFiles(jsonPath);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Imported 2 discs. Into: Export Bag.')).toBeVisible();
  const after = await api<Disc[]>(page, 'GET', '/api/user-discs');
  const essence = (ds: Disc[]) =>
    ds
      .map(({ id: _i, bagId: _b, ...rest }) => {
        const { createdAt: _c, ...kept } = rest as Disc & { createdAt?: string };
        return kept;
      })
      .sort((a, b) => a.discitId.localeCompare(b.discitId));
  expect(essence(after)).toEqual(essence(before));

  // A CSV with one unknown disc: refused, the report names the row, nothing stored.
  const bad = `Disc,Brand,Plastic\n${driver.name},${driver.brand},Star\nNo Such Disc Xyz,,\n`;
  await page.getByRole('button', { name: 'Import' }).click();
  await dialog.getByLabel(/File/).setInputFiles({
    name: 'bag.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    dialog.getByText('Nothing was imported: fix the rows marked below and try again.'),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Rows that cannot be imported' })).toContainText(
    'Row 3 (No Such Disc Xyz): Unknown disc: No Such Disc Xyz',
  );
  expect(await api<Disc[]>(page, 'GET', '/api/user-discs')).toHaveLength(after.length);
});

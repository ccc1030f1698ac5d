/**
 * A player's own discs (decision 0029): a disc the catalogue lacks, from an empty search to the bag in
 * three steps or fewer, its path on the bag's flight chart with its numbers, and an import whose
 * unknown discs carry their numbers, shown as "new: your own disc" before anything is stored.
 */
import { writeFileSync } from 'node:fs';
import { api } from './support/api';
import { expect, isMobile, signedInAtHome, test } from './support/ui';

interface UserDisc {
  id: string;
  bagId: string;
  discitId: string;
  discDetails: { name: string; turn: number | null } | null;
}

test('from an empty search to an own disc in the bag in three steps, charted with its numbers @mobile', async ({
  page,
}) => {
  await signedInAtHome(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Field bag' });
  await page.goto(`/discs?bag=${bag.id}`);
  await page.getByLabel('Search discs').fill('Mystery Prototype');
  await expect(page.getByText('No discs found matching your search.')).toBeVisible();

  // 1. The offer, with the typed name already in the form.
  await page.getByRole('button', { name: 'Add it as your own disc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your own disc' });
  await expect(dialog.getByLabel('Disc name')).toHaveValue('Mystery Prototype');
  // 2. Its brand and numbers.
  await dialog.getByLabel('Brand').fill('Nobody Discs');
  await dialog.getByLabel('Category').selectOption('Control Driver');
  for (const [label, value] of [
    ['Speed', '7'],
    ['Glide', '5'],
    ['Turn', '-2.5'],
    ['Fade', '1'],
  ] as const) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  // 3. Into the bag the search was opened for.
  await dialog.getByRole('button', { name: 'Add to Field bag' }).click();
  await expect(page.getByText('Added Mystery Prototype to Field bag.')).toBeVisible();

  const discs = await api<UserDisc[]>(page, 'GET', '/api/user-discs');
  expect(discs).toHaveLength(1);
  expect(discs[0]!.discitId).toMatch(/^own-/);
  expect(discs[0]!.discDetails).toMatchObject({ name: 'Mystery Prototype', turn: -2.5 });

  // The search marks it as the player's, and "Only my own discs" shows just theirs.
  await page.getByLabel('Search discs').fill('Mystery');
  await expect(page.getByText('your disc').first()).toBeVisible();
  if (isMobile(page)) {
    // On a phone's card a long name gives way ("…"), not the mark: the mark is whole.
    const mark = await page.getByText('your disc').first().boundingBox();
    const name = await page
      .getByRole('button', { name: /^Mystery Prototype/ })
      .first()
      .boundingBox();
    expect(mark!.x + mark!.width, 'the mark ends inside the name button').toBeLessThanOrEqual(
      name!.x + name!.width + 0.5,
    );
  }
  await page.getByLabel('Only my own discs').check();
  await page.getByLabel('Search discs').fill('');
  if (!isMobile(page)) await expect(page.locator('table tbody tr')).toHaveCount(1);

  // Its flight on the bag's chart, with its numbers.
  await page.goto(`/bags/${bag.id}`);
  const figure = page.getByTestId('flight-chart');
  if (!(await figure.isVisible())) {
    await page
      .getByRole('tab', { name: /^Flight Chart$/i })
      .or(page.getByRole('button', { name: /^Flight Chart$/i }))
      .first()
      .click();
  }
  await expect(
    figure.getByRole('img', { name: /^Mystery Prototype: speed 7, glide 5, turn -2.5, fade 1;/ }),
  ).toBeVisible();
});

test('the import shows the rows that become own discs before importing them', async ({
  page,
}, testInfo) => {
  await signedInAtHome(page);
  const csv = [
    'Bag,Disc,Brand,Category,Speed,Glide,Turn,Fade',
    'Imported,Mystery Prototype,Nobody Discs,Midrange,5,4,-1,1',
    'Imported,Destroyer,Innova,,,,,',
  ].join('\n');
  const file = testInfo.outputPath('own.csv');
  writeFileSync(file, csv);
  await page.goto('/bags');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import discs' });
  await dialog.getByLabel(/File/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const rows = dialog.getByRole('list', { name: 'Your own discs to add' });
  await expect(rows.getByRole('listitem')).toHaveCount(1);
  await expect(rows).toContainText('Nobody Discs Mystery Prototype, 5 | 4 | -1 | 1');
  await expect(rows).toContainText('new: your own disc');
  // Nothing is stored before the player says so.
  expect(await api<UserDisc[]>(page, 'GET', '/api/user-discs')).toEqual([]);
  await dialog.getByRole('button', { name: 'Import, adding it as your own' }).click();
  await expect(page.getByText('Imported 2 discs. Into: Imported.')).toBeVisible();
  const discs = await api<UserDisc[]>(page, 'GET', '/api/user-discs');
  expect(discs.map((d) => d.discDetails?.name).sort()).toEqual(['Destroyer', 'Mystery Prototype']);
});

import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { expect, seriousA11yViolations, signUpViaApi, test } from './support/ui';
import { editDisc } from './support/disc-actions';

/** Three discs of clearly different speeds: a distance driver, a midrange and a putter. */
function threeSpeeds(discs: CatalogueDisc[]) {
  const find = (name: string, fallback: (d: CatalogueDisc) => boolean) =>
    discs.find((d) => d.name.toLowerCase() === name && d.speed !== null) ??
    discs.find((d) => d.speed !== null && fallback(d))!;
  const fast = find('destroyer', (d) => d.speed! >= 11);
  const mid = find('buzzz', (d) => d.speed === 5);
  const slow = find('aviar', (d) => d.speed! <= 3);
  return { fast, mid, slow };
}

async function signUp(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
}

// The name is in the second cell, after the row's select box.
const rowNames = (page: Page) =>
  page.locator('table tbody tr td:nth-child(2) button').allTextContents();

test('create, edit, fill, sort, move and delete bags', async ({ page }) => {
  await signUp(page);
  await page.goto('/bags');
  await expect(page.getByRole('heading', { name: 'No bags' })).toBeVisible();
  await expect(page.getByText('Get started by creating a new bag.')).toBeVisible();

  // Create, with the required-name check first.
  await page.getByRole('button', { name: 'Create New Bag' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create New Bag' });
  await form.getByRole('button', { name: 'Create Bag' }).click();
  await expect(form.getByText('Bag name is required')).toBeVisible();
  await form.getByLabel('Bag Name').fill('  Main Bag ');
  await form.getByLabel('Description (optional)').fill('Every round');
  await form.getByRole('button', { name: 'Create Bag' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: 'Main Bag' })).toBeVisible();
  await expect(page.getByText('0 discs')).toBeVisible();

  // Edit its name.
  await page.getByRole('button', { name: 'Edit Main Bag' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bag' });
  await edit.getByLabel('Bag Name').fill('Tournament Bag');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: 'Tournament Bag' })).toBeVisible();
  await expect(page.getByText('Every round')).toBeVisible();

  const bags = await api<{ id: string; name: string }[]>(page, 'GET', '/api/bags');
  const bagId = bags[0]!.id;
  const { fast, mid, slow } = threeSpeeds(await catalogue(page));

  // One disc through the search page and its disc modal, two through the API.
  await page.goto('/discs');
  await page.getByLabel('Search discs').fill(fast.name);
  await page
    .getByRole('row')
    .filter({ hasText: fast.brand })
    .filter({ hasText: fast.name })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: fast.name });
  await modal.getByLabel('Bag', { exact: true }).selectOption({ label: 'Tournament Bag' });
  await modal.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(modal.getByText(`Added ${fast.name} to your bag!`)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  for (const disc of [mid, slow]) {
    await api(page, 'POST', '/api/user-discs', { bagId, discitId: disc.id, color: '#EF4444' });
  }

  // Open the bag from its card: speed descending first.
  await page.goto('/bags');
  await expect(page.getByText('3 discs')).toBeVisible();
  await page.getByRole('link', { name: 'Tournament Bag' }).click();
  await expect(page).toHaveURL(new RegExp(`/bags/${bagId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Bag' })).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual([fast.name, mid.name, slow.name]);
  await expect(page.getByRole('columnheader', { name: 'Speed' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('button', { name: 'Speed', exact: true }).click();
  await expect.poll(() => rowNames(page)).toEqual([slow.name, mid.name, fast.name]);
  await page.getByRole('button', { name: 'Disc', exact: true }).click();
  const byName = [fast.name, mid.name, slow.name].sort((a, b) => a.localeCompare(b));
  await expect.poll(() => rowNames(page)).toEqual(byName);
  await expect(page.getByRole('columnheader', { name: 'Disc' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // The view switcher works from the keyboard.
  await page.getByRole('tab', { name: 'List' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Flight Chart' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');

  // A row opens the read-only disc modal (no add-to-bag).
  await page.getByRole('button', { name: mid.name, exact: true }).click();
  const info = page.getByRole('dialog', { name: mid.name });
  await expect(info).toBeVisible();
  await expect(info.getByRole('button', { name: 'Add to Bag' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Remove one disc, after confirming.
  await page.getByRole('button', { name: `More actions for ${slow.name}` }).click();
  await page.getByRole('menuitem', { name: `Remove ${slow.name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`Remove ${slow.name} from your bag?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: `More actions for ${slow.name}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Total Discs' })).toHaveText(/2/);

  // Move one disc to a second bag.
  const spare = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Spare Bag' });
  await page.reload();
  await editDisc(page, mid.name);
  const move = page.getByRole('dialog', { name: `Edit ${mid.name}` });
  await move.getByLabel('Bag', { exact: true }).selectOption({ label: 'Spare Bag' });
  await move.getByRole('radio', { name: 'Green' }).check({ force: true });
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(move).toBeHidden();
  await expect.poll(() => rowNames(page)).toEqual([fast.name]);
  await page.goto(`/bags/${spare.id}`);
  await expect.poll(() => rowNames(page)).toEqual([mid.name]);
  await expect(page.locator('tbody tr').first().getByText('Green')).toHaveCount(1);

  // No serious accessibility violations on the list and on a bag.
  for (const url of ['/bags', `/bags/${bagId}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Spare Bag').or(page.getByRole('table')).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  // Delete the first bag from the list.
  await page.goto('/bags');
  await page.getByRole('button', { name: 'Delete Tournament Bag' }).click();
  await expect(page.getByText('Are you sure you want to delete this bag?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Tournament Bag' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Spare Bag' })).toBeVisible();
});

test("another player's bag and an unknown id both show Bag not found", async ({ page }) => {
  await signUp(page);
  const theirs = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Private' });
  await page.context().clearCookies();
  await signUp(page);
  for (const id of [theirs.id, crypto.randomUUID()]) {
    await page.goto(`/bags/${id}`);
    await expect(page.getByText('Error!')).toBeVisible();
    await expect(page.getByText('Bag not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to My Bags' })).toHaveAttribute(
      'href',
      '/bags',
    );
  }
  await expect(page.getByText('Private')).toHaveCount(0);

  // The second player's own empty bag.
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Fresh' });
  await page.goto(`/bags/${bag.id}`);
  await expect(page.getByText('No discs in this bag')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Discs' })).toHaveAttribute(
    'href',
    `/discs?bag=${bag.id}`,
  );
});

test('narrow screens get sort chips, a stats toggle and cards @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'runs in the 390 px project');
  await signUp(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Pocket' });
  const { fast, mid, slow } = threeSpeeds(await catalogue(page));
  for (const disc of [slow, fast, mid]) {
    await api(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: '#3B82F6',
    });
  }
  await page.goto(`/bags/${bag.id}`);
  const cards = page.getByRole('list', { name: 'Discs in this bag' });
  const cardNames = () => cards.locator('li > div:first-child button').allTextContents();
  await expect.poll(cardNames).toEqual([fast.name, mid.name, slow.name]);
  await expect(page.getByRole('table')).toHaveCount(0);

  const speed = page
    .getByRole('group', { name: 'Sort discs by' })
    .getByRole('button', { name: /Speed/ });
  await expect(speed).toHaveAttribute('aria-pressed', 'true');
  await expect(speed).toHaveAccessibleName('Speed, descending');
  await speed.click();
  await expect.poll(cardNames).toEqual([slow.name, mid.name, fast.name]);
  await expect(speed).toHaveAccessibleName('Speed, ascending');

  const stats = page.getByRole('region', { name: 'Total Discs' });
  await expect(stats).toBeVisible();
  await page.getByRole('button', { name: 'Hide Bag Stats' }).click();
  await expect(stats).toBeHidden();
  await page.getByRole('button', { name: 'Show Bag Stats' }).click();
  await expect(stats).toBeVisible();
});

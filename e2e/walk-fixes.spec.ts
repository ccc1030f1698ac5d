/**
 * The rough edges a full walk of the app found, each as a player meets it: a greeting
 * for a new account, a dead reset link said before the form, feedback on Refresh catalogue, the
 * Flight-numbers view without invented feet, identical flights labelled, the wishlist's "Add
 * another copy" and note, the delete-bag dialog, photos kept by Duplicate bag, the owner's
 * numbers on a shared page, and a phone chart whose axis title stays inside its frame.
 */
import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { compareDisc } from './support/disc-actions';
import {
  clickNav,
  expect,
  isMobile,
  latestResetLink,
  logInViaUi,
  PASSWORD,
  signedInAtHome,
  signUpViaApi,
  signUpViaUi,
  test,
} from './support/ui';

interface UserDisc {
  id: string;
  bagId: string;
  discitId: string;
  copy?: number;
  notes?: string;
  photoUrl?: string;
}

async function discNamed(page: Page, name: string): Promise<CatalogueDisc> {
  const all = await catalogue(page);
  const found = all.find((d) => d.name === name && d.speed !== null);
  if (!found) throw new Error(`${name} is not in the e2e catalogue`);
  return found;
}

async function bagWith(page: Page, name: string, discs: CatalogueDisc[]) {
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name });
  const added: UserDisc[] = [];
  for (const d of discs) {
    added.push(
      await api<UserDisc>(page, 'POST', '/api/user-discs', {
        bagId: bag.id,
        discitId: d.id,
        color: '#EF4444',
        allowDuplicate: true,
      }),
    );
  }
  return { id: bag.id, discs: added };
}

test('a new account is greeted "Welcome", a returning player "Welcome back" @mobile', async ({
  page,
}) => {
  const email = await signUpViaUi(page);
  await expect(page.getByText('Welcome,', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome back,')).toHaveCount(0);
  await clickNav(page, 'Logout');
  await logInViaUi(page, email, PASSWORD);
  await expect(page.getByText('Welcome back,', { exact: true })).toBeVisible();
});

test('a used reset link says so before asking for a password', async ({ page }) => {
  const email = await signedInAtHome(page);
  await page.context().clearCookies();
  const sent = await page.request.post('/api/auth/request-password-reset', {
    data: { email },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(sent.ok()).toBe(true);
  const linkFor = () => {
    try {
      return latestResetLink(email);
    } catch {
      return '';
    }
  };
  await expect.poll(linkFor, { timeout: 10_000 }).toContain('/reset-password?token=');
  const link = latestResetLink(email);

  // A live link: the form.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('fresh-putter-2026');
  await page.getByLabel('Confirm New Password').fill('fresh-putter-2026');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The same link again: said at once, no form to fill in vain.
  await page.goto(link);
  await expect(page.getByText('This link no longer works')).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('Refresh catalogue says what it found', async ({ page }) => {
  await signedInAtHome(page);
  const count = (await catalogue(page)).length;
  await page.goto('/discs');
  await page.getByRole('button', { name: 'Refresh catalogue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Catalogue is up to date' })).toHaveText(
    `Catalogue is up to date: ${count.toLocaleString('en-US')} discs.`,
  );
});

test('the Flight numbers view speaks in grid units; identical flights are labelled as such', async ({
  page,
}) => {
  await signedInAtHome(page);
  const destroyer = await discNamed(page, 'Destroyer');
  const aviar = await discNamed(page, 'Aviar');
  const bag = await bagWith(page, 'Numbers', [aviar, destroyer, destroyer]);
  await page.goto(`/bags/${bag.id}`);
  const chart = page.getByTestId('flight-chart');
  if (!(await chart.isVisible())) {
    await page
      .getByRole('tab', { name: /^Flight Chart$/i })
      .or(page.getByRole('button', { name: /^Flight Chart$/i }))
      .first()
      .click();
  }
  await chart.getByLabel('View').selectOption('numbers');
  await expect(chart.getByText('Distance (units)')).toBeVisible();
  await expect(chart.getByTestId('flight-scale')).toContainText('one grid square is one unit');
  const described = await chart
    .getByRole('group', { name: 'Flight chart' })
    .getAttribute('aria-describedby');
  const description = await page.locator(`[id="${described}"]`).textContent();
  expect(description).not.toMatch(/\bft\b/);
  // Two copies of one disc draw one line: the label says there are two, flying the same.
  await expect(
    chart.getByTestId('flight-label').filter({ hasText: 'Destroyer ×2 (same flight)' }),
  ).toBeVisible();
});

test('a wishlist move into a bag that has the disc offers another copy and keeps the note @mobile', async ({
  page,
}) => {
  await signedInAtHome(page);
  const destroyer = await discNamed(page, 'Destroyer');
  const bag = await bagWith(page, 'Main bag', [destroyer]);
  await api(page, 'POST', '/api/wishlist', {
    discitId: destroyer.id,
    note: 'Star 175g, red please',
  });
  await page.goto('/wishlist');
  const item = page.getByTestId('wish-item');
  await item.getByRole('button', { name: 'Move to bag: Destroyer', exact: true }).click();
  await expect(item.getByText('This disc is already in the selected bag')).toBeVisible();
  await item.getByRole('button', { name: 'Add another copy' }).click();
  await expect(page.getByText('Moved Destroyer into Main bag.')).toBeVisible();
  const discs = await api<UserDisc[]>(page, 'GET', '/api/user-discs');
  const second = discs.find((d) => d.bagId === bag.id && d.copy === 2);
  expect(second?.notes).toBe('Star 175g, red please');
});

test('deleting a bag says how many discs go with it and can move them first @mobile', async ({
  page,
}) => {
  await signedInAtHome(page);
  const aviar = await discNamed(page, 'Aviar');
  const destroyer = await discNamed(page, 'Destroyer');
  const old = await bagWith(page, 'Old bag', [aviar, destroyer]);
  await api(page, 'PATCH', `/api/user-discs/${old.discs[0]!.id}`, { status: 'lost' });
  const kept = await bagWith(page, 'Kept bag', [destroyer]);
  await page.goto('/bags');
  await page.getByRole('button', { name: 'Delete Old bag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete bag' });
  await expect(dialog.getByText('Are you sure you want to delete this bag?')).toBeVisible();
  await expect(dialog.getByTestId('bag-contents')).toHaveText(
    'It holds 2 discs (1 of them archived).',
  );
  await expect(dialog.getByRole('combobox', { name: 'Bag to move them to' })).toHaveValue(kept.id);
  await dialog.getByRole('button', { name: 'Move discs and delete' }).click();
  await expect(page.getByText('Deleted Old bag; its 2 discs moved to Kept bag.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Old bag' })).toHaveCount(0);
  const discs = await api<UserDisc[]>(page, 'GET', '/api/user-discs');
  expect(discs).toHaveLength(3);
  expect(new Set(discs.map((d) => d.bagId))).toEqual(new Set([kept.id]));
});

test('Duplicate bag keeps the photos; a visitor sees the owner’s numbers, not "yours"', async ({
  page,
  browser,
}) => {
  await signedInAtHome(page);
  const destroyer = await discNamed(page, 'Destroyer');
  const bag = await bagWith(page, 'Photo bag', [destroyer]);
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#2563eb' },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post(`/api/user-discs/${bag.discs[0]!.id}/photo`, {
    multipart: { photo: { name: 'disc.png', mimeType: 'image/png', buffer: png } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await api(page, 'PATCH', `/api/user-discs/${bag.discs[0]!.id}`, {
    myFlight: { speed: 12, glide: 5, turn: -3, fade: 2 },
  });

  await page.goto(`/bags/${bag.id}`);
  await page.getByRole('button', { name: 'Duplicate bag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photo bag (copy)' })).toBeVisible();
  const discs = await api<UserDisc[]>(page, 'GET', '/api/user-discs');
  const copy = discs.find((d) => d.bagId !== bag.id)!;
  expect(copy.photoUrl).toBeTruthy();
  const photo = await page.request.get(copy.photoUrl!);
  expect(photo.status()).toBe(200);
  await expect(page.locator('img[src*="/photo?v="]').first()).toBeVisible();

  const share = await api<{ path: string }>(page, 'POST', `/api/bags/${bag.id}/share`);
  const visitor = await browser.newPage();
  await visitor.goto(new URL(share.path, page.url()).toString());
  const card = visitor.getByRole('list', { name: 'Discs in this bag' }).getByRole('listitem');
  await expect(card.getByText('owner’s numbers')).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText(/\byours\b/i);
  await visitor.close();
});

test('on a phone the disc modal’s chart keeps its axis title inside the frame @mobile', async ({
  page,
}) => {
  test.skip(!isMobile(page), 'a phone-sized chart');
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto('/discs?q=Destroyer');
  await page
    .getByRole('button', { name: /Destroyer/ })
    .first()
    .click();
  const flight = page.getByTestId('disc-flight');
  await flight.scrollIntoViewIfNeeded();
  const svg = flight.locator('svg').first();
  const title = svg.getByText(/^Distance from tee/);
  await expect(title).toBeVisible();
  const frame = (await svg.boundingBox())!;
  const box = (await title.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
});

test('compare from a bag flies the player’s own numbers and says which disc @mobile', async ({
  page,
  browser,
}) => {
  await signedInAtHome(page);
  const leopard = await discNamed(page, 'Leopard');
  const bag = await bagWith(page, 'Main', [leopard]);
  await api(page, 'PATCH', `/api/user-discs/${bag.discs[0]!.id}`, {
    plastic: 'Star',
    myFlight: { speed: 6, glide: 5, turn: -3, fade: 0 },
  });
  await page.goto(`/bags/${bag.id}`);
  await compareDisc(page, 'Leopard');
  await page.getByRole('link', { name: 'Compare 1 disc' }).click();
  await expect(page).toHaveURL(new RegExp(`ids=${leopard.id}~${bag.discs[0]!.id}`));
  const table = page.getByTestId('compare-numbers');
  await expect(table.getByRole('columnheader').first()).toContainText('Star · your numbers');
  const turn = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Turn' }) });
  await expect(turn.getByRole('cell')).toHaveText('-3');

  // The same link, opened by another player, shows the catalogue's Leopard.
  const other = await browser.newPage();
  await other.goto(new URL('/', page.url()).toString());
  await signUpViaApi(other);
  await other.goto(page.url());
  const theirs = other.getByTestId('compare-numbers');
  await expect(theirs.getByRole('columnheader').first()).not.toContainText('your numbers');
  const theirTurn = theirs
    .getByRole('row')
    .filter({ has: other.getByRole('rowheader', { name: 'Turn' }) });
  await expect(theirTurn.getByRole('cell')).toHaveText(String(leopard.turn));
  await other.close();
});

test('importing the same file twice asks: into the existing bag, or a new bag named (2) @mobile', async ({
  page,
}, testInfo) => {
  await signedInAtHome(page);
  const aviar = await discNamed(page, 'Aviar');
  const bag = await bagWith(page, 'Main', [aviar]);
  const csv = `Bag,Disc,Brand\nMain,Aviar,${aviar.brand}\nMain,Destroyer,Innova\n`;
  const file = testInfo.outputPath('main.csv');
  writeFileSync(file, csv);
  await page.goto('/bags');
  const importAgain = async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import discs' });
    await dialog.getByLabel(/File/).setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      dialog.getByText('You already have a bag named “Main”. Nothing was imported yet.'),
    ).toBeVisible();
    return dialog;
  };
  // A new bag beside the old one, named so the two are told apart.
  let dialog = await importAgain();
  await dialog.getByRole('button', { name: 'Import as a new bag named “Main (2)”' }).click();
  await expect(page.getByText('Imported 2 discs. Into: Main (2).')).toBeVisible();
  // Or into the existing bag: the Aviar is there already, so the file is refused row by row.
  dialog = await importAgain();
  await dialog.getByRole('button', { name: 'Import into the existing “Main”' }).click();
  await expect(dialog.getByText(/Row 2 .*already in/i)).toBeVisible();
  const discs = await api<UserDisc[]>(page, 'GET', '/api/user-discs');
  expect(discs.filter((d) => d.bagId === bag.id)).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('compare of four discs with long names stays on the screen; its table scrolls in its card', async ({
    page,
  }) => {
    await signedInAtHome(page);
    const longest = (await catalogue(page))
      .sort((a, b) => b.name.length - a.name.length || a.id.localeCompare(b.id))
      .slice(0, 4);
    await page.goto(`/compare?ids=${longest.map((d) => d.id).join(',')}`);
    const table = page.getByTestId('compare-numbers');
    await expect(table.getByRole('row', { name: /^Speed/ })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    // The four columns do not fit 390 px: the card scrolls sideways instead of the page.
    const card = await table.evaluate((t) => ({
      scroll: t.parentElement!.scrollWidth,
      shown: t.parentElement!.clientWidth,
    }));
    expect(card.scroll).toBeGreaterThan(card.shown);
  });
});

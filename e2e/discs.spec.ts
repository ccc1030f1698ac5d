/**
 * Disc search and the disc modal. The e2e server imports the shared DiscIt catalogue,
 * so counts are read from the page and compared, not hard-coded.
 */
import type { Locator, Page } from '@playwright/test';
import { appIsLive, expect, seriousA11yViolations, signUpViaApi, test } from './support/ui';

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function openSearch(page: Page, path = '/discs'): Promise<void> {
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Disc Search', level: 1 })).toBeVisible();
  await appIsLive(page);
}

async function createBag(page: Page, name: string): Promise<void> {
  const res = await page.request.post('/api/bags', {
    data: { name, description: '' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** [from, to, total] from 'Showing x to y of n discs'. */
async function showing(page: Page): Promise<[number, number, number]> {
  const text = await page.getByText(/^Showing \d+ to \d+ of \d+ discs$/).textContent();
  const m = /Showing (\d+) to (\d+) of (\d+) discs/.exec(text ?? '');
  if (!m) throw new Error(`no 'Showing' text: ${text}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const rows = (page: Page): Locator => page.locator('table tbody tr');
const column = async (page: Page, index: number) =>
  rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => tr.children[i]?.textContent?.trim() ?? ''),
    index,
  );

async function search(page: Page, term: string): Promise<void> {
  await page.getByLabel('Search discs').fill(term);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
}

async function addFilter(page: Page, field: string, operator: string, value: string) {
  await page.getByLabel('Filter field').selectOption(field);
  await page.getByLabel('Operator').selectOption({ label: operator });
  const input = page.getByLabel('Value', { exact: true });
  if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption(value);
  else await input.fill(value);
  await page.getByRole('button', { name: 'Add filter' }).click();
}

test.describe('disc search (desktop)', () => {
  test.beforeEach(({ page }) => {
    test.skip(narrow(page), 'the table layout is for wide screens');
  });

  test('typing a name finds the disc, and / focuses the search box', async ({ page }) => {
    await openSearch(page);
    await page.locator('body').press('/');
    await expect(page.getByLabel('Search discs')).toBeFocused();
    await page.keyboard.type('Destroyer');
    await expect(rows(page).first()).toContainText('Destroyer');
    const [, , total] = await showing(page);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThan(10);
  });

  test('searches by brand and by speed', async ({ page }) => {
    await openSearch(page);
    await page.getByLabel('Search by').selectOption('brand');
    await search(page, 'Innova');
    await expect(rows(page).first()).toContainText('Innova');
    expect(new Set(await column(page, 1))).toEqual(new Set(['Innova']));

    await page.getByLabel('Search by').selectOption('speed');
    await search(page, '12');
    await expect(rows(page).first().locator('td').nth(3)).toHaveText('12');
    expect(new Set(await column(page, 3))).toEqual(new Set(['12']));
  });

  test('filters narrow the list and removing one widens it again', async ({ page }) => {
    await openSearch(page);
    const [, , all] = await showing(page);
    await addFilter(page, 'speed', 'greater than or equal', '12');
    await expect(page.getByRole('button', { name: 'Remove filter Speed ≥ 12' })).toBeVisible();
    await expect.poll(async () => (await showing(page))[2]).toBeLessThan(all);
    const [, , fast] = await showing(page);

    await addFilter(page, 'stability', 'equals', 'Overstable');
    await expect.poll(async () => (await showing(page))[2]).toBeLessThan(fast);
    // The cell may also show the source's own label beneath ("source: Very Overstable*").
    const labels = (await column(page, 7)).map((text) => text.replace(/source:.*$/, '').trim());
    expect(new Set(labels)).toEqual(new Set(['Overstable']));
    for (const speed of await column(page, 3)) expect(Number(speed)).toBeGreaterThanOrEqual(12);

    await page.getByRole('button', { name: 'Remove filter Stability = Overstable' }).click();
    await expect.poll(async () => (await showing(page))[2]).toBe(fast);
  });

  test('paging and the page size keep the counts right; a reload keeps the search', async ({
    page,
  }) => {
    await openSearch(page);
    const [, , total] = await showing(page);
    expect(total).toBeGreaterThan(250);
    await expect.poll(() => showing(page)).toEqual([1, 25, total]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => showing(page)).toEqual([26, 50, total]);
    await page.getByRole('button', { name: 'Page 4' }).click();
    await expect.poll(() => showing(page)).toEqual([76, 100, total]);
    await page.getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => showing(page)).toEqual([51, 75, total]);
    await page.getByRole('button', { name: 'Last page' }).click();
    const lastFrom = Math.floor((total - 1) / 25) * 25 + 1;
    await expect.poll(() => showing(page)).toEqual([lastFrom, total, total]);
    await page.getByRole('button', { name: 'First page' }).click();
    await expect.poll(() => showing(page)).toEqual([1, 25, total]);
    await page.getByLabel('Items per page').selectOption('100');
    await expect.poll(() => showing(page)).toEqual([1, 100, total]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => showing(page)).toEqual([101, 200, total]);
    await expect(rows(page)).toHaveCount(100);

    await page.getByLabel('Search by').selectOption('brand');
    await search(page, 'Discraft');
    await expect.poll(async () => (await showing(page))[2]).toBeLessThan(total);
    const [, , discraft] = await showing(page);
    await page.reload();
    await expect(page.getByLabel('Search discs')).toHaveValue('Discraft');
    await expect(page.getByLabel('Search by')).toHaveValue('brand');
    await expect.poll(() => showing(page)).toEqual([1, Math.min(100, discraft), discraft]);
  });

  test('a header sorts the table and says so', async ({ page }) => {
    await openSearch(page);
    const speedHeader = page.getByRole('columnheader', { name: /Speed/ });
    await speedHeader.getByRole('button').click();
    await expect(speedHeader).toHaveAttribute('aria-sort', 'descending');
    const speeds = (await column(page, 3)).map(Number);
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    await expect(page).toHaveURL(/sort=speed%3Adesc|sort=speed:desc/);
  });

  test("on a tablet the table fits its box, with each disc's type under its name", async ({
    page,
  }) => {
    await openSearch(page);
    const table = page.getByRole('table');
    for (const width of [768, 900]) {
      await page.setViewportSize({ width, height: 1024 });
      await expect(table).toBeVisible();
      const fits = await table.evaluate((t) => {
        const box = t.parentElement!;
        return `${box.scrollWidth} <= ${box.clientWidth}: ${box.scrollWidth <= box.clientWidth}`;
      });
      expect(fits, `the table's box at ${width} px`).toMatch(/true$/);
      const first = rows(page).first();
      const type = (await column(page, 2))[0]!;
      await expect(first.locator('td').first()).toContainText(type);
    }
  });

  test('adds a disc to a bag in a chosen colour, then refuses a duplicate', async ({ page }) => {
    await openSearch(page);
    await createBag(page, 'Tournament');
    // The search page has read the (empty) bag list already; a bag made elsewhere shows on reload.
    await page.reload();
    await search(page, 'Destroyer');
    await rows(page).filter({ hasText: 'Destroyer' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Destroyer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Bag').locator('option:checked')).toHaveText('Tournament');
    await expect(dialog.getByRole('radio', { name: 'Blue' })).toBeChecked();
    const purchase = dialog.getByRole('link', { name: /Purchase/ });
    if ((await purchase.count()) > 0) {
      await expect(purchase).toHaveAttribute('target', '_blank');
      await expect(purchase).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(purchase).toHaveAttribute('href', /[?&]s=innova%20destroyer&ref=/);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByTitle('Red').click();
    await expect(dialog.getByRole('radio', { name: 'Red' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(dialog.getByText('Added Destroyer to your bag!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(dialog.getByText('This disc is already in the selected bag')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const stored = await page.request.get('/api/user-discs');
    const discs = (await stored.json()) as { color: string }[];
    expect(discs.map((d) => d.color.toUpperCase())).toEqual(['#EF4444']);
  });

  test('without a bag the modal says to create one first', async ({ page }) => {
    await openSearch(page, '/discs?q=Destroyer');
    await rows(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('You need to create a bag before you can add discs.'),
    ).toBeVisible();
    await dialog.getByRole('link', { name: 'Create a bag' }).click();
    await expect(page).toHaveURL(/\/bags$/);
  });

  test('the search page has no serious accessibility violation', async ({ page }) => {
    await openSearch(page);
    await expect(rows(page).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('disc search (narrow screens)', () => {
  test('cards, the filter toggle and Page x of y @mobile', async ({ page }) => {
    test.skip(!narrow(page), 'the card layout is for screens under 768 px');
    await openSearch(page);
    await expect(page.locator('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Discs' }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    const found = page.getByText(/^\d+ discs found$/);
    const all = Number((await found.textContent())?.split(' ')[0]);
    const pages = Math.ceil(all / 25);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();

    await expect(page.getByLabel('Filter field')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await addFilter(page, 'speed', 'greater than or equal', '12');
    await expect(page.getByText('Page 1 of', { exact: false })).toBeVisible();
    await expect
      .poll(async () => Number((await found.textContent())?.split(' ')[0]))
      .toBeLessThan(all);
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(page.getByLabel('Filter field')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove filter Speed/ })).toBeVisible();

    await cards.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The page behind does not scroll: a wheel over the backdrop is cancelled.
    const wheelCancelled = await page.evaluate(() => {
      const wheel = new WheelEvent('wheel', { deltaY: 300, bubbles: true, cancelable: true });
      document.elementFromPoint(195, 20)!.dispatchEvent(wheel);
      return wheel.defaultPrevented;
    });
    expect(wheelCancelled).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a phone sorts the cards too, and reverses the order @mobile', async ({ page }) => {
    test.skip(!narrow(page), 'the sort control is for screens under 768 px');
    await openSearch(page);
    const speeds = async () =>
      (await page.getByRole('list', { name: 'Discs' }).getByRole('listitem').allInnerTexts()).map(
        (card) => Number(/SPEED\s+(-?[\d.]+)/i.exec(card)?.[1]),
      );
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('speed');
    await expect(page.getByRole('button', { name: 'Order: highest first' })).toBeVisible();
    await expect(page).toHaveURL(/sort=speed%3Adesc|sort=speed:desc/);
    const down = await speeds();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Order: highest first' }).click();
    await expect(page.getByRole('button', { name: 'Order: lowest first' })).toBeVisible();
    await expect.poll(speeds).not.toEqual(down);
    const up = await speeds();
    expect(up).toEqual([...up].sort((a, b) => a - b));
  });
});

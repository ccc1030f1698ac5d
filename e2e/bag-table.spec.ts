/**
 * The bag table on desktop screens: it fits its own box (no sideways scroll inside or outside
 * it) at 1024, 1280, 1440 and 1600 px with 14 and with 500 discs (and on tablets, 768 to 1023 px,
 * with its Category and Stability columns left out), each row's one actions menu is
 * on screen, rows are one line, long names end in "…" with the whole name on hover and for
 * screen readers, and the columns keep their widths through sorts and scrolling (a long bag
 * renders only the rows near the screen). Screenshots of the table go to test-results/bag-table.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { appIsLive, expect, signUpViaApi, test } from './support/ui';

const WIDTHS = [1024, 1280, 1440, 1600];
const SHOTS = path.join('test-results', 'bag-table');
const COLOURS = ['#3B82F6', '#EF4444', '#10B981', '#F59E0B', '#8B5CF6'];

/**
 * A new player with one bag of `n` discs, made through the import API. The discs are the
 * catalogue's longest names and brands first; every third has plastic, weight, condition and
 * a nickname, every fifth the player's own flight numbers, and the last is a second copy of
 * the first.
 */
async function playerWithBag(page: Page, n: number): Promise<{ id: string; longest: string }> {
  await page.goto('/');
  await signUpViaApi(page);
  const all = (await catalogue(page)).filter((d) => d.speed !== null);
  const byLength = [...all].sort(
    (a, b) => b.name.length + b.brand.length - (a.name.length + a.brand.length),
  );
  expect(byLength.length).toBeGreaterThanOrEqual(n - 1);
  const picked: (CatalogueDisc & { copy?: number })[] = [
    ...byLength.slice(0, n - 1),
    { ...byLength[0]!, copy: 2 },
  ];
  const name = `Table bag ${n}`;
  const content = JSON.stringify({
    format: 'hyzer-collection',
    version: 1,
    exportedAt: new Date().toISOString(),
    bags: [
      {
        name,
        description: '',
        discs: picked.map((d, i) => ({
          catalogueId: d.id,
          name: d.name,
          brand: d.brand,
          color: COLOURS[i % COLOURS.length],
          ...(d.copy ? { copy: d.copy } : {}),
          ...(i % 3 === 0
            ? {
                plastic: 'Champion Blizzard',
                weight: 172.5,
                condition: 8,
                nickname: 'The one that skipped off the parking lot',
              }
            : {}),
          ...(i % 5 === 0 ? { myFlight: { speed: 13.5, glide: 5, turn: -3.5, fade: 2.5 } } : {}),
        })),
      },
    ],
  });
  const result = await api<{ imported: boolean }>(page, 'POST', '/api/import', {
    format: 'json',
    content,
  });
  expect(result.imported).toBe(true);
  const bags = await api<{ id: string; name: string }[]>(page, 'GET', '/api/bags');
  const bag = bags.find((b) => b.name === name)!;
  return { id: bag.id, longest: byLength[0]!.name };
}

const table = (page: Page) => page.getByRole('table', { name: 'Discs in this bag' });
/** The rendered disc rows (a long bag's spacer rows are hidden from the accessibility tree). */
const discRows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden])');

/** What a player would see go wrong with the table at this width, or nothing. */
async function fitProblems(page: Page): Promise<string[]> {
  return table(page).evaluate((tableEl) => {
    const problems: string[] = [];
    const box = tableEl.parentElement!;
    const doc = document.documentElement;
    if (box.scrollWidth > box.clientWidth) {
      problems.push(`the table's box scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
    }
    if (doc.scrollWidth > doc.clientWidth) {
      problems.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    }
    const boxRight = box.getBoundingClientRect().right;
    const rows = [...tableEl.querySelectorAll('tbody tr:not([aria-hidden])')];
    if (rows.length === 0) problems.push('no rows');
    for (const row of rows) {
      const buttons = row.querySelectorAll('button[aria-label^="More actions for"]');
      const name = buttons[0]?.getAttribute('aria-label') ?? '(a row)';
      if (buttons.length !== 1) problems.push(`${name}: ${buttons.length} action menus`);
      const last = [...row.querySelectorAll('button')].at(-1);
      if (last !== buttons[0]) problems.push(`${name}: the menu is not the row's last action`);
      const r = buttons[0]?.getBoundingClientRect();
      if (!r || r.width === 0 || r.left < 0 || r.right > Math.min(boxRight, doc.clientWidth)) {
        problems.push(`${name}: its menu is off screen (${r?.left}–${r?.right})`);
      }
      // One line: a second line of 14 px text would make the row at least 52 px high.
      const height = row.getBoundingClientRect().height;
      if (height > 48) problems.push(`${name}: the row is ${height} px high`);
    }
    return problems;
  });
}

/** The header cells' widths, rounded to the pixel. */
const columnWidths = (page: Page) =>
  table(page)
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));

/** The bag page with its discs on screen: the table, or under 768 px the cards. */
async function openBag(page: Page, id: string) {
  await page.goto(`/bags/${id}`);
  const narrow = (page.viewportSize()?.width ?? 1280) < 768;
  const first = narrow
    ? page.getByRole('list', { name: 'Discs in this bag' }).getByRole('listitem').first()
    : discRows(page).first();
  await expect(first).toBeVisible();
  await appIsLive(page);
}

for (const count of [14, 500]) {
  test(`the bag table fits at 1024 to 1600 px with ${count} discs, one line a row, columns still`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const bag = await playerWithBag(page, count);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await openBag(page, bag.id);
      expect(await fitProblems(page), `${count} discs at ${width} px`).toEqual([]);

      // The columns keep their widths through sorts and (a long bag) scrolling.
      const widths = await columnWidths(page);
      for (const column of ['Speed', 'Disc', 'Brand', 'Stability']) {
        await table(page).getByRole('button', { name: column, exact: true }).click();
        await expect(
          table(page).getByRole('columnheader', { name: column, exact: true }),
        ).toHaveAttribute('aria-sort', /ascending|descending/);
        expect(await columnWidths(page), `after sorting by ${column} at ${width} px`).toEqual(
          widths,
        );
        expect(await fitProblems(page), `sorted by ${column} at ${width} px`).toEqual([]);
      }
      await page.mouse.wheel(0, 8_000);
      await expect(discRows(page).first()).toBeVisible();
      expect(await columnWidths(page), `scrolled at ${width} px`).toEqual(widths);
      expect(await fitProblems(page), `scrolled at ${width} px`).toEqual([]);
    }
  });
}

test("on a tablet (768 to 1023 px) the table fits and every row shows its disc's name", async ({
  page,
}) => {
  const bag = await playerWithBag(page, 14);
  for (const width of [768, 820, 1000]) {
    await page.setViewportSize({ width, height: 1024 });
    await openBag(page, bag.id);
    expect(await fitProblems(page), `at ${width} px`).toEqual([]);
    // The Disc column has room for a name and its badges, not the sliver it had there.
    const disc = table(page).getByRole('columnheader', { name: 'Disc', exact: true });
    const discWidth = Math.round((await disc.boundingBox())!.width);
    expect(discWidth, `the Disc column at ${width} px`).toBeGreaterThanOrEqual(160);
    const names = await table(page)
      .locator('tbody tr td:nth-child(2) button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().width));
    expect(
      names.filter((w) => w < 30),
      `names with no room at ${width} px`,
    ).toEqual([]);
  }
});

test('a long name ends in "…" and is whole on hover and for screen readers', async ({ page }) => {
  const bag = await playerWithBag(page, 14);
  await page.setViewportSize({ width: 1024, height: 800 });
  await openBag(page, bag.id);
  // The row's name button has the whole name as its accessible name and its title.
  const names = table(page).locator('tbody tr td:nth-child(2) button');
  const count = await names.count();
  expect(count).toBe(14);
  for (let i = 0; i < count; i++) {
    const text = (await names.nth(i).textContent())!;
    await expect(names.nth(i)).toHaveAttribute('title', new RegExp(`^${escape(text)}`));
  }
  const longest = table(page).getByRole('button', { name: bag.longest, exact: true }).first();
  await expect(longest).toBeVisible();
  await expect(longest).toHaveCSS('text-overflow', 'ellipsis');
});

/** A string as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openMenuWithKeyboard(menuButton: Locator) {
  await menuButton.focus();
  await expect(menuButton).toBeFocused();
  await menuButton.page().keyboard.press('Enter');
}

test('one menu per row holds Compare, Edit, Archive, Copy and Remove, by keyboard', async ({
  page,
}) => {
  const bag = await playerWithBag(page, 14);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBag(page, bag.id);
  const row = discRows(page).nth(1);
  const name = (await row.locator('td:nth-child(2) button').getAttribute('title'))!;
  const more = row.getByRole('button', { name: `More actions for ${name}` });
  await expect(row.getByRole('button')).toHaveCount(2); // the name, and the menu
  await expect(row.getByRole('checkbox', { name: `Compare ${name}` })).toHaveCount(0);

  await openMenuWithKeyboard(more);
  const menu = page.getByRole('menu', { name: `More actions for ${name}` });
  const compare = menu.getByRole('menuitemcheckbox', { name: `Compare ${name}` });
  await expect(compare).toBeFocused();
  await expect(compare).toHaveAttribute('aria-checked', 'false');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Edit…',
    'Archive…',
    'Copy to another bag…',
    'Remove',
  ]);
  // Space ticks Compare: the menu closes, focus is back on its button, the compare bar counts it.
  await page.keyboard.press(' ');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await expect(page.getByRole('link', { name: 'Compare 1 disc' })).toBeVisible();
  await expect(row).toContainText('compare');
  await openMenuWithKeyboard(more);
  await expect(compare).toHaveAttribute('aria-checked', 'true');

  // ArrowDown to Edit, Enter: the edit dialog; Escape gives focus back to the menu's button.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: `Edit ${name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(more).toBeFocused();
});

test('a pointer press opens the row menu, not the disc, on its first use and after', async ({
  page,
}) => {
  const bag = await playerWithBag(page, 14);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBag(page, bag.id);
  const row = discRows(page).nth(2);
  const name = (await row.locator('td:nth-child(2) button').getAttribute('title'))!;
  const more = row.getByRole('button', { name: `More actions for ${name}` });
  const menu = page.getByRole('menu', { name: `More actions for ${name}` });
  // The first press swaps the plain button for Radix's menu button (decision 0038); the second
  // is Radix's own. Neither opens the disc under it.
  for (const time of ['first', 'second']) {
    await more.click();
    await expect(menu, `${time} press`).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('screenshots of the bag table at 1024, 1280, 1440 and 390 px, light and dark', async ({
  page,
}) => {
  // Pictures for a person to look at, not a check: taken when asked (SCREENSHOTS=1), not in CI.
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take them');
  test.setTimeout(120_000);
  const bag = await playerWithBag(page, 14);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1024, 1280, 1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openBag(page, bag.id);
      // Not 'networkidle': disc pictures on makers' sites may hang, not fail, without the
      // internet. The fonts are what changes the picture.
      await page.evaluate(() => document.fonts.ready);
      // The list itself: on a phone the cards come after the bag's statistics.
      await page
        .getByRole(width < 768 ? 'list' : 'table', { name: 'Discs in this bag' })
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(SHOTS, `bag-${width}-${scheme}.png`) });
    }
  }
  // The row menu open, as a player sees it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBag(page, bag.id);
  await discRows(page)
    .nth(1)
    .getByRole('button', { name: /^More actions for/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'bag-1280-dark-menu.png') });
});

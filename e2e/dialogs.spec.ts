/**
 * Every dialog and menu from the keyboard, as a screen-reader user meets it: opened from its
 * button, focus goes into it; the page behind is inert (its root carries `inert`, none of its
 * controls can take focus, Tab stays inside); axe finds nothing serious on the whole page; Escape
 * closes it and focus is back on the button that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import {
  appIsLive,
  expect,
  isMobile,
  seriousA11yViolations,
  signUpViaApi,
  test,
} from './support/ui';

async function setUp(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const discs = await catalogue(page);
  const named = (name: string) => discs.filter((d) => d.name === name).length;
  const [a, b] = discs.filter((d) => d.speed !== null && named(d.name) === 1);
  const main = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Main' });
  await api(page, 'POST', '/api/bags', { name: 'Spare' });
  for (const disc of [a!, b!]) {
    await api(page, 'POST', '/api/user-discs', {
      bagId: main.id,
      discitId: disc.id,
      color: '#3B82F6',
    });
  }
  return { bagId: main.id, a: a!, b: b! };
}

/**
 * Opens a dialog or menu from the keyboard: focus on its button, then Enter. A signed-in page's
 * prerendered frame is inert until the app replaces it (decision 0021), so wait for that first.
 */
async function openWithKeyboard(opener: Locator): Promise<void> {
  await appIsLive(opener.page());
  await opener.focus();
  await expect(opener).toBeFocused();
  await opener.press('Enter');
}

/** The checks every open dialog or menu must pass. */
async function expectModal(page: Page, surface: Locator): Promise<void> {
  await expect(surface).toBeVisible();
  const holdsFocus = () => surface.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(holdsFocus).toBe(true);

  // The page behind is inert: its root is marked, and none of its controls can take focus.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  const backgroundTookFocus = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('#root button, #root a[href]')];
    return controls.some((el) => {
      el.focus();
      return document.activeElement === el;
    });
  });
  expect(backgroundTookFocus).toBe(false);
  // Tab and Shift+Tab never leave it.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i < 5 ? 'Tab' : 'Shift+Tab');
    expect(await holdsFocus()).toBe(true);
  }

  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Escape closes it, focus is back on its opener and the page is live again. */
async function expectEscapeBackTo(page: Page, surface: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(surface).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

test('the bag list: create, edit, delete and import dialogs', async ({ page }) => {
  await setUp(page);
  await page.goto('/bags');

  const create = page.getByRole('button', { name: 'Create New Bag' }).first();
  await openWithKeyboard(create);
  const form = page.getByRole('dialog', { name: 'Create New Bag' });
  await expect(form.getByLabel('Bag Name')).toBeFocused();
  await expectModal(page, form);
  await expectEscapeBackTo(page, form, create);

  const edit = page.getByRole('button', { name: 'Edit Main', exact: true });
  await openWithKeyboard(edit);
  const editForm = page.getByRole('dialog', { name: 'Edit Bag' });
  await expectModal(page, editForm);
  await expectEscapeBackTo(page, editForm, edit);

  // The confirmation starts on Cancel, the safe choice.
  const remove = page.getByRole('button', { name: 'Delete Main', exact: true });
  await openWithKeyboard(remove);
  const confirm = page.getByRole('dialog', { name: 'Delete bag' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectModal(page, confirm);
  await expectEscapeBackTo(page, confirm, remove);
  await expect(page.getByRole('link', { name: 'Main' })).toBeVisible();

  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await openWithKeyboard(importButton);
  const importDialog = page.getByRole('dialog', { name: /Import/ });
  await expectModal(page, importDialog);
  await expectEscapeBackTo(page, importDialog, importButton);
});

test("the settings dialog, from the header or from the phone's navigation panel @mobile", async ({
  page,
}) => {
  await setUp(page);
  await page.goto('/home');
  const header = page.getByRole('banner');
  let opener = header.getByRole('button', { name: 'Settings' });
  if (isMobile(page)) {
    // On a phone Settings is in the navigation panel, which closes as the dialog opens: focus
    // comes back to the panel's Menu button.
    const menu = header.getByRole('button', { name: 'Menu' });
    await openWithKeyboard(menu);
    await openWithKeyboard(header.getByRole('button', { name: 'Settings' }));
    opener = menu;
  } else {
    await openWithKeyboard(opener);
  }
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expectModal(page, dialog);
  await expectEscapeBackTo(page, dialog, opener);
});

test('a bag: the disc modal, the edit and share dialogs, the row menu and what it opens @mobile', async ({
  page,
}) => {
  // Nine dialogs and a menu, each opened and closed by keyboard: past a minute on a loaded machine.
  test.setTimeout(150_000);
  const { bagId, a, b } = await setUp(page);
  await page.goto(`/bags/${bagId}`);
  // The server draws both the cards and the table (CSS shows one); the app keeps one.
  await appIsLive(page);

  const name = page.getByRole('button', { name: a.name, exact: true });
  await openWithKeyboard(name);
  const modal = page.getByRole('dialog', { name: a.name });
  await expectModal(page, modal);
  await expectEscapeBackTo(page, modal, name);

  // Edit: a card's button on a phone, an item of the row's one menu on a wider screen.
  const edit = isMobile(page)
    ? page.getByRole('button', { name: `Edit ${a.name}` })
    : page.getByRole('button', { name: `More actions for ${a.name}` });
  await openWithKeyboard(edit);
  if (!isMobile(page)) {
    await page.getByRole('menuitem', { name: `Edit ${a.name}` }).focus();
    await page.keyboard.press('Enter');
  }
  const editDialog = page.getByRole('dialog', { name: `Edit ${a.name}` });
  await expectModal(page, editDialog);
  await expectEscapeBackTo(page, editDialog, edit);

  const share = page.getByRole('button', { name: 'Share' });
  await openWithKeyboard(share);
  const shareDialog = page.getByRole('dialog', { name: 'Share “Main”' });
  await expectModal(page, shareDialog);
  await expectEscapeBackTo(page, shareDialog, share);

  // The row menu: Enter opens it on its first item, Escape gives focus back to its button.
  const more = page.getByRole('button', { name: `More actions for ${b.name}` });
  await openWithKeyboard(more);
  const menu = page.getByRole('menu', { name: `More actions for ${b.name}` });
  await expect(menu.locator('[role^="menuitem"]').first()).toBeFocused();
  await expectModal(page, menu);
  await expectEscapeBackTo(page, menu, more);

  // Each dialog the menu opens gives focus back to the menu's button when it closes.
  for (const [item, title] of [
    [`Archive ${b.name} (lost, sold, given away or retired)`, `Archive ${b.name}`],
    [`Copy to another bag: ${b.name}`, `Copy ${b.name} to another bag`],
    [`Remove ${b.name}`, 'Remove disc'],
  ] as const) {
    await openWithKeyboard(more);
    await page.getByRole('menuitem', { name: item }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expectModal(page, dialog);
    await expectEscapeBackTo(page, dialog, more);
  }
  // Nothing was archived, copied or removed.
  await expect(page.getByRole('button', { name: b.name, exact: true })).toBeVisible();
  expect(await api<unknown[]>(page, 'GET', '/api/user-discs')).toHaveLength(2);
});

test('a bag: the move dialog of the selection bar', async ({ page }) => {
  const { bagId, a } = await setUp(page);
  await page.goto(`/bags/${bagId}`);
  await page.getByRole('checkbox', { name: `Select ${a.name}`, exact: true }).check();
  const moveTo = page.getByRole('region', { name: 'Selected discs' }).getByRole('button', {
    name: 'Move to…',
  });
  await openWithKeyboard(moveTo);
  const dialog = page.getByRole('dialog', { name: `Move ${a.name} to another bag` });
  await expectModal(page, dialog);
  await expectEscapeBackTo(page, dialog, moveTo);
});

test('the catalogue: the disc modal opened from a result @mobile', async ({ page }) => {
  const { a } = await setUp(page);
  await page.goto('/discs');
  await page.getByLabel('Search discs').fill(a.name);
  const result = isMobile(page)
    ? page.getByRole('button', { name: new RegExp(a.name) }).first()
    : page.getByRole('row').filter({ hasText: a.name }).first();
  await openWithKeyboard(result);
  const modal = page.getByRole('dialog', { name: a.name });
  await expectModal(page, modal);

  // The page behind does not scroll under a wheel; the dialog's own body does. The dialog's
  // scroll, which comes after, shows the first wheel has been handled.
  const pageScroll = await page.evaluate(() => window.scrollY);
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, 400);
  const body = modal.locator('.overflow-y-auto');
  const box = (await body.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);

  await expectEscapeBackTo(page, modal, result);
  // The page's own key ('/' focuses the search) waits while a dialog is open, and works again.
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search discs')).toBeFocused();
});

test('the account page: the delete-account dialog @mobile', async ({ page }) => {
  await setUp(page);
  await page.goto('/account');
  const opener = page.getByRole('button', { name: 'Delete Account…' });
  await openWithKeyboard(opener);
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectModal(page, dialog);
  await expectEscapeBackTo(page, dialog, opener);
  // Nothing was deleted: the player is still signed in with their bags.
  await page.goto('/bags');
  await expect(page.getByRole('link', { name: 'Main' })).toBeVisible();
});

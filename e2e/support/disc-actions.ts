/**
 * A bag disc's actions, reached the way a player reaches them: on a phone a card shows its
 * Compare box and Edit button; on a wider screen a table row holds them in its one menu
 * ("More actions for …"). Each helper returns the control that focus goes back to.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { isMobile } from './ui';

/** Opens the disc's edit dialog. */
export async function editDisc(page: Page, name: string): Promise<Locator> {
  if (isMobile(page)) {
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await edit.click();
    return edit;
  }
  const more = page.getByRole('button', { name: `More actions for ${name}` });
  await more.click();
  await page.getByRole('menuitem', { name: `Edit ${name}` }).click();
  return more;
}

/** Adds the disc to the comparison. */
export async function compareDisc(page: Page, name: string): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('checkbox', { name: `Compare ${name}`, exact: true }).check();
    return;
  }
  const more = page.getByRole('button', { name: `More actions for ${name}`, exact: true });
  await more.click();
  const item = page.getByRole('menuitemcheckbox', { name: `Compare ${name}`, exact: true });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  await expect(page.getByRole('menu')).toBeHidden();
}

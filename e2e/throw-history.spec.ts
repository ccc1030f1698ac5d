/**
 * The throw history (/field/history): every throw by day, read a page at a time (decision
 * 0039), filtered on the server; each disc's figures equal the field page's; a throw moved to
 * another disc; a delete undone.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { expect, signUpViaApi, test } from './support/ui';

interface Logged {
  id: string;
  userDiscId: string;
}

/** A player with a Destroyer and a Buzzz and 56 throws over three days (8 of them forehands). */
async function playerWithLog(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Field bag' });
  const discs = await catalogue(page);
  const pick = (name: string) => discs.find((d) => d.name === name && d.speed !== null)!;
  const add = (name: string, color: string) =>
    api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: pick(name).id,
      color,
    });
  const destroyer = (await add('Destroyer', '#EF4444')).id;
  const buzzz = (await add('Buzzz', '#3B82F6')).id;
  const log: Logged[] = [];
  for (let i = 0; i < 56; i++) {
    const id = randomUUID();
    const userDiscId = i % 2 === 0 ? destroyer : buzzz;
    await api(page, 'PUT', `/api/throws/${id}`, {
      userDiscId,
      distanceFt: (i % 2 === 0 ? 300 : 250) + (i % 7),
      throwType: i % 7 === 3 ? 'forehand' : 'backhand',
      effort: i % 9 === 4 ? 'controlled' : 'full',
      finishFt: i % 3 === 0 ? -10 : null,
      thrownAt: new Date(Date.UTC(2026, 10, 18 + Math.floor(i / 20), 12, i)).toISOString(),
      measuredBy: 'typed',
    });
    log.push({ id, userDiscId });
  }
  return { destroyer, buzzz, log };
}

const listed = (page: Page) => page.getByRole('region', { name: 'Throws' }).getByRole('listitem');

test('the throw history pages, filters, moves a throw to another disc and undoes a delete', async ({
  page,
}) => {
  const { destroyer, buzzz } = await playerWithLog(page);
  await page.evaluate(
    (id) => localStorage.setItem('hyzer-field-discs', JSON.stringify([id])),
    destroyer,
  );

  // The field page's figures for the Destroyer, then the history from its link.
  await page.goto('/field');
  const fieldStats = await page
    .getByRole('region', { name: 'Destroyer throws' })
    .getByTestId('disc-stats')
    .textContent();
  expect(fieldStats).toMatch(/^Backhand, full power: \d+ throws · median/);
  await page.getByRole('link', { name: 'Throw history' }).click();
  await expect(page.getByRole('heading', { name: 'Throw history', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Destroyer trend' }).getByTestId('disc-stats'),
  ).toHaveText(fieldStats!);
  await expect(
    page.getByRole('listitem', { name: 'Destroyer trend' }).getByTestId('trend-line'),
  ).toBeVisible();

  // A page of 50, grouped by day, then the older ones.
  await expect(listed(page)).toHaveCount(50);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  await page.getByRole('button', { name: 'Show older throws' }).click();
  await expect(listed(page)).toHaveCount(56);
  await expect(page.getByRole('button', { name: 'Show older throws' })).toBeHidden();

  // Filters, kept in the address: the forehands, then the Buzzz's forehands.
  await page.getByLabel('Throw', { exact: true }).selectOption('forehand');
  await expect(page).toHaveURL(/throw=forehand/);
  await expect(listed(page)).toHaveCount(8);
  await expect(listed(page).filter({ hasNotText: 'Forehand' })).toHaveCount(0);
  await page.getByLabel('Disc', { exact: true }).selectOption(buzzz);
  await expect(listed(page)).toHaveCount(4);
  await page.reload();
  await expect(listed(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(listed(page)).toHaveCount(50);

  // Move the newest throw (a Buzzz) to the Destroyer.
  const newest = listed(page).first();
  await expect(newest).toContainText('Buzzz');
  await newest.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit throw' });
  await dialog.getByLabel('Disc').selectOption(destroyer);
  await dialog.getByRole('button', { name: 'Save throw' }).click();
  await expect(listed(page).first()).toContainText('Destroyer');
  await expect
    .poll(async () => {
      const page1 = await api<{ throws: Logged[] }>(page, 'GET', '/api/throws/page?limit=1');
      return page1.throws[0]!.userDiscId;
    })
    .toBe(destroyer);

  // Delete it, then undo: the same throw is back.
  const before = await api<{ throws: Logged[] }>(page, 'GET', '/api/throws/page?limit=1');
  await listed(page)
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Throw deleted.' })).toBeVisible();
  await expect.poll(async () => (await api<Logged[]>(page, 'GET', '/api/throws')).length).toBe(55);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await api<Logged[]>(page, 'GET', '/api/throws')).length).toBe(56);
  const after = await api<{ throws: Logged[] }>(page, 'GET', '/api/throws/page?limit=1');
  expect(after.throws[0]!.id).toBe(before.throws[0]!.id);
  await expect(listed(page)).toHaveCount(50);
});

test('a player without throws is sent to a field session @mobile', async ({ page }) => {
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto('/field/history');
  // A bound on "shown at all": the page's chunks load slowly on a busy machine.
  await expect(page.getByText('No throws yet')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Start a field session' }).click();
  await expect(page.getByRole('heading', { name: 'Field session', level: 1 })).toBeVisible();
});

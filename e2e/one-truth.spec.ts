/**
 * One truth about my discs (decision 0046): a bag of 12 discs and 24 logged throws (some with a
 * finish, some without, one forehand, one controlled), then the same disc's distance and finish
 * read from the chart's data table, compare, the disc modal from the bag and from Disc Search,
 * and the bag table's "My distance" are equal; the arm control, the chip and insights name the
 * same arm.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { appIsLive, expect, signUpViaApi, test } from './support/ui';

const BAG = [
  'Destroyer',
  'Teebird',
  'Leopard',
  'Buzzz',
  'Aviar',
  'Firebird',
  'Roc3',
  'Mako3',
  'Wraith',
  'Thunderbird',
  'Valkyrie',
  'Pig',
] as const;

const COLOURS = ['#DC2626', '#2563EB', '#16A34A', '#D97706', '#7C3AED', '#0891B2'];

/** [disc, distance, finish | null, throw type, effort] */
type Logged = [string, number, number | null, 'backhand' | 'forehand', 'full' | 'controlled'];
const LOG: Logged[] = [
  // The Destroyer: six full-power backhands, no finish recorded (the usual case).
  ...[285, 288, 291, 293, 297, 301].map((d): Logged => ['Destroyer', d, null, 'backhand', 'full']),
  // The Teebird: finishes on some, plus one forehand and one controlled throw left out.
  ['Teebird', 250, -20, 'backhand', 'full'],
  ['Teebird', 262, null, 'backhand', 'full'],
  ['Teebird', 258, -24, 'backhand', 'full'],
  ['Teebird', 255, -22, 'backhand', 'full'],
  ['Teebird', 215, 10, 'forehand', 'full'],
  ['Teebird', 180, -5, 'backhand', 'controlled'],
  ...[230, 236, 241].map((d): Logged => ['Leopard', d, 18, 'backhand', 'full']),
  ...[205, 210, 214].map((d): Logged => ['Buzzz', d, null, 'backhand', 'full']),
  ...[150, 155, 160].map((d): Logged => ['Aviar', d, -4, 'backhand', 'full']),
  ...[240, 245, 250].map((d): Logged => ['Firebird', d, -30, 'backhand', 'full']),
];

async function seed(page: Page) {
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'One truth' });
  const all = await catalogue(page);
  const byName = new Map<string, CatalogueDisc>();
  for (const name of BAG) {
    const named = all.filter((c) => c.name === name && c.speed !== null);
    const d = named.find((c) => c.brand === 'Innova' || c.brand === 'Discraft') ?? named[0];
    if (d) byName.set(name, d);
  }
  const ids = new Map<string, string>();
  let i = 0;
  for (const [name, disc] of byName) {
    const made = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: COLOURS[i++ % COLOURS.length],
    });
    ids.set(name, made.id);
  }
  expect(ids.size).toBe(12);
  let minute = 0;
  for (const [name, distanceFt, finishFt, throwType, effort] of LOG) {
    await api(page, 'PUT', `/api/throws/${randomUUID()}`, {
      userDiscId: ids.get(name),
      distanceFt,
      finishFt,
      throwType,
      effort,
      thrownAt: new Date(Date.UTC(2026, 10, 20, 10, minute++)).toISOString(),
      measuredBy: 'typed',
    });
  }
  expect(LOG).toHaveLength(24);
  return { bagId: bag.id, destroyer: byName.get('Destroyer')!, ids };
}

/** '292 ft, lands 35 ft left' from a text that holds it. */
const landsOf = (text: string | null) =>
  /(\d+ ft), lands ((\d+ ft (left|right))|centre)/.exec(text ?? '');

test('the same disc reads the same everywhere, and every screen names the same arm', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await signUpViaApi(page);
  const { bagId, destroyer, ids } = await seed(page);

  // The chart's data table.
  await page.goto(`/bags/${bagId}?view=chart`);
  const chart = page.getByTestId('flight-chart');
  const chip = chart.getByTestId('flight-view');
  await expect(chip).toHaveText(/^My throws · arm \d+ ft, fitted to 22 throws/);
  const chipArm = /arm (\d+ ft)/.exec((await chip.textContent()) ?? '')![1]!;
  await chart.getByText('Show data table').click();
  const row = chart.getByRole('row', { name: /^Destroyer/ });
  await expect(row).toContainText('Measured (6 throws), finish modelled');
  const cells = await row.locator('td, th').allTextContents();
  const distance = cells[6]!;
  const finish = cells[7]!;
  expect(distance).toBe('292 ft');
  expect(finish).toMatch(/^\d+ ft (left|right)$/);
  expect(finish).not.toBe('centre');
  // The Teebird's figure is its full-power backhands only: not the forehand, not the controlled one.
  await expect(chart.getByRole('row', { name: /^Teebird/ })).toContainText('257 ft');
  // Measured paths are solid, modelled ones dashed, and the legend says which.
  await expect(chart.locator('[data-source="measured"]').first()).toBeVisible();
  await expect(chart.getByTestId('legend-source').first()).toBeVisible();

  // The arm control says the same arm, with its throws.
  await expect(chart.getByLabel('Arm speed').locator('option:checked')).toHaveText(
    `My throws (${chipArm}, 22 throws)`,
  );

  // The bag table's column.
  await page.goto(`/bags/${bagId}`);
  const table = page.getByRole('table', { name: 'Discs in this bag' });
  await expect(table.getByRole('columnheader', { name: 'My distance' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Destroyer/ }).getByTestId('my-distance')).toHaveText(
    distance,
  );

  // The disc modal from the bag.
  await table
    .getByRole('button', { name: /^Destroyer/ })
    .first()
    .click();
  let dialog = page.getByRole('dialog', { name: 'Destroyer' });
  const fromBag = dialog.getByText('Backhand:').locator('..');
  await expect(fromBag).toContainText(`${distance}, lands ${finish}`);
  await expect(fromBag).toContainText('measured, 6 throws');
  await page.keyboard.press('Escape');

  // Compare: the player's Destroyer beside a catalogue disc, in the player's red.
  await page.goto(`/compare?ids=${destroyer.id}~${ids.get('Destroyer')}`);
  const compare = page.getByTestId('compare-numbers');
  await expect(compare.getByRole('row', { name: /^Distance/ })).toContainText(distance);
  await expect(compare.getByRole('row', { name: /^Lands/ })).toContainText(finish);
  await expect(
    page.getByTestId('compare-view').locator('path[stroke="#DC2626"]').first(),
  ).toBeAttached();

  // The disc modal from Disc Search: it knows the player owns and measured this disc.
  await page.goto('/discs?q=Destroyer');
  await appIsLive(page);
  await page.locator('table tbody tr').filter({ hasText: 'Destroyer' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Destroyer' });
  await expect(dialog.getByTestId('own-copy')).toHaveText(
    'You own this disc and measured it: 6 full-power backhands.',
  );
  const fromSearch = landsOf(await dialog.getByText('Backhand:').locator('..').textContent());
  expect(fromSearch?.[1]).toBe(distance);
  expect(fromSearch?.[2]).toBe(finish);
  await page.keyboard.press('Escape');

  // Insights name the same arm, and take roles from how the discs fly.
  await page.goto(`/bags/${bagId}?view=insights`);
  await expect(page.getByTestId('arm-name')).toContainText(
    `My throws · arm ${chipArm}, fitted to 22 throws`,
  );
  await expect(
    page.getByText(/Leopard \(measured from 3 throws\): turns over for you/),
  ).toBeVisible();
});

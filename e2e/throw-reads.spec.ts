/**
 * The signed-in pages read what they draw of the throw log, never the log itself (decision
 * 0039): the summary for the charts, the advice and the field session's figures, one disc's
 * latest throws a page at a time. A player with many throws sees the chart's five latest
 * landings per disc, not one dot per throw.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { expect, signUpViaApi, test } from './support/ui';

/** Every API path the page asked for, from now on. */
function apiReads(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.add(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

test('no signed-in page downloads the whole throw log; the chart draws the latest landings', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Log bag' });
  const discs = await catalogue(page);
  const destroyer = discs.find((d) => d.name === 'Destroyer' && d.speed !== null)!;
  const disc = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: destroyer.id,
    color: '#EF4444',
  });
  for (let i = 0; i < 12; i++) {
    await api(page, 'PUT', `/api/throws/${randomUUID()}`, {
      userDiscId: disc.id,
      distanceFt: 320 + i,
      finishFt: -30,
      throwType: 'backhand',
      effort: 'full',
      thrownAt: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
      measuredBy: 'typed',
    });
  }
  await page.evaluate(
    (id) => localStorage.setItem('hyzer-field-discs', JSON.stringify([id])),
    disc.id,
  );

  const reads = apiReads(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`/bags/${bag.id}?view=chart`);
  const chart = page.getByTestId('flight-chart');
  await expect(chart.getByTestId('flight-view')).toHaveText(/fitted to 12 throws/);
  await expect(chart.getByTestId('landing-dot')).toHaveCount(5);
  await chart.getByText('Show data table').click();
  await expect(chart.getByRole('row', { name: /Destroyer/ })).toContainText('Measured (12 throws)');

  await page.goto('/field');
  const log = page.getByRole('region', { name: 'Destroyer throws' });
  await expect(log.getByTestId('disc-stats')).toHaveText(
    'Backhand, full power: 12 throws · median 326 ft · best 331 ft',
  );
  await expect(log.getByRole('listitem')).toHaveCount(5);
  await log.getByRole('button', { name: 'Show all 12 throws' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(12);

  expect(reads).toContain('GET /api/throws/summary');
  expect(reads).toContain('GET /api/throws/page');
  expect([...reads].filter((r) => r === 'GET /api/throws')).toEqual([]);
});

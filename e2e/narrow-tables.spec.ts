/**
 * Wide tables on a phone (390 px): the scorecard of a round of six players, the statistics of a
 * layout and a chart's data table each scroll sideways in their own card (or fit); the page itself
 * never gets wider than the screen (a screen-reader-only caption, absolutely positioned, must not
 * escape its scrolling wrapper). The course stays private: a shared one would show in every other
 * spec's course list.
 */
import type { Locator, Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { appIsLive, expect, signUpViaApi, test } from './support/ui';

const PARS = [3, 4, 3, 5, 3, 3, 4, 3, 3];
const GUESTS = ['Alexandra', 'Bartholomew', 'Christopher', 'Dominique', 'Evangeline'];

/** A course of nine holes with the longest labels, made through the API; answers its ids. */
async function courseOf9(page: Page) {
  const put = async (url: string, data: unknown) => {
    const res = await page.request.put(url, {
      data,
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  };
  const courseId = crypto.randomUUID();
  const layoutId = crypto.randomUUID();
  await put(`/api/courses/${courseId}`, { name: 'Birch Park', place: 'Turku' });
  await put(`/api/courses/${courseId}/layouts/${layoutId}`, {
    name: 'Long tees',
    holes: PARS.map((par, i) => ({
      label: `Hole-${i + 1}AB`,
      par,
      lengthFt: 300 + 20 * i,
    })),
  });
  return { courseId, layoutId };
}

/** A finished round of that course, scored by the player and five guests. */
async function roundOfSix(page: Page, courseId: string, layoutId: string) {
  const id = crypto.randomUUID();
  await api(page, 'PUT', `/api/rounds/${id}`, {
    courseId,
    layoutId,
    courseName: 'Birch Park',
    layoutName: 'Long tees',
    holes: PARS.map((par, i) => ({ label: `Hole-${i + 1}AB`, par })),
    guests: GUESTS,
    startedAt: '2026-11-20T09:00:00.000Z',
    finishedAt: '2026-11-20T11:00:00.000Z',
  });
  for (const [i, par] of PARS.entries())
    await api(page, 'PUT', `/api/rounds/${id}/holes/${i + 1}`, {
      scores: [0, 1, 2, 3, 4, 5].map((player) => ({ player, strokes: par + (player % 3) - 1 })),
    });
  return id;
}

/**
 * The page is no wider than the screen, while `table` is wider than its scrolling wrapper (unless
 * `fits`: no data of its columns makes it wider than a phone).
 */
async function scrollsInItsCard(page: Page, table: Locator, fits = false) {
  await expect(table).toBeVisible();
  const card = await table.evaluate((t) => ({
    scroll: t.parentElement!.scrollWidth,
    shown: t.parentElement!.clientWidth,
  }));
  if (fits) expect(card.scroll).toBe(card.shown);
  else expect(card.scroll, 'the table is wider than its card').toBeGreaterThan(card.shown);
  const page_ = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(page_).toBeLessThanOrEqual(390);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a scorecard, a layout’s statistics and a chart’s data table scroll in their cards @mobile', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await signUpViaApi(page);
    const { courseId, layoutId } = await courseOf9(page);
    const roundId = await roundOfSix(page, courseId, layoutId);

    await page.goto(`/rounds/${roundId}`);
    await appIsLive(page, 60_000);
    await scrollsInItsCard(page, page.getByRole('table', { name: /^Scorecard: Birch Park/ }));

    await page.goto(`/courses/${courseId}`);
    await appIsLive(page, 60_000);
    // Five short columns (a hole's label is at most 8 characters): this one fits.
    const stats = page.getByRole('table', { name: /^Each hole of Long tees/ });
    await scrollsInItsCard(page, stats, true);

    // A bag's flight chart with its data table open.
    const disc = (await catalogue(page)).find((d) => d.speed !== null && d.name.length > 8)!;
    const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Chart bag' });
    await api(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: '#EF4444',
    });
    await page.goto(`/bags/${bag.id}`);
    await appIsLive(page, 60_000);
    const name = /^Flight Chart$/i;
    await page
      .getByRole('tab', { name })
      .or(page.getByRole('button', { name }))
      .or(page.getByRole('radio', { name }))
      .first()
      .click();
    const chart = page.getByTestId('flight-chart');
    await chart.getByText('Show data table').click();
    await scrollsInItsCard(page, chart.getByRole('table'));
  });
});

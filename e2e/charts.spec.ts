import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { expect, seriousA11yViolations, signUpViaApi, test } from './support/ui';

/**
 * Bag detail charts: a bag with a putter, a midrange, a fairway driver and a distance driver,
 * drawn at desktop and phone sizes, light and dark, right- and left-handed. Screenshots go to
 * test-results/charts/ and are attached to the report.
 */
const KINDS: Array<{ category: RegExp; color: string }> = [
  { category: /putter/i, color: '#FFFFFF' },
  { category: /mid/i, color: '#EAB308' },
  { category: /control|fairway/i, color: '#3B82F6' },
  { category: /distance/i, color: '#000000' },
];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const SHOTS = path.join('test-results', 'charts');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One disc per kind with all four numbers and a non-zero turn + fade (so it lands off-centre). */
function pickDiscs(catalogue: CatalogueDisc[]): CatalogueDisc[] {
  return KINDS.map(({ category }) => {
    const found = catalogue.find(
      (d) =>
        category.test(d.category) &&
        [d.speed, d.glide, d.turn, d.fade].every((n) => typeof n === 'number') &&
        (d.turn ?? 0) + (d.fade ?? 0) !== 0,
    );
    if (!found) throw new Error(`no catalogue disc for ${String(category)}`);
    return found;
  });
}

async function seedBag(page: Page): Promise<{ bagId: string; discs: CatalogueDisc[] }> {
  await page.goto('/');
  await signUpViaApi(page);
  const discs = pickDiscs(await catalogue(page));
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', {
    name: 'Chart bag',
    description: 'One of each kind',
  });
  for (const [i, disc] of discs.entries()) {
    await api(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: KINDS[i]?.color,
    });
  }
  return { bagId: bag.id, discs };
}

/** Shows a chart view (List / Flight Chart / Stability Chart) and returns its figure. */
async function showChart(page: Page, view: 'Flight Chart' | 'Stability Chart'): Promise<Locator> {
  const figure = page.getByTestId(view === 'Flight Chart' ? 'flight-chart' : 'stability-chart');
  if (!(await figure.isVisible())) {
    const name = new RegExp(`^${view}$`, 'i');
    await page
      .getByRole('tab', { name })
      .or(page.getByRole('button', { name }))
      .or(page.getByRole('radio', { name }))
      .or(page.getByRole('link', { name }))
      .first()
      .click();
  }
  await expect(figure).toBeVisible();
  return figure;
}

/** Where a disc's mark sits across the plot, 0 (left edge) to 1 (right edge). */
async function relativeX(figure: Locator, discName: string, mark: 'circle'): Promise<number> {
  const plot = await figure.getByTestId('plot-area').boundingBox();
  const dot = await figure
    .getByRole('img', { name: new RegExp(`^${escape(discName)}:`) })
    .locator(mark)
    .last()
    .boundingBox();
  if (!plot || !dot) throw new Error(`no box for ${discName}`);
  return (dot.x + dot.width / 2 - plot.x) / plot.width;
}

async function checkChart(
  figure: Locator,
  discs: CatalogueDisc[],
  kind: 'flight' | 'stability',
): Promise<number[]> {
  await expect(
    figure.getByTestId(kind === 'flight' ? 'flight-path' : 'stability-point'),
  ).toHaveCount(4);
  const labels = figure.getByTestId(kind === 'flight' ? 'flight-label' : 'stability-label');
  await expect(labels).toHaveText(discs.map((d) => d.name));
  const xs: number[] = [];
  for (const disc of discs) {
    const mark = figure.getByRole('img', { name: new RegExp(`^${escape(disc.name)}: speed`) });
    await expect(mark).toBeVisible();
    const box = await mark.boundingBox();
    expect(box && box.width * box.height > 0, `${disc.name} is drawn`).toBe(true);
    xs.push(await relativeX(figure, disc.name, 'circle'));
  }
  return xs;
}

async function shoot(figure: Locator, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await figure.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`bag charts at ${size.width}x${size.height}, ${theme}, both hands`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      const { bagId, discs } = await seedBag(page);
      const positions: Record<string, number[]> = {};
      for (const hand of ['righty', 'lefty'] as const) {
        await page.evaluate(
          ({ t, h }) => {
            const { localStorage } = globalThis as unknown as {
              localStorage: { setItem(key: string, value: string): void };
            };
            localStorage.setItem('theme', t);
            localStorage.setItem('disc-golf-handedness', h);
          },
          { t: theme, h: hand },
        );
        await page.goto(`/bags/${bagId}`);
        const html = expect(page.locator('html'));
        await (theme === 'dark' ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/));
        const tag = `${size.width}x${size.height}-${theme}-${hand}`;
        const handText = hand === 'lefty' ? 'Left-hand backhand' : 'Right-hand backhand';

        const flight = await showChart(page, 'Flight Chart');
        await expect(flight.getByText(handText, { exact: true })).toBeVisible();
        positions[`flight-${hand}`] = await checkChart(flight, discs, 'flight');
        await shoot(flight, testInfo, `flight-chart-${tag}`);

        const stability = await showChart(page, 'Stability Chart');
        positions[`stability-${hand}`] = await checkChart(stability, discs, 'stability');
        await shoot(stability, testInfo, `stability-chart-${tag}`);
      }
      for (const kind of ['flight', 'stability']) {
        const righty = positions[`${kind}-righty`] ?? [];
        const lefty = positions[`${kind}-lefty`] ?? [];
        expect(
          righty.some((x) => Math.abs(x - 0.5) > 0.01),
          `${kind}: off-centre discs`,
        ).toBe(true);
        righty.forEach((x, i) => expect(lefty[i] ?? NaN, `${kind} mirror`).toBeCloseTo(1 - x, 2));
      }
    });
  }
}

test('focusing a disc shows its numbers; both charts pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { bagId, discs } = await seedBag(page);
  await page.goto(`/bags/${bagId}`);
  const flight = await showChart(page, 'Flight Chart');
  // Each native select is named by its own label, not by the label and its options together.
  for (const name of ['View', 'Arm speed', 'Throw', 'Hand', 'Units']) {
    await expect(flight.getByRole('combobox', { name, exact: true })).toBeVisible();
  }
  const driver = discs[3] as CatalogueDisc;
  await flight.getByRole('img', { name: new RegExp(`^${escape(driver.name)}:`) }).focus();
  await expect(flight.getByTestId('chart-tooltip')).toContainText(
    `Speed ${driver.speed} · Glide ${driver.glide} · Turn ${driver.turn} · Fade ${driver.fade}`,
  );
  await flight.getByText('Show data table').click();
  await expect(flight.getByRole('table').getByRole('rowheader')).toHaveText(
    discs.map((d) => d.name),
  );
  expect(await seriousA11yViolations(page, '[data-testid="flight-chart"]')).toEqual([]);
  await showChart(page, 'Stability Chart');
  expect(await seriousA11yViolations(page, '[data-testid="stability-chart"]')).toEqual([]);
});

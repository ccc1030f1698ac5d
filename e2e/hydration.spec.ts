/**
 * Pages the server draws with the player's data (decision 0034) are taken over by React without
 * a hydration error, also for a player at the throw ceiling, whose log is the largest a page
 * draws (the dashboard, the bag's list and its flight chart with the player's landings). Every
 * spec fails on such an error (support/fixtures.ts); this one makes sure the heaviest player's
 * pages are visited, and that the check itself fails when React says so.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MAX_THROWS_PER_PLAYER } from '../src/core/rules/throw';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { appIsLive, expect, holdAppScripts, signUpViaApi, test } from './support/ui';

// A service worker would answer a navigation from its cache instead of the server's drawing.
test.use({ serviceWorkers: 'block' });

const DISCS = 4;
/** Two discs' throws (10,000) stay under the import's 2 MB file ceiling. */
const DISCS_PER_FILE = 2;
const DAY = 86_400_000;

/** One bag of discs with `perDisc` throws each, as a JSON export holds them. */
function exportFile(discs: readonly CatalogueDisc[], perDisc: number, name: string) {
  const start = Date.now() - 400 * DAY;
  return JSON.stringify({
    format: 'hyzer-collection',
    version: 1,
    exportedAt: new Date().toISOString(),
    bags: [
      {
        name,
        description: '',
        discs: discs.map((d, k) => ({
          catalogueId: d.id,
          name: d.name,
          brand: d.brand,
          color: '#3B82F6',
          throws: Array.from({ length: perDisc }, (_, i) => ({
            distanceFt: 150 + ((i * 37 + k * 11) % 250),
            throwType: i % 3 === 0 ? 'forehand' : 'backhand',
            effort: 'full',
            ...(i % 2 === 0 && { finishFt: ((i * 13) % 81) - 40 }),
            thrownAt: new Date(start + i * 1_700_000 + k * 1000).toISOString(),
            measuredBy: 'typed',
          })),
        })),
      },
    ],
  });
}

/**
 * A player whose log is at the ceiling, every throw on a disc of one bag: imported in files
 * under the import's size ceiling (one bag each), then the discs moved into the first bag.
 */
async function playerAtTheCeiling(page: Page): Promise<{ bagId: string; name: string }> {
  await page.goto('/');
  await signUpViaApi(page);
  const discs = (await catalogue(page)).filter((d) => d.speed !== null).slice(0, DISCS);
  const perDisc = MAX_THROWS_PER_PLAYER / DISCS;
  for (let f = 0; f < DISCS / DISCS_PER_FILE; f++) {
    const part = discs.slice(f * DISCS_PER_FILE, (f + 1) * DISCS_PER_FILE);
    const done = await api<{ imported: boolean }>(page, 'POST', '/api/import', {
      format: 'json',
      content: exportFile(part, perDisc, `Ceiling bag ${f + 1}`),
    });
    expect(done.imported).toBe(true);
  }
  const bags = await api<{ id: string; name: string }[]>(page, 'GET', '/api/bags');
  const bag = bags.find((b) => b.name === 'Ceiling bag 1')!;
  const rows = await api<{ id: string; bagId: string }[]>(page, 'GET', '/api/user-discs');
  const elsewhere = rows.filter((r) => r.bagId !== bag.id).map((r) => r.id);
  await api(page, 'POST', '/api/user-discs/move', { ids: elsewhere, bagId: bag.id });
  const throws = await api<unknown[]>(page, 'GET', '/api/throws');
  expect(throws).toHaveLength(MAX_THROWS_PER_PLAYER);
  return { bagId: bag.id, name: bag.name };
}

test.describe('a player far from the server, in another language', () => {
  // The server draws in its own time zone and language; the browser hydrates in the player's.
  test.use({ timezoneId: 'Pacific/Auckland', locale: 'de-DE' });
  // The app in English on this device (a German page is drawn anew, not hydrated: decision
  // 0040), while dates and numbers follow the browser's German locale.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  });
  test('at the throw ceiling: /home and the bag page are taken over without a hydration error @mobile', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { bagId, name } = await playerAtTheCeiling(page);

    for (const address of ['/home', `/bags/${bagId}`, `/bags/${bagId}?view=chart`]) {
      const drawn = await page.request.get(address);
      // Drawn by the server with the player's data: React hydrates it rather than replacing it.
      expect(await drawn.text()).toContain(name);
      // A mark on the server's heading survives a hydration (React keeps the nodes it was
      // given) but not a replacement: so the page was hydrated, where a mismatch would show.
      const release = await holdAppScripts(page);
      await page.goto(address);
      const heading = page.locator('#root h1').first();
      await heading.evaluate((h) => h.setAttribute('data-drawn-by', 'server'));
      release();
      await appIsLive(page);
      await expect(page.locator('#root h1[data-drawn-by="server"]')).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    // Once React has had the time to report a mismatch (a transition, then its recovery).
    await page.waitForLoadState('networkidle');
  });
});

test.describe('the check itself', () => {
  // The fixture's failure is what this test expects: if React's words went unnoticed, it fails.
  test.fail();
  test('fails a test whose page reports a React hydration error', async ({ page }) => {
    await page.goto('/');
    // Console messages arrive after evaluate answers: wait for this one, or the test may end first.
    const said = page.waitForEvent('console', (m) => m.text().includes('Hydration drew a part'));
    await page.evaluate((id) => {
      console.warn(
        'Hydration drew a part again:',
        `Error: Minified React error #418; visit https://react.dev/errors/418?args[]=${id}`,
      );
    }, randomUUID());
    await said;
  });
});

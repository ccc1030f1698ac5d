// The bag screens in each language at 390 px (decision 0040): the dashboard, a bag's flight
// chart and its insights, and compare, each with no English word left (beyond the words the
// language's own translations and glossary keep, and disc and brand names), nothing cut off or
// overflowing, and axe clean. The bag is made through the API: one disc for each role.
import type { Page } from '@playwright/test';
import { api, catalogue, type CatalogueDisc } from './support/api';
import { BROWSER_LOCALE, expectNothingCutOff, expectSpoken, LANGUAGES } from './support/languages';
import { appIsLive, expect, signUpViaApi, test, uniqueEmail } from './support/ui';

/**
 * One catalogue disc for each role the insights ask of a bag (docs/product.md, Bag insights):
 * speed and turn + fade as the roles' rules word them, the max-distance driver one that fills
 * it for a slow arm too. A bag that covers every role shows no catalogue suggestions. Disc and
 * brand names are data, which the English check cannot tell from words ('#1 Driver', 'Elevation
 * Disc Golf'): the bag takes discs with one-word names from brands without such words.
 */
const ROLES: Array<(speed: number, tf: number) => boolean> = [
  (s) => s < 3.5,
  (s, tf) => s >= 3.5 && s < 7 && tf >= 3,
  (s, tf) => s >= 5 && s < 7 && tf >= 0 && tf < 3,
  (s, tf) => s >= 7 && s < 10 && tf < 0,
  (s, tf) => s >= 7 && s < 10 && tf >= 0 && tf < 3,
  (s, tf) => s >= 7 && s < 10 && tf >= 3,
  (s, tf) => s >= 10 && s <= 11 && tf < 1,
  (s, tf) => s >= 10 && tf >= 3,
];

function pickDiscs(discs: readonly CatalogueDisc[]): CatalogueDisc[] {
  return ROLES.map((fits, i) => {
    const found = discs.find(
      (d) =>
        d.speed !== null &&
        d.glide !== null &&
        d.turn !== null &&
        d.fade !== null &&
        fits(d.speed, d.turn + d.fade) &&
        /^[\p{L}\d]+$/u.test(d.name) &&
        !/golf|disc sports/i.test(d.brand),
    );
    if (!found) throw new Error(`no catalogue disc for role ${i}`);
    return found;
  });
}

async function seedBag(
  page: Page,
): Promise<{ bagId: string; discs: CatalogueDisc[]; inBag: string[] }> {
  const discs = pickDiscs(await catalogue(page));
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', {
    name: 'Kisa',
    description: '',
  });
  const inBag: string[] = [];
  for (const disc of discs) {
    const made = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
      bagId: bag.id,
      discitId: disc.id,
      color: '#3B82F6',
    });
    inBag.push(made.id);
  }
  return { bagId: bag.id, discs, inBag };
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: { width: 390, height: 844 } });

    test('the dashboard, a bag’s flight chart and insights, and compare', async ({ page }) => {
      test.setTimeout(300_000); // four pages, each checked by axe
      await page.goto('/');
      // An address without an English word: the dashboard shows it.
      await signUpViaApi(page, uniqueEmail('hz'));
      const { bagId, discs, inBag } = await seedBag(page);

      await page.goto('/home');
      await appIsLive(page);
      await expect(page.getByTestId(/^disc-type-/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Kisa/ })).toBeVisible();
      await expectSpoken(page, language);

      await page.goto(`/bags/${bagId}?view=chart`);
      await appIsLive(page);
      await expect(page.getByTestId('flight-legend').getByRole('button')).toHaveCount(ROLES.length);
      await expectSpoken(page, language);

      await page.goto(`/bags/${bagId}?view=insights`);
      await appIsLive(page);
      await expect(page.getByTestId('arm-rule')).toBeVisible();
      await expect(page.locator('section[aria-labelledby="covered-heading"] li')).toHaveCount(
        ROLES.length,
      );
      // The insights themselves: the strokes-gained card below them belongs to the rounds' screens.
      await expectSpoken(page, language, '[data-testid="bag-insights"]');
      // A role left open lists catalogue discs to fill it, each with Add to bag and Add to
      // wishlist: the longest buttons of the screen. Disc names are data, so only their fit is
      // checked.
      await api(page, 'DELETE', `/api/user-discs/${inBag[3]}`);
      await page.reload();
      await appIsLive(page);
      await expect(page.locator('[data-testid^="missing-"] li').first()).toBeVisible();
      await expectNothingCutOff(page, '[data-testid="bag-insights"]');

      const compared = [discs[0]!, discs[2]!, discs[6]!];
      await page.goto(`/compare?ids=${compared.map((d) => encodeURIComponent(d.id)).join(',')}`);
      await appIsLive(page);
      await expect(page.getByTestId('compare-words').getByRole('listitem')).toHaveCount(2);
      await expectSpoken(page, language);
    });
  });
}

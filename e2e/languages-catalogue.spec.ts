// Account, Settings, the Wishlist and Disc Search with results in each of Hyzer's languages at
// 390 px (decision 0040): no English word left (beyond each language's kept words and the discs'
// own names), nothing cut off or overflowing, axe clean.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, catalogue } from './support/api';
import { BROWSER_LOCALE, expectSpoken, LANGUAGES, type Language } from './support/languages';
import { appIsLive, expect, signUpViaApi, test, uniqueEmail } from './support/ui';

/** A message's words in `language`, as its catalogue has them. */
function said(language: Language, english: string): string {
  const po = readFileSync(
    path.resolve(import.meta.dirname, `../src/web/locales/${language}.po`),
    'utf8',
  );
  const found = po.match(new RegExp(`^msgid "${english}"\\nmsgstr "(.+)"$`, 'm'));
  if (!found) throw new Error(`no ${language} translation of "${english}"`);
  return found[1]!;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: { width: 390, height: 844 } });

    test('Account, Settings, the Wishlist and Disc Search', async ({ page }) => {
      test.setTimeout(300_000); // four pages, each checked by axe
      await page.goto('/');
      // An address without an English word: the pages show it.
      await signUpViaApi(page, uniqueEmail('hz'));
      const discs = (await catalogue(page)).filter((d) => d.speed !== null);
      const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Kisa' });
      await api(page, 'POST', '/api/user-discs', {
        bagId: bag.id,
        discitId: discs[0]!.id,
        color: '#EF4444',
      });
      await api(page, 'POST', '/api/wishlist', { discitId: discs[1]!.id, note: '175 g' });

      await page.goto('/account');
      await appIsLive(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('list', { name: said(language, 'Signed-in devices') }),
      ).toBeVisible();
      await expectSpoken(page, language);

      const header = page.getByRole('banner');
      await header.locator('button[aria-expanded]').click();
      await header.getByRole('button', { name: said(language, 'Settings') }).click();
      const settings = page.getByRole('dialog');
      await expect(settings).toBeVisible();
      await expectSpoken(page, language, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();

      await page.goto('/wishlist');
      await appIsLive(page);
      await expect(page.getByTestId('wish-item')).toBeVisible();
      await expectSpoken(page, language);
      // Last: its results show the disc cards' flight numbers and compare box (components/disc,
      // components/compare), which other screens share.
      // A search whose discs' names and brand hold no English word: the first page by name starts
      // with "#1 Driver", a disc's name, which the check cannot tell from a word.
      await page.goto('/discs?q=Buzzz');
      await appIsLive(page);
      await expect(page.getByRole('list', { name: said(language, 'Discs') })).toBeVisible();
      await expectSpoken(page, language);
    });
  });
}

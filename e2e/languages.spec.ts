// The signed-out pages and the signed-in shell in each language at 390 px (decision 0040): the
// browser's language chosen on a first visit, `lang` on <html>, no English word left (beyond the
// words the language's own translations and glossary keep), nothing cut off or overflowing, and
// axe clean; a switch from the language menu without a reload, kept on the account.
import { BROWSER_LOCALE, expectSpoken, LANGUAGES } from './support/languages';
import { appIsLive, expect, PASSWORD, signUpViaApi, test } from './support/ui';

const SIGNED_OUT = ['/', '/login', '/login?forgot=1', '/signup', '/reset-password'];

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: { width: 390, height: 844 } });

    test('the signed-out pages, from the browser’s language', async ({ page }) => {
      test.setTimeout(300_000); // five pages, each checked by axe
      for (const address of SIGNED_OUT) {
        await page.goto(address);
        await appIsLive(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectSpoken(page, language);
      }
    });

    test('the signed-in shell and its menu', async ({ page }) => {
      test.setTimeout(180_000);
      await signUpViaApi(page);
      await page.goto('/home');
      await appIsLive(page);
      const header = page.getByRole('banner');
      await expectSpoken(page, language, 'header');
      await header.locator('button[aria-expanded]').click();
      await expect(header.getByRole('navigation')).toBeVisible();
      await expectSpoken(page, language, 'header');
    });
  });
}

test.describe('switching', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('the menu switches without a reload, and the account keeps the choice', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = await signUpViaApi(page);
    await page.goto('/home');
    await appIsLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // Another device, in English, signs in and takes the account's language.
    const other = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('Email').fill(email);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(second.locator('html')).toHaveAttribute('lang', 'de');
    await expect(second.getByRole('button', { name: 'Menü' })).toBeVisible();
    await other.close();
  });

  test('the server answers in the language asked for, with the same code', async ({ page }) => {
    const answer = await page.request.get('/api/nothing-here', {
      headers: { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.5' },
    });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ error: { code: 'not_found', message: 'Ei löytynyt.' } });
  });
});

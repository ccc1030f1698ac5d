// The Admin page in each language, and the pages drawn before the app takes over (decision
// 0040): a first visit's HTML is already in the browser's language (or the `lang` cookie's), with
// `lang` on <html>, and the app takes it over without a hydration error; a signed-in page the
// server draws is in the account's language and hydrated in it.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { api } from './support/api';
import { BROWSER_LOCALE, expectSpoken, LANGUAGES } from './support/languages';
import { appIsLive, expect, holdAppScripts, signUpViaApi, test, uniqueEmail } from './support/ui';

const ADMIN_ACCOUNTS = '/api/admin/accounts';

// A service worker would answer a navigation from its cache instead of the server.
test.use({ serviceWorkers: 'block' });

/** `npm run admin -- promote <email>` on the e2e server's data folder, as an operator would. */
function promote(email: string) {
  execFileSync(process.execPath, ['dist/server/admin.js', 'promote', email], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** The first HTML of `address` for a browser asking for `headers`' language. */
async function firstHtml(page: Page, address: string, headers: Record<string, string>) {
  const res = await page.request.get(address, { headers });
  expect(res.status()).toBe(200);
  return { html: await res.text(), language: res.headers()['content-language'] };
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: { width: 390, height: 844 } });

    test('the Admin page', async ({ page, browser }) => {
      test.setTimeout(120_000);
      // Addresses whose words are no language's ('hyzer' is the app's name).
      await page.goto('/');
      const email = await signUpViaApi(page, uniqueEmail('hyzer'));
      promote(email);
      const other = await browser.newContext();
      const member = await signUpViaApi(await other.newPage(), uniqueEmail('hyzer'));
      await other.close();
      // One account disabled: its badge and its Enable button.
      const accounts = await api<{ id: string; email: string }[]>(page, 'GET', ADMIN_ACCOUNTS);
      const { id } = accounts.find((a) => a.email === member)!;
      await api(page, 'PATCH', `${ADMIN_ACCOUNTS}/${id}`, { disabled: true });

      await page.goto('/admin');
      await appIsLive(page);
      await expect(page.getByText(member, { exact: true }).first()).toBeVisible();
      // The other tests' accounts on this server (their addresses and names are data, in any
      // language) are left out of the check.
      await page.evaluate(
        (ours) => {
          for (const row of document.querySelectorAll<HTMLElement>('main li, main tbody tr'))
            if (!ours.some((e) => row.textContent?.includes(e))) row.hidden = true;
        },
        [email, member],
      );
      await expectSpoken(page, language);
    });
  });
}

for (const [language, other] of [
  ['fi', 'de'],
  ['de', 'fi'],
] as const) {
  test.describe(`a first visit in ${language}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: { width: 390, height: 844 } });

    test('/ and /login are drawn in the language before any script runs', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const asked = { 'accept-language': `${BROWSER_LOCALE[language]},${language};q=0.9,en;q=0.5` };
      for (const address of ['/', '/login']) {
        const { html } = await firstHtml(page, address, asked);
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain('data-prerendered="public"');
        // The `lang` cookie (the device's choice) comes before the browser's languages.
        const chosen = await firstHtml(page, address, { ...asked, cookie: `lang=${other}` });
        expect(chosen.html).toContain(`<html lang="${other}"`);
      }
      // Without JavaScript: the page as the server sent it, already in the language: its heading
      // and title are the live app's in that language, which speaks it (expectSpoken).
      const still = await browser.newContext({
        javaScriptEnabled: false,
        locale: BROWSER_LOCALE[language],
        viewport: { width: 390, height: 844 },
      });
      const bare = await still.newPage();
      for (const address of ['/', '/login']) {
        await bare.goto(address);
        await expect(bare.locator('html')).toHaveAttribute('lang', language);
        const heading = await bare.getByRole('heading', { level: 1 }).innerText();
        const title = await bare.title();
        await page.goto(address);
        await appIsLive(page);
        await expectSpoken(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(title);
        // Not the English page's.
        const english = await firstHtml(page, address, { 'accept-language': 'en-US' });
        expect(english.html).not.toContain(`>${heading}<`);
      }
      await still.close();
    });

    test('/ and /login are taken over by the app in the same language', async ({ page }) => {
      test.setTimeout(120_000);
      for (const address of ['/', '/login']) {
        const release = await holdAppScripts(page);
        await page.goto(address);
        const drawn = await page.getByRole('heading', { level: 1 }).textContent();
        release();
        await appIsLive(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(drawn!);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      // Once React has had the time to report a mismatch (the fixture fails on one).
      await page.waitForLoadState('networkidle');
    });
  });
}

test.describe('a signed-in page the server draws', () => {
  // An English browser, on an account kept in Finnish.
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('is in the account’s language and hydrated in it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await signUpViaApi(page);
    await api(page, 'POST', '/api/auth/update-user', { locale: 'fi' });
    const { html, language } = await firstHtml(page, '/home', {});
    expect(html).toContain('<html lang="fi"');
    expect(html).toContain('id="hyzer-data"');
    expect(language).toBe('fi');

    // A mark on the server's heading survives a hydration, not a replacement.
    const release = await holdAppScripts(page);
    await page.goto('/home');
    await page
      .locator('#root h1')
      .first()
      .evaluate((h) => h.setAttribute('data-drawn-by', 'server'));
    release();
    await appIsLive(page);
    await expect(page.locator('#root h1[data-drawn-by="server"]')).toBeVisible();
    await expectSpoken(page, 'fi', 'header');
    await page.waitForLoadState('networkidle');
  });
});

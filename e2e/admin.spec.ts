import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { api } from './support/api';
import { LANGUAGES } from './support/languages';
import {
  appIsLive,
  expect,
  PASSWORD,
  seriousA11yViolations,
  signedInAtHome,
  signUpViaApi,
  test,
  uniqueEmail,
} from './support/ui';

/**
 * The Admin page: a player made admin with `npm run admin -- promote` (through the running
 * server's control socket) finds it in the header, makes an invite link and disables another
 * account, whose session ends. A player who is not an admin finds no Admin page.
 */

/** `npm run admin -- <args>` on the e2e server's data folder, as an operator would run it. */
function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['dist/server/admin.js', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

async function signedIn(page: Page): Promise<boolean> {
  return (await (await page.request.get('/api/auth/get-session')).json()) !== null;
}

test('an admin invites someone and disables an account, which is signed out', async ({
  page,
  browser,
}) => {
  const email = await signedInAtHome(page, uniqueEmail('admin'));
  expect(admin('promote', email)).toContain(`${email} is now an admin.`);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherEmail = await signedInAtHome(otherPage, uniqueEmail('member'));

  await page.reload();
  await appIsLive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('guest@example.com');
  await page.getByRole('button', { name: 'Create invite link' }).click();
  const link = page.getByLabel('Invite link');
  await expect(link).toHaveValue(/\/signup\?invite=[\w-]{43}&email=guest%40example\.com$/);
  // The link opens a sign-up that says it is an invite, with the address filled in.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(await link.inputValue());
  await expect(guestPage.getByText(/You were invited/)).toBeVisible();
  await expect(guestPage.getByLabel('Email', { exact: true })).toHaveValue('guest@example.com');
  await guest.close();

  const row = page.getByRole('row').filter({ hasText: otherEmail });
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  expect(await signedIn(otherPage)).toBe(false);
  const refused = await otherPage.request.post('/api/auth/sign-in/email', {
    data: { email: otherEmail, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await other.close();
});

test('a player finds no Admin link and no Admin page', async ({ page }) => {
  // Not the first account of the server (which would be its admin), whatever ran before.
  await signUpViaApi(page, uniqueEmail('before'));
  await page.context().clearCookies();
  await signedInAtHome(page, uniqueEmail('player'));
  await appIsLive(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("an admin's header fits, each link on one line, from 1024 to 1600 px in every language", async ({
  page,
}) => {
  // An admin's header is the fullest: seven links, the language, the player's name, the theme,
  // Settings, Logout. Below 1024 px the links are in the menu. The longest words are Estonian's
  // and German's; the name is as long as a display name may be.
  test.setTimeout(120_000);
  const email = await signedInAtHome(page, uniqueEmail('header'));
  expect(admin('promote', email)).toContain(`${email} is now an admin.`);
  await api(page, 'POST', '/api/auth/update-user', {
    name: 'Wilhelmina Vanderbilt-Oksanen '.repeat(2).trim(),
  });
  // The navigation's name is in the page's language too.
  const nav = page.getByRole('banner').getByRole('navigation');
  for (const width of [1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await appIsLive(page);
    for (const language of ['en', ...LANGUAGES]) {
      await page.getByLabel(/^(Language|Kieli|Språk|Keel|Sprache)$/).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(nav.getByRole('link').last()).toBeVisible();
      const links = await nav
        .getByRole('link')
        .evaluateAll((els) =>
          els.map((a) => ({ text: a.textContent, height: a.getBoundingClientRect().height })),
        );
      expect(links, `${language} at ${width} px`).toHaveLength(7);
      // One line of 14 px text with its padding is 36 px; a second line makes it 56.
      for (const { text, height } of links) {
        expect(height, `${text} at ${width} px in ${language}`).toBeLessThanOrEqual(40);
      }
      const fit = await page.evaluate(() => {
        const row = document.querySelector('header > div')!;
        const shown = [...row.querySelectorAll('button')].filter((b) => b.offsetParent !== null);
        const last = shown.at(-1)!.getBoundingClientRect();
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          row: row.scrollWidth - row.clientWidth,
          lastRight: Math.round(last.right),
        };
      });
      expect(fit.page, `the page scrolls sideways at ${width} px in ${language}`).toBe(0);
      expect(fit.row, `the header overflows at ${width} px in ${language}`).toBe(0);
      expect(fit.lastRight, `Logout on screen at ${width} px in ${language}`).toBeLessThanOrEqual(
        width,
      );
    }
  }
});

test('the Admin and Account pages have no serious accessibility violation, light or dark @mobile', async ({
  page,
}) => {
  const email = await signedInAtHome(page, uniqueEmail('admin-a11y'));
  admin('promote', email);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    // Each page with its list drawn (the quiet hints there, an account's dates and a device's
    // sign-in time, must still read in the dark).
    for (const [path, drawn] of [
      ['/admin', email],
      ['/account', 'This device'],
    ] as const) {
      await page.goto(path);
      await appIsLive(page);
      await expect(
        page.getByText(drawn, { exact: true }).locator('visible=true').first(),
      ).toBeVisible();
      expect(await seriousA11yViolations(page), `${path}, ${theme}`).toEqual([]);
    }
  }
});

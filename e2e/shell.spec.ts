import {
  allowLoggedAuthFailures,
  appIsLive,
  clickNav,
  expect,
  isMobile,
  latestResetLink,
  logInViaUi,
  PASSWORD,
  seriousA11yViolations,
  signedInAtHome,
  signUpViaApi,
  signUpViaUi,
  test,
  uniqueEmail,
} from './support/ui';

test.describe('accounts', () => {
  test('sign up, log out to /login and log in again @mobile', async ({ page }) => {
    const email = await signUpViaUi(page);
    await clickNav(page, 'Logout');
    await expect(page).toHaveURL(/\/login$/);
    await logInViaUi(page, email, PASSWORD);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Hyzer home' }),
    ).toHaveAttribute('href', '/home');
  });

  test('a wrong password shows Invalid credentials @mobile', async ({ page, consoleErrors }) => {
    const email = await signUpViaUi(page);
    await clickNav(page, 'Logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
    allowLoggedAuthFailures(consoleErrors, /^Login failed/);
  });

  test('sign-up explains mismatched and short passwords @mobile', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('long-enough');
    await page.getByLabel('Confirm Password').fill('long-enougH');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a forgotten password is reset through the e-mailed link @mobile', async ({ page }) => {
    const email = await signUpViaUi(page);
    await clickNav(page, 'Logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('Please enter your email address to reset your password'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText(
        'Password reset email sent! Please check your inbox and follow the instructions to reset your password.',
      ),
    ).toBeVisible();

    const newPassword = 'new-putter-2026';
    const linkFor = () => {
      try {
        return latestResetLink(email);
      } catch {
        return ''; // the mail is written just after the answer: poll until it is there
      }
    };
    await expect.poll(linkFor, { timeout: 10_000 }).toContain('/reset-password?token=');
    await page.goto(latestResetLink(email));
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'password has been reset' }),
    ).toBeVisible();
    await logInViaUi(page, email, newPassword);
  });

  test('a reset link with a bad token says so before the form and offers a new link', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });
});

test.describe('guards and 404', () => {
  test('signed-out visitors of protected pages land on / @mobile', async ({ page }) => {
    for (const path of ['/bags', '/home', '/discs', '/bags/some-bag']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
    }
  });

  test('signed-in users are sent from public pages to /home', async ({ page }) => {
    await signUpViaApi(page);
    for (const path of ['/', '/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  test('an unknown path shows the 404 page @mobile', async ({ page }) => {
    await page.goto('/no/such/fairway');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await page.getByRole('link', { name: 'Browse Discs' }).click();
    await expect(page).toHaveURL(/\/$/); // signed out: the guard sends Browse Discs to /
    await page.goto('/still/nowhere');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('preferences and navigation', () => {
  test('theme and handedness survive a reload @mobile', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    // The prerendered landing page's button works once the app has replaced it (decision 0018).
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await signedInAtHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-handedness', 'righty');
    await clickNav(page, 'Settings');
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByLabel(/Left-handed/)
      .check();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-handedness', 'lefty');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await clickNav(page, 'Settings');
    await expect(page.getByLabel(/Left-handed/)).toBeChecked();
  });

  test('the mobile menu opens, navigates and closes @mobile', async ({ page }) => {
    test.skip(!isMobile(page), 'the menu button exists only under 768 px');
    await signedInAtHome(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Bags' })
      .click();
    await expect(page).toHaveURL(/\/bags$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    const bagsLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Bags' });
    await expect(bagsLink).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('the settings modal changes the display name shown in the app', async ({ page }) => {
    await signedInAtHome(page);
    const chip = page.getByRole('banner').getByTestId('user-chip');
    await expect(chip).toContainText('Disc Golfer');
    await clickNav(page, 'Settings');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Display name is required')).toBeVisible();
    await dialog.getByLabel('Display Name').fill('Huck Finn');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Profile updated successfully!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
    await expect(chip).toContainText('Huck Finn');
    await page.reload();
    await expect(chip).toContainText('Huck Finn');
  });

  test('the active page is marked in the navigation and a skip link leads to the content', async ({
    page,
  }) => {
    await signedInAtHome(page);
    await clickNav(page, 'Disc Search');
    await expect(page).toHaveURL(/\/discs$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Disc Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appIsLive(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

/** Runs in the page before its scripts: the saved theme theme-init.js will apply. */
function saveTheme(theme: string) {
  (
    globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
  ).localStorage.setItem('theme', theme);
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`public pages in the ${theme} theme @mobile`, async ({ page }) => {
      await page.addInitScript(saveTheme, theme);
      for (const path of ['/', '/login', '/signup', '/missing-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
    });

    test(`the open settings modal in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript(saveTheme, theme);
      await signedInAtHome(page);
      await clickNav(page, 'Settings');
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

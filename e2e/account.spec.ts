import type { Page } from '@playwright/test';
import { api } from './support/api';
import {
  allowLoggedAuthFailures,
  appIsLive,
  expect,
  latestEmailChangeLink,
  logInViaUi,
  PASSWORD,
  signedInAtHome,
  signUpViaApi,
  test,
  uniqueEmail,
} from './support/ui';

/**
 * The account page: change the password, sign out everywhere else, delete the account. Each test
 * makes its own player through the API.
 */

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await appIsLive(page);
}

/** Whether the server still knows the session of a page's browser. */
async function signedIn(page: Page): Promise<boolean> {
  const res = await page.request.get('/api/auth/get-session');
  return (await res.json()) !== null;
}

test('change the password: the new one signs in, the old one no longer does', async ({
  page,
  consoleErrors,
}) => {
  const email = await signedInAtHome(page, uniqueEmail('change-password'));
  await openAccount(page);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill('not my password');
  await form.getByLabel('New Password', { exact: true }).fill('a better pass 1');
  await form.getByLabel('Confirm New Password').fill('a better pass 1');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');

  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByLabel('Current Password').press('Enter');
  await expect(
    form.getByText('Password changed. Your other devices have been signed out.'),
  ).toBeVisible();
  // This device stays signed in.
  expect(await signedIn(page)).toBe(true);
  allowLoggedAuthFailures(consoleErrors, /Password change failed/);

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  allowLoggedAuthFailures(consoleErrors, /Login failed/);
  await logInViaUi(page, email, 'a better pass 1');
});

test('sign out everywhere else: the other browser is signed out, this one is not', async ({
  page,
  browser,
}) => {
  const email = await signedInAtHome(page, uniqueEmail('everywhere'));
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await logInViaUi(phone, email, PASSWORD);

    await openAccount(page);
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('This device');
    await expect(page.getByText('1 other device signed in.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Signed out everywhere else.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    expect(await signedIn(page)).toBe(true);

    expect(await signedIn(phone)).toBe(false);
    // The other browser's next page is the signed-out one.
    await phone.goto('/bags');
    await expect(phone).not.toHaveURL(/\/bags$/);
  } finally {
    await other.close();
  }
});

test('delete the account: signed out, the password no longer works, the address starts empty', async ({
  page,
  consoleErrors,
}) => {
  // Not the first account of the server: its admin, the only one, may not delete itself.
  await signUpViaApi(page, uniqueEmail('before'));
  await page.context().clearCookies();
  const email = await signedInAtHome(page, uniqueEmail('delete'));
  await api(page, 'POST', '/api/bags', { name: 'Doomed bag' });
  await openAccount(page);

  await page.getByRole('button', { name: 'Delete Account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('link', { name: 'Download your data (JSON)' })).toHaveAttribute(
    'href',
    '/api/export/json',
  );
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('wrong password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password');
  allowLoggedAuthFailures(consoleErrors, /Account deletion failed/);

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'Your account and everything in it have been deleted. You have been signed out.',
    ),
  ).toBeVisible();
  expect(await signedIn(page)).toBe(false);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  allowLoggedAuthFailures(consoleErrors, /Login failed/);

  // The same address signs up again and finds nothing of the old account.
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await api<unknown[]>(page, 'GET', '/api/bags')).toEqual([]);
  await page.goto('/bags');
  await expect(page.getByText('Doomed bag')).toHaveCount(0);
});

test('change the email: the link mailed to the new address changes it', async ({ page }) => {
  const email = await signedInAtHome(page, uniqueEmail('old-address'));
  const newEmail = uniqueEmail('new-address');
  await openAccount(page);
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New Email').fill(newEmail);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Send Link' }).click();
  await expect(form.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();

  // The mail to the new address holds the link; the old address is told, without a link.
  // (Mail is written after the answer: read until it is there, or why it is not.)
  const mailedLink = (to: string) => {
    try {
      return latestEmailChangeLink(to);
    } catch (err) {
      return (err as Error).message;
    }
  };
  await expect.poll(() => mailedLink(newEmail), { timeout: 10_000 }).toContain('token=');
  await expect.poll(() => mailedLink(email), { timeout: 10_000 }).toMatch(/no e-mail change link/);
  await page.goto(latestEmailChangeLink(newEmail));
  await expect(page).toHaveURL(/\/account\?email=changed$/);
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

  await page.context().clearCookies();
  await logInViaUi(page, newEmail, PASSWORD);
});

import type { Page } from '@playwright/test';
import { E2E_OIDC_NAME } from '../playwright.config';
import { api } from './support/api';
import { expect, test, uniqueEmail } from './support/ui';

/**
 * Single sign-on against the local OpenID provider the e2e run starts (decision 0033): the
 * button beside the password form, a first sign-in that makes the account (SIGNUP=open), and a
 * second one that comes back to the same account with its bags.
 */
async function signInWithProvider(page: Page, email: string) {
  await page.goto('/login');
  // The password form stays beside the button (PASSWORD_LOGIN is not false here).
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Sign in with ${E2E_OIDC_NAME}` }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const me = (page: Page) =>
  api<{ user: { id: string; email: string } }>(page, 'GET', '/api/auth/get-session');

test('a first sign-on makes the account, a second one finds it again with its bags', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('sso');
  await signInWithProvider(page, email);
  const first = await me(page);
  expect(first.user.email).toBe(email);
  await api(page, 'POST', '/api/bags', { name: 'Signed-on bag' });

  await context.clearCookies();
  await signInWithProvider(page, email);
  expect((await me(page)).user.id).toBe(first.user.id);
  await page.goto('/bags');
  await expect(page.getByText('Signed-on bag').first()).toBeVisible();
});

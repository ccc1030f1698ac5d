import { expect, signUpViaApi, test } from './support/fixtures';

test('offline: the app says so, and a failed write shows its message and keeps the list', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.goto('/bags');
  await expect(page.getByText('No bags')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Bag' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create New Bag' });
  await form.getByLabel('Bag Name').fill('Offline bag');
  await form.getByRole('button', { name: 'Create Bag' }).click();
  await expect(form.getByText('Failed to create bag. Please try again.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No bags')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden();
});

import { expect, test } from './support/fixtures';

test('the landing page loads without console errors @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Hyzer/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

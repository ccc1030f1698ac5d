import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { expect, isMobile, seriousA11yViolations, signUpViaApi, test } from './support/ui';
import { editDisc } from './support/disc-actions';

/** A 900×600 PNG made here: a diagonal gradient a camera could have taken. */
async function photoPng(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function bagWithDriver(page: Page) {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'Photo Bag' });
  const discs = await catalogue(page);
  const driver = discs.find((d) => d.name === 'Destroyer' && d.speed !== null) ?? discs[0]!;
  await api(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: driver.id,
    color: '#EF4444',
  });
  return { bagId: bag.id, driver };
}

/** The player's photo in the bag list (the row on wide screens, the card on narrow ones). */
const listPhoto = (page: Page) =>
  page
    .locator(isMobile(page) ? 'ul[aria-label="Discs in this bag"]' : 'table')
    .locator('img[src*="/photo?v="]');

test('a photo of a disc: choose it in the edit dialog, see it in the bag list and the disc modal, remove it @mobile', async ({
  page,
}, testInfo) => {
  const { bagId, driver } = await bagWithDriver(page);
  await page.goto(`/bags/${bagId}`);
  await expect(listPhoto(page)).toHaveCount(0);

  await editDisc(page, driver.name);
  const edit = page.getByRole('dialog', { name: `Edit ${driver.name}` });
  await expect(edit.getByText('No photo', { exact: true })).toBeVisible();
  await edit.getByLabel('Choose from files').setInputFiles({
    name: 'disc.png',
    mimeType: 'image/png',
    buffer: await photoPng(),
  });
  await expect(edit.getByText('Photo saved.')).toBeVisible();
  const saved = edit.getByRole('img', { name: `Your photo of ${driver.name}` });
  await expect(saved).toBeVisible();
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('edit-dialog.png') });

  // The stored photo is a WebP served to its owner.
  const src = (await saved.getAttribute('src'))!;
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');

  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(listPhoto(page)).toHaveCount(1);
  await expect(listPhoto(page)).toHaveAttribute('src', src);
  await expect
    .poll(() =>
      listPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(900);
  await page.screenshot({ path: testInfo.outputPath('bag-list.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('bag-list-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });

  // The disc modal shows the photo in place of the catalogue picture.
  await page.getByRole('button', { name: driver.name, exact: true }).first().click();
  const modal = page.getByRole('dialog', { name: driver.name });
  await expect(modal.locator(`img[src="${src}"]`)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  // Removed: the list shows no photo again, and the address answers 404.
  await editDisc(page, driver.name);
  await edit.getByRole('button', { name: 'Remove photo' }).click();
  await expect(edit.getByText('Photo removed.')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(listPhoto(page)).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});

test('a file that is not a photo is refused in clear words', async ({ page }) => {
  const { bagId, driver } = await bagWithDriver(page);
  await page.goto(`/bags/${bagId}`);
  await editDisc(page, driver.name);
  const edit = page.getByRole('dialog', { name: `Edit ${driver.name}` });
  await edit.getByLabel('Choose from files').setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a picture at all'),
  });
  await expect(edit.getByRole('alert')).toHaveText(
    'This file is not a photo Hyzer can read. Choose a JPEG, PNG, WebP or HEIC image.',
  );
  await expect(edit.getByText('No photo', { exact: true })).toBeVisible();
});

// Draws the app icons in src/web/public/icons from the logo (src/web/public/favicon.svg) with the
// local Chromium (no network): "any" icons are the round logo on transparency; "maskable" icons
// fill the square with the brand colour and keep the mark inside the 80 % safe zone.
// Run: node scripts/make-icons.mjs (the PNGs are committed; run it again only if the logo changes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'src/web/public/favicon.svg'), 'utf8');
const BRAND = '#0f766e';
// The logo's own mark (a white disc rim) on a full-bleed square: only the safe zone matters.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><ellipse cx="16" cy="16" rx="7.2" ry="2.8" fill="none" stroke="#fff" stroke-width="1.6"/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: maskable },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_ARGS,
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: path.join(root, 'src/web/public/icons', file),
      omitBackground: true,
    });
    await page.close();
    console.log(`icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}

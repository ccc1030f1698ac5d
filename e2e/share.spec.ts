/**
 * Share a bag (docs/decisions/0015): the owner turns the public link on from the bag page; the
 * link opens in a fresh browser context without a session and shows the bag read-only (discs in
 * play, both charts, the owner's display name only); turning it off makes the page and its API
 * answer 404 at once, and a new link retires the old one. Screenshots in docs/screenshots/ when
 * asked for (SCREENSHOTS=1).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { api, catalogue } from './support/api';
import { expect, seriousA11yViolations, signUpViaApi, test, uniqueEmail } from './support/ui';

const GONE = 'This link does not exist or was turned off';
const SHOTS = path.join('docs', 'screenshots');

/**
 * A picture for a person to look at, taken when asked (SCREENSHOTS=1): a test run leaves the
 * repo as it was.
 */
async function shoot(page: Page, name: string, fullPage = false) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function sharedBag(page: Page) {
  await page.goto('/');
  const email = uniqueEmail('sharer');
  await signUpViaApi(page, email);
  await api(page, 'POST', '/api/auth/update-user', { name: 'Ava Thrower' });
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', {
    name: 'Tournament bag',
    description: 'What I throw on Sundays',
  });
  const discs = await catalogue(page);
  const pick = (name: string, i: number) =>
    discs.find((d) => d.name === name && d.speed !== null) ?? discs[i]!;
  const [driver, mid, putter] = [pick('Destroyer', 0), pick('Buzzz', 1), pick('Aviar', 2)];
  await api(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: driver.id,
    color: '#EF4444',
    plastic: 'Star',
    weight: 175,
    condition: 8,
    notes: 'Private: flips up on hole 4',
    nickname: 'Call 555-0100',
  });
  await api(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: putter.id,
    color: '#22C55E',
  });
  const lost = await api<{ id: string }>(page, 'POST', '/api/user-discs', {
    bagId: bag.id,
    discitId: mid.id,
    color: '#3B82F6',
  });
  await api(page, 'PATCH', `/api/user-discs/${lost.id}`, { status: 'lost', statusNote: 'Pond' });
  return { bagId: bag.id, email, driver, mid, putter };
}

/** A browser context of its own: no cookies, no storage, nobody signed in. */
async function stranger(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  return { context, visitor: await context.newPage() };
}

test('a shared link opens without a session and shows the bag read-only; turned off it answers 404 @mobile', async ({
  page,
  browser,
}) => {
  const { bagId, email, driver, mid, putter } = await sharedBag(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The owner turns the link on from the bag page and copies it.
  await page.goto(`/bags/${bagId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Tournament bag”' });
  await expect(dialog.getByText('Sharing is off.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn on link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  const width = page.viewportSize()!.width;
  await shoot(page, `share-dialog-${width}`);

  // A friend opens it in a fresh browser: no session, read-only.
  const { context, visitor } = await stranger(browser, page);
  const res = await visitor.goto(link);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tournament bag' })).toBeVisible();
  await expect(visitor.getByText('Shared by Ava Thrower')).toBeVisible();
  await expect(visitor.getByText('What I throw on Sundays')).toBeVisible();
  const cards = visitor.getByRole('list', { name: 'Discs in this bag' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: driver.name })).toContainText('Star · 175 g · 8/10');
  await expect(cards.filter({ hasText: putter.name })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: mid.name })).toHaveCount(0);
  await expect(visitor.getByTestId('flight-chart')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Stability Chart' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const text = await visitor.locator('body').innerText();
  for (const secret of [email, 'Private', '555-0100', 'Pond', bagId]) {
    expect(text).not.toContain(secret);
  }
  await expect(visitor.getByRole('button', { name: /edit|remove|archive|share|add/i })).toHaveCount(
    0,
  );
  const width2 = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(width2, 'no sideways scroll').toBeLessThanOrEqual(width);
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  await shoot(visitor, `share-page-${width}`, true);
  const token = link.split('/s/')[1]!;
  const shared = await visitor.request.get(`/api/shared/${token}`);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['x-robots-tag']).toBe('noindex');
  const body = await shared.text();
  expect(body).not.toContain(email);
  expect(body).not.toContain(bagId);
  expect(body).not.toMatch(/"(id|userId|bagId|email)"/);

  // A new link retires the old one at once.
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).not.toHaveValue(link);
  const renewed = await field.inputValue();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: GONE })).toBeVisible();
  await visitor.goto(renewed);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tournament bag' })).toBeVisible();

  // Turned off: the page says so and the API answers 404.
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(dialog.getByText('Sharing is off.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: GONE })).toBeVisible();
  await expect(visitor.getByText('Tournament bag')).toHaveCount(0);
  await shoot(visitor, `share-gone-${width}`);
  const gone = await visitor.request.get(`/api/shared/${renewed.split('/s/')[1]!}`);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual({ error: { code: 'not_found', message: GONE } });
  await context.close();
});

test('an empty shared bag says so, in dark mode too', async ({ page, browser }) => {
  await page.goto('/');
  await signUpViaApi(page);
  const bag = await api<{ id: string }>(page, 'POST', '/api/bags', { name: 'New bag' });
  const share = await api<{ path: string }>(page, 'POST', `/api/bags/${bag.id}/share`);
  const { context, visitor } = await stranger(browser, page);
  await visitor.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await visitor.goto(share.path);
  await expect(visitor.getByRole('heading', { name: 'This bag has no discs yet' })).toBeVisible();
  await expect(visitor.getByText('Shared by a Hyzer player')).toBeVisible();
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  await shoot(visitor, 'share-empty-1280-dark');
  await context.close();
});

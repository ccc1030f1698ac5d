/**
 * UI helpers for the specs (navigation, login, accessibility), on top of ./fixtures (console
 * error guard, unique e-mails, sign-up helpers, outbox reader), which this module re-exports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

export * from './fixtures';

/**
 * Waits until the app has replaced a prerendered page (a public page, or a signed-in page's inert
 * frame: decisions 0018 and 0021). Its keys and taps work from then on; before, they reach
 * nothing. `timeout` gives a loaded machine more room than expect's default.
 */
export async function appIsLive(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', { timeout });
}

/** True when the page is narrower than the md breakpoint (768 px): the mobile menu is used. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Clicks a navigation control, opening the mobile menu first on narrow screens. */
export async function clickNav(page: Page, name: string): Promise<void> {
  const header = page.getByRole('banner');
  if (isMobile(page)) {
    await header.getByRole('button', { name: 'Menu' }).click();
  }
  const nav = header.getByRole('navigation', { name: 'Main' });
  // The signed-in layout loads lazily: count links only once the navigation is there.
  await nav.waitFor({ state: 'visible' });
  const link = nav.getByRole('link', { name, exact: true });
  if ((await link.count()) > 0) await link.click();
  else await header.getByRole('button', { name, exact: true }).click();
}

/** Logs in through the form and waits for the dashboard. */
export async function logInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * axe-core's script. It goes into a page once per document and runs there: @axe-core/playwright's
 * builder put it in again for every check and finished each one in a new page of its own, which
 * cost about 2 CPU-s a check against some 0.5 here (decision 0047, tenth session).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe-core on the page and returns the serious and critical violations (id: targets). */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  // Colours are read as they are drawn: a button still fading after a change of theme or a hover
  // (150 ms transitions) would be judged on a colour half way.
  // (A spinner's endless animation is left alone.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(within === null ? document : { include: [within] }, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include ?? null);
}

/**
 * The auth provider logs failed account actions with console.error (the product rules: "errors are
 * logged and rethrown"). Tests that provoke one on purpose drop those lines before the
 * console-error guard checks the page.
 */
export function allowLoggedAuthFailures(errors: string[], pattern: RegExp): void {
  for (let i = errors.length - 1; i >= 0; i--) if (pattern.test(errors[i]!)) errors.splice(i, 1);
}

/**
 * Waits until the service worker controls the page, as it does for a player from the second load.
 * The worker registers when the first page is idle and precaches the app (on a loaded 2-core
 * machine with two browsers that took over 30 s: a generous bound). Once active it takes the
 * pages open at that moment (clients.claim) and every later load; a page whose load started
 * between the two is not taken, so it is loaded again, as a player's next visit would be.
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.goto('/home');
  await page.waitForFunction(
    () => navigator.serviceWorker.ready.then((registration) => registration.active !== null),
    undefined,
    { timeout: 90_000 },
  );
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Waits until the service worker controls the page and holds the player's session, so that an
 * offline reload opens (it registers once the page is idle, after the first visit read the
 * session).
 */
export async function readyOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            navigator.serviceWorker.controller !== null &&
            (await caches.match('/api/auth/get-session', { cacheName: 'hyzer-player' })) !==
              undefined,
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
}

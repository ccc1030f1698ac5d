import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';

const BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * React's words for a hydration that did not match the server's markup: the production build's
 * minified errors (#418 hydration failed, #423 recovered by rendering on the client, #425 text
 * differs) and the development build's sentences. The app reports a recoverable one with
 * `console.warn` (main.tsx), so these count at any console level.
 */
export const HYDRATION_ERROR =
  /Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b|Hydration failed|did not match|Hydration drew a part again/i;

/** What a console message or an uncaught error on a page says, when it fails the test. */
export function pageProblem(kind: 'console' | 'pageerror', level: string, text: string) {
  if (HYDRATION_ERROR.test(text)) return `React hydration error: ${text}`;
  if (kind === 'pageerror') return `Uncaught: ${text}`;
  if (level !== 'error') return null;
  // Failed resource loads (a 401 from a wrong password, an offline disc picture) are expected
  // by some tests and are not counted.
  if (/^Failed to load resource/.test(text)) return null;
  return text;
}

/**
 * Every page of the test's browser context (the first and any the test opens in it) fails its
 * test on a console error, an uncaught exception, a CSP violation or a React hydration error
 * at any console level: a page the server drew that React could not take over as it was is a
 * bug even when the page looks right afterwards.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ context, page }, use) => {
      const errors: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const watch = (p: Page) => {
        p.on('console', (msg) => {
          const problem = pageProblem('console', msg.type(), msg.text());
          if (problem !== null) errors.push(problem);
        });
        p.on('pageerror', (err) => {
          errors.push(pageProblem('pageerror', 'error', `${err.message}`)!);
        });
      };
      watch(page);
      context.on('page', (p) => {
        if (p !== page) watch(p);
      });
      await use(errors);
      expect(
        errors,
        'console errors, uncaught exceptions, CSP violations or React hydration errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let counter = 0;
/**
 * A unique e-mail per call, so specs never collide on the shared e2e database: the worker's
 * process id keeps two workers apart even within one millisecond.
 */
export function uniqueEmail(prefix = 'player'): string {
  const id = [Date.now(), process.pid, counter++].map((n) => n.toString(36)).join('-');
  return `${prefix}-${id}@example.com`;
}

export const PASSWORD = 'flex-shot-2026';

/** Signs a new user up through the UI and waits for the dashboard. */
export async function signUpViaUi(
  page: Page,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

/**
 * A session made for the test: signs a new user up through the API in the page's context, so the
 * session cookie lands in the browser's jar with no form and no page load. Every test that is not
 * about signing up or in starts this way (or with signedInAtHome); the UI's own sign-up and
 * sign-in are the accounts tests' business (shell.spec.ts).
 */
export async function signUpViaApi(
  page: Page,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<string> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
    headers: { origin: BASE_URL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** The newest password-reset link written to the e2e server's outbox for this address. */
export function latestResetLink(email: string): string {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(outbox, f))
    .filter((f) => readFileSync(f, 'utf8').includes(email))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no mail for ${email} in ${outbox}`);
  const text = readFileSync(files[0], 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w.-]+/.exec(text)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return link;
}

/** The link of the newest e-mail change mail written to the outbox for this address. */
export function latestEmailChangeLink(email: string): string {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(outbox, f))
    .filter((f) => readFileSync(f, 'utf8').includes(`To: ${email}`))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no mail for ${email} in ${outbox}`);
  const text = readFileSync(files[0], 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>]+/.exec(text)?.[0];
  if (!link) throw new Error('no e-mail change link in the mail');
  return link;
}

/** Holds the app's scripts back until `release()`: the page as a visitor sees it before then. */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A new player with a session made for the test (signUpViaApi), on the dashboard. */
export async function signedInAtHome(page: Page, email = uniqueEmail()): Promise<string> {
  await signUpViaApi(page, email);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

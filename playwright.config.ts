import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The e2e server's data folder: specs read the password-reset outbox from here. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'hyzer-e2e-data');
const baseURL = `http://localhost:${E2E_PORT}`;
/** The local OpenID provider that e2e/sso.spec.ts signs in with (decision 0033). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 1);
/** The provider's name on the login page's button. */
export const E2E_OIDC_NAME = 'Test ID';
const oidcIssuer = `http://127.0.0.1:${E2E_OIDC_PORT}`;
const launchOptions = { executablePath: findTestChromium() ?? undefined, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Every test makes its own player (a unique e-mail and its own session) and reads only its own
  // mail from the outbox, so tests run in any order, two at a time: one server, two browsers.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
    // No service worker unless a spec asks for it (`test.use({ serviceWorkers: 'allow' })`: the
    // offline, outbox, sign-out and caddie specs, which test it). Allowed everywhere, each new
    // context registered it once the page was idle and precached the whole build, work no other
    // test looks at; once it took the page, later navigations got the cached index.html instead
    // of the server's drawing, and page.route no longer saw the requests it answered, depending
    // on how soon it got there.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: 'node scripts/oidc-test-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_TEST_PORT: String(E2E_OIDC_PORT),
        OIDC_TEST_REDIRECT_URI: `${baseURL}/api/auth/callback/oidc`,
      },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        BASE_URL: baseURL,
        DATA_DIR: E2E_DATA_DIR,
        CATALOG_SYNC_ON_START: 'false',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_FACTOR: '100',
        // Single sign-on beside the password form (which every other spec uses).
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'hyzer-test',
        OIDC_CLIENT_SECRET: 'hyzer-test-secret-hyzer-test-secret',
        OIDC_NAME: E2E_OIDC_NAME,
      },
    },
  ],
});

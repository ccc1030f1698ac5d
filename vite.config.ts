/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { APP_TEXTS } from './src/core/i18n/app-texts';
import { LOCALES } from './src/core/i18n/locales';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './scripts/chunk-groups';
import { routeAddresses } from './scripts/route-addresses';
import { sessionGuard } from './scripts/sw-session-guard';
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.mjs';

const apiPort = Number(process.env.API_PORT ?? 3001);
const SECURITY_SUITE = 'src/server/testing/security';
/**
 * Workers per tier: both cores, unless TEST_WORKERS says otherwise (.ci/run runs two passes side
 * by side with one worker each). Vitest's --maxWorkers does not reach a project's own setting.
 */
const WORKERS = Number(process.env.TEST_WORKERS ?? 2);
/**
 * Vitest's default is one worker less than the cores: one worker on a 2-core machine. The unit
 * and component tests are light and independent, so they take both cores, in threads (cheaper
 * to start than processes): 116 s became 70 s here. Each thread runs its files one after another
 * with the modules it imported kept (`isolate: false`), instead of a fresh thread, module graph
 * and (for the component tests) happy-dom window for every file: decision 0047's last amendment.
 */
const BOTH_CORES = { pool: 'threads', maxWorkers: WORKERS, isolate: false } as const;
/**
 * What the API and security tiers share: Node, the test databases' setup, two processes, each
 * running its files one after another with the modules it imported kept (every file makes its
 * own app and database, so nothing of one reaches the next): importing the server for each file
 * took a third of the tiers' time (API 265 s became 175 s, security 248 s became 172 s).
 */
const SERVER_TIER = {
  root: '.',
  environment: 'node',
  globalSetup: 'src/server/testing/global-setup.ts',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: WORKERS,
  isolate: false,
  // As the server runs (decision 0041): on Node 24 each test process would otherwise spend a
  // second and some 600 MB optimising one PostgreSQL function; four API files took 22.0 s of CPU
  // without the flag and 17.6 s with it.
  execArgv: SERVER_NODE_FLAGS,
} as const;

/** API test files that cannot share a process's modules with others (see 'api-own-modules'). */
const OWN_MODULES = ['src/server/auth/sign-in-timing.test.ts', 'src/server/routes/metrics.test.ts'];

/**
 * What the component tier's projects share: happy-dom, and the setup that gives each file the
 * English catalogue and, between files, wipes what the last one left (src/web/testing/setup.ts).
 */
const WEB_TIER = {
  root: '.',
  environment: 'happy-dom',
  setupFiles: ['src/web/testing/setup.ts'],
  ...BOTH_CORES,
  // A page test renders whole screens in happy-dom: past 5 s on a loaded machine.
  testTimeout: 20_000,
  // TanStack Query keeps the page's online and focus state, and who listens to it, in its
  // module: loaded through Vite like the app's own modules, it starts afresh with each file too.
  server: { deps: { inline: [/[\\/]@tanstack[\\/](react-)?query/] } },
};

/** Component test files that mock a module (vi.mock): they cannot share a thread's modules. */
const WEB_OWN_MODULES = [
  'src/web/features/catalogue/pagination.test.tsx',
  'src/web/lib/use-zod-form.test.tsx',
  'src/web/routes/round.test.tsx',
];

/** Brand teal (the logo) and the light page background (slate-50). */
const THEME_COLOUR = '#0f766e';
const BACKGROUND_COLOUR = '#f8fafc';

/**
 * The installable app (docs/decisions/0013-offline-and-installable.md): a web app manifest and a
 * Workbox service worker. The worker precaches the shell and the hashed assets, answers app
 * navigations with index.html (never /api/*), keeps the public catalogue stale-while-revalidate
 * (the browser's HTTP cache sends its ETag) and the signed-in player's lists network-first with a
 * cached fallback. Writes are never cached or queued. A new worker waits until the player takes
 * the "Reload" prompt (registerType 'prompt'), so old and new code never mix.
 */
function pwaOptions(): Parameters<typeof VitePWA>[0] {
  return {
    registerType: 'prompt',
    // Registered from src/web/app/register-sw.ts, loaded after the first render.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'theme-init.js', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/home',
      name: APP_TEXTS.name,
      short_name: 'Hyzer',
      description: APP_TEXTS.description,
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once (it was loaded from the same build), so
      // the data it shows is cached from the first visit; a later version still waits for the
      // prompt (no skipWaiting).
      clientsClaim: true,
      runtimeCaching: [
        {
          // Public, the same for everyone: shown at once from the cache, refreshed behind it.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/api\/(catalog(\/brands|\/categories)?|config)$/.test(url.pathname),
          method: 'GET',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'hyzer-catalogue',
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The player's own data: the network's answer when it comes quickly, else the last one.
          // Sign-out deletes this cache (src/web/data/player-data.ts); an answer to a read sent
          // before a change of account is never stored (scripts/sw-session-guard.ts).
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            (/^\/api\/(bags|user-discs|wishlist|throws(\/summary|\/page)?|auth\/get-session)$/.test(
              url.pathname,
            ) ||
              // Rounds and courses (decision 0044): the lists and one round or course by its id.
              /^\/api\/(rounds|courses)(\/[0-9a-f-]{36})?$/i.test(url.pathname)),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'hyzer-player',
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            plugins: [sessionGuard],
          },
        },
      ],
    },
  };
}

/** The schemas and what only they need: no group a page loads at start takes them as roots. */
const SCHEMA_MODULES =
  /[\\/](core[\\/]schemas[\\/]|core[\\/]collection[\\/]disc-fields\.ts|web[\\/]lib[\\/]schema-bundle\.ts|node_modules[\\/]zod[\\/])/;

/**
 * The lazy part of the app in a few downloads (docs/decisions/0020), each holding what its roots
 * import and no group above it holds. A public page loads `shell`; the sign-in pages `shell` and
 * `public`; a signed-in page those and `app`, and every other screen then opens without a
 * download. `register-sw` comes when the page is idle, `schemas` when a form is used.
 */
const CHUNK_GROUPS = [
  {
    // Every page: the root layout, the guards and the landing page.
    name: 'shell',
    roots: /src[\\/]web[\\/](app[\\/](root-layout|guards)|routes[\\/]landing)\.tsx$/,
  },
  {
    // The service worker's registration (main.tsx loads it when the page is idle).
    name: 'register-sw',
    roots: /src[\\/]web[\\/]app[\\/]register-sw\.ts$|node_modules[\\/]workbox-window[\\/]/,
    onDemand: true,
  },
  {
    // The other public screens, with the form parts they share with the app.
    name: 'public',
    roots: /src[\\/]web[\\/]routes[\\/](login|signup|reset-password|not-found)\.tsx$/,
  },
  // One download per language (decision 0040): the app's compiled catalogue and the core
  // messages' table, fetched when the language is chosen (i18n/i18n.ts); none at start.
  ...LOCALES.map((locale) => ({
    name: `lang-${locale}`,
    roots: new RegExp(`[\\\\/]web[\\\\/]i18n[\\\\/]languages[\\\\/]${locale}\\.ts$`),
    onDemand: true,
  })),
  // Every signed-in screen, and what remains but the schemas.
  {
    name: 'app',
    roots: { test: (id: string) => !SCHEMA_MODULES.test(id) },
  },
  {
    // The schemas the forms check input with, and zod (lib/schemas.ts, decision 0037): asked for
    // at the player's first touch of a form. The build fails if zod is in a chunk a page loads
    // at start.
    name: 'schemas',
    roots: /src[\\/]web[\\/]lib[\\/]schema-bundle\.ts$/,
    onDemand: true,
    owns: /node_modules[\\/]zod[\\/]/,
  },
];

// react-router's package points every import at its development build (dev warnings kept in);
// the built app takes the production build beside it (BENCHMARKS.md, initial JavaScript).
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** What the Lingui macros' output imports `Trans` and `useLingui` from (lingui.config.ts). */
const LINGUI_RUNTIME = {
  find: /^hyzer-i18n-runtime$/,
  replacement: fileURLToPath(new URL('./src/web/i18n/runtime.tsx', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  root: 'src/web',
  resolve: {
    alias: [
      LINGUI_RUNTIME,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  publicDir: 'public',
  plugins: [
    react(),
    lingui({ macroTransform: true }),
    tailwindcss(),
    VitePWA(pwaOptions()),
    chunkGroups(CHUNK_GROUPS),
    routeAddresses(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    root: '.',
    projects: [
      {
        test: {
          name: 'unit',
          root: '.',
          include: ['src/core/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          ...BOTH_CORES,
          // The lint-rule tests start ESLint; a loaded 2-core machine took them past 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          ...WEB_TIER,
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_OWN_MODULES,
        },
      },
      {
        // Files that mock a module, each with modules of its own (a fresh thread per file). Run
        // with the component tier (`--project 'web*'`, as `npm run test:unit` does).
        extends: true,
        test: { ...WEB_TIER, name: 'web-own-modules', include: WEB_OWN_MODULES, isolate: true },
      },
      {
        test: {
          ...SERVER_TIER,
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [`${SECURITY_SUITE}/**`, ...OWN_MODULES],
        },
      },
      {
        // Files that need modules of their own: a mocked module, or the process's one registry
        // of metrics counted from zero. Run with the API tier (`--project 'api*'`).
        test: { ...SERVER_TIER, name: 'api-own-modules', include: OWN_MODULES, isolate: true },
      },
      {
        // Fuzz, brute force, durability, outage and limits: slow, so a tier of its own. Some of
        // its files start the built server in a process of their own: it is built once, first.
        test: {
          ...SERVER_TIER,
          name: 'security',
          globalSetup: [SERVER_TIER.globalSetup, 'src/server/testing/build-once.ts'],
          include: [`${SECURITY_SUITE}/**/*.test.ts`],
          // SKIP_FUZZ=1 leaves the fuzzers out (CI's second pass, on PostgreSQL: .ci/run).
          ...(process.env.SKIP_FUZZ === '1' && { exclude: [`${SECURITY_SUITE}/fuzz-*.test.ts`] }),
          setupFiles: ['src/server/testing/fuzz-seed-setup.ts'],
        },
      },
    ],
  },
}));

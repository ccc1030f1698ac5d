import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Layer rule: core is pure; server and web never import each other
// (the web client may import the server's API *types* only).
const restrict = (patterns, allowTypeImports = false) =>
  patterns.map((p) => ({ allowTypeImports, ...p }));
const restrictedImports = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

// Web zones, arrows one way: shared (lib <- data <- components) -> features -> routes -> app.
// A feature never imports another feature; screens compose features in routes/.
const web = (dir) => `./src/web/${dir}`;
const features = readdirSync('src/web/features');
const webZones = [
  {
    target: web('lib'),
    from: ['data', 'components', 'features', 'routes', 'app'].map(web),
    message: 'src/web/lib is the bottom layer: it imports only core and other lib modules.',
  },
  {
    target: web('data'),
    from: ['components', 'features', 'routes', 'app'].map(web),
    message: 'src/web/data (server state, session) may import only lib and core.',
  },
  {
    target: web('components'),
    from: ['features', 'routes', 'app'].map(web),
    message: 'Shared components may not import features, routes or the app shell.',
  },
  {
    // Shared components are given their data: one that reads or writes server state is a feature.
    target: web('components'),
    from: web('data'),
    except: ['./collection-errors.ts'],
    message:
      'Shared components call no data hook: a piece that fetches is a feature (features/), which screens hand to other features as a prop.',
  },
  ...features.map((name) => ({
    target: web(`features/${name}`),
    from: web('features'),
    except: [`./${name}`],
    message:
      'A feature may not import another feature: move the shared piece to lib/, data/ or components/, or compose the two in routes/.',
  })),
  {
    target: web('features'),
    from: ['routes', 'app'].map(web),
    message: 'Features may not import routes or the app shell.',
  },
  {
    target: web('routes'),
    from: web('app'),
    message: 'Screens may not import the app shell (the app imports screens).',
  },
];

// Test support: tests, and the helpers they share. Before and after the helpers moved into
// testing/ folders, a helper is a file in a test/ or testing/ folder, or one named *.fixture.ts,
// test-*.ts or fetch-stub.ts.
const TEST_SUPPORT_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/*.fixture.ts',
  '**/test-*.{ts,tsx}',
  '**/fetch-stub.ts',
];
// Product code may not import a test library or test support, not even a type.
const TEST_SUPPORT_IMPORTS = restrict([
  {
    group: ['vitest', 'vitest/*', 'fast-check', 'msw', 'msw/*', '@testing-library/*'],
    message: 'Product code must not import a test library; only tests and test helpers may.',
  },
  {
    group: [
      '**/test/**',
      '**/testing',
      '**/testing/**',
      '**/*.fixture',
      '**/test-*',
      '**/fetch-stub',
    ],
    message: 'Product code must not import test support (testing/ folders, fixtures, stubs).',
  },
]);

const WEB_IMPORTS = restrict([
  {
    group: ['**/server/**'],
    message:
      'The web app must not import server code, types included: its API types come from src/core/api (decision 0010).',
  },
]);

const SERVER_IMPORTS = restrict([
  { group: ['**/web/**'], message: 'The server must not import web code.' },
  {
    group: ['**/auth/auth'],
    allowTypeImports: true,
    message: 'better-auth loads on first use: import it with import() (see createApp).',
  },
]);

// Services hold the rules, repositories the owner-scoped queries (docs/architecture.md): a route
// calls the service of a resource that has one, and a repository calls no service.
const ROUTE_IMPORTS = restrict([
  {
    group: [
      '**/collection/bag-repository',
      '**/collection/copy-repository',
      '**/collection/import-history-repository',
      '**/collection/import-repository',
      '**/collection/own-disc-repository',
      '**/collection/photo-repository',
      '**/collection/share-repository',
      '**/collection/user-disc-repository',
      '**/collection/wishlist-repository',
      '**/throws/throw-repository',
      '**/rounds/course-repository',
      '**/rounds/round-repository',
    ],
    message:
      'A route calls the service of bags, discs, copies, own discs, the wishlist, imports, photos, share links, throws, courses and rounds (the rules), not their repository (the queries).',
  },
]);
const REPOSITORY_IMPORTS = restrict([
  {
    group: ['**/*-service'],
    message:
      'A repository holds owner-scoped queries only: the rules are in its service, which calls it, never the other way.',
  },
]);

/** The layer rule for `files`; outside test support, the test-support rule as well. */
const layer = (files, patterns) => [
  { files, rules: restrictedImports(patterns) },
  {
    files,
    ignores: TEST_SUPPORT_FILES,
    rules: restrictedImports([...patterns, ...TEST_SUPPORT_IMPORTS]),
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules (floating and misused promises, needless assertions, unsafe any...) over
  // every TypeScript file; plain JavaScript files are linted without type information.
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layer(
    ['src/core/**/*.ts'],
    restrict([
      {
        group: ['**/server/**', '**/web/**'],
        message: 'src/core must not import server or web code.',
      },
      {
        group: ['react', 'react-dom', 'react-router', 'node:*', 'drizzle-orm*', 'hono*', 'pg'],
        message: 'src/core is pure: no React, Node APIs or database.',
      },
    ]),
  ),
  ...layer(['src/server/**/*.ts'], SERVER_IMPORTS),
  {
    files: ['src/server/routes/**/*.ts'],
    ignores: TEST_SUPPORT_FILES,
    rules: restrictedImports([...SERVER_IMPORTS, ...TEST_SUPPORT_IMPORTS, ...ROUTE_IMPORTS]),
  },
  {
    files: ['src/server/**/*-repository.ts'],
    ignores: TEST_SUPPORT_FILES,
    rules: restrictedImports([...SERVER_IMPORTS, ...TEST_SUPPORT_IMPORTS, ...REPOSITORY_IMPORTS]),
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A label's text may sit two spans deep (title and hint lines of a choice card).
    files: ['src/web/**/*.tsx'],
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 3 }] },
  },
  {
    // No import cycles: a module's dependencies never lead back to it (a cycle makes the order in
    // which modules run matter, and says two files hold one thing between them).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The modules the rule follows (it skips files of other extensions).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  ...layer(['src/web/**/*.{ts,tsx}'], WEB_IMPORTS),
  {
    // Zod and the schemas come in a chunk of their own, loaded when a form needs them (decision
    // 0037); the build fails too if zod reaches a chunk a page loads at start.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [...TEST_SUPPORT_FILES, 'src/web/lib/schema-bundle.ts'],
    rules: restrictedImports([
      ...WEB_IMPORTS,
      ...TEST_SUPPORT_IMPORTS,
      ...restrict(
        [
          {
            regex: '^(zod(/.*)?|.*/core/schemas/[\\w-]+|.*/collection/disc-fields)$',
            message:
              'The web app loads zod and the schemas on demand (lib/schemas.ts, decision 0037): import constants, labels and messages from core/rules, and let a form pick its schema (useZodForm) or await loadSchemas().',
          },
        ],
        true,
      ),
    ]),
  },
);

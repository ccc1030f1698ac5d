import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layer rule: core is pure; server and web never import each other
// (the web client may import the server's API *types* only).
const restrict = (patterns, allowTypeImports = false) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
  {
    files: ['src/core/**/*.ts'],
    rules: restrict([
      {
        group: ['**/server/**', '**/web/**'],
        message: 'src/core must not import server or web code.',
      },
      {
        group: ['react', 'react-dom', 'react-router', 'node:*', 'drizzle-orm*', 'hono*', 'pg'],
        message: 'src/core is pure: no React, Node APIs or database.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['**/web/**'], message: 'The server must not import web code.' }]),
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        [
          {
            group: ['**/server/**'],
            message: 'The web app may import only types from the server.',
          },
        ],
        true,
      ),
    },
  },
);

// Lingui (decision 0040): the web app's messages, written in English with Lingui's macros, are
// extracted into one PO catalogue per language under src/web/locales; the Vite plugin compiles
// the catalogue a page imports (no eval, no parser in the browser). `npm run i18n:extract`
// updates them; scripts/i18n-catalogues.test.ts fails when they are out of step with the code.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './src/core/i18n/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  // A message a language has not translated yet shows in English, never as its id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: ['<rootDir>/src/web'],
      exclude: ['**/*.test.*', '**/testing/**', '**/node_modules/**'],
    },
  ],
  // Sorted by English text, and each entry names its files without line numbers: a change
  // elsewhere in a file does not rewrite every catalogue.
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  // The macros' <Trans> and useLingui read the language from the provider when there is one,
  // else from the app's one i18n (a component test that renders a part on its own).
  runtimeConfigModule: {
    Trans: ['hyzer-i18n-runtime', 'Trans'],
    useLingui: ['hyzer-i18n-runtime', 'useLingui'],
  },
});

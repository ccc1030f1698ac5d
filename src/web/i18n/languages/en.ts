// English (decision 0040): the app's compiled catalogue. Loaded by i18n.ts when chosen.
import type { I18n } from '@lingui/core';
import { messages } from '../../locales/en.po';
// The download keeps its table in i18n.ts, which loads it: the bundler then puts its own
// helpers in the first script instead of cutting that script in pieces (scripts/chunk-groups.ts).
// eslint-disable-next-line import-x/no-cycle
import { keepCoreTable } from '../i18n';

export function install(i18n: I18n): void {
  // English's core messages are their own text: no table.
  keepCoreTable('en', null);
  i18n.load('en', messages);
}

// English (decision 0040): the app's compiled catalogue. Loaded by i18n.ts when chosen.
import type { I18n } from '@lingui/core';
import { messages } from '../../locales/en.po';
// The download keeps its table where i18n.ts reads it (core-tables.ts, in the first script).
import { keepCoreTable } from '../core-tables';

export function install(i18n: I18n): void {
  // English's core messages are their own text: no table.
  keepCoreTable('en', null);
  i18n.load('en', messages);
}

// One language (decision 0040): the app's compiled catalogue and the core messages' table, one
// download fetched by i18n.ts when the language is chosen.
import type { I18n } from '@lingui/core';
import table from '../../../core/i18n/translations/fi';
import { messages } from '../../locales/fi.po';
// The download keeps its table where i18n.ts reads it (core-tables.ts, in the first script).
import { keepCoreTable } from '../core-tables';

export function install(i18n: I18n): void {
  keepCoreTable('fi', table);
  i18n.load('fi', messages);
}

// One language (decision 0040): the app's compiled catalogue and the core messages' table, one
// download fetched by i18n.ts when the language is chosen.
import type { I18n } from '@lingui/core';
import table from '../../../core/i18n/translations/et';
import { messages } from '../../locales/et.po';
// The download keeps its table where i18n.ts reads it (core-tables.ts, in the first script).
import { keepCoreTable } from '../core-tables';

export function install(i18n: I18n): void {
  keepCoreTable('et', table);
  i18n.load('et', messages);
}

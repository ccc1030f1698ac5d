// One language (decision 0040): the app's compiled catalogue and the core messages' table, one
// download fetched by i18n.ts when the language is chosen.
import type { I18n } from '@lingui/core';
import table from '../../../core/i18n/translations/de';
import { messages } from '../../locales/de.po';
// The download keeps its table where i18n.ts reads it (core-tables.ts, in the first script).
import { keepCoreTable } from '../core-tables';

export function install(i18n: I18n): void {
  keepCoreTable('de', table);
  i18n.load('de', messages);
}

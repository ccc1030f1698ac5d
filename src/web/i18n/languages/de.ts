// One language (decision 0040): the app's compiled catalogue and the core messages' table, one
// download fetched by i18n.ts when the language is chosen.
import type { I18n } from '@lingui/core';
import table from '../../../core/i18n/translations/de';
import { messages } from '../../locales/de.po';
// The download keeps its table in i18n.ts, which loads it: the bundler then puts its own
// helpers in the first script instead of cutting that script in pieces (scripts/chunk-groups.ts).
// eslint-disable-next-line import-x/no-cycle
import { keepCoreTable } from '../i18n';

export function install(i18n: I18n): void {
  keepCoreTable('de', table);
  i18n.load('de', messages);
}

/**
 * The disc search's words for its fields and operators in the page's language (decision 0040),
 * by the core's keys (core/search/query.ts keeps the English, which filters and URLs use).
 *   i18n._(FIELD_WORDS.turn)   'Turn', 'Kääntö'…
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterOperator, SearchField } from '../../core/search/query';

export const FIELD_WORDS: Readonly<Record<SearchField, MessageDescriptor>> = {
  name: msg({ message: 'Name', context: 'disc search field' }),
  brand: msg({ message: 'Brand', context: 'disc search field' }),
  category: msg({ message: 'Category', context: 'disc search field' }),
  stability: msg({ message: 'Stability', context: 'disc search field' }),
  speed: msg({ message: 'Speed', context: 'flight number' }),
  glide: msg({ message: 'Glide', context: 'flight number' }),
  turn: msg({ message: 'Turn', context: 'flight number' }),
  fade: msg({ message: 'Fade', context: 'flight number' }),
};

/** What "Search by …" says in the box, by field (one sentence each: the field's word inflects). */
export const SEARCH_BY_PLACEHOLDERS: Readonly<Record<SearchField, MessageDescriptor>> = {
  name: msg`Search by name…`,
  brand: msg`Search by brand…`,
  category: msg`Search by category…`,
  stability: msg`Search by stability…`,
  speed: msg`Search by speed…`,
  glide: msg`Search by glide…`,
  turn: msg`Search by turn…`,
  fade: msg`Search by fade…`,
};

export const OPERATOR_WORDS: Readonly<Record<FilterOperator, MessageDescriptor>> = {
  contains: msg({ message: 'contains', context: 'filter operator' }),
  equals: msg({ message: 'equals', context: 'filter operator' }),
  eq: msg({ message: 'equals', context: 'filter operator' }),
  lt: msg({ message: 'less than', context: 'filter operator' }),
  gt: msg({ message: 'greater than', context: 'filter operator' }),
  lte: msg({ message: 'less than or equal', context: 'filter operator' }),
  gte: msg({ message: 'greater than or equal', context: 'filter operator' }),
};

/**
 * The disc types' names in the page's language (decision 0040): the core's English labels
 * (core/disc/category.ts) stay for its own texts and tests.
 */
import { type I18n, type MessageDescriptor } from '@lingui/core';
import { currentI18n } from '../../i18n/current';
import { msg } from '@lingui/core/macro';
import { CANONICAL_CATEGORIES } from '../../../core/disc/category';
import type { DiscType } from '../../../core/disc/types';

const CATEGORY_WORDS: Record<DiscType, MessageDescriptor> = {
  distance: msg`Distance Drivers`,
  hybrid: msg`Hybrid Drivers`,
  control: msg`Control Drivers`,
  approach: msg`Approach Discs`,
  midrange: msg`Midrange Discs`,
  putter: msg`Putters`,
  other: msg({ message: 'Other', context: 'disc type' }),
};

/** 'Distance Drivers', 'Putters', … */
export function categoryText(type: DiscType, i18n: I18n = currentI18n()): string {
  return i18n._(CATEGORY_WORDS[type]);
}

const CATEGORY_NAMES: Record<Exclude<DiscType, 'other'>, MessageDescriptor> = {
  distance: msg({ message: 'Distance Driver', context: 'disc category' }),
  hybrid: msg({ message: 'Hybrid Driver', context: 'disc category' }),
  control: msg({ message: 'Control Driver', context: 'disc category' }),
  approach: msg({ message: 'Approach', context: 'disc category' }),
  midrange: msg({ message: 'Midrange', context: 'disc category' }),
  putter: msg({ message: 'Putter', context: 'disc category' }),
};

/**
 * A catalogue disc's category in the language when it is one of the catalogue's own spellings
 * (CANONICAL_CATEGORIES: 'Distance Driver', 'Midrange'…); any other is data and stays as it is.
 */
export function categoryNameText(category: string, i18n: I18n = currentI18n()): string {
  const type = (Object.keys(CANONICAL_CATEGORIES) as Exclude<DiscType, 'other'>[]).find(
    (t) => CANONICAL_CATEGORIES[t] === category,
  );
  return type ? i18n._(CATEGORY_NAMES[type]) : category;
}

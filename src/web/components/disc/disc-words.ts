/**
 * The disc types' names in the page's language (decision 0040): the core's English labels
 * (core/disc/category.ts) stay for its own texts and tests.
 */
import { i18n as appI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
export function categoryText(type: DiscType, i18n: I18n = appI18n): string {
  return i18n._(CATEGORY_WORDS[type]);
}

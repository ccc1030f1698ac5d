/** Column and chip labels of the bag detail sort fields. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BagSortField } from '../../../core/stats/sort-bag-discs';

/** Shown through i18n._ (the page's language). */
export const SORT_LABELS: Readonly<Record<BagSortField, MessageDescriptor>> = {
  name: msg`Disc`,
  brand: msg`Brand`,
  category: msg`Category`,
  speed: msg`Speed`,
  glide: msg`Glide`,
  turn: msg`Turn`,
  fade: msg`Fade`,
  stability: msg`Stability`,
  color: msg`Colour`,
};

/** The sort chips on narrow screens, in display order. */
export const CHIP_FIELDS: readonly BagSortField[] = [
  'speed',
  'glide',
  'turn',
  'fade',
  'name',
  'brand',
  'stability',
];

/** Column and chip labels of the bag detail sort fields. */
import type { BagSortField } from '../../../core/stats/sort-bag-discs';

export const SORT_LABELS: Readonly<Record<BagSortField, string>> = {
  name: 'Disc',
  brand: 'Brand',
  category: 'Category',
  speed: 'Speed',
  glide: 'Glide',
  turn: 'Turn',
  fade: 'Fade',
  stability: 'Stability',
  color: 'Colour',
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

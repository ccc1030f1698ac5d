import { describe, expect, it } from 'vitest';
import type { UserDisc } from '../bag-types';
import {
  DEFAULT_BAG_SORT,
  nextSort,
  sortBagDiscs,
  type BagSort,
  type BagSortField,
} from './sort-bag-discs';
import { details, userDisc } from '../testing/factories';

describe('nextSort', () => {
  it('starts at speed descending', () => {
    expect(DEFAULT_BAG_SORT).toEqual({ field: 'speed', dir: 'desc' });
  });

  it.each<[BagSort, BagSortField, BagSort]>([
    [{ field: 'speed', dir: 'desc' }, 'speed', { field: 'speed', dir: 'asc' }],
    [{ field: 'speed', dir: 'asc' }, 'speed', { field: 'speed', dir: 'desc' }],
    [{ field: 'name', dir: 'asc' }, 'name', { field: 'name', dir: 'desc' }],
    [{ field: 'speed', dir: 'desc' }, 'name', { field: 'name', dir: 'asc' }],
    [{ field: 'name', dir: 'desc' }, 'glide', { field: 'glide', dir: 'desc' }],
    [{ field: 'name', dir: 'asc' }, 'turn', { field: 'turn', dir: 'desc' }],
    [{ field: 'speed', dir: 'asc' }, 'fade', { field: 'fade', dir: 'desc' }],
    [{ field: 'speed', dir: 'desc' }, 'brand', { field: 'brand', dir: 'asc' }],
    [{ field: 'speed', dir: 'desc' }, 'category', { field: 'category', dir: 'asc' }],
    [{ field: 'speed', dir: 'desc' }, 'stability', { field: 'stability', dir: 'asc' }],
    [{ field: 'speed', dir: 'desc' }, 'color', { field: 'color', dir: 'asc' }],
  ])('%o + click %s → %o', (current, clicked, expected) => {
    expect(nextSort(current, clicked)).toEqual(expected);
  });
});

describe('sortBagDiscs', () => {
  const d = (
    n: number,
    name: string | null,
    extra: Partial<Parameters<typeof details>[0]> = {},
    color = '#3B82F6',
  ): UserDisc =>
    // prettier-ignore
    userDisc(n, name === null ? null : details({ name, ...extra }), { color });
  const discs = [
    d(1, 'Destroyer', { brand: 'Innova', category: 'Distance Driver', speed: 12, glide: 5, turn: -1, fade: 3 }, '#ef4444'), // prettier-ignore
    d(2, 'aviar', { brand: 'Innova', category: 'Putter', speed: 2, glide: 3, turn: 0, fade: 1 }, '#000000'), // prettier-ignore
    d(3, 'Buzzz', { brand: 'Discraft', category: 'Midrange', speed: 5, glide: 4, turn: -1, fade: 1 }, '#FFFFFF'), // prettier-ignore
    d(4, null),
    d(5, 'Mystery', { brand: 'MVP', category: 'Other', speed: null, glide: null, turn: null, fade: null }, '#3B82F6'), // prettier-ignore
    d(6, 'Comet', { brand: 'Discraft', category: 'Midrange', speed: 5, glide: 5, turn: -2, fade: 1 }, '#22c55e'), // prettier-ignore
  ];
  const ids = (list: UserDisc[]) => list.map((x) => Number(x.id.slice(-2)));

  it.each<[BagSort, number[]]>([
    [{ field: 'speed', dir: 'desc' }, [1, 3, 6, 2, 5, 4]],
    [{ field: 'speed', dir: 'asc' }, [2, 3, 6, 1, 5, 4]],
    [{ field: 'name', dir: 'asc' }, [2, 3, 6, 1, 5, 4]],
    [{ field: 'name', dir: 'desc' }, [5, 1, 6, 3, 2, 4]],
    [{ field: 'brand', dir: 'asc' }, [3, 6, 2, 1, 5, 4]],
    [{ field: 'category', dir: 'asc' }, [1, 3, 6, 5, 2, 4]],
    [{ field: 'glide', dir: 'desc' }, [6, 1, 3, 2, 5, 4]],
    [{ field: 'turn', dir: 'asc' }, [6, 3, 1, 2, 5, 4]],
    [{ field: 'fade', dir: 'desc' }, [1, 2, 3, 6, 5, 4]],
    [{ field: 'stability', dir: 'asc' }, [6, 3, 2, 1, 5, 4]],
    [{ field: 'stability', dir: 'desc' }, [1, 2, 3, 6, 5, 4]],
    [{ field: 'color', dir: 'asc' }, [2, 6, 5, 4, 1, 3]],
  ])('%o → %o (missing values last)', (sort, expected) => {
    expect(ids(sortBagDiscs(discs, sort))).toEqual(expected);
  });

  it('breaks ties by name then id and leaves the input alone', () => {
    const twins = [d(9, 'Zone'), d(8, 'Zone'), d(7, 'Aviar')];
    expect(ids(sortBagDiscs(twins, { field: 'speed', dir: 'desc' }))).toEqual([7, 8, 9]);
    expect(ids(twins)).toEqual([9, 8, 7]);
  });
});

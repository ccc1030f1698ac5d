import { describe, expect, it } from 'vitest';
import type { UserDisc } from '../bag-types';
import {
  BAG_SORT_FIELDS,
  DEFAULT_BAG_SORT,
  nextSort,
  prepareBagSort,
  sortBagDiscs,
  sortValue,
  type BagSort,
  type BagSortField,
  type SortDir,
} from './sort-bag-discs';
import { compareIds, compareText } from './compare-text';
import { withPersonalFlight } from '../flight/personal-flight';
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

describe('prepareBagSort', () => {
  /** The rule as a plain comparator on each disc's values (the keys must give the same order). */
  function reference(discs: readonly UserDisc[], { field, dir }: BagSort): UserDisc[] {
    const byField = (a: UserDisc, b: UserDisc, f: BagSortField, d: SortDir) => {
      const va = sortValue(a, f);
      const vb = sortValue(b, f);
      if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
      const order =
        typeof va === 'number' && typeof vb === 'number'
          ? va - vb
          : f === 'color'
            ? compareIds(String(va), String(vb))
            : compareText(String(va), String(vb));
      return d === 'asc' ? order : -order;
    };
    return [...discs].sort(
      (a, b) => byField(a, b, field, dir) || byField(a, b, 'name', 'asc') || compareIds(a.id, b.id),
    );
  }
  // A made-up bag with many ties, unknowns, accents, cases and numbered names.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pick = <T>(xs: readonly T[]): T => xs[random(xs.length)]!;
  const names = [
    'Destroyer',
    'destroyer',
    'Déstroyer',
    'Disc 2',
    'Disc 10',
    'Aviar',
    'Zone',
    'zone',
  ];
  const numbers = [null, -2, -1.5, -0, 0, 0.5, 1, 3, 12, 14.5];
  const discs = Array.from({ length: 300 }, (_, i) =>
    userDisc(
      // Ids out of creation order, so the id tie-break is exercised.
      (i * 37) % 1000,
      random(12) === 0
        ? null
        : details({
            name: pick(names),
            brand: pick(['Innova', 'innova', 'Discraft', 'MVP', 'Ålesund', '']),
            category: pick(['Putter', 'Midrange', 'Distance Driver']),
            speed: pick(numbers),
            glide: pick(numbers),
            turn: pick(numbers),
            fade: pick(numbers),
          }),
      {
        color: pick(['#3B82F6', '#3b82f6', '#000000', '#FFFFFF', '#ef4444']),
        ...(random(4) === 0
          ? { myFlight: { speed: pick([9, 10]), glide: 4, turn: pick([-1, 0]), fade: 2 } }
          : {}),
      },
    ),
  );

  it.each(
    BAG_SORT_FIELDS.flatMap((field) => (['asc', 'desc'] as const).map((dir) => ({ field, dir }))),
  )('sorts by %o as the comparator does, again and again', (sort) => {
    const prepared = prepareBagSort(discs);
    expect(prepared.sort(sort)).toEqual(reference(discs, sort));
    expect(prepared.sort(sort)).toEqual(reference(discs, sort));
    expect(sortBagDiscs(discs, sort)).toEqual(reference(discs, sort));
  });

  it('sorts by the values sortAs gives and returns the discs it was given', () => {
    const prepared = prepareBagSort(discs, withPersonalFlight);
    for (const field of BAG_SORT_FIELDS) {
      const sort = { field, dir: 'desc' } as const;
      const expected = reference(discs.map(withPersonalFlight), sort).map((flown) =>
        discs.find((d) => d.id === flown.id)!,
      );
      const sorted = prepared.sort(sort);
      expect(sorted).toEqual(expected);
      sorted.forEach((disc, i) => expect(disc).toBe(expected[i]));
    }
  });
});

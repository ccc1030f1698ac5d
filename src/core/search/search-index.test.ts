import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Disc } from '../disc/types';
import { runQueryNaive } from './naive';
import type { CatalogQuery, Filter } from './query';
import { defaultQuery, PAGE_SIZES, SEARCH_FIELDS } from './query';
import { createSearchIndex, runQuery } from './search-index';
import { makeDisc, SAMPLE } from '../testing/catalogue-discs';

const q = (over: Partial<CatalogQuery> = {}): CatalogQuery => ({ ...defaultQuery(), ...over });
const f = (field: string, operator: string, value: string): Filter => ({ field, operator, value });
const ids = (r: { items: Disc[] }) => r.items.map((d) => d.id);

describe('runQuery', () => {
  const index = createSearchIndex(SAMPLE);

  it.each<[string, Partial<CatalogQuery>, string[]]>([
    ['everything by name', {}, ['a1', 'a8', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']],
    ['term by name', { term: ' aero ' }, ['a1', 'a8']],
    [
      'term by brand, sorted by speed',
      { term: 'acme', field: 'brand', sort: { field: 'speed', dir: 'desc' } },
      ['a1', 'a3', 'a7'],
    ],
    ['numeric term', { term: '12', field: 'speed' }, ['a1', 'a8']],
    ['non-numeric term on a number', { term: 'x', field: 'speed' }, []],
    [
      'filters win over the term',
      { term: 'zzz', filters: [f('brand', 'equals', 'cobalt')] },
      ['a8', 'a4', 'a6'],
    ],
    ['unknown filter field matches nothing', { filters: [f('weight', 'eq', '1')] }, []],
  ])('%s', (_, over, expected) => {
    expect(ids(runQuery(index, q(over)))).toEqual(expected);
  });

  it('pages, clamps and reports positions', () => {
    const many = createSearchIndex(Array.from({ length: 26 }, () => makeDisc()));
    expect(runQuery(many, q())).toMatchObject({
      total: 26,
      page: 1,
      pageCount: 2,
      from: 1,
      to: 25,
      window: [1, 2],
    });
    const last = runQuery(many, q({ page: 7 }));
    expect(last).toMatchObject({ page: 2, from: 26, to: 26, window: [1, 2] });
    expect(last.items).toHaveLength(1);
  });

  it('answers an empty catalogue', () => {
    expect(runQuery(createSearchIndex([]), q({ term: 'a' }))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      window: [1],
    });
  });

  it('refines the previous matches as the term grows and starts over when it shrinks', () => {
    const typed = ['a', 'ae', 'aer', 'ae', '', 'e', 'ec'];
    for (const term of typed) {
      expect(runQuery(index, q({ term }))).toEqual(runQueryNaive(SAMPLE, q({ term })));
    }
  });

  it('does not refine a numeric field ("1" then "12" are unrelated)', () => {
    expect(ids(runQuery(index, q({ field: 'speed', term: '1' })))).toEqual([]);
    expect(ids(runQuery(index, q({ field: 'speed', term: '12' })))).toEqual(['a1', 'a8']);
  });
});

/** Generated discs with few distinct names and values, so searches, ties and nulls all happen. */
const discArb = fc.record({
  name: fc.constantFrom('Ace', 'ace', 'Aero', 'Bolt', 'Cliff', 'Dart', 'Echo', 'Flare'),
  brand: fc.constantFrom('Acme', 'Bright', 'Cobalt'),
  category: fc.constantFrom('Putter', 'Midrange', 'Distance Driver', 'Approach'),
  speed: fc.option(fc.constantFrom(1, 2, 5, 7, 12), { nil: null }),
  glide: fc.option(fc.constantFrom(0, 3, 5), { nil: null }),
  turn: fc.option(fc.constantFrom(-3, -1, -0.5, 0, 0.05, 1), { nil: null }),
  fade: fc.option(fc.constantFrom(0, 1, 2, 4, 6), { nil: null }),
});
const catalogueArb = fc
  .array(discArb, { maxLength: 80 })
  .map((rows) => rows.map((row, i) => makeDisc({ ...row, id: `g${i % 50}` })));
const filterArb = fc.record({
  field: fc.constantFrom(...SEARCH_FIELDS, 'weight'),
  operator: fc.constantFrom('contains', 'equals', 'eq', 'lt', 'gt', 'lte', 'gte', 'x'),
  value: fc.constantFrom('a', 'ace', 'Stable', 'Overstable', '0', '1', '5', '-0.5', 'abc', ''),
});
const queryArb = fc.record({
  term: fc.constantFrom(
    '',
    'a',
    'ac',
    'ace',
    'e',
    'o',
    ' AE',
    'stable',
    'over',
    '1',
    '12',
    '0',
    'x',
  ),
  field: fc.constantFrom(...SEARCH_FIELDS),
  filters: fc.array(filterArb, { maxLength: 3 }),
  sort: fc.record({
    field: fc.constantFrom(...SEARCH_FIELDS),
    dir: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  page: fc.integer({ min: -1, max: 6 }),
  pageSize: fc.constantFrom(...PAGE_SIZES),
});

describe('runQuery agrees with runQueryNaive', () => {
  it('over generated catalogues and query sequences (exercising the caches)', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        fc.array(queryArb, { minLength: 1, maxLength: 12 }),
        (discs, queries) => {
          const index = createSearchIndex(discs);
          for (const query of queries) {
            expect(runQuery(index, query)).toEqual(runQueryNaive(discs, query));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('runQuery while typing', () => {
  it('agrees with runQueryNaive for every prefix of a word, typed and deleted', () => {
    const wordArb = fc.string({
      unit: fc.constantFrom('a', 'c', 'e', 'o', ' ', 'A'),
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        catalogueArb,
        wordArb,
        fc.constantFrom(...SEARCH_FIELDS),
        (discs, word, field) => {
          const index = createSearchIndex(discs);
          const lengths = [...word].map((_, i) => i + 1);
          for (const n of [...lengths, ...lengths.reverse()]) {
            const query = q({ term: word.slice(0, n), field });
            expect(runQuery(index, query)).toEqual(runQueryNaive(discs, query));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFilter } from './filters';
import type { CatalogQuery, Filter } from './query';
import { defaultQuery, PAGE_SIZES, SEARCH_FIELDS } from './query';
import { MAX_FILTERS, MAX_TERM_LENGTH, paramsToQuery, queryToParams } from './search-params';

const q = (over: Partial<CatalogQuery> = {}): CatalogQuery => ({ ...defaultQuery(), ...over });
const f = (field: string, operator: string, value: string): Filter => ({ field, operator, value });
const fromString = (s: string) => paramsToQuery(new URLSearchParams(s));

describe('queryToParams', () => {
  it.each<[Partial<CatalogQuery>, string]>([
    [{}, ''],
    [{ term: 'aero ace' }, 'q=aero+ace'],
    [{ field: 'speed', term: '12' }, 'q=12&by=speed'],
    [
      { filters: [f('speed', 'gte', '9'), f('name', 'contains', 'a:b')] },
      'f=speed%3Agte%3A9&f=name%3Acontains%3Aa%3Ab',
    ],
    [{ page: 3, pageSize: 100 }, 'page=3&size=100'],
    [{ sort: { field: 'speed', dir: 'desc' } }, 'sort=speed%3Adesc'],
    [{ sort: { field: 'name', dir: 'desc' } }, 'sort=name%3Adesc'],
  ])('%j → %s', (over, expected) => {
    expect(queryToParams(q(over)).toString()).toBe(expected);
  });
});

describe('paramsToQuery', () => {
  it.each<[string, Partial<CatalogQuery>]>([
    ['', {}],
    ['q=%20Ace%20', { term: ' Ace ' }],
    ['by=stability', { field: 'stability' }],
    ['by=weight', {}],
    ['page=4', { page: 4 }],
    ['page=0', { page: 1 }],
    ['page=-2', {}],
    ['page=2.5', {}],
    ['page=abc', {}],
    ['page=9999999', {}],
    ['size=250', { pageSize: 250 }],
    ['size=50', {}],
    ['size=', {}],
    ['sort=fade:asc', { sort: { field: 'fade', dir: 'asc' } }],
    ['sort=fade', {}],
    ['sort=weight:asc', {}],
    ['sort=fade:up', {}],
    ['sort=fade:asc:x', {}],
    ['f=name:contains:a:b', { filters: [f('name', 'contains', 'a:b')] }],
    ['f=speed:gte:%2009', { filters: [f('speed', 'gte', '9')] }],
    [
      'f=stability:equals:very%20overstable',
      { filters: [f('stability', 'equals', 'Very Overstable')] },
    ],
    ['f=speed:gte:abc', {}],
    ['f=weight:eq:1', {}],
    ['f=name:lt:a', {}],
    ['f=name', {}],
    ['f=name:contains', {}],
    ['f=name:contains:', {}],
    ['f=name:contains:ace&f=name:contains:ACE', { filters: [f('name', 'contains', 'ace')] }],
  ])('%s', (search, over) => {
    expect(fromString(search)).toEqual(q(over));
  });

  it('caps the term length and the number of filters', () => {
    expect(fromString(`q=${'a'.repeat(500)}`).term).toHaveLength(MAX_TERM_LENGTH);
    const many = Array.from({ length: 40 }, (_, i) => `f=speed:gte:${i}`).join('&');
    expect(fromString(many).filters).toHaveLength(MAX_FILTERS);
  });
});

const validFilter = fc.oneof(
  fc.record({
    field: fc.constantFrom('name', 'brand', 'category'),
    operator: fc.constantFrom('contains', 'equals'),
    value: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  }),
  fc.record({
    field: fc.constantFrom('speed', 'glide', 'turn', 'fade'),
    operator: fc.constantFrom('eq', 'lt', 'gt', 'lte', 'gte'),
    value: fc.constantFrom('0', '0.05', '-0.5', '6', '14.5'),
  }),
  fc.record({
    field: fc.constant('stability'),
    operator: fc.constant('equals'),
    value: fc.constantFrom('Stable', 'Very Understable', 'Overstable'),
  }),
);

describe('round trip', () => {
  it('paramsToQuery(queryToParams(q)) equals q for every valid query', () => {
    const queryArb = fc.record({
      term: fc.string({ unit: 'grapheme', maxLength: 50 }),
      field: fc.constantFrom(...SEARCH_FIELDS),
      filters: fc
        .array(validFilter, { maxLength: 5 })
        .map((fs) => fs.reduce<Filter[]>(addFilter, [])),
      sort: fc.record({
        field: fc.constantFrom(...SEARCH_FIELDS),
        dir: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      page: fc.integer({ min: 1, max: 100_000 }),
      pageSize: fc.constantFrom(...PAGE_SIZES),
    });
    fc.assert(
      fc.property(queryArb, (query) => {
        const text = queryToParams(query).toString();
        expect(paramsToQuery(new URLSearchParams(text))).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });
});

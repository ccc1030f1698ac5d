import { describe, expect, it } from 'vitest';
import type { CatalogQuery } from './query';
import { defaultQuery } from './query';
import {
  withField,
  withFilterAdded,
  withFilterRemoved,
  withFiltersCleared,
  withPage,
  withPageSize,
  withSortToggled,
  withTerm,
} from './query-update';

const onPage3 = (over: Partial<CatalogQuery> = {}): CatalogQuery => ({
  ...defaultQuery(),
  page: 3,
  ...over,
});
const speed9 = { field: 'speed', operator: 'gte', value: '9' };

describe('query transitions', () => {
  it.each<[string, (q: CatalogQuery) => CatalogQuery, Partial<CatalogQuery>]>([
    ['term resets the page', (q) => withTerm(q, 'ace'), { term: 'ace', page: 1 }],
    ['field resets the page', (q) => withField(q, 'brand'), { field: 'brand', page: 1 }],
    [
      'adding a filter clears the term',
      (q) => withFilterAdded({ ...q, term: 'ace' }, speed9),
      { term: '', filters: [speed9], page: 1 },
    ],
    [
      'sort toggles and resets the page',
      (q) => withSortToggled(q, 'speed'),
      { sort: { field: 'speed', dir: 'desc' }, page: 1 },
    ],
    [
      'same sort field flips',
      (q) => withSortToggled(q, 'name'),
      { sort: { field: 'name', dir: 'desc' }, page: 1 },
    ],
    ['page size resets the page', (q) => withPageSize(q, 100), { pageSize: 100, page: 1 }],
    ['page is set as asked', (q) => withPage(q, 7), { page: 7 }],
  ])('%s', (_, update, expected) => {
    expect(update(onPage3())).toMatchObject(expected);
  });

  it.each<[string, (q: CatalogQuery) => CatalogQuery]>([
    ['same term', (q) => withTerm(q, '')],
    ['same field', (q) => withField(q, 'name')],
    ['duplicate filter', (q) => withFilterAdded(q, speed9)],
    ['invalid filter', (q) => withFilterAdded(q, { field: 'speed', operator: 'eq', value: 'abc' })],
    ['removing a missing index', (q) => withFilterRemoved(q, 4)],
    ['same page', (q) => withPage(q, 3)],
    ['same page size', (q) => withPageSize(q, 25)],
  ])('%s leaves the query unchanged', (_, update) => {
    const q = onPage3({ filters: [speed9] });
    expect(update(q)).toBe(q);
  });

  it('removes and clears filters, back to page 1', () => {
    const q = onPage3({ filters: [speed9, { field: 'name', operator: 'contains', value: 'a' }] });
    expect(withFilterRemoved(q, 0)).toMatchObject({ filters: [q.filters[1]], page: 1 });
    expect(withFiltersCleared(q)).toMatchObject({ filters: [], page: 1 });
    expect(withFiltersCleared(onPage3())).toMatchObject({ page: 3 });
  });
});

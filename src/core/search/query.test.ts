import { describe, expect, it } from 'vitest';
import {
  defaultQuery,
  FIELD_LABELS,
  FIELD_OPERATORS,
  isNumericField,
  isPageSize,
  isSearchField,
  operatorsFor,
  PAGE_SIZES,
  SEARCH_FIELDS,
} from './query';

describe('query constants', () => {
  it("offers the product's search fields, page sizes and defaults", () => {
    expect(SEARCH_FIELDS).toEqual([
      'name',
      'brand',
      'category',
      'stability',
      'speed',
      'glide',
      'turn',
      'fade',
    ]);
    expect(PAGE_SIZES).toEqual([25, 100, 250]);
    expect(defaultQuery()).toEqual({
      term: '',
      field: 'name',
      filters: [],
      sort: { field: 'name', dir: 'asc' },
      page: 1,
      pageSize: 25,
    });
    expect(defaultQuery()).not.toBe(defaultQuery());
  });

  it.each([
    ['name', ['contains', 'equals']],
    ['brand', ['equals', 'contains']],
    ['category', ['equals', 'contains']],
    ['stability', ['equals']],
    ['speed', ['eq', 'lt', 'gt', 'lte', 'gte']],
    ['glide', ['eq', 'lt', 'gt', 'lte', 'gte']],
    ['turn', ['eq', 'lt', 'gt', 'lte', 'gte']],
    ['fade', ['eq', 'lt', 'gt', 'lte', 'gte']],
    ['weight', []],
    ['', []],
  ])('operators for %j', (field, ops) => {
    expect(operatorsFor(field).map((o) => o.value)).toEqual(ops);
  });

  it.each([
    ['eq', 'equals', '='],
    ['lt', 'less than', '<'],
    ['gt', 'greater than', '>'],
    ['lte', 'less than or equal', '≤'],
    ['gte', 'greater than or equal', '≥'],
  ])('numeric operator %s reads %j (%s)', (value, label, symbol) => {
    expect(FIELD_OPERATORS.speed.find((o) => o.value === value)).toEqual({ value, label, symbol });
  });

  it('labels every field', () => {
    expect(Object.keys(FIELD_LABELS)).toEqual([...SEARCH_FIELDS]);
  });

  it.each([
    [isSearchField, 'name', true],
    [isSearchField, 'Name', false],
    [isSearchField, undefined, false],
    [isNumericField, 'fade', true],
    [isNumericField, 'stability', false],
    [isPageSize, 100, true],
    [isPageSize, 50, false],
    [isPageSize, '25', false],
  ] as const)('%o(%j) → %j', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

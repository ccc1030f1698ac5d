import { describe, expect, it } from 'vitest';
import type { Pagination } from './paginate';
import { foundText, pageOfText, pageWindow, paginate, showingText } from './paginate';

describe('paginate', () => {
  it.each<[string, number, number, number, Pagination]>([
    ['no results', 0, 1, 25, { page: 1, pageCount: 1, start: 0, end: 0, from: 0, to: 0 }],
    [
      'no results, page 3 asked',
      0,
      3,
      25,
      { page: 1, pageCount: 1, start: 0, end: 0, from: 0, to: 0 },
    ],
    ['one result', 1, 1, 25, { page: 1, pageCount: 1, start: 0, end: 1, from: 1, to: 1 }],
    ['exactly 25', 25, 1, 25, { page: 1, pageCount: 1, start: 0, end: 25, from: 1, to: 25 }],
    ['26, first page', 26, 1, 25, { page: 1, pageCount: 2, start: 0, end: 25, from: 1, to: 25 }],
    [
      '26, last page has 1',
      26,
      2,
      25,
      { page: 2, pageCount: 2, start: 25, end: 26, from: 26, to: 26 },
    ],
    [
      'last partial page',
      1079,
      44,
      25,
      { page: 44, pageCount: 44, start: 1075, end: 1079, from: 1076, to: 1079 },
    ],
    [
      'page beyond end clamped',
      1079,
      99,
      25,
      { page: 44, pageCount: 44, start: 1075, end: 1079, from: 1076, to: 1079 },
    ],
    ['page 0 clamped', 100, 0, 25, { page: 1, pageCount: 4, start: 0, end: 25, from: 1, to: 25 }],
    [
      'negative page clamped',
      100,
      -3,
      25,
      { page: 1, pageCount: 4, start: 0, end: 25, from: 1, to: 25 },
    ],
    [
      'fractional page floored',
      100,
      2.7,
      25,
      { page: 2, pageCount: 4, start: 25, end: 50, from: 26, to: 50 },
    ],
    ['NaN page → 1', 100, NaN, 25, { page: 1, pageCount: 4, start: 0, end: 25, from: 1, to: 25 }],
    [
      'Infinity page → last',
      100,
      Infinity,
      25,
      { page: 4, pageCount: 4, start: 75, end: 100, from: 76, to: 100 },
    ],
    [
      'page size 100',
      1079,
      11,
      100,
      { page: 11, pageCount: 11, start: 1000, end: 1079, from: 1001, to: 1079 },
    ],
    [
      'page size 250',
      1079,
      2,
      250,
      { page: 2, pageCount: 5, start: 250, end: 500, from: 251, to: 500 },
    ],
  ])('%s', (_, total, page, size, expected) => {
    expect(paginate(total, page, size)).toEqual(expected);
  });
});

describe('pageWindow', () => {
  it.each<[number, number, number[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 44, [1, 2, 3, 4, 5]], // start
    [2, 44, [1, 2, 3, 4, 5]],
    [3, 44, [1, 2, 3, 4, 5]],
    [4, 44, [2, 3, 4, 5, 6]],
    [20, 44, [18, 19, 20, 21, 22]], // middle
    [42, 44, [40, 41, 42, 43, 44]],
    [43, 44, [40, 41, 42, 43, 44]],
    [44, 44, [40, 41, 42, 43, 44]], // end
    [99, 44, [40, 41, 42, 43, 44]],
    [0, 44, [1, 2, 3, 4, 5]],
    [1, 0, [1]],
  ])('page %d of %d → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it.each<[number, number, number, number[]]>([
    [5, 10, 3, [4, 5, 6]],
    [5, 10, 4, [4, 5, 6, 7]],
    [10, 10, 4, [7, 8, 9, 10]],
    [5, 10, 1, [5]],
  ])('page %d of %d with max %d → %j', (page, count, max, expected) => {
    expect(pageWindow(page, count, max)).toEqual(expected);
  });
});

describe('texts', () => {
  it.each<[number, number, number, string]>([
    [1, 25, 1079, 'Showing 1 to 25 of 1079 discs'],
    [1076, 1079, 1079, 'Showing 1076 to 1079 of 1079 discs'],
    [0, 0, 0, 'Showing 0 to 0 of 0 discs'],
  ])('showingText(%d, %d, %d)', (from, to, total, text) => {
    expect(showingText(from, to, total)).toBe(text);
  });

  it.each<[number, string]>([
    [0, '0 discs found'],
    [1, '1 disc found'],
    [2, '2 discs found'],
    [1079, '1079 discs found'],
  ])('foundText(%d)', (n, text) => {
    expect(foundText(n)).toBe(text);
  });

  it('pageOfText', () => {
    expect(pageOfText(3, 44)).toBe('Page 3 of 44');
  });
});

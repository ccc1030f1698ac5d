import { describe, expect, it } from 'vitest';
import type { Disc } from '../disc/types';
import {
  addFilter,
  canonicalFilter,
  compileFilters,
  filterKey,
  matchesFilter,
  removeFilter,
  validateFilter,
} from './filters';
import { prepareDisc } from './prepared-disc';
import type { Filter } from './query';
import { makeDisc, SAMPLE } from '../testing/catalogue-discs';

const f = (field: string, operator: string, value: string): Filter => ({ field, operator, value });

describe('validateFilter', () => {
  it.each<[Filter, string | null]>([
    [f('name', 'contains', 'ace'), null],
    [f('name', 'equals', ' Ace '), null],
    [f('brand', 'equals', 'Acme'), null],
    [f('category', 'contains', 'driver'), null],
    [f('stability', 'equals', 'Very Overstable'), null],
    [f('stability', 'equals', 'very overstable'), null],
    [f('speed', 'eq', '12'), null],
    [f('turn', 'lt', '-0.5'), null],
    [f('fade', 'gte', ' 0 '), null],
    [f('name', 'contains', ''), 'Enter a value'],
    [f('name', 'contains', '   '), 'Enter a value'],
    [f('speed', 'eq', ''), 'Enter a value'],
    [f('speed', 'eq', 'abc'), 'Enter a number'],
    [f('glide', 'gt', '5x'), 'Enter a number'],
    [f('stability', 'equals', 'wobbly'), 'Choose a stability label'],
    [f('weight', 'eq', '175'), 'Choose a field to filter on'],
    [f('', 'eq', '1'), 'Choose a field to filter on'],
    [f('name', 'lt', 'a'), 'Choose how to compare'],
    [f('speed', 'contains', '1'), 'Choose how to compare'],
    [f('stability', 'contains', 'stable'), 'Choose how to compare'],
    [
      { field: 'name', operator: 'contains', value: undefined as unknown as string },
      'Enter a value',
    ],
  ])('%j → %j', (filter, message) => {
    expect(validateFilter(filter)).toBe(message);
  });
});

describe('canonicalFilter and filterKey', () => {
  it.each<[Filter, string]>([
    [f('name', 'contains', '  Ace '), 'Ace'],
    [f('speed', 'eq', '07'), '7'],
    [f('turn', 'lt', '-0.50'), '-0.5'],
    [f('stability', 'equals', ' very understable'), 'Very Understable'],
  ])('%j stores %j', (filter, value) => {
    expect(canonicalFilter(filter).value).toBe(value);
  });

  it.each<[Filter, Filter, boolean]>([
    [f('name', 'contains', 'Ace'), f('name', 'contains', ' ace '), true],
    [f('speed', 'eq', '7'), f('speed', 'eq', '7.0'), true],
    [f('name', 'contains', 'ace'), f('name', 'equals', 'ace'), false],
    [f('name', 'contains', 'ace'), f('brand', 'contains', 'ace'), false],
    [f('speed', 'lt', '7'), f('speed', 'lt', '8'), false],
  ])('%j same as %j: %j', (a, b, same) => {
    expect(filterKey(a) === filterKey(b)).toBe(same);
  });
});

describe('addFilter / removeFilter', () => {
  it('appends a valid filter in canonical form', () => {
    expect(addFilter([], f('speed', 'gte', ' 09 '))).toEqual([f('speed', 'gte', '9')]);
  });

  it.each([
    ['identical duplicate', f('name', 'contains', 'ace')],
    ['duplicate after normalising', f('name', 'contains', ' ACE ')],
    ['invalid value', f('speed', 'eq', 'abc')],
    ['unknown field', f('weight', 'eq', '1')],
  ])('ignores an %s and returns the same array', (_, filter) => {
    const filters = [f('name', 'contains', 'ace')];
    expect(addFilter(filters, filter)).toBe(filters);
  });

  it('keeps different filters on the same field', () => {
    const filters = addFilter(addFilter([], f('speed', 'gte', '7')), f('speed', 'lte', '9'));
    expect(filters).toHaveLength(2);
  });

  it.each([
    [0, ['b', 'c']],
    [2, ['a', 'b']],
    [5, ['a', 'b', 'c']],
  ])('removes index %d', (index, names) => {
    const filters = ['a', 'b', 'c'].map((v) => f('name', 'contains', v));
    expect(removeFilter(filters, index).map((x) => x.value)).toEqual(names);
  });
});

describe('matchesFilter', () => {
  const disc = prepareDisc(
    makeDisc({
      name: 'Aero Ace',
      brand: 'Bright Discs',
      category: 'Distance Driver',
      speed: 12,
      glide: 0,
      turn: 0.05,
      fade: 3,
    }),
  );
  const blank = prepareDisc(makeDisc({ speed: null, glide: null, turn: null, fade: null }));

  it.each<[Filter, boolean]>([
    [f('name', 'contains', 'ace'), true],
    [f('name', 'contains', ' ACE '), true],
    [f('name', 'contains', 'zzz'), false],
    [f('name', 'equals', 'aero ace'), true],
    [f('name', 'equals', 'aero'), false],
    [f('brand', 'equals', 'bright discs'), true],
    [f('brand', 'equals', 'bright'), false],
    [f('brand', 'contains', 'bright'), true],
    [f('category', 'equals', 'Distance Driver'), true],
    [f('category', 'contains', 'driver'), true],
    // computed label (0.05 + 3 = 3.05 → Overstable), not the source's
    [f('stability', 'equals', 'Overstable'), true],
    [f('stability', 'equals', 'overstable'), true],
    [f('stability', 'equals', 'Very Overstable'), false],
    [f('stability', 'equals', 'Stable'), false],
    [f('speed', 'eq', '12'), true],
    [f('speed', 'eq', '12.0'), true],
    [f('speed', 'lt', '12'), false],
    [f('speed', 'lte', '12'), true],
    [f('speed', 'gt', '11.5'), true],
    [f('speed', 'gte', '13'), false],
    [f('glide', 'eq', '0'), true],
    [f('glide', 'lt', '1'), true],
    [f('turn', 'eq', '0.05'), true],
    [f('turn', 'gt', '0'), true],
    [f('fade', 'gte', '3'), true],
    // never matches
    [f('speed', 'eq', 'abc'), false],
    [f('speed', 'gt', ''), false],
    [f('name', 'contains', ''), false],
    [f('weight', 'eq', '12'), false],
    [f('name', 'startsWith', 'aero'), false],
    [f('speed', 'equals', '12'), false],
    [f('stability', 'equals', 'wobbly'), false],
  ])('%j → %j', (filter, expected) => {
    expect(matchesFilter(disc, filter)).toBe(expected);
  });

  it.each(['eq', 'lt', 'gt', 'lte', 'gte'])('a null disc value never matches %s', (operator) => {
    for (const field of ['speed', 'glide', 'turn', 'fade']) {
      for (const value of ['-100', '0', '100']) {
        expect(matchesFilter(blank, f(field, operator, value))).toBe(false);
      }
    }
  });

  it('a missing turn or fade gives the Stable label', () => {
    expect(matchesFilter(blank, f('stability', 'equals', 'Stable'))).toBe(true);
  });
});

describe('compileFilters (AND)', () => {
  const names = (filters: Filter[]) =>
    SAMPLE.map(prepareDisc)
      .filter(compileFilters(filters))
      .map((p: { disc: Disc }) => p.disc.id);

  it.each<[Filter[], string[]]>([
    [[], ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']],
    [[f('brand', 'equals', 'acme')], ['a1', 'a3', 'a7']],
    [
      [f('brand', 'equals', 'acme'), f('speed', 'gte', '5')],
      ['a1', 'a3'],
    ],
    [[f('brand', 'equals', 'acme'), f('speed', 'gte', '5'), f('glide', 'eq', '0')], ['a3']],
    [[f('brand', 'equals', 'acme'), f('weight', 'eq', '1')], []],
    [[f('stability', 'equals', 'Very Overstable')], ['a3']],
    [[f('stability', 'equals', 'Very Understable')], ['a5']],
  ])('%j → %j', (filters, ids) => {
    expect(names(filters)).toEqual(ids);
  });
});

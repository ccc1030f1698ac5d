import { describe, expect, it } from 'vitest';
import { prepareDisc } from './prepared-disc';
import type { SearchField } from './query';
import {
  compileTerm,
  isNarrowingField,
  matchesStabilityLabel,
  matchesTerm,
  normaliseTerm,
} from './simple-search';
import { SAMPLE } from '../testing/catalogue-discs';

const prepared = SAMPLE.map(prepareDisc);
const ids = (term: string, field: SearchField) =>
  prepared.filter((p) => matchesTerm(p, term, field)).map((p) => p.disc.id);

describe('matchesStabilityLabel', () => {
  it.each([
    ['stable', 'stable', true],
    ['overstable', 'stable', false],
    ['very overstable', 'stable', false],
    ['very overstable', 'overstable', true],
    ['very overstable', 'over', true],
    ['very overstable', 'very overstable', true],
    ['very overstable', 'very overstable!', false],
    ['understable', 'understable', true],
    ['very understable', 'ery', false],
  ])('%j with %j → %s', (label, term, expected) => {
    expect(matchesStabilityLabel(label, term)).toBe(expected);
  });
});

describe('normaliseTerm', () => {
  it.each([
    ['  Aero ', 'aero'],
    ['', ''],
    ['\tACE\n', 'ace'],
  ])('%j → %j', (term, expected) => {
    expect(normaliseTerm(term)).toBe(expected);
  });
});

describe('simple search', () => {
  it.each<[string, SearchField, string[]]>([
    ['', 'name', ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']],
    ['   ', 'speed', ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']],
    ['aero', 'name', ['a1', 'a8']],
    [' AERO ', 'name', ['a1', 'a8']],
    ['FLARE', 'name', ['a6']],
    ['o a', 'name', ['a1', 'a8']],
    ['zzz', 'name', []],
    ['cobalt', 'brand', ['a4', 'a6', 'a8']],
    ['disc', 'brand', ['a2', 'a5']],
    ['driver', 'category', ['a1', 'a2', 'a5', 'a8']],
    // stability: the computed label, from its start or a word's start (not contains)
    ['overstable', 'stability', ['a3']],
    ['over', 'stability', ['a3']],
    ['very', 'stability', ['a3', 'a5']],
    ['very u', 'stability', ['a5']],
    ['Very Overstable', 'stability', ['a3']],
    ['understable', 'stability', ['a2', 'a5', 'a8']],
    ['under', 'stability', ['a2', 'a5', 'a8']],
    ['stable', 'stability', ['a1', 'a4', 'a6', 'a7']],
    ['st', 'stability', ['a1', 'a4', 'a6', 'a7']],
    ['table', 'stability', []],
    ['erstable', 'stability', []],
    ['y o', 'stability', []],
    // numbers: equality only
    ['12', 'speed', ['a1', 'a8']],
    ['1', 'speed', []],
    ['0', 'glide', ['a3']],
    ['0.05', 'turn', ['a4']],
    ['.05', 'turn', ['a4']],
    ['-0.5', 'turn', ['a8']],
    ['6', 'fade', ['a3']],
    ['abc', 'speed', []],
    ['-', 'turn', []],
  ])('%j by %s → %j', (term, field, expected) => {
    expect(ids(term, field)).toEqual(expected);
  });

  it('a blank term compiles to no predicate', () => {
    expect(compileTerm('  ', 'name')).toBeNull();
  });

  it.each<[SearchField, boolean]>([
    ['name', true],
    ['stability', true],
    ['speed', false],
  ])('%s narrows when the term grows: %j', (field, expected) => {
    expect(isNarrowingField(field)).toBe(expected);
  });
});

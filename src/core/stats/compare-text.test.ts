import { describe, expect, it } from 'vitest';
import { compareIds, compareText } from './compare-text';

describe('compareText', () => {
  it.each([
    { list: ['b', 'A', 'a', 'B'], sorted: ['A', 'a', 'B', 'b'] },
    { list: ['Disc 10', 'Disc 2'], sorted: ['Disc 2', 'Disc 10'] },
    { list: ['Zone', 'Émoi', 'Aviar'], sorted: ['Aviar', 'Émoi', 'Zone'] },
  ])('sorts $list', ({ list, sorted }) => {
    expect([...list].sort(compareText)).toEqual(sorted);
  });
});

describe('compareIds', () => {
  it.each([
    { a: '0193-a', b: '0193-b', sign: -1 },
    { a: '0193-b', b: '0193-a', sign: 1 },
    { a: '0193-a', b: '0193-a', sign: 0 },
    { a: 'B', b: 'a', sign: -1 },
  ])('$a vs $b', ({ a, b, sign }) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });
});

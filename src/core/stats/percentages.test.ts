import { describe, expect, it } from 'vitest';
import { wholePercentages } from './percentages';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('wholePercentages', () => {
  it.each([
    { counts: [], expected: [] },
    { counts: [0, 0, 0], expected: [0, 0, 0] },
    { counts: [5], expected: [100] },
    { counts: [1, 1], expected: [50, 50] },
    { counts: [1, 1, 1], expected: [34, 33, 33] }, // the tie goes to the first
    { counts: [1, 2, 0, 0], expected: [33, 67, 0, 0] },
    { counts: [1, 1, 1, 1, 1, 1, 1], expected: [15, 15, 14, 14, 14, 14, 14] },
    { counts: [2, 1, 2, 1, 1], expected: [29, 14, 29, 14, 14] },
    { counts: [3, 2, 4, 1, 3, 7], expected: [15, 10, 20, 5, 15, 35] },
    { counts: [1, 199], expected: [1, 99] }, // 0.5 → 1, 99.5 → 99: the tie goes to the first
  ])('$counts → $expected', ({ counts, expected }) => {
    expect(wholePercentages(counts)).toEqual(expected);
  });

  it('always adds up to 100 when anything is counted', () => {
    for (let a = 0; a < 9; a++)
      for (let b = 0; b < 9; b++)
        for (let c = 1; c < 9; c++) {
          expect(sum(wholePercentages([a, b, c, 1, 0, 2, 3]))).toBe(100);
        }
  });
});

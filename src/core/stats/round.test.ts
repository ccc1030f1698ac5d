import { describe, expect, it } from 'vitest';
import { average1, round1 } from './round';

describe('round1', () => {
  it.each([
    { value: 7.25, expected: 7.3, why: 'half rounds up' },
    { value: -7.25, expected: -7.2, why: 'JS Math.round: negative half rounds towards +Infinity' },
    { value: 1.15, expected: 1.2, why: '1.15 * 10 is exactly 11.5' },
    { value: 2.3499999999999996, expected: 2.3, why: 'float noise just under a half' },
    { value: 7.04, expected: 7, why: 'down' },
    { value: 7.06, expected: 7.1, why: 'up' },
    { value: -0.04, expected: 0, why: 'no -0' },
    { value: 12, expected: 12, why: 'integers unchanged' },
  ])('$value → $expected ($why)', ({ value, expected }) => {
    expect(Object.is(round1(value), expected)).toBe(true);
  });
});

describe('average1', () => {
  it.each([
    { values: [], expected: null },
    { values: [null, undefined, null], expected: null },
    { values: [7, 7.5], expected: 7.3 },
    { values: [7, null, 7.5], expected: 7.3 },
    { values: [-1, -2], expected: -1.5 },
    { values: [-7, -7.5], expected: -7.2 },
    { values: [12, 9, 5, 2], expected: 7 },
    { values: [Number.NaN, 4], expected: 4 },
  ])('$values → $expected', ({ values, expected }) => {
    expect(average1(values)).toBe(expected);
  });
});

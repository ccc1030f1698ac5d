import { describe, expect, it } from 'vitest';
import { describeDifferences, flightDistance, flightNumbersOf } from './flight-distance';

const n = (speed: number, glide: number | null, turn: number, fade: number) => ({
  speed,
  glide,
  turn,
  fade,
});

describe('flightDistance', () => {
  it.each([
    [n(12, 5, -1, 3), n(12, 5, -1, 3), 0],
    [n(12, 5, -1, 3), n(11, 5, -1, 3), 0.5],
    [n(12, 5, -1, 3), n(12, 5, 0, 3), 1],
    [n(12, 5, -1, 3), n(12, 5, -1, 4), 1],
    [n(12, 5, -1, 3), n(12, 7, -1, 3), 1],
    [n(12, null, -1, 3), n(12, 7, -1, 3), 0],
    [n(2, 3, 0, 1), n(5, 3, -3, 5), 5.22],
  ])('%j to %j is %s', (a, b, expected) => {
    expect(flightDistance(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('describeDifferences', () => {
  it.each([
    [n(12, 5, -1, 3), n(12, 6, -2, 3), '+1 glide, -1 turn'],
    [n(12, 5, -1, 3), n(11, 5, -1, 3.5), '-1 speed, +0.5 fade'],
    [n(12, 5, -1, 3), n(12, 5, -1, 3), 'same flight numbers'],
    [n(12, null, -1, 3), n(12, 5, -1, 3), 'same flight numbers'],
    [n(9, 5, -3, 1), n(9, 5, 0.05, 1), '+3.05 turn'],
  ])('%j to %j: %s', (a, b, expected) => {
    expect(describeDifferences(a, b)).toBe(expected);
  });
});

describe('flightNumbersOf', () => {
  it('needs speed, turn and fade; a missing glide stays null', () => {
    expect(flightNumbersOf({ speed: 2, glide: null, turn: 0, fade: 1 })).toEqual(n(2, null, 0, 1));
    expect(flightNumbersOf({ speed: null, glide: 3, turn: 0, fade: 1 })).toBeNull();
    expect(flightNumbersOf({ speed: 2, glide: 3, turn: Number.NaN, fade: 1 })).toBeNull();
  });
});

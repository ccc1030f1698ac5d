import { describe, expect, it } from 'vitest';
import type { StabilityLabel } from './types';
import { STABILITY_LABELS } from './types';
import {
  differingSourceStability,
  parseStabilityLabel,
  STABILITY_KEYS,
  stabilityGroup,
  stabilityKey,
  stabilityLabel,
  stabilitySum,
} from './stability';

describe('stabilityLabel (turn + fade)', () => {
  it.each<[number | null, number | null, StabilityLabel]>([
    // boundaries of the sum
    [0, 5, 'Very Overstable'], // exactly 5
    [1, 5, 'Very Overstable'],
    [0, 6, 'Very Overstable'], // fade 6
    [0, 4.5, 'Overstable'],
    [0, 3, 'Overstable'], // exactly 3
    [-1, 4, 'Overstable'],
    [0, 2.5, 'Stable'],
    [0, 1, 'Stable'], // exactly 1
    [0.05, 0.95, 'Stable'],
    [0.5, 0, 'Stable'],
    [0, 0, 'Stable'], // exactly 0
    [-1, 1, 'Stable'],
    [-0.5, 0, 'Understable'], // -0.5
    [0.05, -0.5, 'Understable'],
    [-1.5, 0, 'Understable'],
    [-2, 0, 'Very Understable'], // exactly -2
    [-3, 1, 'Very Understable'],
    [-2.5, 0, 'Very Understable'], // -2.5
    [-5, 0, 'Very Understable'],
    // float noise must not cross a boundary
    [0.1, 2.9, 'Overstable'],
    [-0.1, -1.9, 'Very Understable'],
    // missing values
    [null, 3, 'Stable'],
    [-3, null, 'Stable'],
    [null, null, 'Stable'],
    [NaN, 5, 'Stable'],
  ])('turn %j, fade %j → %s', (turn, fade, expected) => {
    expect(stabilityLabel(turn, fade)).toBe(expected);
  });
});

describe('stabilitySum', () => {
  it.each<[number | null, number | null, number | null]>([
    [-1, 2, 1],
    [0.05, 1, 1.05],
    [0.1, 0.2, 0.3],
    [null, 1, null],
    [1, null, null],
    [Infinity, 1, null],
  ])('turn %j + fade %j = %j', (turn, fade, expected) => {
    expect(stabilitySum(turn, fade)).toBe(expected);
  });
});

describe('stabilityKey', () => {
  it.each<[StabilityLabel, string]>([
    ['Very Overstable', 'veryOverstable'],
    ['Overstable', 'overstable'],
    ['Stable', 'stable'],
    ['Understable', 'understable'],
    ['Very Understable', 'veryUnderstable'],
  ])('%s → %s', (label, key) => {
    expect(stabilityKey(label)).toBe(key);
  });

  it('covers every label', () => {
    expect(Object.keys(STABILITY_KEYS).sort()).toEqual([...STABILITY_LABELS].sort());
  });
});

describe('stabilityGroup', () => {
  it.each<[number | null, number | null, string]>([
    [0, 5, 'overstable'],
    [0, 3, 'overstable'],
    [0, 1, 'stable'],
    [0, 0, 'stable'],
    [null, 4, 'stable'],
    [-0.5, 0, 'understable'],
    [-2.5, 0, 'understable'],
  ])('turn %j, fade %j → %s', (turn, fade, group) => {
    expect(stabilityGroup(turn, fade)).toBe(group);
  });
});

describe('parseStabilityLabel', () => {
  it.each<[string, StabilityLabel | null]>([
    ['Stable', 'Stable'],
    ['very overstable', 'Very Overstable'],
    ['  UNDERSTABLE ', 'Understable'],
    ['', null],
    ['over', null],
    ['Very  Overstable', null],
  ])('%j → %j', (value, expected) => {
    expect(parseStabilityLabel(value)).toBe(expected);
  });
});

describe('differingSourceStability', () => {
  it.each<[string | null, number | null, number | null, string | null]>([
    ['Overstable', -1, 3, 'Overstable'],
    ['Stable', -1, 3, null],
    ['stable ', -1, 3, null],
    [null, -1, 3, null],
    ['  ', -1, 3, null],
    ['Very Overstable', 0, 5, null],
    ['Understable', 0, 5, 'Understable'],
  ])('source %j, turn %j, fade %j → %j', (source, turn, fade, expected) => {
    expect(differingSourceStability(source, turn, fade)).toBe(expected);
  });
});

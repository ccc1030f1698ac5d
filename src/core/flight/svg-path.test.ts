import { describe, expect, it } from 'vitest';
import { formatCoord, svgPathD } from './svg-path';

describe('formatCoord', () => {
  it.each([
    [1, '1'],
    [1.005, '1'],
    [12.3456, '12.35'],
    [-0.001, '0'],
    [-3.5, '-3.5'],
  ])('%d → %s', (value, text) => {
    expect(formatCoord(value)).toBe(text);
  });
});

describe('svgPathD', () => {
  it.each([
    { points: [], d: '' },
    { points: [{ x: 1, y: 2 }], d: 'M 1 2' },
    {
      points: [
        { x: 0, y: 10 },
        { x: 5, y: 0 },
      ],
      d: 'M 0 10 L 5 0',
    },
    {
      points: [
        { x: 0, y: 0 },
        { x: 6, y: 0 },
        { x: 12, y: 0 },
      ],
      d: 'M 0 0 C 1 0 4 0 6 0 C 8 0 11 0 12 0',
    },
  ])('$d', ({ points, d }) => {
    expect(svgPathD(points)).toBe(d);
  });

  it('clamps control points into the bounds', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ];
    expect(svgPathD(points)).toBe('M 0 0 C 1.67 0 8.33 -1.67 10 0 C 11.67 1.67 10 8.33 10 10');
    expect(svgPathD(points, { width: 10, height: 10 })).toBe(
      'M 0 0 C 1.67 0 8.33 0 10 0 C 10 1.67 10 8.33 10 10',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { differenceInWords } from './compare-words';

const ref = { distanceFeet: 360, driftFeet: -10 };

describe('differenceInWords', () => {
  it.each([
    {
      f: { distanceFeet: 320, driftFeet: -25 },
      unit: 'feet',
      text: 'Teebird: 40 ft shorter, finishes 15 ft further left',
    },
    {
      f: { distanceFeet: 400, driftFeet: 20 },
      unit: 'feet',
      text: 'Teebird: 40 ft longer, finishes 30 ft further right',
    },
    {
      f: { distanceFeet: 361, driftFeet: -9 },
      unit: 'feet',
      text: 'Teebird: about as far, finishes on about the same line',
    },
    {
      f: { distanceFeet: 320, driftFeet: -25 },
      unit: 'metres',
      text: 'Teebird: 12 m shorter, finishes 5 m further left',
    },
  ] as const)('$text', ({ f, unit, text }) => {
    expect(differenceInWords('Teebird', f, ref, unit)).toBe(text);
  });
});

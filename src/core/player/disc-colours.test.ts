import { describe, expect, it } from 'vitest';
import { COMPARE_COLORS, compareColours } from './disc-colours';

describe('the colours of compared discs', () => {
  it("keeps each of the player's own colours", () => {
    expect(compareColours(['#B91C1C', '#0EA5E9', '#FACC15'])).toEqual([
      '#B91C1C',
      '#0EA5E9',
      '#FACC15',
    ]);
  });

  it('gives a disc without a colour, or one sharing a colour, the first free palette colour', () => {
    // A red Destroyer stays red; a second red disc and a catalogue disc take free palette colours.
    expect(compareColours(['#DC2626', '#dc2626', null])).toEqual([
      '#DC2626',
      COMPARE_COLORS[0],
      COMPARE_COLORS[2],
    ]);
  });

  it('counts two nearly equal colours as one', () => {
    const [, second] = compareColours(['#2563EB', '#2A60F0']);
    expect(second).toBe(COMPARE_COLORS[1]);
  });
});

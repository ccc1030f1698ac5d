import { describe, expect, it } from 'vitest';
import {
  LENGTH_INVALID,
  MAX_HOLE_FT,
  MAX_LAYOUTS_PER_PLAYER,
  MAX_ROUNDS_PER_PLAYER,
  TOO_MANY_LAYOUTS,
  TOO_MANY_ROUNDS,
} from './round';

describe('the rounds rules’ messages', () => {
  it('name the ceilings the rules apply, as an English reader writes the numbers', () => {
    const english = (n: number) => n.toLocaleString('en-US');
    expect(TOO_MANY_LAYOUTS).toBe(
      `You can have at most ${english(MAX_LAYOUTS_PER_PLAYER)} layouts`,
    );
    expect(TOO_MANY_ROUNDS).toBe(`You can keep at most ${english(MAX_ROUNDS_PER_PLAYER)} rounds`);
    expect(LENGTH_INVALID).toBe(
      `Length must be a number of feet from 1 to ${english(MAX_HOLE_FT)}`,
    );
  });
});

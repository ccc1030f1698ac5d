import { describe, expect, it } from 'vitest';
import type { Round } from '../../../core/schemas/round';
import { canStep, draftOf, step } from './card-draft';

const hole = (par: number) => ({
  label: 'x',
  par,
  lengthFt: null,
  lengthUnit: 'ft' as const,
  shape: null,
  tee: null,
  basket: null,
  note: '',
});
const shot = {
  id: '0193a000-0000-4000-8000-0000000000aa',
  userDiscId: null,
  throwType: 'backhand' as const,
  effort: 'full' as const,
  landing: null,
  distanceFt: 300,
  toBasketFt: null,
  result: null,
};
const round: Pick<Round, 'holes' | 'scores' | 'guests'> = {
  holes: [hole(3), hole(4)],
  guests: ['Sam'],
  scores: [
    {
      hole: 2,
      scores: [{ player: 0, strokes: 5, penalty: 1, putts: 2 }],
      shots: [shot],
      updatedAt: 'x',
    },
  ],
};

describe('the hole being scored', () => {
  it('starts every card player at par when nothing is held', () => {
    expect(draftOf(round, 0)).toEqual({
      saved: false,
      shots: [],
      scores: [
        { player: 0, strokes: 3, penalty: 0, putts: null },
        { player: 1, strokes: 3, penalty: 0, putts: null },
      ],
    });
  });
  it('shows what is held (scores and shots), and par for a card player the hole has no score of', () => {
    expect(draftOf(round, 1)).toEqual({
      saved: true,
      shots: [shot],
      scores: [
        { player: 0, strokes: 5, penalty: 1, putts: 2 },
        { player: 1, strokes: 4, penalty: 0, putts: null },
      ],
    });
  });
  it('keeps strokes from 1 to 20, and penalties and putts within them', () => {
    const one = { player: 0, strokes: 1, penalty: 0, putts: null };
    expect(step(one, 'strokes', -1)).toEqual(one);
    expect(canStep(one, 'strokes', -1)).toBe(false);
    expect(step({ ...one, strokes: 20 }, 'strokes', 1).strokes).toBe(20);
    expect(canStep(one, 'penalty', 1)).toBe(false);
    const four = { player: 0, strokes: 4, penalty: 1, putts: 3 };
    // Fewer strokes take the putts down with them.
    expect(step(four, 'strokes', -1)).toEqual({ player: 0, strokes: 3, penalty: 1, putts: 2 });
    expect(step(four, 'penalty', 1)).toEqual({ player: 0, strokes: 4, penalty: 2, putts: 2 });
  });
  it('records putts from the first +, and forgets them below 0', () => {
    const s = { player: 0, strokes: 3, penalty: 0, putts: null };
    expect(step(s, 'putts', 1).putts).toBe(1);
    expect(step(s, 'putts', -1).putts).toBeNull();
    expect(step({ ...s, putts: 0 }, 'putts', -1).putts).toBeNull();
    expect(step({ ...s, putts: 3 }, 'putts', 1).putts).toBe(3);
  });
});

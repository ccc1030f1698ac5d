import { describe, expect, it } from 'vitest';
import { lowerTextOf, prepareDisc } from './prepared-disc';
import { makeDisc } from '../testing/catalogue-discs';

describe('prepareDisc', () => {
  const p = prepareDisc(
    makeDisc({ name: 'Aero ACE', brand: 'BRIGHT', category: 'Control Driver', turn: -1, fade: 4 }),
  );

  it.each([
    ['name', 'aero ace'],
    ['brand', 'bright'],
    ['category', 'control driver'],
    ['stability', 'overstable'],
  ] as const)('lowercases %s', (field, text) => {
    expect(lowerTextOf(p, field)).toBe(text);
  });

  it('computes the stability label and sum', () => {
    expect(p.stabilityLabel).toBe('Overstable');
    expect(p.stabilitySum).toBe(3);
    expect(prepareDisc(makeDisc({ turn: null })).stabilitySum).toBeNull();
  });
});

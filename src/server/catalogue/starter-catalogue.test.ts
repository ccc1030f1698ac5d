import { describe, expect, it } from 'vitest';
import { normaliseDisc } from '../../core/disc/normalise';
import { stableDiscId } from '../../core/disc/stable-id';
import { starterCatalogue } from './starter-catalogue';

const CATEGORIES = [
  'Distance Driver',
  'Hybrid Driver',
  'Control Driver',
  'Midrange',
  'Putter',
  'Approach',
];

describe('starter catalogue', () => {
  const discs = starterCatalogue();

  it('has at least 150 discs from at least 12 brands', () => {
    expect(discs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(discs.map((d) => d.brand)).size).toBeGreaterThanOrEqual(12);
  });

  it('covers every category and no other', () => {
    expect(new Set(discs.map((d) => d.category))).toEqual(new Set(CATEGORIES));
  });

  it('has unique ids derived from brand and name', () => {
    expect(new Set(discs.map((d) => d.id)).size).toBe(discs.length);
    for (const d of discs) expect(d.id).toBe(stableDiscId(d.brand, d.name));
  });

  it('holds only records the normaliser accepts unchanged, with plausible flight numbers', () => {
    for (const d of discs) {
      expect(normaliseDisc(d)).toEqual({ ok: true, disc: d });
      expect(d.speed).toBeGreaterThanOrEqual(1);
      expect(d.speed).toBeLessThanOrEqual(15);
      expect(d.glide).toBeGreaterThanOrEqual(1);
      expect(d.glide).toBeLessThanOrEqual(7);
      expect(d.turn).toBeGreaterThanOrEqual(-5);
      expect(d.turn).toBeLessThanOrEqual(1);
      expect(d.fade).toBeGreaterThanOrEqual(0);
      expect(d.fade).toBeLessThanOrEqual(5);
    }
  });
});

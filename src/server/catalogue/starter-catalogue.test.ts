import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalBrand } from '../../core/disc/brands';
import { CANONICAL_CATEGORIES } from '../../core/disc/category';
import { derivedDiscId, discKey } from '../../core/disc/identity';
import { normaliseDisc } from '../../core/disc/normalise';
import type { Disc } from '../../core/disc/types';
import { requireSharedCatalogueInCi } from '../testing/require-in-ci';
import {
  hasSharedCatalogue,
  SHARED_CATALOGUE_FILE,
  SHARED_SKIP_NOTE,
} from '../testing/shared-data';
import { starterCatalogue } from './starter-catalogue';

describe('starter catalogue', () => {
  const discs = starterCatalogue();

  it('has at least 150 discs from at least 12 brands', () => {
    expect(discs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(discs.map((d) => d.brand)).size).toBeGreaterThanOrEqual(12);
  });

  it('covers every category, spelt as DiscIt spells it, and spells brands canonically', () => {
    expect(new Set(discs.map((d) => d.category))).toEqual(
      new Set(Object.values(CANONICAL_CATEGORIES)),
    );
    for (const d of discs) expect(canonicalBrand(d.brand)).toBe(d.brand);
  });

  it('has unique derived ids and no disc twice', () => {
    expect(new Set(discs.map((d) => d.id)).size).toBe(discs.length);
    expect(new Set(discs.map((d) => discKey(d.brand, d.name))).size).toBe(discs.length);
    for (const d of discs) expect(d.id).toBe(derivedDiscId(d.brand, d.name));
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

describe('starter catalogue against the real DiscIt catalogue', () => {
  requireSharedCatalogueInCi();

  it.skipIf(!hasSharedCatalogue)(
    `agrees with it on name, category and flight numbers wherever both hold a disc ${SHARED_SKIP_NOTE}`,
    () => {
      const real = new Map<string, Disc>();
      for (const raw of JSON.parse(readFileSync(SHARED_CATALOGUE_FILE, 'utf8')) as unknown[]) {
        const r = normaliseDisc(raw);
        if (r.ok) real.set(discKey(r.disc.brand, r.disc.name), r.disc);
      }
      const fields = ['name', 'category', 'speed', 'glide', 'turn', 'fade'] as const;
      const differences: string[] = [];
      let overlap = 0;
      for (const d of starterCatalogue()) {
        const match = real.get(discKey(d.brand, d.name));
        if (!match) continue;
        overlap++;
        const diffs = fields.filter((f) => d[f] !== match[f]);
        if (diffs.length > 0) {
          const detail = diffs.map((f) => `${f} ${String(d[f])} (DiscIt: ${String(match[f])})`);
          differences.push(`${d.brand} ${d.name}: ${detail.join(', ')}`);
        }
      }
      expect(overlap).toBeGreaterThan(100);
      expect(differences, differences.join('\n')).toEqual([]);
    },
  );
});

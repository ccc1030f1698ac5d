import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { brandAliases, brandKey, canonicalBrand } from './brands';
import { derivedDiscId, discKey, isRoutableId } from './identity';

describe('canonicalBrand', () => {
  it.each([
    ['Westside', 'Westside Discs'],
    ['westside discs', 'Westside Discs'],
    ['Axiom', 'Axiom Discs'],
    ['MVP Disc Sports', 'MVP'],
    ['Latitude 64°', 'Latitude 64'],
    ['latitude-64', 'Latitude 64'],
    ['Latitude64', 'Latitude 64'],
    ['Loft', 'Løft Discs'],
    ['Thought Space', 'Thought Space Athletics'],
    ['Innova', 'Innova'],
    ['  Some   New Maker ', 'Some New Maker'],
  ])('%j → %j', (brand, expected) => {
    expect(canonicalBrand(brand)).toBe(expected);
  });

  it('maps every alias to a brand that is its own canonical spelling, with no key claimed twice', () => {
    const keys = new Map<string, string>();
    for (const { alias, brand } of brandAliases()) {
      expect(canonicalBrand(alias)).toBe(brand);
      expect(canonicalBrand(brand)).toBe(brand);
      for (const spelling of [alias, brand]) {
        const owner = keys.get(brandKey(spelling));
        expect(owner === undefined || owner === brand).toBe(true);
        keys.set(brandKey(spelling), brand);
      }
    }
  });
});

describe('discKey', () => {
  it('ignores case, spacing, punctuation, accents and brand spelling', () => {
    expect(discKey('Innova', 'TeeBird3')).toBe(discKey('innova', 'Teebird 3'));
    expect(discKey('Westside', 'Harp')).toBe(discKey('Westside Discs', ' HARP '));
    expect(discKey('Prodigy', 'PA-3')).toBe(discKey('Prodigy', 'PA3'));
    expect(discKey('Acme', 'Café')).toBe(discKey('Acme', 'Cafe'));
  });

  it('keeps suffixes such as "(OOP)" or "(retooled)" as distinct names', () => {
    expect(discKey('Kastaplast', 'Kaxe (retooled)')).not.toBe(discKey('Kastaplast', 'Kaxe'));
    expect(discKey('Acme', 'Flyer (OOP)')).not.toBe(discKey('Acme', 'Flyer'));
  });
});

describe('derivedDiscId', () => {
  it('is a real UUIDv5, the same under every spelling of the brand', () => {
    const id = derivedDiscId('Westside', 'Harp');
    expect(validate(id)).toBe(true);
    expect(version(id)).toBe(5);
    expect(derivedDiscId('Westside Discs', 'harp')).toBe(id);
    expect(derivedDiscId('Westside Discs', 'Harp2')).not.toBe(id);
  });

  it('is fixed across versions (user discs point at it)', () => {
    expect(derivedDiscId('Innova', 'Destroyer')).toBe(derivedDiscId('innova', 'destroyer'));
    expect(derivedDiscId('Innova', 'Destroyer')).toMatchInlineSnapshot(
      `"3bd2364e-0ee0-5162-85e7-da5d840dace9"`,
    );
  });
});

describe('isRoutableId', () => {
  it.each([
    ['0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', true],
    ['a.b_c:d-1', true],
    ['a/b', false],
    ['a b', false],
    ['', false],
    ['é', false],
  ])('%j → %s', (id, expected) => {
    expect(isRoutableId(id)).toBe(expected);
  });
});

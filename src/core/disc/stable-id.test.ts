import { describe, expect, it } from 'vitest';
import { stableDiscId } from './stable-id';
import { hash32, hashHex128 } from './hash';

const UUID_V5_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('stableDiscId', () => {
  it.each([
    ['Acme', 'Test Flyer'],
    ['', ''],
    ['Ünïcode Discs', 'Flügel 🥏'],
    ['x'.repeat(100), 'y'.repeat(200)],
  ])('is UUID-shaped with version 5 and RFC variant: %s / %s', (brand, name) => {
    expect(stableDiscId(brand, name)).toMatch(UUID_V5_SHAPE);
  });

  it('is deterministic, case- and edge-whitespace-insensitive', () => {
    const id = stableDiscId('Acme', 'Test Flyer');
    expect(stableDiscId('Acme', 'Test Flyer')).toBe(id);
    expect(stableDiscId(' ACME ', 'test flyer ')).toBe(id);
  });

  it('pins a known value so ids stay the same across releases', () => {
    expect(stableDiscId('Acme', 'Test Flyer')).toBe(stableDiscId('acme', 'test flyer'));
    expect(stableDiscId('Acme', 'Test Flyer')).toBe('3d23eea1-1977-5b38-9fc1-8c847bc76c1c');
  });

  it.each([
    [
      ['Acme', 'Flyer'],
      ['Acme', 'Flyer 2'],
    ],
    [
      ['Acme', 'Flyer'],
      ['Acm', 'eFlyer'],
    ],
    [
      ['Acme', 'Ace'],
      ['Ace', 'Acme'],
    ],
  ])('differs for different discs: %j vs %j', (a, b) => {
    expect(stableDiscId(a[0] ?? '', a[1] ?? '')).not.toBe(stableDiscId(b[0] ?? '', b[1] ?? ''));
  });

  it('has no collisions over many generated names', () => {
    const ids = new Set<string>();
    for (let b = 0; b < 50; b++)
      for (let n = 0; n < 200; n++) ids.add(stableDiscId(`Brand ${b}`, `Disc ${n}`));
    expect(ids.size).toBe(50 * 200);
  });
});

describe('hash32', () => {
  it.each([
    ['', 0],
    ['a', 0],
    ['a', 1],
    ['brand|name', 12345],
  ])('returns an unsigned 32-bit integer for %j seed %d', (text, seed) => {
    const h = hash32(text, seed);
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** 32);
  });

  it('depends on the seed and on every character', () => {
    expect(hash32('abc', 1)).not.toBe(hash32('abc', 2));
    expect(hash32('abc')).not.toBe(hash32('abd'));
    expect(hash32('ab')).not.toBe(hash32('ba'));
  });

  it('gives 32 hex characters for 128 bits', () => {
    expect(hashHex128('x')).toMatch(/^[0-9a-f]{32}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalJson } from './fuzz-model';

describe('canonicalJson (the fuzz model’s quick comparison)', () => {
  it('gives equal data equal text, whatever the order of keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
  });

  it('tells apart data that differs in a value, a type, an array’s order or a key', () => {
    const base = canonicalJson({ a: [1, 2], b: '1' });
    expect(canonicalJson({ a: [2, 1], b: '1' })).not.toBe(base);
    expect(canonicalJson({ a: [1, 2], b: 1 })).not.toBe(base);
    expect(canonicalJson({ a: [1, 2], b: '1', c: null })).not.toBe(base);
    expect(canonicalJson({ a: [1, 2] })).not.toBe(base);
  });
});

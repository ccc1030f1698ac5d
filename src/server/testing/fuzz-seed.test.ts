import { describe, expect, it } from 'vitest';
import { CI_FUZZ_SEED, fuzzSeed } from './fuzz-seed';

describe('fuzz seed', () => {
  it('replays FUZZ_SEED, in CI too', () => {
    expect(fuzzSeed({ FUZZ_SEED: '12345' })).toBe(12345);
    expect(fuzzSeed({ FUZZ_SEED: '-7', CI: 'true' })).toBe(-7);
  });

  it('is fixed under CI=true', () => {
    expect(fuzzSeed({ CI: 'true' })).toBe(CI_FUZZ_SEED);
  });

  it('is drawn anew locally', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => fuzzSeed({})));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('refuses a seed that is not an integer', () => {
    expect(() => fuzzSeed({ FUZZ_SEED: 'abc' })).toThrow(/FUZZ_SEED must be an integer/);
  });
});

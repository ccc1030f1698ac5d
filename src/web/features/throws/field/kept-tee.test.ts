import { describe, expect, it } from 'vitest';
import { keepTee, readKeptTee, TEE_KEPT_MS, TEE_KEY } from './kept-tee';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('the kept tee', () => {
  const fix = { latitude: 52.3731, longitude: 4.8922, accuracy: 5 };

  it('is read back after a reload, until it is too old', () => {
    const store = memory();
    keepTee(fix, 1_000, store);
    expect(readKeptTee(2_000, store)).toEqual(fix);
    expect(readKeptTee(1_000 + TEE_KEPT_MS + 1, store)).toBeNull();
  });

  it('is forgotten on request, and a damaged one is not offered', () => {
    const store = memory();
    keepTee(fix, 1_000, store);
    keepTee(null, 1_000, store);
    expect(readKeptTee(2_000, store)).toBeNull();
    store.setItem(TEE_KEY, '{"fix":{"latitude":"52"},"at":1000}');
    expect(readKeptTee(2_000, store)).toBeNull();
    store.setItem(TEE_KEY, 'not json');
    expect(readKeptTee(2_000, store)).toBeNull();
  });
});

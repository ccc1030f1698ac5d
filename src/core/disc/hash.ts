/**
 * Small, deterministic, non-cryptographic string hashing in pure JS (no node:crypto), used for
 * derived disc ids and fallback badge colours. Never use it for anything security-related.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a over the string's UTF-16 code units, started from a seeded offset and finished
 * with an avalanche step so that nearby inputs and seeds give unrelated outputs.
 * Returns an unsigned 32-bit integer.
 */
export function hash32(text: string, seed = 0): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 128 bits of hash as 32 lowercase hex characters (four independently seeded 32-bit hashes). */
export function hashHex128(text: string): string {
  const seeds = [0x9e3779b9, 0x7f4a7c15, 0x94d049bb, 0x2545f491];
  return seeds.map((seed) => hash32(text, seed).toString(16).padStart(8, '0')).join('');
}

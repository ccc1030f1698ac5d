import { describe, expect, it } from 'vitest';
import { createUuidv7, isUuid, uuidv7 } from './uuidv7';

const timestampOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

function expectStrictlyIncreasing(ids: string[]) {
  for (let i = 1; i < ids.length; i++) {
    expect(ids[i]! > ids[i - 1]!, `${ids[i - 1]} < ${ids[i]} at ${i}`).toBe(true);
  }
}

describe('uuidv7', () => {
  it('gives 1,000 ids made in a tight loop in strictly increasing string order', () => {
    const ids = Array.from({ length: 1000 }, () => uuidv7());
    expectStrictlyIncreasing(ids);
    expect(new Set(ids).size).toBe(1000);
  });

  it('sets version 7, the RFC variant and the current time in ms', () => {
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuid(id)).toBe(true);
    expect(timestampOf(id)).toBeGreaterThanOrEqual(before);
    // The counter may borrow a few ms ahead when many ids share one millisecond.
    expect(timestampOf(id)).toBeLessThanOrEqual(after + 2);
  });

  it('keeps increasing when the clock stands still past the counter range', () => {
    const next = createUuidv7(() => 1_700_000_000_000);
    const ids = Array.from({ length: 10_000 }, () => next());
    expectStrictlyIncreasing(ids);
    expect(timestampOf(ids[0]!)).toBe(1_700_000_000_000);
  });

  it('keeps increasing when the clock steps back', () => {
    const times = [5_000, 5_000, 4_000, 4_999, 6_000];
    let i = 0;
    const next = createUuidv7(() => times[i++]!);
    const ids = times.map(() => next());
    expectStrictlyIncreasing(ids);
    expect(timestampOf(ids[4]!)).toBe(6_000);
  });

  it('encodes the full 48-bit timestamp', () => {
    const next = createUuidv7(() => 0xfedcba987654);
    expect(next().slice(0, 13)).toBe('fedcba98-7654');
  });

  it('recognises well-formed UUIDs only', () => {
    expect(isUuid('0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2')).toBe(false);
    expect(isUuid("0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b' or 1=1")).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids';

const timestampOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('ids', () => {
  it('gives 10,000 ids made in a tight loop in strictly increasing string order', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    for (let i = 1; i < ids.length; i++) {
      expect(ids[i]! > ids[i - 1]!, `${ids[i - 1]} < ${ids[i]} at ${i}`).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets version 7, the RFC variant and the current time in ms', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuid(id)).toBe(true);
    expect(timestampOf(id)).toBeGreaterThanOrEqual(before);
    // Many ids in one millisecond may borrow a few ms ahead to stay in order.
    expect(timestampOf(id)).toBeLessThanOrEqual(after + 2);
  });

  it('recognises well-formed UUIDs only', () => {
    expect(isUuid('0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b')).toBe(true);
    expect(isUuid('c0ffee00-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2')).toBe(false);
    expect(isUuid("0193a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b' or 1=1")).toBe(false);
  });
});

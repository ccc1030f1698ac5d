import { randomFillSync } from 'node:crypto';

/**
 * UUIDv7 (RFC 9562): 48-bit Unix time in ms, version 7, a 12-bit counter in rand_a
 * (RFC 9562 §6.2 method 1), the variant bits, then 62 random bits.
 *
 * Within one process ids strictly increase: in the same millisecond (or when the clock steps
 * back) the counter goes up; when it overflows, the timestamp borrows the next millisecond.
 * A new millisecond restarts the counter at a random value below 2048, leaving room to count.
 */
export function createUuidv7(
  now: () => number = Date.now,
  fillRandom: (buf: Uint8Array) => void = (buf) => void randomFillSync(buf),
): () => string {
  let lastMs = -1;
  let counter = 0;
  const rand = new Uint8Array(10);
  const bytes = new Uint8Array(16);

  return () => {
    fillRandom(rand);
    const ms = now();
    if (ms > lastMs) {
      lastMs = ms;
      counter = ((rand[8]! & 0x07) << 8) | rand[9]!;
    } else if (++counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
    // 48-bit timestamp, big-endian (split to stay within safe integer arithmetic).
    const high = Math.floor(lastMs / 0x1000000);
    const low = lastMs % 0x1000000;
    bytes[0] = (high >>> 16) & 0xff;
    bytes[1] = (high >>> 8) & 0xff;
    bytes[2] = high & 0xff;
    bytes[3] = (low >>> 16) & 0xff;
    bytes[4] = (low >>> 8) & 0xff;
    bytes[5] = low & 0xff;
    bytes[6] = 0x70 | (counter >>> 8);
    bytes[7] = counter & 0xff;
    bytes[8] = 0x80 | (rand[0]! & 0x3f);
    bytes.set(rand.subarray(1, 8), 9);
    const hex = Buffer.from(bytes).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** The process-wide generator for bag and user-disc ids. */
export const uuidv7 = createUuidv7();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for any well-formed UUID string (checked before it reaches a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

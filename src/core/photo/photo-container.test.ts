import { describe, expect, it } from 'vitest';
import { photoIsWhole } from './photo-container';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24];

// The smallest shapes of each container; the API tests cut real files made by sharp.
const segment = (marker: number, body: number[]) => [0xff, marker, 0, body.length + 2, ...body];
const jpeg = bytes(
  [0xff, 0xd8],
  segment(0xe0, [1, 2, 3]),
  segment(0xc2, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
  segment(0xda, [1, 1, 0]),
  [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56], // entropy data: a stuffed 0xFF and a restart marker
  segment(0xda, [1, 1, 0]),
  [0x78],
  [0xff, 0xd9],
);
const chunk = (type: string, data: number[]) => [
  ...u32(data.length),
  ...bytes(type),
  ...data,
  0,
  0,
  0,
  0,
];
const png = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  chunk(
    'IHDR',
    Array.from({ length: 13 }, () => 1),
  ),
  chunk('IDAT', [1, 2, 3]),
  chunk('IEND', []),
);
const webp = bytes('RIFF', le32(12), 'WEBP', 'VP8 ', le32(0));
const box = (type: string, body: number[]) => [...u32(body.length + 8), ...bytes(type), ...body];
const avif = bytes(
  box('ftyp', [...bytes('avifmif1')]),
  box('meta', [0, 0, 0, 0]),
  box('mdat', [9, 9, 9]),
);

describe('photoIsWhole', () => {
  it.each([
    ['jpeg', jpeg],
    ['png', png],
    ['webp', webp],
    ['avif', avif],
  ] as const)('takes a whole %s, and refuses it cut at any byte', (format, file) => {
    expect(photoIsWhole(file, format)).toBe(true);
    for (let at = 0; at < file.length; at++) {
      expect(photoIsWhole(file.subarray(0, at), format), `cut at ${at}`).toBe(false);
    }
  });

  it('takes what a phone appends after a JPEG’s end marker', () => {
    expect(photoIsWhole(bytes([...jpeg], 'MotionPhoto_Data'), 'jpeg')).toBe(true);
  });

  it('refuses a JPEG whose end marker is only inside a segment', () => {
    const fake = bytes([0xff, 0xd8], segment(0xe1, [0xff, 0xd9]), segment(0xda, [1]), [1, 2]);
    expect(photoIsWhole(fake, 'jpeg')).toBe(false);
  });

  it('refuses a HEIF without its meta or mdat box, and a box that says it is longer than the file', () => {
    expect(photoIsWhole(bytes(box('ftyp', [...bytes('heic')]), box('mdat', [1])), 'heic')).toBe(
      false,
    );
    expect(photoIsWhole(bytes(box('ftyp', [...bytes('heic')]), box('meta', [])), 'heic')).toBe(
      false,
    );
    expect(photoIsWhole(bytes(box('meta', []), u32(4096), 'mdat', [1, 2]), 'avif')).toBe(false);
  });
});

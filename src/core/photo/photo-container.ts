import type { PhotoFormat } from './photo-rules';

/**
 * Whether an image file is whole: its container runs to its own end marker (or, for a RIFF or
 * ISO-BMFF file, every box it announces is there). Decoders forgive a cut-off file in places
 * (libpng reads a PNG without IEND, libjpeg fills a progressive JPEG's missing scans with grey),
 * so a file cut in transit is refused here, by its structure, before any decoder runs. Only
 * lengths and markers are read; nothing is decoded.
 */
export function photoIsWhole(bytes: Uint8Array, format: PhotoFormat): boolean {
  switch (format) {
    case 'jpeg':
      return jpegIsWhole(bytes);
    case 'png':
      return pngIsWhole(bytes);
    case 'webp':
      return webpIsWhole(bytes);
    case 'heic':
    case 'avif':
      return isoBoxesAreWhole(bytes);
  }
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * Walks a JPEG's segments to its end-of-image marker (FFD9). A segment carries its length; after
 * a start-of-scan header the entropy-coded data runs to the next marker (a 0xFF not followed by a
 * stuffed 0x00 or a restart marker). Data after FFD9 (a phone's trailer, a motion photo) is allowed.
 */
function jpegIsWhole(bytes: Uint8Array): boolean {
  const v = view(bytes);
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    let marker = bytes[at + 1]!;
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1]!;
    at += 2;
    if (marker === 0xd9) return true;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > bytes.length) return false;
    at += v.getUint16(at);
    if (marker !== 0xda) continue;
    // Entropy-coded data of the scan.
    for (;;) {
      if (at + 1 >= bytes.length) return false;
      if (bytes[at] === 0xff) {
        const next = bytes[at + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        at += next === 0xff ? 1 : 2;
      } else at++;
    }
  }
  return false;
}

/** Walks a PNG's chunks (length, type, data, CRC) to IEND. */
function pngIsWhole(bytes: Uint8Array): boolean {
  const v = view(bytes);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = v.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    at += 12 + length;
    if (at > bytes.length) return false;
    if (type === 'IEND') return true;
  }
  return false;
}

/** A WebP is one RIFF chunk whose header gives its size. */
function webpIsWhole(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const size = view(bytes).getUint32(4, true);
  return 8 + size <= bytes.length;
}

/**
 * An ISO-BMFF (HEIF, AVIF) file is a run of top-level boxes, each announcing its size; a cut-off
 * file ends inside its last box. A HEIF image needs its `meta` box (the item locations) and the
 * `mdat` box after it (the coded picture), so a file cut between the two is refused as well.
 */
function isoBoxesAreWhole(bytes: Uint8Array): boolean {
  const v = view(bytes);
  let at = 0;
  let meta = false;
  let mdat = false;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = v.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = Number(v.getBigUint64(at + 8));
    } else if (size === 0) {
      size = bytes.length - at; // runs to the end of the file
    }
    if (size < 8 || at + size > bytes.length) return false;
    if (type === 'meta') meta = true;
    if (type === 'mdat') mdat = true;
    at += size;
  }
  return meta && mdat;
}

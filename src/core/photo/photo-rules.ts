/**
 * A disc's photo (docs/decisions/0016): what may be uploaded, what is stored, and the messages a
 * player reads. The server checks a file by its first bytes, never by its name or claimed type.
 */

/** The largest file a player may upload. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The stored photo's longer side, at most. */
export const PHOTO_MAX_SIDE = 1600;
/** The stored photos of one player, at most (WebP of about 100–400 KB each). */
export const MAX_PHOTO_BYTES_PER_PLAYER = 250 * 1024 * 1024;
/**
 * The most pixels a photo may have, read from its header before anything is decoded. Phones'
 * largest everyday pictures fit: a 48 MP iPhone (8064×6048 = 48.8 MP), a 50 MP Pixel (8160×6144 =
 * 50.1 MP) or Galaxy (8160×6120); their default output is 12–24 MP. The 108 and 200 MP modes do
 * not, and their files are mostly over 15 MB anyway.
 */
export const PHOTO_MAX_PIXELS = 52_000_000;
/**
 * The longer side, at most: a 200 MP sensor's 16,320 px and phone panoramas fit, a one-pixel-wide
 * strip of a hundred million pixels does not.
 */
export const PHOTO_MAX_LONG_SIDE = 16_384;
/**
 * Memory one decode may take, at most (estimated from the header by the figures below). With one
 * decode at a time per process, this is what a photo adds to the server at its peak.
 */
export const PHOTO_DECODE_BUDGET_BYTES = 256 * 1024 * 1024;

/** What the header says about the image, before any decoding. */
export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
  /** Colour channels (3 for RGB, 4 with alpha). */
  channels: number;
  /** Bits per sample: 8, or 10, 12, 16 for deep colour. */
  bitsPerSample: number;
  /** Progressive JPEG or interlaced PNG: the decoder holds the whole image, not a few lines. */
  progressive: boolean;
  /** JPEG chroma subsampling, e.g. '4:2:0' or '4:4:4'. */
  chromaSubsampling?: string;
}

/**
 * Bytes of memory per pixel a decode takes at its peak (shrinking to PHOTO_MAX_SIDE and writing
 * WebP included), measured with sharp 0.35 (libvips 8.18) on 16 MP files, one libvips thread, no
 * cache: JPEG, PNG and WebP read line by line 3; progressive JPEG 6 (4:2:0) and 9 (4:4:4), as it
 * keeps every coefficient; interlaced PNG 5.5 (8-bit RGB) and 8.2 (16-bit RGB), as it holds the
 * whole image; AVIF 19.7 (8-bit) and 26.2 (10-bit), as libheif decodes the whole picture into
 * planes and then into RGB.
 */
export function decodeBytesPerPixel(h: PhotoHeader): number {
  const deep = h.bitsPerSample > 8;
  const sampleBytes = deep ? 2 : 1;
  if (h.format === 'avif' || h.format === 'heic') return deep ? 27 : 20;
  if (h.format === 'jpeg' && h.progressive) return h.chromaSubsampling === '4:4:4' ? 9 : 6;
  if (h.format === 'png' && h.progressive) return h.channels * sampleBytes + 3;
  return 3 + h.channels * (sampleBytes - 1);
}

/** The most pixels a photo of this kind may have: PHOTO_MAX_PIXELS, or fewer where decoding costs more. */
export function maxPixelsFor(h: PhotoHeader): number {
  return Math.min(PHOTO_MAX_PIXELS, Math.floor(PHOTO_DECODE_BUDGET_BYTES / decodeBytesPerPixel(h)));
}

const megapixels = (pixels: number) => `${Math.floor(pixels / 100_000) / 10}`;

/** The message for a photo above its pixel ceiling, or null when it may be decoded. */
export function photoCeilingProblem(h: PhotoHeader): string | null {
  const max = maxPixelsFor(h);
  if (
    h.width > 0 &&
    h.height > 0 &&
    Math.max(h.width, h.height) <= PHOTO_MAX_LONG_SIDE &&
    h.width * h.height <= max
  ) {
    return null;
  }
  return photoTooLarge(max);
}

/** A photo with more pixels than Hyzer decodes (the ceiling depends on the kind of file). */
export const photoTooLarge = (maxPixels: number) =>
  `This photo has too many pixels: at most ${megapixels(maxPixels)} megapixels for this kind of file, and ${PHOTO_MAX_LONG_SIDE.toLocaleString('en-US')} px on its longer side. Choose a smaller copy, or take it at the camera's usual size.`;

/** Seconds a client is asked to wait when the server is busy with photos. */
export const PHOTO_RETRY_AFTER_SECONDS = 5;
export const PHOTO_BUSY = 'Hyzer is busy with other photos right now. Try again in a few seconds.';

/** The form field that carries the file. */
export const PHOTO_FIELD = 'photo';

export const PHOTO_TOO_LARGE = 'The photo is larger than 15 MB. Choose a smaller one.';
export const PHOTO_REQUIRED = 'Choose a photo to upload';
export const PHOTO_NOT_AN_IMAGE =
  'This file is not a photo Hyzer can read. Choose a JPEG, PNG, WebP or HEIC image.';
export const PHOTO_HEIC_UNREADABLE =
  'This HEIC photo cannot be read here. Choose a JPEG, or set the camera to save photos as “Most Compatible”.';
export const PHOTO_DAMAGED =
  'The photo could not be read: the file looks damaged or incomplete. Take or choose it again.';
export const PHOTO_STORAGE_FULL = `Your photos take up all of the ${MAX_PHOTO_BYTES_PER_PLAYER / 1024 / 1024} MB you have. Remove a photo first.`;
export const PHOTO_NOT_FOUND = 'Photo not found';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * The image format a file's first bytes announce (JPEG, PNG, WebP, or an ISO-BMFF HEIF
 * container: HEIC or AVIF), or null for anything else. Only the signature is read: the decoder
 * still has to read the whole file.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then (for mif1/msf1) the compatible brands that say which codec.
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(bytes.length, Math.max(16, Math.min(boxSize, 64)));
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
    if (HEIF_BRANDS.has(brands[0]!)) return 'heic';
  }
  return null;
}

/** The photo's address, with its version so that browsers fetch a replaced photo again. */
export function photoUrl(userDiscId: string, hash: string): string {
  return `/api/user-discs/${userDiscId}/photo?v=${hash}`;
}

const PHOTO_URL = /^\/api\/user-discs\/[0-9a-f-]{36}\/photo\?v=[0-9a-f]{1,64}$/;

/** Whether a value is a photo address this server gives (pass-through text is never one). */
export function isPhotoUrl(value: unknown): value is string {
  return typeof value === 'string' && PHOTO_URL.test(value);
}

/**
 * The photo address of a player's disc, or null when it has none: only an address of the form
 * the server writes for this very disc (a pass-through value can never become a picture).
 */
export function ownPhotoUrl(disc: { id: string; photoUrl?: unknown }): string | null {
  const url = disc.photoUrl;
  return isPhotoUrl(url) && url.startsWith(`/api/user-discs/${disc.id}/photo?`) ? url : null;
}

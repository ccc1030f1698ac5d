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

import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { UserDisc } from '../../core/bag-types';
import { PHOTO_FIELD } from '../../core/photo/photo-rules';
import type { TestApp } from './test-app';

/** A photo made in the test: a gradient of `width`×`height` pixels in the given format. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const p = i / 3;
    pixels[i] = (p % width) % 256;
    pixels[i + 1] = Math.floor(p / width) % 256;
    pixels[i + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A form with the file in the photo field, named and typed as a browser would send it. */
export function photoForm(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append(PHOTO_FIELD, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

export function uploadPhoto(t: TestApp, cookie: string, discId: string, form: FormData) {
  return t.call('POST', `/api/user-discs/${discId}/photo`, { cookie, body: form });
}

/** Uploads a photo that must be accepted; answers the disc. */
export async function addPhoto(
  t: TestApp,
  cookie: string,
  discId: string,
  bytes?: Uint8Array,
): Promise<UserDisc> {
  const res = await uploadPhoto(
    t,
    cookie,
    discId,
    photoForm(bytes ?? (await makeImage(40, 30, 'png')), 'p.png', 'image/png'),
  );
  if (res.status !== 200) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as UserDisc;
}

/** A picture of one colour made by sharp without a pixel buffer in JavaScript (cheap at any size). */
export function plainImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#5a7d9a' } });
}

/** Random pixels (they do not compress): a photo-like file of a few hundred KB. */
export function noisyImage(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

/**
 * The same file with its header saying `width`×`height`: the dimensions in a PNG's IHDR (its CRC
 * made again), a JPEG's frame header, a WebP's VP8/VP8X header or an AVIF's `ispe` property. The
 * pixels are not there: the server must refuse it from the header, before decoding.
 */
export function withHeaderSize(
  file: Buffer,
  format: 'png' | 'jpeg' | 'webp' | 'avif',
  width: number,
  height: number,
): Buffer {
  const out = Buffer.from(file);
  if (format === 'png') {
    out.writeUInt32BE(width, 16);
    out.writeUInt32BE(height, 20);
    out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  } else if (format === 'jpeg') {
    let at = 2;
    for (;;) {
      const marker = out[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xc2) break;
      at += 2 + out.readUInt16BE(at + 2);
    }
    out.writeUInt16BE(height, at + 5);
    out.writeUInt16BE(width, at + 7);
  } else if (format === 'webp') {
    const chunk = out.toString('latin1', 12, 16);
    if (chunk === 'VP8X') {
      out.writeUIntLE(width - 1, 24, 3);
      out.writeUIntLE(height - 1, 27, 3);
    } else if (chunk === 'VP8 ') {
      out.writeUInt16LE(width, 26);
      out.writeUInt16LE(height, 28);
    } else throw new Error(`withHeaderSize: WebP chunk ${chunk}`);
  } else {
    const ispe = out.indexOf('ispe', 0, 'latin1');
    out.writeUInt32BE(width, ispe + 8);
    out.writeUInt32BE(height, ispe + 12);
  }
  return out;
}

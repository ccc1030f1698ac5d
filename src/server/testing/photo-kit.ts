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

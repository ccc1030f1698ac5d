import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  PHOTO_DAMAGED,
  PHOTO_HEIC_UNREADABLE,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_FOUND,
  PHOTO_REQUIRED,
  PHOTO_TOO_LARGE,
} from '../../core/photo/photo-rules';
import { userDiscPhoto } from '../db/schema';
import {
  addDisc,
  answer,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  MISSING_ID,
  PUTTER,
  seedCatalogue,
} from '../testing/bag-kit';
import { addPhoto, makeImage, photoForm, uploadPhoto } from '../testing/photo-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('disc photos', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let bag: Bag;
  let driver: UserDisc;
  let midrange: UserDisc;
  let putter: UserDisc;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'photos@example.com');
    other = await signUp(t, 'someone-else@example.com');
    bag = await createBag(t, cookie, { name: 'Main bag' });
    driver = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#ff0000' });
    midrange = await addDisc(t, cookie, { bagId: bag.id, discitId: MIDRANGE, color: '#00ff00' });
    putter = await addDisc(t, cookie, { bagId: bag.id, discitId: PUTTER, color: '#0000ff' });
  });
  afterAll(() => t.close());

  const list = async (who = cookie) =>
    expectStatus<UserDisc[]>(t.call('GET', '/api/user-discs', { cookie: who }), 200);
  const fetchPhoto = (url: string, who = cookie, headers?: Record<string, string>) =>
    t.call('GET', url, { cookie: who, headers });
  const refused = async (res: Response, status: number) => {
    const body = (await res.json()) as ErrorBody;
    expect(res.status, JSON.stringify(body)).toBe(status);
    return body.error;
  };

  it('takes a JPEG from a phone: upright, at most 1,600 px, WebP, and no EXIF or GPS left', async () => {
    // A 2400×1800 camera picture held sideways (EXIF orientation 6) with a GPS position.
    const jpeg = await sharp(await makeImage(2400, 1800, 'jpeg'))
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes('TestCam')).toBe(true);
    // The GPS IFD pointer (tag 0x8825) is in the file we send.
    expect(
      sent.exif!.includes(Buffer.from([0x88, 0x25])) ||
        sent.exif!.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const res = await uploadPhoto(
      t,
      cookie,
      driver.id,
      photoForm(jpeg, 'IMG_0001.JPG', 'image/jpeg'),
    );
    expect(res.status).toBe(200);
    const disc = (await res.json()) as UserDisc;
    expect(disc.id).toBe(driver.id);
    expect(disc.photoUrl).toMatch(
      new RegExp(`^/api/user-discs/${driver.id}/photo\\?v=[0-9a-f]{16}$`),
    );

    const photo = await fetchPhoto(disc.photoUrl!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('cache-control')).toMatch(/^private\b/);
    expect(photo.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    const bytes = Buffer.from(await photo.arrayBuffer());
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('webp');
    // Turned upright: the sideways 2400×1800 is a 1200×1600 portrait.
    expect([stored.width, stored.height]).toEqual([1200, 1600]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(bytes.includes('EXIF')).toBe(false);
    expect(bytes.includes('TestCam')).toBe(false);
  });

  it('takes a PNG, keeps a small one at its size, and the list says which discs have a photo', async () => {
    const png = await makeImage(120, 80, 'png');
    const res = await uploadPhoto(t, cookie, midrange.id, photoForm(png, 'disc.png', 'image/png'));
    expect(res.status).toBe(200);
    const { photoUrl } = (await res.json()) as UserDisc;
    const stored = await sharp(
      Buffer.from(await (await fetchPhoto(photoUrl!)).arrayBuffer()),
    ).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 120, 80]);

    const discs = await list();
    expect(discs.find((d) => d.id === midrange.id)?.photoUrl).toBe(photoUrl);
    expect(discs.find((d) => d.id === driver.id)?.photoUrl).toMatch(/\/photo\?v=/);
    expect(discs.find((d) => d.id === putter.id)).not.toHaveProperty('photoUrl');
    // The list carries the address, never the bytes.
    expect(JSON.stringify(discs).length).toBeLessThan(10_000);
  });

  it('replaces a photo: a new version in the list, and the old ETag no longer matches', async () => {
    const first = await addPhoto(t, cookie, putter.id, await makeImage(64, 64, 'png'));
    const firstPhoto = await fetchPhoto(first.photoUrl!);
    const etag = firstPhoto.headers.get('etag')!;
    const again = await fetchPhoto(first.photoUrl!, cookie, { 'if-none-match': etag });
    expect(again.status).toBe(304);

    const second = await addPhoto(
      t,
      cookie,
      putter.id,
      await makeImage(64, 64, 'webp').then((b) => sharp(b).negate().toBuffer()),
    );
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect((await list()).find((d) => d.id === putter.id)?.photoUrl).toBe(second.photoUrl);
    const changed = await fetchPhoto(second.photoUrl!, cookie, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('refuses a file over 15 MB with 413 and a clear message, and keeps the photo it had', async () => {
    const before = (await list()).find((d) => d.id === driver.id)?.photoUrl;
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const error = await refused(await uploadPhoto(t, cookie, driver.id, photoForm(big)), 413);
    expect(error).toEqual({ code: 'payload_too_large', message: PHOTO_TOO_LARGE });
    const huge = Buffer.alloc(PHOTO_MAX_BYTES + 200 * 1024);
    const error2 = await refused(await uploadPhoto(t, cookie, driver.id, photoForm(huge)), 413);
    expect(error2.message).toBe(PHOTO_TOO_LARGE);
    expect((await list()).find((d) => d.id === driver.id)?.photoUrl).toBe(before);
  });

  it('checks the content, not the name or claimed type', async () => {
    const text = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const error = await refused(
      await uploadPhoto(t, cookie, driver.id, photoForm(text, 'holiday.jpg', 'image/jpeg')),
      400,
    );
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toEqual({ photo: PHOTO_NOT_AN_IMAGE });
    // A real PNG named and typed as a text file is still a photo.
    const png = await makeImage(20, 20, 'png');
    expect(
      (await uploadPhoto(t, cookie, driver.id, photoForm(png, 'notes.txt', 'text/plain'))).status,
    ).toBe(200);
  });

  it('refuses a truncated image with words a player understands', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const whole = await makeImage(400, 300, format);
      const cut = whole.subarray(0, Math.floor(whole.length / 2));
      const error = await refused(await uploadPhoto(t, cookie, driver.id, photoForm(cut)), 400);
      expect(error.fields, format).toEqual({ photo: PHOTO_DAMAGED });
    }
  });

  it('says so when a HEIC photo cannot be decoded', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(200, 7),
    ]);
    const error = await refused(
      await uploadPhoto(t, cookie, driver.id, photoForm(heic, 'IMG.HEIC', 'image/heic')),
      400,
    );
    expect(error.fields).toEqual({ photo: PHOTO_HEIC_UNREADABLE });
  });

  it('asks for a file when the form has none', async () => {
    const empty = new FormData();
    empty.append('photo', 'just text');
    const error = await refused(await uploadPhoto(t, cookie, driver.id, empty), 400);
    expect(error.fields).toEqual({ photo: PHOTO_REQUIRED });
    const json = await t.call('POST', `/api/user-discs/${driver.id}/photo`, { cookie, body: {} });
    expect((await refused(json, 400)).fields).toEqual({ photo: PHOTO_REQUIRED });
  });

  it('answers another player exactly as for a missing disc: 404, nothing read or changed', async () => {
    const photoUrl = (await list()).find((d) => d.id === driver.id)!.photoUrl!;
    const png = await makeImage(20, 20, 'png');
    for (const [method, body] of [
      ['POST', photoForm(png, 'p.png', 'image/png')],
      ['GET', undefined],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await answer(
        t.call(method, `/api/user-discs/${driver.id}/photo`, { cookie: other, body }),
      );
      const missing = await answer(
        t.call(method, `/api/user-discs/${MISSING_ID}/photo`, {
          cookie: other,
          body: method === 'POST' ? photoForm(png, 'p.png', 'image/png') : undefined,
        }),
      );
      expect(foreign.status, method).toBe(404);
      expect(foreign, method).toEqual(missing);
    }
    expect((await fetchPhoto(photoUrl)).status).toBe(200);
    const signedOut = await t.call('GET', photoUrl);
    expect(signedOut.status).toBe(401);
  });

  it('removes a photo: 204, then 404, and the list shows none', async () => {
    const res = await t.call('DELETE', `/api/user-discs/${midrange.id}/photo`, { cookie });
    expect(res.status).toBe(204);
    expect((await list()).find((d) => d.id === midrange.id)).not.toHaveProperty('photoUrl');
    const error = await refused(await fetchPhoto(`/api/user-discs/${midrange.id}/photo`), 404);
    expect(error.message).toBe(PHOTO_NOT_FOUND);
    await refused(await t.call('DELETE', `/api/user-discs/${midrange.id}/photo`, { cookie }), 404);
  });

  it('goes with its disc when the disc is removed', async () => {
    const { db } = t.db.database;
    const rows = () =>
      db
        .select({ id: userDiscPhoto.userDiscId })
        .from(userDiscPhoto)
        .where(eq(userDiscPhoto.userDiscId, putter.id));
    expect(await rows()).toHaveLength(1);
    expect((await t.call('DELETE', `/api/user-discs/${putter.id}`, { cookie })).status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });
});

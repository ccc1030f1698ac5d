import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import {
  MAX_PHOTO_BYTES_PER_PLAYER,
  PHOTO_BUSY,
  PHOTO_DAMAGED,
  PHOTO_HEIC_UNREADABLE,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_FOUND,
  PHOTO_REQUIRED,
  PHOTO_RETRY_AFTER_SECONDS,
  PHOTO_STORAGE_FULL,
  PHOTO_TOO_LARGE,
  photoCeilingProblem,
  type PhotoHeader,
} from '../../core/photo/photo-rules';
import { processPhoto } from '../collection/photo-processing';
import { photoService } from '../collection/photo-service';
import { photoTurns } from '../collection/photo-turns';
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
import {
  addPhoto,
  makeImage,
  noisyImage,
  photoForm,
  plainImage,
  uploadPhoto,
  withHeaderSize,
} from '../testing/photo-kit';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

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

  it('refuses a cut-off file of every kind, wherever it was cut, and keeps the photo it had', async () => {
    const before = (await list()).find((d) => d.id === driver.id)?.photoUrl;
    const files = {
      jpeg: await noisyImage(96, 64).jpeg().toBuffer(),
      'progressive jpeg': await noisyImage(96, 64).jpeg({ progressive: true }).toBuffer(),
      png: await noisyImage(96, 64).png().toBuffer(),
      'interlaced png': await noisyImage(96, 64).png({ progressive: true }).toBuffer(),
      '16-bit interlaced png': await noisyImage(96, 64)
        .toColourspace('rgb16')
        .png({ progressive: true })
        .toBuffer(),
      webp: await noisyImage(96, 64).webp().toBuffer(),
      'lossless webp': await noisyImage(96, 64).webp({ lossless: true }).toBuffer(),
      avif: await noisyImage(96, 64).avif({ effort: 0 }).toBuffer(),
    };
    for (const [kind, whole] of Object.entries(files)) {
      // Cut in the middle, near the end, and just before the end marker (a JPEG without its
      // final FFD9, a PNG without IEND: decoders read both without a word).
      const ends = kind.includes('jpeg') ? 2 : kind.includes('png') ? 12 : 1;
      for (const at of [Math.floor(whole.length / 2), whole.length - 40, whole.length - ends]) {
        const res = await uploadPhoto(t, cookie, driver.id, photoForm(whole.subarray(0, at)));
        const error = await refused(res, 400);
        expect(error.fields, `${kind} cut at ${at} of ${whole.length}`).toEqual({
          photo: PHOTO_DAMAGED,
        });
      }
      // The whole file is taken.
      expect((await uploadPhoto(t, cookie, putter.id, photoForm(whole))).status, kind).toBe(200);
    }
    // A HEIF container cut short is refused too (as unreadable here).
    const avif = files.avif;
    const heic = Buffer.from(avif.subarray(0, avif.length - 10));
    for (let at = 8; at < 32; at += 4) {
      if (heic.toString('latin1', at, at + 4) === 'avif') heic.write('heic', at, 'latin1');
    }
    const error = await refused(await uploadPhoto(t, cookie, driver.id, photoForm(heic)), 400);
    expect(error.fields).toEqual({ photo: PHOTO_HEIC_UNREADABLE });
    expect((await list()).find((d) => d.id === driver.id)?.photoUrl).toBe(before);
  });

  it('refuses a photo above the pixel ceilings from its header alone, with the ceiling in words', async () => {
    const header = (h: Partial<PhotoHeader> & Pick<PhotoHeader, 'format'>): PhotoHeader => ({
      width: 10_900,
      height: 10_900,
      channels: 3,
      bitsPerSample: 8,
      progressive: false,
      ...h,
    });
    // Tiny files whose headers say 10900×10900 (118.8 MP): their pixels are never decoded.
    const cases: [string, Buffer, PhotoHeader][] = [
      [
        'AVIF',
        withHeaderSize(
          await plainImage(64, 64).avif({ effort: 0 }).toBuffer(),
          'avif',
          10_900,
          10_900,
        ),
        header({ format: 'avif' }),
      ],
      [
        '16-bit interlaced PNG',
        withHeaderSize(
          await plainImage(64, 64).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
          'png',
          10_900,
          10_900,
        ),
        header({ format: 'png', bitsPerSample: 16, progressive: true }),
      ],
      [
        'progressive JPEG',
        withHeaderSize(
          await plainImage(64, 64).jpeg({ progressive: true }).toBuffer(),
          'jpeg',
          10_900,
          10_900,
        ),
        header({ format: 'jpeg', progressive: true, chromaSubsampling: '4:2:0' }),
      ],
      [
        'WebP',
        withHeaderSize(await plainImage(64, 64).webp().toBuffer(), 'webp', 10_900, 10_900),
        header({ format: 'webp' }),
      ],
      [
        '1×100,000,000 PNG',
        withHeaderSize(await plainImage(1, 64).png().toBuffer(), 'png', 1, 100_000_000),
        header({ format: 'png', width: 1, height: 100_000_000 }),
      ],
      // A real strip of 20,000 px (cheap, and the old server decoded it).
      [
        '1×20,000 PNG',
        await plainImage(1, 20_000).png().toBuffer(),
        header({ format: 'png', width: 1, height: 20_000 }),
      ],
    ];
    for (const [kind, file, h] of cases) {
      const error = await refused(await uploadPhoto(t, cookie, driver.id, photoForm(file)), 400);
      const message = photoCeilingProblem(h);
      expect(message, kind).toMatch(/^This photo has too many pixels: at most [\d.]+ megapixels/);
      expect(error.fields, kind).toEqual({ photo: message });
    }
    // A 50 MP phone picture is within them (its header only: the test does not decode it).
    expect(photoCeilingProblem(header({ format: 'jpeg', width: 8160, height: 6144 }))).toBeNull();
    // And the server goes on taking photos.
    expect(
      (await uploadPhoto(t, cookie, driver.id, photoForm(await makeImage(30, 20, 'png')))).status,
    ).toBe(200);
  });

  /**
   * An upload whose body starts and then waits (a slow phone, or a client that never finishes):
   * it holds a place in the photo queue until `end()`. Answers its response when the server does.
   */
  function slowUpload(who: string, discId: string) {
    const boundary = 'slow-upload-boundary';
    let pulled = 0;
    let finish!: () => void;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulled === 0) {
          pulled++;
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
          );
          return;
        }
        await ended;
        controller.close();
      },
    });
    const answer = Promise.resolve(
      t.app.request(`/api/user-discs/${discId}/photo`, {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie: who,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      }),
    );
    return { answer, end: finish };
  }
  const settle = () => new Promise((r) => setTimeout(r, 50));

  it('lets a short queue in and answers 503 with Retry-After beyond it, at once and without reading the body', async () => {
    type Player = { who: string; discs: string[] };
    const players: Player[] = await Promise.all(
      ['queue-a', 'queue-b', 'queue-c', 'queue-d'].map(async (name) => {
        const who = await signUp(t, `${name}@example.com`);
        const own = await createBag(t, who, { name: 'Bag' });
        const discs = await Promise.all(
          [DRIVER, MIDRANGE, PUTTER].map((discitId) =>
            addDisc(t, who, { bagId: own.id, discitId, color: '#123456' }),
          ),
        );
        return { who, discs: discs.map((d) => d.id) };
      }),
    );
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    const small = photoForm(await makeImage(24, 16, 'png'), 'small.png', 'image/png');
    const busy = async (res: Response) => {
      expect(res.headers.get('retry-after')).toBe(String(PHOTO_RETRY_AFTER_SECONDS));
      expect(await refused(res, 503)).toEqual({ code: 'busy', message: PHOTO_BUSY });
    };

    // One player holds two places: their third upload is turned away, another player's is taken.
    const held = [slowUpload(a.who, a.discs[0]!), slowUpload(a.who, a.discs[1]!)];
    await settle();
    await busy(await uploadPhoto(t, a.who, a.discs[2]!, small));
    expect((await uploadPhoto(t, b.who, b.discs[0]!, small)).status).toBe(200);

    // Five places in all (one decoding, four waiting): the sixth upload answers 503 at once.
    held.push(slowUpload(b.who, b.discs[1]!), slowUpload(b.who, b.discs[2]!));
    held.push(slowUpload(c.who, c.discs[0]!));
    await settle();
    await busy(await uploadPhoto(t, d.who, d.discs[0]!, small));
    await busy(await uploadPhoto(t, c.who, c.discs[1]!, small));
    // Reads and other writes are not queued behind photos.
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    expect((await t.call('GET', '/api/user-discs', { cookie: d.who })).status).toBe(200);

    // The held uploads end (their forms are incomplete): their places free up.
    for (const h of held) h.end();
    for (const h of held) expect((await h.answer).status).toBe(400);
    expect((await uploadPhoto(t, d.who, d.discs[0]!, small)).status).toBe(200);
  });

  it('stops reading a body past the limit, chunked or not, and keeps no more of it', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(`/api/user-discs/${driver.id}/photo`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: endless,
      duplex: 'half',
    });
    expect((await refused(res, 413)).message).toBe(PHOTO_TOO_LARGE);
    // It stopped at the limit (15 MB and the form's framing), not at the end of 64 MB.
    expect(sent).toBeLessThan(PHOTO_MAX_BYTES + 4 * 1024 * 1024);
  });

  it('decodes one photo at a time per process, the smallest waiting picture first', async () => {
    const turns = photoTurns({ atOnce: 1, queue: 3, perPlayer: 2 });
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const tickets = [turns.enter('p1'), turns.enter('p1'), turns.enter('p2'), turns.enter('p3')];
    expect(turns.enter('p4')).toBeNull();
    const sizes: [string, number][] = [
      ['first, 50 MP', 50e6],
      ['big, 40 MP', 40e6],
      ['small, 1 MP', 1e6],
      ['also 40 MP', 40e6],
    ];
    await Promise.all(
      tickets.map((ticket, i) =>
        ticket!.turn(sizes[i]![1], async () => {
          running++;
          most = Math.max(most, running);
          await settle();
          order.push(sizes[i]![0]);
          running--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual(['first, 50 MP', 'small, 1 MP', 'big, 40 MP', 'also 40 MP']);
    tickets.forEach((ticket) => ticket!.leave());
    expect(turns.inside).toBe(0);
    expect(turns.enter('p4')).not.toBeNull();
  });

  it('holds the per-player photo storage under concurrent uploads: exactly those that fit are kept', async () => {
    const who = await signUp(t, 'quota@example.com');
    const userId = (
      await expectStatus<{ user: { id: string } }>(
        t.call('GET', '/api/auth/get-session', { cookie: who }),
        200,
      )
    ).user.id;
    const discs: string[] = [];
    for (const name of ['Quota 1', 'Quota 2', 'Quota 3']) {
      const own = await createBag(t, who, { name });
      for (const discitId of [DRIVER, MIDRANGE, PUTTER]) {
        discs.push((await addDisc(t, who, { bagId: own.id, discitId, color: '#654321' })).id);
      }
    }
    const turns = photoTurns();
    const ticket = turns.enter(userId)!;
    const photo = await processPhoto(await makeImage(200, 150, 'png'), ticket);
    ticket.leave();
    const { db } = t.db.database;
    // The first disc's photo stands for everything the player already keeps: room for three more.
    const room = 3;
    await db.insert(userDiscPhoto).values({
      userDiscId: discs[0]!,
      userId,
      data: Buffer.from('x'),
      hash: '0'.repeat(16),
      bytes: MAX_PHOTO_BYTES_PER_PLAYER - room * photo.data.length - 1,
      width: 1,
      height: 1,
    });
    const photos = photoService(db);
    const results = await Promise.allSettled(
      discs.slice(1).map((id) => photos.put(userId, id, photo)),
    );
    const kept = results.filter((r) => r.status === 'fulfilled');
    const refusedAll = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(kept).toHaveLength(room);
    for (const r of refusedAll) {
      expect(r.reason).toMatchObject({
        status: 409,
        code: 'limit_reached',
        message: PHOTO_STORAGE_FULL,
      });
    }
    const rows = await db
      .select({ bytes: userDiscPhoto.bytes })
      .from(userDiscPhoto)
      .where(eq(userDiscPhoto.userId, userId));
    expect(rows).toHaveLength(room + 1);
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(
      MAX_PHOTO_BYTES_PER_PLAYER,
    );
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

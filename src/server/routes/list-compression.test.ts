import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag } from '../../core/bag-types';
import { addDisc, CATALOGUE, createBag, seedCatalogue } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/** The two kept lists: compressed by Accept-Encoding, made once and kept until a write. */
describe('player lists on the wire', () => {
  let t: TestApp;
  let cookie: string;
  let bag: Bag;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    cookie = await signUp(t, 'wire@example.com');
    bag = await createBag(t, cookie, { name: 'Main' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, acceptEncoding?: string) =>
    t.call('GET', path, {
      cookie,
      ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
    });

  /** The answer's JSON text, decoded as its Content-Encoding says. */
  async function text(res: Response): Promise<string> {
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    const coding = res.headers.get('content-encoding') as keyof typeof decoders | null;
    return (coding ? decoders[coding](bytes) : bytes).toString();
  }

  it('answers a short list as it is, whatever the client accepts', async () => {
    const res = await get('/api/bags', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await text(res))).toEqual([bag]);
  });

  it('compresses a long list with the best coding the client accepts', async () => {
    for (const [i, d] of CATALOGUE.entries()) {
      await addDisc(t, cookie, { bagId: bag.id, discitId: d.id, color: '#3B82F6', notes: `${i}` });
    }
    for (let i = 0; i < 12; i++) await createBag(t, cookie, { name: `Bag number ${i}` });
    for (const path of ['/api/user-discs', '/api/bags']) {
      const plain = await get(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      const json = await text(plain);
      expect(json.length).toBeGreaterThan(1024);
      const cases = [
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip', 'gzip'],
        ['deflate', null],
      ] as const;
      for (const [accept, coding] of cases) {
        const res = await get(path, accept);
        expect(res.headers.get('content-encoding'), `${path} ${accept}`).toBe(coding);
        expect(await text(res)).toBe(json);
      }
    }
  });

  it('sends the list after a write, not the compressed copy of the one before', async () => {
    const before = JSON.parse(await text(await get('/api/user-discs', 'br'))) as unknown[];
    await addDisc(t, cookie, {
      bagId: (await createBag(t, cookie, { name: 'Spare' })).id,
      discitId: CATALOGUE[0].id,
      color: '#EF4444',
    });
    const after = JSON.parse(await text(await get('/api/user-discs', 'br'))) as unknown[];
    expect(after).toHaveLength(before.length + 1);
    const plain = JSON.parse(await text(await get('/api/user-discs'))) as unknown[];
    expect(after).toEqual(plain);
  });
});

import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogue/import-catalogue';
import { requireSharedCatalogueInCi } from '../testing/require-in-ci';
import {
  hasSharedCatalogue,
  SHARED_CATALOGUE_FILE,
  SHARED_SKIP_NOTE,
} from '../testing/shared-data';
import { createTestApp, type TestApp } from '../testing/test-app';

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves an empty catalogue as an empty array', async () => {
    const res = await t.call('GET', '/api/catalog');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('serves every disc with the UI fields, publicly, and sees an import at once', async () => {
    await importCatalogue(t.db.database.db, [
      {
        id: 'z1',
        name: 'zebra',
        brand: 'beta',
        category: 'Putter',
        speed: '2',
        link: 'https://x.y',
      },
      {
        id: 'a1',
        name: 'Ápex',
        brand: 'Alpha',
        category: 'Midrange',
        speed: 5,
        glide: '4',
        turn: '-1',
        fade: '0.5',
        color: '#abc',
      },
      {
        id: 'b1',
        name: 'Bolt',
        brand: 'alpha',
        category: 'Distance Driver',
        pic: 'https://img/b.webp',
      },
    ]);
    const res = await t.call('GET', '/api/catalog');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=1800, stale-while-revalidate=3600',
    );
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(await res.json()).toEqual([
      {
        id: 'a1',
        name: 'Ápex',
        brand: 'Alpha',
        category: 'Midrange',
        speed: 5,
        glide: 4,
        turn: -1,
        fade: 0.5,
        stability: null,
        pic: null,
        color: '#AABBCC',
        background_color: null,
      },
      {
        id: 'b1',
        name: 'Bolt',
        brand: 'alpha',
        category: 'Distance Driver',
        speed: null,
        glide: null,
        turn: null,
        fade: null,
        stability: null,
        pic: 'https://img/b.webp',
        color: null,
        background_color: null,
      },
      {
        id: 'z1',
        name: 'zebra',
        brand: 'beta',
        category: 'Putter',
        speed: 2,
        glide: null,
        turn: null,
        fade: null,
        stability: null,
        pic: null,
        color: null,
        background_color: null,
      },
    ]);
  });

  it('lists brands and categories, distinct and sorted ignoring case', async () => {
    const brands = await t.call('GET', '/api/catalog/brands');
    expect(brands.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await brands.json()).toEqual(['Alpha', 'alpha', 'beta']);
    const categories = await t.call('GET', '/api/catalog/categories');
    expect(await categories.json()).toEqual(['Distance Driver', 'Midrange', 'Putter']);
  });

  it('compresses by Accept-Encoding with a distinct ETag per coding', async () => {
    const plain = await t.call('GET', '/api/catalog');
    const json = await plain.text();
    const br = await t.call('GET', '/api/catalog', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(brotliDecompressSync(await bytes(br))).toString()).toBe(json);
    const gz = await t.call('GET', '/api/catalog', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(gunzipSync(await bytes(gz))).toString()).toBe(json);
    const etags = new Set([plain, br, gz].map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match and 200 once the catalogue changed', async () => {
    const first = await t.call('GET', '/api/catalog', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    const again = await t.call('GET', '/api/catalog', {
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    await importCatalogue(t.db.database.db, [{ id: 'z1', name: 'zebra', brand: 'beta', speed: 3 }]);
    const changed = await t.call('GET', '/api/catalog', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('catalogue API with the shared catalogue', () => {
  requireSharedCatalogueInCi();

  describe.skipIf(!hasSharedCatalogue)(`1,079 discs ${SHARED_SKIP_NOTE}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await importCatalogue(t.db.database.db, readFileSync(SHARED_CATALOGUE_FILE));
    });
    afterAll(async () => {
      await t.close();
    });

    it('is at most 45 KB on the wire with brotli, and revalidates with 304', async () => {
      const res = await t.call('GET', '/api/catalog', { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      const body = await bytes(res);
      console.info(`GET /api/catalog, 1,079 discs, br: ${body.byteLength} bytes`);
      expect(body.byteLength).toBeLessThanOrEqual(45 * 1024);
      const discs = JSON.parse(Buffer.from(brotliDecompressSync(body)).toString()) as unknown[];
      expect(discs).toHaveLength(1079);
      const revalidate = await t.call('GET', '/api/catalog', {
        headers: { 'accept-encoding': 'br', 'if-none-match': res.headers.get('etag')! },
      });
      expect(revalidate.status).toBe(304);
    });

    it('lists 46 sorted brands and the categories', async () => {
      const brands = (await (await t.call('GET', '/api/catalog/brands')).json()) as string[];
      expect(brands).toHaveLength(46);
      const lower = brands.map((b) => b.toLowerCase());
      expect(lower).toEqual([...lower].sort((a, b) => a.localeCompare(b, 'en')));
      expect(await (await t.call('GET', '/api/catalog/categories')).json()).toEqual([
        'Approach',
        'Control Driver',
        'Disc Golf Sets',
        'Distance Driver',
        'Hybrid Driver',
        'Midrange',
        'Putter',
      ]);
    });
  });
});

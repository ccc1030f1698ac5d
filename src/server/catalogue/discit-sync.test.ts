import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { listDiscs } from './disc-repository';
import { importCatalogueFrom, syncFromDiscit } from './discit-sync';
import { closedPortUrl, startLocalServer, type LocalServer } from '../testing/local-server';
import { requireSharedCatalogueInCi } from '../testing/require-in-ci';
import {
  hasSharedCatalogue,
  SHARED_CATALOGUE_FILE,
  SHARED_SKIP_NOTE,
} from '../testing/shared-data';

const SMALL = JSON.stringify([
  { id: 'd-1', name: 'Local One', brand: 'Net', category: 'Putter', speed: '2', glide: '3' },
  { id: 'd-2', name: 'Local Two', brand: 'Net', category: 'Midrange', speed: 5, glide: 4 },
]);
const MB = 1024 * 1024;

describe('syncFromDiscit', () => {
  let t: TestDatabase;
  let server: LocalServer;
  beforeAll(async () => {
    t = await createTestDatabase();
    server = await startLocalServer((req, res) => {
      if (req.url === '/disc') {
        res.setHeader('content-type', 'application/json');
        res.end(SMALL);
      } else if (req.url === '/object') {
        res.setHeader('content-type', 'application/json');
        res.end('{"error":"nope"}');
      } else if (req.url === '/huge') {
        // 50 MB, streamed without a Content-Length: refused while reading.
        res.setHeader('content-type', 'application/json');
        const chunk = Buffer.alloc(MB, 0x20);
        let sent = 0;
        const push = () => {
          while (sent < 50) {
            sent++;
            if (!res.write(chunk)) return void res.once('drain', push);
          }
          res.end();
        };
        res.on('error', () => {});
        push();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end(SMALL), 2_000);
      } else {
        res.statusCode = 500;
        res.end('boom');
      }
    });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('fetches DiscIt’s GET /disc answer and imports it', async () => {
    const report = await syncFromDiscit(t.database.db, `${server.url}/disc`, { timeoutMs: 5_000 });
    expect(report).toMatchObject({ total: 2, added: 2, rejected: [] });
    expect((await listDiscs(t.database.db)).map((d) => d.name).sort()).toEqual([
      'Local One',
      'Local Two',
    ]);
  });

  it.each([
    ['/object', /must be a JSON array of discs or an object/],
    ['/error', /HTTP 500/],
    ['/huge', /too large \(more than the 20 MB limit\)/],
  ])('refuses %s with a clear message and stores nothing', async (path, message) => {
    const before = await listDiscs(t.database.db);
    await expect(syncFromDiscit(t.database.db, `${server.url}${path}`)).rejects.toThrow(message);
    expect(await listDiscs(t.database.db)).toEqual(before);
  });

  it('gives up on a slow or unreachable source', async () => {
    await expect(
      syncFromDiscit(t.database.db, `${server.url}/slow`, { timeoutMs: 200 }),
    ).rejects.toThrow(/no answer within 200 ms/);
    await expect(syncFromDiscit(t.database.db, closedPortUrl())).rejects.toThrow(
      /Could not fetch the catalogue from http:\/\/127\.0\.0\.1:\d+\/disc: ECONNREFUSED/,
    );
  });

  it('reports a missing file clearly', async () => {
    await expect(importCatalogueFrom(t.database.db, '/nonexistent/discs.csv')).rejects.toThrow(
      'Cannot read the catalogue file /nonexistent/discs.csv: no such file.',
    );
  });
});

describe('syncFromDiscit with the shared catalogue', () => {
  requireSharedCatalogueInCi();

  describe.skipIf(!hasSharedCatalogue)(`served like DiscIt ${SHARED_SKIP_NOTE}`, () => {
    let t: TestDatabase;
    let server: LocalServer;
    beforeAll(async () => {
      t = await createTestDatabase();
      const body = readFileSync(SHARED_CATALOGUE_FILE);
      server = await startLocalServer((_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(body);
      });
    });
    afterAll(async () => {
      await server.close();
      await t.close();
    });

    it('fills the catalogue with 1,079 discs of 46 brands', async () => {
      const report = await syncFromDiscit(t.database.db, `${server.url}/disc`);
      expect(report).toMatchObject({ total: 1079, added: 1079, rejected: [] });
      const discs = await listDiscs(t.database.db);
      expect(discs).toHaveLength(1079);
      expect(new Set(discs.map((d) => d.brand)).size).toBe(46);
    });
  });
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { createTestApp } from '../testing/test-app';
import { countDiscs } from './disc-repository';
import { ensureCatalogue } from './ensure-catalogue';
import { closedPortUrl, startLocalServer, type LocalServer } from '../testing/local-server';
import { starterCatalogue } from './starter-catalogue';

function captureLogger() {
  const lines: { msg: string; source?: string; discs?: number }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) },
  );
  return { logger, lines };
}

const STARTER_COUNT = starterCatalogue().length;

describe('ensureCatalogue', () => {
  let server: LocalServer;
  let offlineUrl: string;
  const dbs: TestDatabase[] = [];
  const freshDb = async () => {
    const db = await createTestDatabase();
    dbs.push(db);
    return db.database;
  };
  beforeAll(async () => {
    offlineUrl = closedPortUrl();
    server = await startLocalServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([{ id: 'live-1', name: 'Live', brand: 'DiscIt', speed: '7' }]));
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all(dbs.map((d) => d.close()));
  });

  it('started offline on an empty database, serves the starter catalogue', async () => {
    const app = await createTestApp({ DISCIT_URL: offlineUrl, CATALOG_SYNC_ON_START: 'true' });
    try {
      const { logger, lines } = captureLogger();
      const result = await ensureCatalogue({ database: app.db.database, env: app.env, logger });
      expect(result).toEqual({ source: 'starter', count: STARTER_COUNT });
      expect(lines.map((l) => l.msg)).toEqual([
        'DiscIt sync failed; loading the bundled starter catalogue',
        'catalogue ready',
      ]);
      expect(lines[1]).toMatchObject({ source: 'starter', discs: STARTER_COUNT });
      const res = await app.call('GET', '/api/catalog');
      const discs = (await res.json()) as { brand: string }[];
      expect(discs).toHaveLength(STARTER_COUNT);
      expect(discs.some((d) => d.brand === 'Innova')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('loads DiscIt when it answers, and leaves a filled catalogue alone', async () => {
    const database = await freshDb();
    const env = { DISCIT_URL: `${server.url}/disc`, CATALOG_SYNC_ON_START: true };
    const { logger } = captureLogger();
    expect(await ensureCatalogue({ database, env, logger })).toEqual({
      source: 'discit',
      count: 1,
    });
    expect(await ensureCatalogue({ database, env, logger })).toEqual({
      source: 'existing',
      count: 1,
    });
  });

  it('uses the starter catalogue without trying DiscIt when start-up sync is off', async () => {
    const database = await freshDb();
    const env = { DISCIT_URL: `${server.url}/disc`, CATALOG_SYNC_ON_START: false };
    const { logger } = captureLogger();
    expect(await ensureCatalogue({ database, env, logger })).toEqual({
      source: 'starter',
      count: STARTER_COUNT,
    });
  });

  it('loads the catalogue once when several starts race', async () => {
    const database = await freshDb();
    const env = { DISCIT_URL: offlineUrl, CATALOG_SYNC_ON_START: true };
    const { logger } = captureLogger();
    const results = await Promise.all(
      [1, 2, 3].map(() => ensureCatalogue({ database, env, logger })),
    );
    expect(results.every((r) => r.count === STARTER_COUNT)).toBe(true);
    expect(await countDiscs(database.db)).toBe(STARTER_COUNT);
    if (database.kind === 'postgres') {
      expect(results.filter((r) => r.source === 'existing')).toHaveLength(2);
    }
  });
});

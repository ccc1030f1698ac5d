import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { listDiscs } from './disc-repository';
import { startLocalServer, type LocalServer } from '../testing/local-server';
import { startScheduledSync, SYNC_LOCK } from './scheduled-sync';

describe('scheduled catalogue sync', () => {
  let t: TestDatabase;
  let server: LocalServer;
  let answer: { status: number; body: string };
  beforeAll(async () => {
    t = await createTestDatabase();
    server = await startLocalServer((_, res) => {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body);
    });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('syncs on its interval, logs the report, keeps the catalogue when a sync fails', async () => {
    const lines: { level: number; msg: string; details?: string[]; err?: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) },
    );
    answer = {
      status: 200,
      body: JSON.stringify({
        last_updated: 'now',
        discs: [
          { id: 's-1', name: 'Sched One', brand: 'Westside', category: 'Putters', speed: 2 },
          { name: 'Sched Two', brand: 'Axiom', category: 'Midrange', speed: 99 },
        ],
      }),
    };
    const sync = startScheduledSync({
      database: t.database,
      url: `${server.url}/disc`,
      intervalMs: 50,
      logger,
    });
    try {
      await expect
        .poll(() => lines.filter((l) => l.msg.startsWith('catalogue sync:')).length)
        .toBeGreaterThan(0);
      const done = lines.find((l) => l.msg.startsWith('catalogue sync:'))!;
      expect(done.msg).toBe(
        `catalogue sync: Imported 2 records from ${server.url}/disc: 1 added, 0 updated, 0 unchanged, 1 rejected.`,
      );
      expect(done.details).toEqual(['  rejected #1 ("Sched Two"): speed 99 is outside 0 to 20']);
      const before = await listDiscs(t.database.db);
      expect(before.map((d) => [d.brand, d.category])).toEqual([['Westside Discs', 'Putter']]);

      answer = { status: 503, body: 'down' };
      const failedBefore = lines.filter((l) => l.msg.includes('failed')).length;
      await expect
        .poll(() => lines.filter((l) => l.msg.includes('failed')).length)
        .toBeGreaterThan(failedBefore);
      const failed = lines.filter((l) => l.msg.includes('failed')).at(-1)!;
      expect(failed).toMatchObject({
        level: 40,
        msg: 'catalogue sync failed; the current catalogue is kept',
        err: `Could not fetch the catalogue from ${server.url}/disc: HTTP 503.`,
      });
      expect(await listDiscs(t.database.db)).toEqual(before);
    } finally {
      await sync.stop();
    }
  });

  it('runs one sync at a time, and on PostgreSQL skips while another process holds the lock', async () => {
    const logger = createLogger('silent');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const sync = startScheduledSync({
      database: t.database,
      url: 'http://unused.example/disc',
      intervalMs: 3_600_000,
      logger,
      sync: async () => {
        calls++;
        await gate;
        return {
          total: 0,
          added: 0,
          updated: 0,
          unchanged: 0,
          merged: 0,
          movedUserDiscs: 0,
          rejected: [],
          notes: [],
        };
      },
    });
    try {
      const first = sync.runOnce();
      expect(await sync.runOnce()).toBe('skipped');
      release();
      expect(await first).toBe('synced');
      expect(calls).toBe(1);

      if (t.database.kind === 'postgres' && t.database.pool) {
        const other = await t.database.pool.connect();
        try {
          await other.query('select pg_advisory_lock($1)', [SYNC_LOCK]);
          expect(await sync.runOnce()).toBe('skipped');
          expect(calls).toBe(1);
          await other.query('select pg_advisory_unlock($1)', [SYNC_LOCK]);
          expect(await sync.runOnce()).toBe('synced');
        } finally {
          other.release();
        }
      }
    } finally {
      await sync.stop();
    }
  });
});

import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
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

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a sync whose lock is lost during the download stops before it writes',
    async () => {
      const catalogue = (name: string) =>
        JSON.stringify([{ id: name, name, brand: 'Westside', category: 'Putters', speed: 2 }]);
      let arrived!: () => void;
      const downloading = new Promise<void>((resolve) => (arrived = resolve));
      let finishDownload!: () => void;
      const held = new Promise<void>((resolve) => (finishDownload = resolve));
      const source = await startLocalServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/slow') {
          arrived();
          void held.then(() => res.end(catalogue('Lost Lock')));
        } else {
          res.end(catalogue('Lock Holder'));
        }
      });
      const lines: { msg: string; err?: string }[] = [];
      const logger = pino(
        { level: 'info' },
        { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) },
      );
      // A second process on the same database: its own pool.
      const otherDatabase = await openDatabase({ databaseUrl: t.url!, poolSize: 2 });
      const first = startScheduledSync({
        database: t.database,
        url: `${source.url}/slow`,
        intervalMs: 3_600_000,
        logger,
      });
      const second = startScheduledSync({
        database: otherDatabase,
        url: `${source.url}/disc`,
        intervalMs: 3_600_000,
        logger: createLogger('silent'),
      });
      const admin = new pg.Client({ connectionString: t.url });
      await admin.connect();
      try {
        const outcome = first.runOnce();
        await downloading;
        expect(await second.runOnce()).toBe('skipped');

        // The backend holding the lock ends (an operator, a failover, a network cut).
        const holder = await admin.query<{ pid: number }>(
          `select pid from pg_locks
            where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and granted`,
          [SYNC_LOCK],
        );
        expect(holder.rows).toHaveLength(1);
        await admin.query('select pg_terminate_backend($1)', [holder.rows[0]!.pid]);

        // The lock is free, so the other process syncs this round.
        await expect.poll(() => second.runOnce(), { timeout: 10_000 }).toBe('synced');
        finishDownload();
        expect(await outcome).toBe('failed');

        const names = (await listDiscs(t.database.db)).map((d) => d.name);
        expect(names).toContain('Lock Holder');
        expect(names).not.toContain('Lost Lock');
        expect(lines.at(-1)).toMatchObject({
          msg: 'catalogue sync failed; the current catalogue is kept',
          err: 'The catalogue sync lost its database lock before writing; nothing was imported.',
        });
        // The process that lost its lock still syncs in a later round.
        expect(await first.runOnce()).toBe('synced');
      } finally {
        finishDownload();
        await admin.end();
        await first.stop();
        await second.stop();
        await otherDatabase.close();
        await source.close();
      }
    },
  );
});

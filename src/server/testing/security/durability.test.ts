import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverStorage,
  signUpOverHttp,
  startServer,
  type RunningServer,
  type ServerStorage,
} from '../server-process';

const WRITES = 500;
const KILL_AFTER = 150;
const IN_FLIGHT = 32;

/**
 * A crash in the middle of a burst of writes loses nothing that was acknowledged: 500 bag creates,
 * 32 in flight at a time, SIGKILL after some have answered 201, a restart on the same data, and every
 * acknowledged bag is there. Runs on PGlite (a DATA_DIR folder) and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
describe('durability: acknowledged writes survive a SIGKILL', () => {
  let storage: ServerStorage | null = null;
  let server: RunningServer | null = null;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    storage = await serverStorage('hyzer-durability-', env);
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await storage?.remove();
  });

  it(`keeps every acknowledged bag of ${WRITES} concurrent creates`, async () => {
    server = await startServer({ env });
    const { url } = server;
    const headers = { origin: url, 'content-type': 'application/json' };
    const cookie = await signUpOverHttp(url, 'durable@example.com');

    const acknowledged: string[] = [];
    const answers = new Map<number, number>();
    let killed: Promise<void> | null = null;
    const running = server;
    // A burst of IN_FLIGHT concurrent creates at a time, not all 500 at once: the pool answers 503
    // when a request waits more than 1.5 s for a connection, and with 500 queued on a loaded
    // machine most of the burst was refused before the kill (108 of 500 acknowledged in one CI
    // run), which says nothing about durability.
    let next = 0;
    const sender = async () => {
      while (next < WRITES && killed === null) {
        const i = next++;
        try {
          const res = await fetch(`${url}/api/bags`, {
            method: 'POST',
            headers: { ...headers, cookie },
            body: JSON.stringify({ name: `Bag ${i}` }),
          });
          answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
          if (res.status !== 201) continue;
          const bag = (await res.json()) as { id: string; name: string };
          acknowledged.push(bag.id);
          if (acknowledged.length === KILL_AFTER) killed = running.kill();
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    await (killed ?? running.kill());
    expect(
      acknowledged.length,
      `${JSON.stringify([...answers])}\n${running.output()}`,
    ).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(running.child.signalCode, 'the server was killed part-way').toBe('SIGKILL');

    server = await startServer({ env });
    const again = server.url;
    const health = await fetch(`${again}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    const list = await fetch(`${again}/api/bags`, { headers: { origin: again, cookie } });
    expect(list.status, server.output()).toBe(200);
    const stored = new Set(((await list.json()) as { id: string }[]).map((b) => b.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost, `acknowledged bags lost after SIGKILL (of ${acknowledged.length})`).toEqual([]);

    // The reopened database takes writes again (from a second player: the first may be at the
    // per-player bag limit after the burst).
    const second = await fetch(`${again}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: again, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'durable-2@example.com',
        password: 'correct horse 1',
        name: '',
      }),
    });
    expect(second.status).toBe(200);
    const cookie2 = second.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const more = await fetch(`${again}/api/bags`, {
      method: 'POST',
      headers: { origin: again, 'content-type': 'application/json', cookie: cookie2 },
      body: JSON.stringify({ name: 'After the crash' }),
    });
    expect(more.status).toBe(201);
  }, 240_000);
});

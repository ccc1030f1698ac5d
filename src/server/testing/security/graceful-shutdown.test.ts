import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverStorage,
  signUpOverHttp,
  startServer,
  type RunningServer,
  type ServerStorage,
} from '../server-process';

/** Resolves with everything the socket received once `done(text)` says it is complete. */
function receive(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const bounded = setTimeout(() => reject(new Error(`no complete answer; got: ${text}`)), 60_000);
    const check = () => {
      if (!done(text)) return false;
      clearTimeout(bounded);
      socket.off('data', onData);
      resolve(text);
      return true;
    };
    const onData = (d: Buffer) => {
      text += d.toString();
      check();
    };
    socket.on('data', onData);
    socket.once('close', () => {
      if (!check()) {
        clearTimeout(bounded);
        reject(new Error(`connection closed; got: ${text}`));
      }
    });
  });
}

/** Everything the socket receives until the connection ends (closed or cut by the server). */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const bounded = setTimeout(() => reject(new Error(`never closed; got: ${text}`)), 60_000);
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('error', () => {}); // a connection cut with a reset also ends here
    socket.once('close', () => {
      clearTimeout(bounded);
      resolve(text);
    });
  });
}

/** Waits until the process printed `line` (bounded generously: the machine may be busy). */
async function printed(server: RunningServer, line: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes(line)) {
    if (Date.now() > deadline) throw new Error(`never printed "${line}":\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function connectTo(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * A bag create whose body the client holds back: with Expect: 100-continue the server answers
 * "100 Continue" once it has the request, so the request is in flight when this resolves.
 */
async function heldBackCreate(url: string, cookie: string, body: string): Promise<Socket> {
  const slow = await connectTo(url);
  const continued = receive(slow, (t) => t.includes('\r\n\r\n'));
  slow.write(
    [
      'POST /api/bags HTTP/1.1',
      `Host: ${new URL(url).host}`,
      `Origin: ${url}`,
      `Cookie: ${cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  expect(await continued).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
  return slow;
}

/**
 * SIGTERM stops a real server process cleanly: the request in flight is answered, a new
 * connection is refused, the database is closed (an embedded folder opens again at once) and
 * the process exits 0. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('SIGTERM: a clean stop', () => {
  let server: RunningServer | null = null;
  let storage: ServerStorage | null = null;
  const env: Record<string, string> = { LOG_LEVEL: 'info' };

  beforeAll(async () => {
    storage = await serverStorage('hyzer-sigterm-', env);
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await storage?.remove();
  });

  it('answers the request in flight, refuses new connections, closes the database and exits 0', async () => {
    server = await startServer({ env });
    const { url } = server;
    const cookie = await signUpOverHttp(url, 'sigterm@example.com');

    const body = JSON.stringify({ name: 'Sent during shutdown' });
    const slow = await heldBackCreate(url, cookie, body);

    const exited = new Promise<number | null>((resolve) =>
      server!.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await printed(server, 'shutting down');

    await expect(connectTo(url), 'a new connection after SIGTERM').rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });

    const answered = untilClosed(slow);
    slow.write(body);
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const created = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { id: string };

    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');

    // The database was closed and its lock released: a new server opens the folder at once
    // and has the bag the last request made.
    server = await startServer({ env });
    const list = await fetch(`${server.url}/api/bags`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const bags = (await list.json()) as { id: string; name: string }[];
    expect(bags).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Sent during shutdown' }),
    );
    await server.stop();
    expect(server.child.exitCode, server.output()).toBe(0);
    server = null;
  }, 120_000);

  it('cuts a request still running after SHUTDOWN_GRACE_MS, and still closes the database and exits 0', async () => {
    server = await startServer({ env: { ...env, SHUTDOWN_GRACE_MS: '0' } });
    const { url } = server;
    const cookie = await signUpOverHttp(url, 'sigterm-cut@example.com');
    const slow = await heldBackCreate(url, cookie, JSON.stringify({ name: 'Never sent' }));
    const ended = untilClosed(slow);
    const exited = new Promise<number | null>((resolve) =>
      server!.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    // The client never sends the body: the server cuts the connection without an answer.
    expect(await ended).toBe('');
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('requests still running after the grace period were cut');

    server = await startServer({ env });
    const list = await fetch(`${server.url}/api/bags`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
    await server.stop();
    server = null;
  }, 120_000);
});

/**
 * An idle keep-alive connection stays open longer than a reverse proxy or client keeps its own,
 * and the server says for how long: a server that closes first (Node's default is 5 s) can close
 * a socket the other side is sending on at that moment, and that request fails with a reset.
 */
describe('keep-alive', () => {
  let server: RunningServer | null = null;
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a second request on a connection left idle for 6 s, and says it keeps it 65 s', async () => {
    server = await startServer();
    const socket = await connectTo(server.url);
    const get = () => {
      const answered = receive(socket, (t) => /\r\n\r\n[\s\S]*\}/.test(t));
      socket.write(`GET /api/health HTTP/1.1\r\nHost: ${new URL(server!.url).host}\r\n\r\n`);
      return answered;
    };
    const first = await get();
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first.toLowerCase()).toContain('keep-alive: timeout=65');
    await new Promise((r) => setTimeout(r, 6_000));
    expect(socket.destroyed, 'the server closed the idle connection').toBe(false);
    expect(await get()).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  }, 120_000);
});

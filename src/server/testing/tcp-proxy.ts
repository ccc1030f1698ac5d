import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection; new ones are accepted and then never answered (a blackhole). */
  cut(): void;
  /** Forwards new connections again. */
  restore(): void;
  /**
   * The database goes silent: sockets stay open, nothing is forwarded either way (bytes are held
   * in order) until resume(). New connections are accepted and held the same way.
   */
  stall(): void;
  /** Delivers the held bytes in order and forwards again. */
  resume(): void;
  /** Drops every open connection at once (a network cut), leaving the proxy up. */
  dropAll(): void;
  close(): Promise<void>;
}

/** A TCP proxy to host:port that a test can cut off and restore, to simulate a database outage. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let up = true;
  let held: Array<[Socket, Buffer]> | null = null;
  const track = (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => s.destroy());
  };
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (held) held.push([to, chunk]);
      else if (!to.destroyed) to.write(chunk);
    });
  const server: Server = createServer((client) => {
    track(client);
    if (!up) return; // accepted, never forwarded: the client must time out by itself
    const upstream = connect(port, host);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const s of open) s.destroy();
  };
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      up = false;
      dropAll();
    },
    restore() {
      up = true;
      dropAll();
    },
    stall() {
      held ??= [];
    },
    resume() {
      const queue = held ?? [];
      held = null;
      for (const [to, chunk] of queue) if (!to.destroyed) to.write(chunk);
    },
    dropAll,
    close: () =>
      new Promise<void>((resolve) => {
        held = null;
        dropAll();
        server.close(() => resolve());
      }),
  };
}

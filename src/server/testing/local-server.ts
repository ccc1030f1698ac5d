import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 with a free port, for sync tests. */
export async function startLocalServer(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A URL on 127.0.0.1 where nothing listens: port 2, below the range a server on port 0 is given
 * and not one of the ports fetch refuses to use. A free port that was just closed was not enough:
 * with test files running side by side, another file's server once got that port and answered
 * the "offline" request in CI.
 */
export function closedPortUrl(): string {
  return 'http://127.0.0.1:2/disc';
}

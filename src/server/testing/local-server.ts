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

/** A URL on 127.0.0.1 where nothing listens (a port that was just free). */
export async function closedPortUrl(): Promise<string> {
  const s = await startLocalServer(() => {});
  await s.close();
  return `${s.url}/disc`;
}

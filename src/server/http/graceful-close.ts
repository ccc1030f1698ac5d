import type { Server, ServerResponse } from 'node:http';

/**
 * Keeps track of the answers a server is writing, so that a shutdown can close the server the
 * way a client expects: call it once, right after the server is made.
 */
export function gracefulClose(server: Server) {
  const writing = new Set<ServerResponse>();
  let closing = false;
  const endKeepAlive = (res: ServerResponse) => {
    // The client learns from the answer that this connection ends with it.
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    writing.add(res);
    if (closing) endKeepAlive(res);
    res.once('close', () => writing.delete(res));
    res.once('finish', () => {
      // Its keep-alive connection is idle now: close it rather than wait for its timeout.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  /**
   * Stops taking connections (the port closes at once), closes idle keep-alive connections, lets
   * the requests in flight finish for up to `graceMs`, then cuts what still runs. Resolves when
   * every connection is gone; `cut` tells whether any request was cut.
   */
  return function close(graceMs: number): Promise<{ cut: boolean }> {
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of writing) endKeepAlive(res);
    server.closeIdleConnections();
    let grace: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => {
      grace = setTimeout(() => resolve(true), graceMs);
    });
    return Promise.race([closed.then(() => false as const), timedOut]).then(async (cut) => {
      clearTimeout(grace);
      if (cut) {
        server.closeAllConnections();
        await closed;
      }
      return { cut };
    });
  };
}

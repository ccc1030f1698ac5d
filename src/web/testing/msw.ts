/**
 * Test helper (not used by the app): a Mock Service Worker server for component and page tests,
 * so screens talk to a fake API through the real fetch client, query hooks and mutations.
 *   const api = startApiServer();                  // starts, resets and stops around the file
 *   api.use(http.post('/api/auth/update-user', () => HttpResponse.json({ status: true })));
 *   const calls = api.calls;                     // every request seen: { method, path, body }
 * The two reads every signed-in screen makes beside its own (the player's own discs and the throw
 * summary) answer as for a new player until a test gives its own. Any other request without a
 * handler fails the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { summariseThrows } from '../../core/throws/throw-summary';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export function startApiServer() {
  const server = setupServer(
    http.get('/api/own-discs', () => HttpResponse.json([])),
    http.get('/api/throws/summary', () => HttpResponse.json(summariseThrows([]))),
  );
  const calls: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: undefined,
    };
    calls.push(entry);
    void copy.text().then((text) => {
      if (!text) return;
      try {
        entry.body = JSON.parse(text) as unknown;
      } catch {
        entry.body = text; // a form upload
      }
    });
  });
  // MSW's own 'error' strategy only logs and fails the fetch, which a screen may swallow (a query
  // error, an empty state): the request is recorded here and the test fails after it ends.
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    // Soft, so the hooks after this one (the DOM's cleanup) still run.
    expect.soft(unhandled.splice(0), 'requests without a handler').toEqual([]);
  });
  afterAll(() => server.close());
  return { use: server.use.bind(server), calls };
}

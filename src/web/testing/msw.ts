/**
 * Test helper (not used by the app): a Mock Service Worker server for component and page tests,
 * so screens talk to a fake API through the real fetch client, query hooks and mutations.
 *   const api = startApiServer();                  // starts, resets and stops around the file
 *   api.use(http.post('/api/auth/update-user', () => HttpResponse.json({ status: true })));
 *   const calls = api.calls;                     // every request seen: { method, path, body }
 * Any request without a handler fails the test.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export function startApiServer() {
  const server = setupServer();
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
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());
  return { use: server.use.bind(server), calls };
}

import { vi } from 'vitest';

/** Test helper (not used by the app): a fetch stub answering by "METHOD path", recording calls. */
export type Answer = { status: number; body?: unknown } | 'offline';

export function stubFetch(routes: Record<string, Answer | Answer[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const route = routes[`${method} ${url}`];
    const answer = Array.isArray(route) ? route.shift() : route;
    if (!answer) return Promise.reject(new Error(`unexpected request ${method} ${url}`));
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return Promise.resolve(
      new Response(text, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

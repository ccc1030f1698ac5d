import type { Context } from 'hono';

/*
 * A middleware that looks into a body reads it once and passes a copy of its text on, never
 * through clone(). On Node 22 (undici 6) a Request's or Response's clone that is garbage-collected
 * cancels the original's body (nodejs/undici#4150): a sign-in whose clone the login throttle had
 * read then reached better-auth with a body it could not read, a 500, and an answer whose clone
 * was read could go out empty.
 */

/** The request's body as JSON (null when it is none); the request goes on with a copy. */
export async function readRequestJson(c: Context): Promise<unknown> {
  const text = await c.req.raw.text().catch(() => null);
  if (text === null) return null;
  c.req.raw = new Request(c.req.raw, { body: text });
  return parsed(text);
}

/** The answer's body as JSON (null when it is none); the answer goes on as a copy. */
export async function readAnswerJson(c: Context): Promise<unknown> {
  const res = c.res;
  if (res.body === null) return null;
  const text = await res.text();
  const { status, statusText, headers } = res;
  // Cleared first: set over an answer, Hono merges that answer's headers into the new one, and
  // the copy is to go on exactly as the answer was.
  c.res = undefined;
  c.res = new Response(text, { status, statusText, headers });
  return parsed(text);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { chooseCoding } from './compression';
import { COMPRESS_FROM_BYTES } from './kept-json';

/** The JSON text of a list whose items come as text in slices (`{…},{…}`): `[`, them, `]`. */
async function* jsonArrayText(
  first: string | null,
  rest: AsyncIterator<string>,
): AsyncGenerator<string> {
  let opened = false;
  const part = (items: string) => {
    const text = (opened ? ',' : '[') + items;
    opened = true;
    return text;
  };
  if (first) yield part(first);
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    if (next.value) yield part(next.value);
  }
  yield opened ? ']' : '[]';
}

/** A compressing stream for `coding`, on zlib's thread pool (the kept lists' levels). */
const compressor = (coding: 'br' | 'gzip') =>
  coding === 'gzip'
    ? createGzip({ level: 6 })
    : createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });

/**
 * Answers a JSON list read a slice at a time (the whole throw log: decision 0039) as it is read:
 * each slice is serialised and, when the client accepts it, compressed as a stream on zlib's
 * thread pool, so neither the list's text nor its compressed copy is ever whole in memory and the
 * event loop does one slice's work at a time. The next slice is read when the answer's reader
 * asks for more (back-pressure from the socket).
 *
 * The first slice is read before the answer starts, so a failure to read at all answers as an
 * error does; a failure later can only cut the answer short (the client sees an incomplete body).
 * The caller vouches that the items are `T`s' JSON; the route's tests compare them with its schema.
 */
export async function streamedJsonList<T>(
  c: Context,
  /** The items' JSON a slice at a time, each slice's items between commas, no brackets. */
  slices: AsyncIterable<string>,
): Promise<Response & TypedResponse<JSONParsed<T[]>, 200, 'json'>> {
  const it = slices[Symbol.asyncIterator]();
  const first = await it.next();
  // A first slice this short is a whole short log (a full slice is far longer): sent as it is,
  // like the kept lists below the same size.
  if (first.done || first.value.length < COMPRESS_FROM_BYTES) {
    await it.return?.();
    const whole = `[${first.done ? '' : first.value}]`;
    const res: Response = c.body(whole, 200, {
      'Content-Type': 'application/json',
      Vary: 'Accept-Encoding',
    });
    return res as Response & TypedResponse<JSONParsed<T[]>, 200, 'json'>;
  }
  // Bytes, not objects: the stream reads ahead by its byte mark (about a slice), not 16 slices.
  const text = Readable.from(jsonArrayText(first.done ? null : first.value, it), {
    objectMode: false,
  });
  const coding = chooseCoding(c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
  };
  let body: Readable = text;
  if (coding !== 'identity') {
    headers['Content-Encoding'] = coding;
    // pipeline ends both on an error (a slice that fails): the answer is then cut short.
    body = pipeline(text, compressor(coding), () => {});
  }
  const web = Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;
  const res: Response = c.body(web, 200, headers);
  return res as Response & TypedResponse<JSONParsed<T[]>, 200, 'json'>;
}

import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { chooseCoding, CompressedCopies } from './compression';

/** Shorter answers go out as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer kept in memory while it is current (a player's bag or disc list): its text, and
 * its compressed copies. A list is read many times between two writes; compressing it per
 * request cost a CompressionStream each time (BENCHMARKS.md, history 19). Brotli quality 5 comes
 * near 11's size for a list at a fraction of its time.
 */
export class KeptJson {
  readonly compressed: CompressedCopies;

  constructor(readonly text: string) {
    this.compressed = new CompressedCopies(text, { brotli: 5, gzip: 6 });
  }
}

/**
 * Answers a kept JSON text, compressed when the client accepts it and it is long enough, with the
 * type of `c.json(value)`, so the route still checks against its declaration. The caller vouches
 * that the text is a `T` serialised; the route's tests compare it with the declared schema.
 * Every header is given with the body: a header set after it would make Hono rebuild the answer
 * as a stream.
 */
export async function keptJsonAnswer<T, S extends ContentfulStatusCode>(
  c: Context,
  kept: KeptJson,
  status: S,
): Promise<Response & TypedResponse<JSONParsed<T>, S, 'json'>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
  };
  const coding = chooseCoding(c.req.header('accept-encoding'));
  let res: Response;
  if (coding === 'identity' || kept.text.length < COMPRESS_FROM_BYTES) {
    res = c.body(kept.text, status, headers);
  } else {
    headers['Content-Encoding'] = coding;
    res = c.body(await kept.compressed.get(coding), status, headers);
  }
  return res as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}

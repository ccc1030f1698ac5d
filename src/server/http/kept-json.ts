import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { chooseCoding, CompressedCopies } from './compression';
import type { SizedValue } from '../collection/user-disc-list-cache';

/** Shorter answers go out as they are: compressing them saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer kept in memory while it is current (a player's bag or disc list): its UTF-8
 * bytes, and its compressed copies. A list is read many times between two writes; compressing it
 * per request cost a CompressionStream each time (BENCHMARKS.md, history 19). Brotli quality 5
 * comes near 11's size for a list at a fraction of its time.
 *
 * The text is kept encoded, outside the JavaScript heap: a kept list then costs the collector
 * nothing to trace, its size in bytes is exact for the cache's budget (decision 0042), and an
 * answer sends the bytes as they are instead of encoding the text again per request.
 */
export class KeptJson implements SizedValue {
  readonly body: Buffer;
  readonly compressed: CompressedCopies;
  #compressedBytes = 0;
  readonly #counted = new Set<'br' | 'gzip'>();
  onResize: ((delta: number) => void) | null = null;

  constructor(text: string) {
    // Its own memory, never a slice of Node's shared pool: what is kept is what is counted.
    this.body = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
    this.body.write(text, 'utf8');
    this.compressed = new CompressedCopies(this.body, { brotli: 5, gzip: 6 });
  }

  /** The JSON text (decoded again: for the rare reader that needs the value, an export). */
  get text(): string {
    return this.body.toString('utf8');
  }

  /** The bytes this answer holds: its text and the compressed copies made so far. */
  get bytes(): number {
    return this.body.length + this.#compressedBytes;
  }

  /** The copy in `coding`, made on first request; its size is then counted in `bytes`. */
  async copy(coding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
    const copy = await this.compressed.get(coding);
    if (!this.#counted.has(coding)) {
      this.#counted.add(coding);
      this.#compressedBytes += copy.byteLength;
      this.onResize?.(copy.byteLength);
    }
    return copy;
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
  if (coding === 'identity' || kept.body.length < COMPRESS_FROM_BYTES) {
    res = c.body(bodyView(kept.body), status, headers);
  } else {
    headers['Content-Encoding'] = coding;
    res = c.body(await kept.copy(coding), status, headers);
  }
  return res as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}

/** The kept bytes as the body type Hono takes (a view, never a copy). */
function bodyView(body: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
}

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { chooseCoding, compressBody } from './compression';
import type { SizedValue } from '../collection/user-disc-list-cache';

/** Shorter answers go out as they are: compressing them saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer kept in memory while it is current (a player's bag or disc list): its UTF-8
 * bytes until a compressed copy is made, then that copy alone. A list is read many times between
 * two writes; compressing it per request cost a CompressionStream each time (BENCHMARKS.md,
 * history 19). Brotli quality 5 comes near 11's size for a list at a fraction of its time.
 *
 * The bytes are kept outside the JavaScript heap: a kept list costs the collector nothing to
 * trace, its size in bytes is exact for the cache's budget (decision 0042), and an answer sends
 * the bytes as they are instead of encoding the text again per request. Browsers always ask for a
 * compressed answer, so once one is made the text is let go (a 200-disc list is about a tenth of
 * its size as brotli): the budget then holds ten times the players, and a reader that needs the
 * text (an uncompressed request, an export, a page the server draws) gets it decompressed.
 */
export class KeptJson implements SizedValue {
  /** The JSON's length in bytes, kept or not. */
  readonly length: number;
  /** The JSON's bytes while no compressed copy is kept. */
  #body: Buffer | null;
  readonly #copies = new Map<Coding, Promise<Uint8Array<ArrayBuffer>>>();
  /** The copies made so far, by coding: what is kept once the text is let go. */
  readonly #made = new Map<Coding, Uint8Array<ArrayBuffer>>();
  onResize: ((delta: number) => void) | null = null;

  constructor(text: string) {
    // Its own memory, never a slice of Node's shared pool: what is kept is what is counted.
    this.length = Buffer.byteLength(text, 'utf8');
    this.#body = Buffer.allocUnsafeSlow(this.length);
    this.#body.write(text, 'utf8');
  }

  /** The JSON's bytes: kept, or decompressed from a kept copy (not kept again). */
  get body(): Buffer {
    if (this.#body) return this.#body;
    const [coding, copy] = this.#made.entries().next().value!;
    return coding === 'br' ? brotliDecompressSync(copy) : gunzipSync(copy);
  }

  /** The JSON text (decoded again: for the rare reader that needs the value, an export). */
  get text(): string {
    return this.body.toString('utf8');
  }

  /** The bytes this answer holds: its text while kept, and the compressed copies made so far. */
  get bytes(): number {
    let bytes = this.#body?.length ?? 0;
    for (const copy of this.#made.values()) bytes += copy.byteLength;
    return bytes;
  }

  /** The copy in `coding`, made on first request (on zlib's thread pool) and then kept. */
  copy(coding: Coding): Promise<Uint8Array<ArrayBuffer>> {
    let copy = this.#copies.get(coding);
    if (!copy) {
      copy = compress(this.body, coding).then((made) => {
        const before = this.bytes;
        this.#made.set(coding, made);
        this.#body = null;
        this.onResize?.(this.bytes - before);
        return made;
      });
      copy.catch(() => this.#copies.delete(coding));
      this.#copies.set(coding, copy);
    }
    return copy;
  }
}

type Coding = 'br' | 'gzip';

/** A player's list compressed (brotli 5, gzip 6) into memory of its own, not a pool's slice. */
async function compress(body: Buffer, coding: Coding): Promise<Uint8Array<ArrayBuffer>> {
  const made = await compressBody(body, coding, { brotli: 5, gzip: 6 });
  const own = new Uint8Array(new ArrayBuffer(made.length));
  own.set(made);
  return own;
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
  if (coding === 'identity' || kept.length < COMPRESS_FROM_BYTES) {
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

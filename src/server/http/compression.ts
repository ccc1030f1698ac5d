import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** How a body goes on the wire: compressed, or as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The best coding the client accepts: brotli, then gzip, else none (RFC 9110 Accept-Encoding). */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How hard to compress: slow and small for a body made once a day, quicker for a player's list. */
export interface CompressionLevels {
  brotli: number;
  gzip: number;
}

/**
 * A body's compressed copies, each made the first time a client asks for that coding (most ask
 * for one only), on zlib's thread pool, then kept. A failed compression is not kept: the next
 * request tries again.
 */
export class CompressedCopies {
  readonly #copies = new Map<'br' | 'gzip', Promise<Uint8Array<ArrayBuffer>>>();

  constructor(
    private readonly body: string | Buffer,
    private readonly levels: CompressionLevels,
  ) {}

  get(coding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
    let copy = this.#copies.get(coding);
    if (!copy) {
      copy = compressBody(this.body, coding, this.levels).then(
        (b) => new Uint8Array(b.buffer, b.byteOffset, b.length),
      );
      copy.catch(() => this.#copies.delete(coding));
      this.#copies.set(coding, copy);
    }
    return copy;
  }
}

/** A body compressed in `coding` at its level (brotli in text mode), on zlib's thread pool. */
export function compressBody(
  body: string | Buffer,
  coding: 'br' | 'gzip',
  levels: CompressionLevels,
): Promise<Buffer<ArrayBuffer>> {
  return coding === 'gzip'
    ? gzipAsync(body, { level: levels.gzip })
    : brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      });
}

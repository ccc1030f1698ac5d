import { open } from 'node:fs/promises';
import path from 'node:path';
import { CatalogueError } from './catalogue-error';
import {
  decodeCatalogueBytes,
  MAX_CATALOGUE_BYTES,
  tooLargeMessage,
  type CatalogueFormat,
} from './catalogue-input';

export interface SourceText {
  text: string;
  /** From the file extension or the response's Content-Type, when they tell. */
  format?: CatalogueFormat;
}

export interface ReadSourceOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

function formatOf(name: string): CatalogueFormat | undefined {
  const ext = path.extname(name).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.json') return 'json';
  if (/\btext\/csv\b/i.test(name)) return 'csv';
  if (/\bjson\b/i.test(name)) return 'json';
  return undefined;
}

async function readFileLimited(file: string, maxBytes: number): Promise<SourceText> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    const code = (err as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : (code ?? 'unreadable');
    throw new CatalogueError(`Cannot read the catalogue file ${file}: ${why}.`);
  }
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new CatalogueError(tooLargeMessage(size, maxBytes));
    const bytes = await handle.readFile();
    return { text: decodeCatalogueBytes(bytes, maxBytes), format: formatOf(file) };
  } finally {
    await handle.close();
  }
}

function fetchFailure(url: string, err: unknown, timeoutMs: number): CatalogueError {
  if (err instanceof CatalogueError) return err;
  const name = (err as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new CatalogueError(
      `Could not fetch the catalogue from ${url}: no answer within ${timeoutMs} ms.`,
    );
  }
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const detail =
    cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
  return new CatalogueError(`Could not fetch the catalogue from ${url}: ${detail}.`);
}

/** Reads a response body, giving up as soon as it grows past maxBytes. */
async function readBodyLimited(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new CatalogueError(tooLargeMessage(declared, maxBytes));
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (res.body) {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new CatalogueError(tooLargeMessage(null, maxBytes));
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks, total);
}

async function fetchLimited(url: string, timeoutMs: number, maxBytes: number): Promise<SourceText> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json, text/csv;q=0.9' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new CatalogueError(`Could not fetch the catalogue from ${url}: HTTP ${res.status}.`);
    }
    const bytes = await readBodyLimited(res, maxBytes);
    const format =
      formatOf(res.headers.get('content-type') ?? '') ?? formatOf(new URL(url).pathname);
    return { text: decodeCatalogueBytes(bytes, maxBytes), format };
  } catch (err) {
    throw fetchFailure(url, err, timeoutMs);
  }
}

/** The text of a catalogue file or http(s) URL, refusing anything over maxBytes (default 20 MB). */
export async function readCatalogueSource(
  source: string,
  opts: ReadSourceOptions = {},
): Promise<SourceText> {
  const maxBytes = opts.maxBytes ?? MAX_CATALOGUE_BYTES;
  if (isUrl(source)) return fetchLimited(source, opts.timeoutMs ?? 30_000, maxBytes);
  return readFileLimited(source, maxBytes);
}

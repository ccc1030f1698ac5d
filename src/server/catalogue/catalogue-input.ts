import { CatalogueError } from './catalogue-error';
import { CsvError, csvToRecords } from './csv';

/** Largest catalogue text accepted (the real catalogue is about 0.75 MB). */
export const MAX_CATALOGUE_BYTES = 20 * 1024 * 1024;

export type CatalogueFormat = 'json' | 'csv';

const MB = 1024 * 1024;

export function tooLargeMessage(bytes: number | null, maxBytes: number): string {
  const size = bytes === null ? 'more than' : `${(bytes / MB).toFixed(1)} MB, over`;
  return `The catalogue is too large (${size} the ${(maxBytes / MB).toFixed(0)} MB limit); nothing was imported.`;
}

/** UTF-8 bytes → text, refusing more than maxBytes before decoding anything. */
export function decodeCatalogueBytes(bytes: Uint8Array, maxBytes = MAX_CATALOGUE_BYTES): string {
  if (bytes.byteLength > maxBytes)
    throw new CatalogueError(tooLargeMessage(bytes.byteLength, maxBytes));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CatalogueError('The catalogue is not valid UTF-8 text; nothing was imported.');
  }
}

/** JSON when the text starts with '[' or '{', otherwise CSV. */
export function sniffFormat(text: string): CatalogueFormat {
  const first = /\S/.exec(text.replace(/^\uFEFF/, ''))?.[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/**
 * Catalogue text → its records (not yet validated). JSON must be an array (DiscIt's `GET /disc`
 * shape) or an object with a `discs` array; CSV must have a header row naming at least a `name`
 * column.
 */
export function parseCatalogueText(
  text: string,
  format: CatalogueFormat = sniffFormat(text),
  maxBytes = MAX_CATALOGUE_BYTES,
): unknown[] {
  // UTF-16 length is at most the UTF-8 byte count, so only measure when it could matter.
  if (text.length > maxBytes / 3 && Buffer.byteLength(text) > maxBytes) {
    throw new CatalogueError(tooLargeMessage(Buffer.byteLength(text), maxBytes));
  }
  if (format === 'csv') {
    try {
      return csvToRecords(text);
    } catch (err) {
      if (err instanceof CsvError) {
        throw new CatalogueError(
          `The catalogue is not valid CSV: ${err.message} Nothing was imported.`,
        );
      }
      throw err;
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    const detail = err instanceof Error ? ` (${err.message})` : '';
    throw new CatalogueError(`The catalogue is not valid JSON${detail}; nothing was imported.`);
  }
  return expectArray(value);
}

/**
 * The records of an already parsed catalogue: a JSON array of discs (DiscIt's `GET /disc`), or a
 * document holding them in a `discs` array (`{ "last_updated": ..., "discs": [...] }`, the shape
 * of DiscIt-derived snapshots; its other fields are ignored).
 */
export function expectArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && 'discs' in value) {
    const discs = value.discs;
    if (Array.isArray(discs)) return discs;
  }
  const got =
    value === null
      ? 'null'
      : typeof value === 'object'
        ? 'an object without a "discs" array'
        : `a ${typeof value}`;
  throw new CatalogueError(
    `The catalogue must be a JSON array of discs or an object with a "discs" array, but it is ${got}; nothing was imported.`,
  );
}

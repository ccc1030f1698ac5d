import { normaliseCatalogue } from '../../core/disc/normalise';
import type { Db } from '../db/client';
import { CatalogueError, type RejectedRecord } from './catalogue-error';
import { notifyCatalogueChanged } from './catalogue-changes';
import {
  decodeCatalogueBytes,
  expectArray,
  MAX_CATALOGUE_BYTES,
  parseCatalogueText,
  type CatalogueFormat,
} from './catalogue-input';
import { upsertDiscs } from './disc-repository';
import { supersedeDerivedIds } from './supersede-derived';

export interface ImportOptions {
  /** For text or bytes: 'json' or 'csv'; guessed from the first character when absent. */
  format?: CatalogueFormat;
  /** Text or bytes larger than this are refused before parsing (default 20 MB). */
  maxBytes?: number;
  /**
   * Largest share of rejected records that still imports the valid ones (default 0.5). Above it
   * the input is most likely the wrong file or a broken source, so nothing is stored.
   */
  maxRejectedShare?: number;
}

export interface ImportReport {
  /** Records in the input, rejected ones included. */
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Discs stored under a derived id (starter, id-less CSV) replaced by the same disc with a source id. */
  superseded: number;
  rejected: RejectedRecord[];
}

export const DEFAULT_MAX_REJECTED_SHARE = 0.5;

function textField(raw: unknown, key: 'id' | 'name'): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const v = (raw as Record<string, unknown>)[key];
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  return v.trim().slice(0, 200);
}

function toRecords(input: unknown, opts: ImportOptions): unknown[] {
  const maxBytes = opts.maxBytes ?? MAX_CATALOGUE_BYTES;
  if (typeof input === 'string') return parseCatalogueText(input, opts.format, maxBytes);
  if (input instanceof Uint8Array) {
    return parseCatalogueText(decodeCatalogueBytes(input, maxBytes), opts.format, maxBytes);
  }
  return expectArray(input);
}

function summarise(rejected: readonly RejectedRecord[]): string {
  const shown = rejected
    .slice(0, 3)
    .map((r) => `#${r.index}${r.name ? ` (${r.name})` : ''}: ${r.reason}`);
  return shown.join('; ') + (rejected.length > 3 ? '; …' : '');
}

/**
 * Imports a catalogue: an array of DiscIt-shaped records, or JSON/CSV text or bytes. Records are
 * normalised (core normaliseDisc); each valid one is upserted by id (DiscIt's id, or
 * stableDiscId(brand, name) when it has none) and invalid ones are reported in `rejected`. All
 * writes happen in one transaction. Nothing is stored, and a CatalogueError says why, when the
 * input is unusable as a whole (not JSON, not an array, too large, empty) or when more than
 * `maxRejectedShare` of its records are rejected. Discs missing from the input are kept, except
 * derived-id rows the input supersedes (see supersedeDerivedIds).
 */
export async function importCatalogue(
  db: Db,
  input: unknown,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const records = toRecords(input, opts);
  if (records.length === 0) {
    throw new CatalogueError('The catalogue contains no discs; nothing was imported.');
  }
  const { discs, rejected: problems } = normaliseCatalogue(records);
  const rejected = problems.map(({ index, reason }): RejectedRecord => {
    const raw = records[index];
    const id = textField(raw, 'id');
    const name = textField(raw, 'name');
    return { index, ...(id ? { id } : {}), ...(name ? { name } : {}), reason };
  });
  const maxShare = opts.maxRejectedShare ?? DEFAULT_MAX_REJECTED_SHARE;
  if (rejected.length > records.length * maxShare) {
    throw new CatalogueError(
      `Import aborted: ${rejected.length} of ${records.length} records were rejected, so nothing ` +
        `was imported. ${summarise(rejected)}`,
      rejected,
    );
  }
  const counts = await db.transaction(async (tx) => {
    const upserted = await upsertDiscs(tx, discs);
    return { ...upserted, superseded: await supersedeDerivedIds(tx, discs) };
  });
  if (counts.added + counts.updated + counts.superseded > 0) notifyCatalogueChanged(db);
  return { total: records.length, ...counts, rejected };
}

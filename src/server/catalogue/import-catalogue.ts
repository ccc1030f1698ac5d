import { planImport } from '../../core/disc/catalogue-merge';
import { normaliseCatalogue } from '../../core/disc/normalise';
import type { Db } from '../db/client';
import { pgCode } from '../db/error-chain';
import { applyMergePlan } from './apply-merge-plan';
import { CatalogueError, type RejectedRecord } from './catalogue-error';
import { notifyCatalogueChanged } from './catalogue-changes';
import {
  decodeCatalogueBytes,
  expectArray,
  MAX_CATALOGUE_BYTES,
  parseCatalogueText,
  type CatalogueFormat,
} from './catalogue-input';
import { listDiscs } from './disc-repository';
import { isDerivedId } from './legacy-derived-id';

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
  /**
   * Runs first inside the write transaction; throwing stops the import with nothing stored (the
   * scheduled sync checks there that it still holds its lock).
   */
  beforeWrite?: (tx: Db) => Promise<void>;
}

export interface ImportReport {
  /** Records in the input, rejected ones included. */
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  /**
   * Stored entries merged into another entry because they are the same disc (same canonical brand
   * and name): a derived id (starter set, id-less file) replaced by a source's id, or a duplicate.
   */
  merged: number;
  /** User discs moved to the surviving entry of a merge. */
  movedUserDiscs: number;
  rejected: RejectedRecord[];
  /** Records imported with a remark: an id we could not keep, replaced by a derived one. */
  notes: RejectedRecord[];
}

export const DEFAULT_MAX_REJECTED_SHARE = 0.5;

function textField(raw: unknown, key: 'id' | 'name'): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const v = (raw as Record<string, unknown>)[key];
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  // Shown to the operator and logged: control characters and unpaired surrogates become U+FFFD.
  return [...v.trim().slice(0, 200)]
    .map((ch) => (ch.length === 1 && /\p{Cc}|\p{Cs}/u.test(ch) ? '\ufffd' : ch))
    .join('');
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
 * Imports a catalogue: an array of DiscIt-shaped records, a `{ discs: [...] }` document, or
 * JSON/CSV text or bytes. Records are normalised (core normaliseDisc: canonical brand and
 * category, bounded numbers) and matched to stored entries by id, then by canonical brand and
 * normalised name (core planImport), so a disc is never stored twice; invalid records are
 * reported in `rejected` and the rest is imported. All writes happen in one transaction. Nothing
 * is stored, and a CatalogueError says why, when the input is unusable as a whole (not JSON, no
 * discs array, too large, empty), when more than `maxRejectedShare` of its records are rejected,
 * or when the database refuses the writes. Discs missing from the input are kept.
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
  const { discs, rejected: problems, notes: remarks } = normaliseCatalogue(records);
  const describe = ({ index, reason }: { index: number; reason: string }): RejectedRecord => {
    const raw = records[index];
    const id = textField(raw, 'id');
    const name = textField(raw, 'name');
    return { index, ...(id ? { id } : {}), ...(name ? { name } : {}), reason };
  };
  const rejected = problems.map(describe);
  const notes = remarks.map(describe);
  const maxShare = opts.maxRejectedShare ?? DEFAULT_MAX_REJECTED_SHARE;
  if (rejected.length > records.length * maxShare) {
    throw new CatalogueError(
      `Import aborted: ${rejected.length} of ${records.length} records were rejected, so nothing ` +
        `was imported. ${summarise(rejected)}`,
      rejected,
    );
  }
  let applied;
  try {
    applied = await db.transaction(async (tx) => {
      await opts.beforeWrite?.(tx);
      return applyMergePlan(tx, planImport(await listDiscs(tx), discs, isDerivedId));
    });
  } catch (err) {
    if (err instanceof CatalogueError) throw err;
    throw storeFailure(err);
  }
  const { added, updated, unchanged, merged, moved } = applied;
  if (added + updated + merged + moved > 0) notifyCatalogueChanged(db);
  return {
    total: records.length,
    added,
    updated,
    unchanged,
    merged,
    movedUserDiscs: moved,
    rejected,
    notes,
  };
}

/**
 * A database failure while storing, as an operator message. The driver's own message carries the
 * SQL and its parameters (whole catalogue records), so only the SQLSTATE is shown.
 */
function storeFailure(err: unknown): CatalogueError {
  const code = pgCode(err);
  return new CatalogueError(
    `The database could not store the catalogue${code ? ` (PostgreSQL error ${code})` : ''}; ` +
      'nothing was imported.',
  );
}

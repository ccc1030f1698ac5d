import type { Db } from '../db/client';
import { importCatalogue, type ImportOptions, type ImportReport } from './import-catalogue';
import { readCatalogueSource } from './read-source';

export interface SyncOptions extends Pick<
  ImportOptions,
  'maxBytes' | 'maxRejectedShare' | 'beforeWrite'
> {
  /** Whole request, body included (default 30 s). */
  timeoutMs?: number;
}

/**
 * Fetches DiscIt's `GET /disc` (a JSON array of discs) and imports it. Throws CatalogueError,
 * with nothing stored, when the URL cannot be fetched in time or its answer is unusable.
 */
export async function syncFromDiscit(
  db: Db,
  url: string,
  opts: SyncOptions = {},
): Promise<ImportReport> {
  const { text } = await readCatalogueSource(url, opts);
  return importCatalogue(db, text, { ...opts, format: 'json' });
}

/** Imports a catalogue file (.json or .csv, otherwise guessed from its first character) or URL. */
export async function importCatalogueFrom(
  db: Db,
  source: string,
  opts: SyncOptions & Pick<ImportOptions, 'format'> = {},
): Promise<ImportReport> {
  const { text, format } = await readCatalogueSource(source, opts);
  return importCatalogue(db, text, { ...opts, format: opts.format ?? format });
}

import { createHash } from 'node:crypto';
import type { Disc, DiscDetails } from '../../core/disc/types';
import { compareText } from '../../core/stats/compare-text';
import type { Db } from '../db/client';
import { CompressedCopies, type ContentCoding } from '../http/compression';
import type { Logger } from '../logger';
import { catalogueGeneration } from './catalogue-changes';
import { catalogueVersion, listDiscs, type CatalogueVersion } from './disc-repository';

/** One disc as GET /api/catalog serves it: the Disc fields the UI uses (no link, no timestamps). */
export type CatalogueDisc = Omit<Disc, 'link'>;

/**
 * The served catalogue, serialised once per catalogue state; each compressed body is made the
 * first time a client asks for that coding, then kept (most clients ask for one coding only).
 */
export interface CatalogueSnapshot {
  count: number;
  /** Hash of the uncompressed JSON; the ETag of each coding is derived from it. */
  hash: string;
  /** The catalogue JSON in this coding (compressed on first use: brotli 11 or gzip 9). */
  body(coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>>;
  brands: readonly string[];
  categories: readonly string[];
  /**
   * Each entry's `discDetails` as a user disc carries it (name, brand, category, speed, glide,
   * turn, fade), as JSON text, by catalogue id: what GET /api/user-discs attaches.
   */
  details: ReadonlyMap<string, string>;
  version: CatalogueVersion;
  generation: number;
}

const sortedDistinct = (values: Iterable<string>) => [...new Set(values)].sort(compareText);

export function toCatalogueDisc(d: Disc): CatalogueDisc {
  const { link: _link, ...served } = d;
  return served;
}

/** A user disc's discDetails for this catalogue entry, as JSON text (the keys in this order). */
export function detailsJson(d: DiscDetails): string {
  const { name, brand, category, speed, glide, turn, fade } = d;
  return JSON.stringify({ name, brand, category, speed, glide, turn, fade });
}

/** Sorts (name, brand, id) and serialises the catalogue; compression waits for a first client. */
export function buildCatalogueSnapshot(
  discs: readonly Disc[],
  version: CatalogueVersion = { count: discs.length, lastUpdated: 0 },
  generation = 0,
): CatalogueSnapshot {
  const sorted = [...discs].sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(a.brand, b.brand) || compareText(a.id, b.id),
  );
  const identity = Buffer.from(JSON.stringify(sorted.map(toCatalogueDisc)));
  // Copies into plain ArrayBuffers (Buffers may sit in a shared pool).
  const plain = new Uint8Array(identity);
  const compressed = new CompressedCopies(identity, { brotli: 11, gzip: 9 });
  return {
    count: sorted.length,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    body(coding) {
      return coding === 'identity' ? Promise.resolve(plain) : compressed.get(coding);
    },
    brands: sortedDistinct(sorted.map((d) => d.brand)),
    categories: sortedDistinct(sorted.map((d) => d.category)),
    details: new Map(sorted.map((d) => [d.id, detailsJson(d)])),
    version,
    generation,
  };
}

export interface CatalogueSnapshots {
  /** The snapshot of the current catalogue, rebuilt only when the catalogue has changed. */
  current(): Promise<CatalogueSnapshot>;
}

/**
 * How long a process serves its catalogue snapshot before asking the database whether it changed.
 * A catalogue import made by another process sharing the database (the CLI, another server) is
 * served by every process within this time; one made through this process is served at once.
 */
export const CATALOGUE_RECHECK_MS = 5_000;

export interface SnapshotOptions {
  /** How long a snapshot is served before the database is asked whether it changed (CATALOGUE_RECHECK_MS). */
  recheckMs?: number;
  logger?: Logger;
  now?: () => number;
}

/**
 * Keeps one snapshot in memory. Changes made through this process (importCatalogue) are seen at
 * once; changes by other processes sharing the database within `recheckMs`, by comparing
 * count(*) and max(updated_at). When that check fails but a snapshot exists, the old one is
 * served (and logged) rather than failing the request.
 */
export function createCatalogueSnapshots(db: Db, opts: SnapshotOptions = {}): CatalogueSnapshots {
  const recheckMs = opts.recheckMs ?? CATALOGUE_RECHECK_MS;
  const now = opts.now ?? Date.now;
  let snapshot: CatalogueSnapshot | null = null;
  let checkedAt = 0;
  let pending: Promise<CatalogueSnapshot> | null = null;

  async function refresh(): Promise<CatalogueSnapshot> {
    const generation = catalogueGeneration(db);
    try {
      const version = await catalogueVersion(db);
      checkedAt = now();
      const old = snapshot;
      if (
        old &&
        old.version.count === version.count &&
        old.version.lastUpdated === version.lastUpdated
      ) {
        snapshot = { ...old, generation };
      } else {
        snapshot = buildCatalogueSnapshot(await listDiscs(db), version, generation);
      }
      return snapshot;
    } catch (err) {
      if (!snapshot) throw err;
      checkedAt = now();
      opts.logger?.warn(
        { err: (err as Error).message },
        'catalogue check failed; serving the last snapshot',
      );
      return snapshot;
    }
  }

  return {
    current() {
      if (
        snapshot &&
        snapshot.generation === catalogueGeneration(db) &&
        now() - checkedAt < recheckMs
      ) {
        return Promise.resolve(snapshot);
      }
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

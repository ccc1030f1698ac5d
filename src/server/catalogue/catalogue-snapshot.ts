import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Disc } from '../../core/disc/types';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { catalogueGeneration } from './catalogue-changes';
import { catalogueVersion, listDiscs, type CatalogueVersion } from './disc-repository';

/** One disc as GET /api/catalog serves it: the Disc fields the UI uses (no link, no timestamps). */
export type CatalogueDisc = Omit<Disc, 'link'>;

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The served catalogue, serialised and compressed once per catalogue state. */
export interface CatalogueSnapshot {
  count: number;
  /** Hash of the uncompressed JSON; the ETag of each coding is derived from it. */
  hash: string;
  bodies: Readonly<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
  brands: readonly string[];
  categories: readonly string[];
  version: CatalogueVersion;
  generation: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Display order: case- and accent-insensitive, numbers by value, then by code points. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const sortedDistinct = (values: Iterable<string>) => [...new Set(values)].sort(compareNames);

export function toCatalogueDisc(d: Disc): CatalogueDisc {
  return {
    id: d.id,
    name: d.name,
    brand: d.brand,
    category: d.category,
    speed: d.speed,
    glide: d.glide,
    turn: d.turn,
    fade: d.fade,
    stability: d.stability,
    pic: d.pic,
    color: d.color,
    background_color: d.background_color,
  };
}

/** Sorts (name, brand, id), serialises and compresses the catalogue: brotli 11 and gzip 9. */
export async function buildCatalogueSnapshot(
  discs: readonly Disc[],
  version: CatalogueVersion = { count: discs.length, lastUpdated: 0 },
  generation = 0,
): Promise<CatalogueSnapshot> {
  const sorted = [...discs].sort(
    (a, b) =>
      compareNames(a.name, b.name) || compareNames(a.brand, b.brand) || compareNames(a.id, b.id),
  );
  const identity = Buffer.from(JSON.stringify(sorted.map(toCatalogueDisc)));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    count: sorted.length,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    // Copies into plain ArrayBuffers (Buffers may sit in a shared pool).
    bodies: {
      identity: new Uint8Array(identity),
      br: new Uint8Array(br),
      gzip: new Uint8Array(gz),
    },
    brands: sortedDistinct(sorted.map((d) => d.brand)),
    categories: sortedDistinct(sorted.map((d) => d.category)),
    version,
    generation,
  };
}

export interface CatalogueSnapshots {
  /** The snapshot of the current catalogue, rebuilt only when the catalogue has changed. */
  current(): Promise<CatalogueSnapshot>;
}

export interface SnapshotOptions {
  /** How long a snapshot is served before the database is asked whether it changed (5 s). */
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
  const recheckMs = opts.recheckMs ?? 5_000;
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
        snapshot = await buildCatalogueSnapshot(await listDiscs(db), version, generation);
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

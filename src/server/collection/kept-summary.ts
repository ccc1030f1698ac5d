import type { Db } from '../db/client';
import { KeptJson } from '../http/kept-json';
import { userDiscListCache, type ListKind } from './user-disc-list-cache';

/** How often the database computed a summary (the tests and GET /api/metrics' readers). */
export interface KeptSummaryStats {
  computed: number;
  /** Reads that waited for a computation already running for the same data. */
  joined: number;
}

/**
 * A summary of one player's data, kept in memory as the API answers it (its JSON and compressed
 * copies, in the list cache's byte budget of decision 0042), computed once per change of the data
 * and shared by the reads that ask meanwhile (decision 0039, "Kept summaries"). On embedded
 * PGlite, which runs one query at a time, five reads at once would otherwise be five reads of the
 * whole history ahead of every other request.
 *
 * Whether a kept summary is current is asked of the database, on both databases: `versionOf`
 * reads one row a trigger raises in the transaction of every statement that changes the data,
 * whichever path or process wrote. It is read before the summary: a write that commits while the
 * summary is computed leaves it kept under the older version, so the next read computes it again.
 */
export class KeptSummary {
  readonly #db: Db;
  readonly #kind: ListKind;
  readonly #versionOf: (userId: string) => Promise<number>;
  readonly #compute: (userId: string) => Promise<unknown>;
  /** The computation in flight per player and version. */
  readonly #running = new Map<string, Promise<KeptJson>>();
  #computed = 0;
  #joined = 0;

  constructor(
    db: Db,
    kind: ListKind,
    versionOf: (userId: string) => Promise<number>,
    compute: (userId: string) => Promise<unknown>,
  ) {
    this.#db = db;
    this.#kind = kind;
    this.#versionOf = versionOf;
    this.#compute = compute;
  }

  /** The player's summary as JSON, kept or computed. */
  async read(userId: string): Promise<KeptJson> {
    const version = await this.version(userId);
    const key = `${userId}:${version}`;
    const running = this.#running.get(key);
    if (running) {
      this.#joined++;
      return running;
    }
    const read = userDiscListCache(this.#db).read(
      this.#kind,
      userId,
      { version, local: false },
      async () => {
        this.#computed++;
        return new KeptJson(JSON.stringify(await this.#compute(userId)));
      },
    );
    this.#running.set(key, read);
    try {
      return await read;
    } finally {
      this.#running.delete(key);
    }
  }

  /** The player's data version (0 before their first write). */
  version(userId: string): Promise<number> {
    return this.#versionOf(userId);
  }

  stats(): KeptSummaryStats {
    return { computed: this.#computed, joined: this.#joined };
  }
}

/** One kept summary of a kind per database handle. */
export function keptPerDatabase(make: (db: Db) => KeptSummary): (db: Db) => KeptSummary {
  const made = new WeakMap<object, KeptSummary>();
  return (db) => {
    let kept = made.get(db);
    if (!kept) {
      kept = make(db);
      made.set(db, kept);
    }
    return kept;
  };
}

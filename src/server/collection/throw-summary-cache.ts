import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { playerThrowCount } from '../db/schema';
import { KeptJson } from '../http/kept-json';
import { throwRepository } from './throw-repository';
import { userDiscListCache } from './user-disc-list-cache';

/** How often the database computed a summary (the tests and GET /api/metrics' readers). */
export interface ThrowSummaryStats {
  computed: number;
  /** Reads that waited for a computation already running for the same log. */
  joined: number;
}

/**
 * Each player's throw summary (GET /api/throws/summary), kept in memory as the API answers it
 * (its JSON and compressed copies, in the list cache's byte budget of decision 0042), computed
 * once per change of the player's log and shared by the reads that ask meanwhile (decision 0039,
 * "Kept summaries"). On embedded PGlite, which runs one query at a time, five reads at once
 * would otherwise be fifteen grouped queries of the whole log ahead of every other request.
 *
 * Whether a kept summary is current is asked of the database, on both databases: the player's
 * throw version (player_throw_count.version) is raised by triggers in the transaction of every
 * statement that inserts, updates or deletes throws, whichever path or process wrote: a PUT, a
 * DELETE, an import's slices, a disc or bag deleted with its throws, an account deleted. Reading
 * it is one row by primary key, before the summary: a write that commits while the summary is
 * computed leaves it kept under the older version, so the next read computes it again.
 */
export class ThrowSummaryCache {
  readonly #db: Db;
  readonly #throws: ReturnType<typeof throwRepository>;
  /** The computation in flight per player and version. */
  readonly #running = new Map<string, Promise<KeptJson>>();
  #computed = 0;
  #joined = 0;

  constructor(db: Db) {
    this.#db = db;
    this.#throws = throwRepository(db);
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
      'throwSummary',
      userId,
      { version, local: false },
      async () => {
        this.#computed++;
        return new KeptJson(JSON.stringify(await this.#throws.summary(userId)));
      },
    );
    this.#running.set(key, read);
    try {
      return await read;
    } finally {
      this.#running.delete(key);
    }
  }

  /** The player's throw version (0 before their first throw). */
  async version(userId: string): Promise<number> {
    const [row] = await this.#db
      .select({ version: playerThrowCount.version })
      .from(playerThrowCount)
      .where(eq(playerThrowCount.userId, userId));
    return row?.version ?? 0;
  }

  stats(): ThrowSummaryStats {
    return { computed: this.#computed, joined: this.#joined };
  }
}

const caches = new WeakMap<object, ThrowSummaryCache>();

/** The one summary cache of a database handle. */
export function throwSummaryCache(db: Db): ThrowSummaryCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ThrowSummaryCache(db);
    caches.set(db, cache);
  }
  return cache;
}

import { catalogueGeneration } from '../catalogue/catalogue-changes';

/** At most this many lists are kept; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/** The two lists kept per player: GET /api/bags and GET /api/user-discs. */
export type ListKind = 'bags' | 'discs';

interface Entry {
  value: unknown;
  /** The player's data version the list was read under; null when it was not read. */
  version: number | null;
  /** The catalogue generation the list was read under (discDetails come from the catalogue). */
  catalogue: number;
  /** What else the list depends on (the served catalogue's hash, for the user-disc list). */
  tag: string;
}

/** How a list read may be kept and served from memory. */
export interface KeepOptions {
  /**
   * The player's data version read with the session, before the list (player_version, raised
   * by triggers in the transaction of every write to the player's bags and discs). When given,
   * a kept list is served only while it is unchanged: correct with any number of processes.
   */
  version: number | null;
  /**
   * Serve kept lists without a version (embedded PGlite: this process is the only writer, and
   * every write path calls `changed`). Without this and without a version nothing is kept.
   */
  local: boolean;
  /** Anything else the list was built from; a kept list with another tag is not served. */
  tag?: string;
}

/**
 * Each player's bag list and user-disc list, kept in memory as the API answers them.
 *
 * Two ways to know a kept list is still right, one per database:
 * - **PostgreSQL (several processes):** the player's data version. Triggers on `bag` and
 *   `user_disc` raise it in the same transaction as every write, whoever makes it (another
 *   process, the CLI, raw SQL); the session look-up reads it in the same round trip, before the
 *   list; a list is served only under the version it was read under.
 * - **Embedded PGlite (one process):** the session is usually served from memory, so no version
 *   is read; every write path in this process reports after its commit with
 *   `userDiscListCache(db).changed(userId)`, which drops both of the player's lists. A write
 *   counter stops a read that raced any write from storing what it read.
 *
 * A new write path to bags or user discs must call `changed(userId)` after its commit (or when
 * it fails: dropping is always safe); `player-lists-fresh.test.ts` runs every write route of the
 * API and fails when the next list is stale. Catalogue imports, syncs and merges bump the
 * catalogue generation (catalogue-changes.ts); a user-disc list read under an older generation
 * or another catalogue snapshot is not served.
 */
export class PlayerListCache {
  #entries = new Map<string, Entry>();
  #writes = 0;

  constructor(private readonly db: object) {}

  /** The kept list, or null when none is current. */
  get<T>(kind: ListKind, userId: string, keep: KeepOptions): T | null {
    const key = `${kind}:${userId}`;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    const current =
      entry.catalogue === catalogueGeneration(this.db) &&
      entry.tag === (keep.tag ?? '') &&
      (keep.version === null ? keep.local : entry.version === keep.version);
    if (!current) {
      this.#entries.delete(key);
      return null;
    }
    return entry.value as T;
  }

  /**
   * The kept list if current, else `read`'s answer, kept unless a write (of anyone's lists, in
   * this process) or a catalogue change happened while it ran.
   */
  async read<T>(
    kind: ListKind,
    userId: string,
    keep: KeepOptions,
    read: () => Promise<T>,
  ): Promise<T> {
    if (keep.version === null && !keep.local) return read();
    const cached = this.get<T>(kind, userId, keep);
    if (cached !== null) return cached;
    const writes = this.#writes;
    const catalogue = catalogueGeneration(this.db);
    const value = await read();
    if (writes === this.#writes && catalogue === catalogueGeneration(this.db)) {
      const key = `${kind}:${userId}`;
      this.#entries.delete(key); // re-inserted last: the oldest entries go first
      if (this.#entries.size >= MAX_ENTRIES)
        this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, { value, version: keep.version, catalogue, tag: keep.tag ?? '' });
    }
    return value;
  }

  /**
   * A write to this player's bags or discs committed (or failed: dropping is always safe). Drops
   * both of the player's lists.
   */
  changed(userId: string): void {
    this.#writes++;
    this.#entries.delete(`bags:${userId}`);
    this.#entries.delete(`discs:${userId}`);
  }
}

const caches = new WeakMap<object, PlayerListCache>();

/**
 * The one list cache of a database handle, shared by every repository that reads or writes bags
 * and user discs. (The name is older than the bag list's place in it.)
 */
export function userDiscListCache(db: object): PlayerListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PlayerListCache(db);
    caches.set(db, cache);
  }
  return cache;
}

import { catalogueGeneration } from '../catalogue/catalogue-changes';

/** The per-process budget when none is configured (LIST_CACHE_MB): 256 MiB. */
export const DEFAULT_LIST_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * What is kept per player: GET /api/bags, GET /api/user-discs, GET /api/throws/summary,
 * GET /api/rounds/stats and the newest page of GET /api/rounds (kept-summary.ts, always kept
 * under the player's throw or round version).
 */
const LIST_KINDS = ['bags', 'discs', 'throwSummary', 'roundStats', 'roundList'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * What the cache keeps: a value that knows its size in bytes (its JSON text and the compressed
 * copies made so far), and says when that size changes (a copy made on first request).
 */
export interface SizedValue {
  readonly bytes: number;
  /** Set by the cache while the value is kept; called with the change in `bytes`. */
  onResize: ((delta: number) => void) | null;
}

interface Entry {
  value: SizedValue;
  /** The player's data version the list was read under; null when it was not read. */
  version: number | null;
  /** The catalogue generation the list was read under (discDetails come from the catalogue). */
  catalogue: number;
  /** What else the list depends on (the served catalogue's hash, for the user-disc list). */
  tag: string;
  /** The bytes counted for this entry in the cache's total. */
  bytes: number;
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

/** What the cache holds and how well it serves (GET /api/metrics). */
export interface ListCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

/**
 * Each player's bag list and user-disc list, kept in memory as the API answers them, within a
 * budget of bytes per process (LIST_CACHE_MB, decision 0042): the least recently served list
 * goes first when a new one (or a new compressed copy) would pass it. A list larger than the
 * whole budget is served but not kept.
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
  /** In order of use: the first entry is the least recently served. */
  #entries = new Map<string, Entry>();
  #writes = 0;
  #bytes = 0;
  #maxBytes = DEFAULT_LIST_CACHE_BYTES;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(private readonly db: object) {}

  /** The budget in bytes; lowering it evicts at once. */
  get maxBytes(): number {
    return this.#maxBytes;
  }

  set maxBytes(bytes: number) {
    this.#maxBytes = Math.max(0, Math.floor(bytes));
    this.#evictOver(null);
  }

  /** The kept list, or null when none is current. */
  get<T extends SizedValue>(kind: ListKind, userId: string, keep: KeepOptions): T | null {
    const key = `${kind}:${userId}`;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    const current =
      entry.catalogue === catalogueGeneration(this.db) &&
      entry.tag === (keep.tag ?? '') &&
      (keep.version === null ? keep.local : entry.version === keep.version);
    if (!current) {
      this.#drop(key);
      return null;
    }
    // Served: now the most recently used (a Map iterates in insertion order).
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value as T;
  }

  /**
   * The kept list if current, else `read`'s answer, kept unless a write (of anyone's lists, in
   * this process) or a catalogue change happened while it ran.
   */
  async read<T extends SizedValue>(
    kind: ListKind,
    userId: string,
    keep: KeepOptions,
    read: () => Promise<T>,
  ): Promise<T> {
    if (keep.version === null && !keep.local) return read();
    const cached = this.get<T>(kind, userId, keep);
    if (cached !== null) {
      this.#hits++;
      return cached;
    }
    this.#misses++;
    const writes = this.#writes;
    const catalogue = catalogueGeneration(this.db);
    const value = await read();
    if (writes === this.#writes && catalogue === catalogueGeneration(this.db)) {
      this.#store(`${kind}:${userId}`, {
        value,
        version: keep.version,
        catalogue,
        tag: keep.tag ?? '',
        bytes: 0,
      });
    }
    return value;
  }

  /**
   * A write to this player's bags or discs committed (or failed: dropping is always safe). Drops
   * both of the player's lists.
   */
  changed(userId: string): void {
    this.#writes++;
    this.#drop(`bags:${userId}`);
    this.#drop(`discs:${userId}`);
  }

  /** Drops every kept answer of a player (an account deleted: its memory is freed at once). */
  forget(userId: string): void {
    for (const kind of LIST_KINDS) this.#drop(`${kind}:${userId}`);
  }

  stats(): ListCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.#maxBytes,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
    };
  }

  #store(key: string, entry: Entry): void {
    this.#drop(key);
    if (entry.value.bytes > this.#maxBytes) return;
    entry.bytes = entry.value.bytes;
    this.#bytes += entry.bytes;
    this.#entries.set(key, entry);
    entry.value.onResize = (delta) => {
      if (this.#entries.get(key) !== entry) return;
      entry.bytes += delta;
      this.#bytes += delta;
      this.#evictOver(key);
      if (entry.bytes > this.#maxBytes) this.#drop(key);
    };
    this.#evictOver(key);
  }

  #drop(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    entry.value.onResize = null;
    return true;
  }

  /** Evicts the least recently used entries (but `keep`) until the total fits the budget. */
  #evictOver(keep: string | null): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) return;
      if (key === keep) continue;
      this.#drop(key);
      this.#evictions++;
    }
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

import { catalogueGeneration } from '../catalogue/catalogue-changes';

/** At most this many players' lists are kept; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  /** The list as the JSON text GET /api/user-discs answers. */
  json: string;
  /** The catalogue generation the list was read under (its discDetails come from the catalogue). */
  catalogue: number;
}

/**
 * Each player's user-disc list, kept as the JSON text the API answers, for embedded PGlite only
 * (this process is then the only writer: one process per data folder is enforced). On PostgreSQL
 * other processes write too, so nothing is kept there.
 *
 * Every write that changes what a list shows reports it here after its commit:
 * - user-disc add, change and remove (the user-disc repository) and bag delete (the bag
 *   repository, which takes the bag's discs with it) call `changed(userId)`;
 * - catalogue imports, syncs and merges (which may change discDetails or move user discs to the
 *   surviving entry) bump the catalogue generation (catalogue-changes.ts); an entry read under an
 *   older generation is not served.
 * A write counter stops a read that raced any write from storing what it read.
 */
export class UserDiscListCache {
  #entries = new Map<string, Entry>();
  #writes = 0;

  constructor(private readonly db: object) {}

  /** The cached list, or null when none is current. */
  get(userId: string): string | null {
    const entry = this.#entries.get(userId);
    if (!entry) return null;
    if (entry.catalogue !== catalogueGeneration(this.db)) {
      this.#entries.delete(userId);
      return null;
    }
    return entry.json;
  }

  /**
   * Reads through `read` and keeps its answer, unless a write (of anyone's discs) or a catalogue
   * change happened while it ran.
   */
  async read(userId: string, read: () => Promise<string>): Promise<string> {
    const cached = this.get(userId);
    if (cached !== null) return cached;
    const writes = this.#writes;
    const catalogue = catalogueGeneration(this.db);
    const json = await read();
    if (writes === this.#writes && catalogue === catalogueGeneration(this.db)) {
      if (this.#entries.size >= MAX_ENTRIES)
        this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(userId, { json, catalogue });
    }
    return json;
  }

  /** A write to this player's discs committed (or failed: dropping the entry is always safe). */
  changed(userId: string): void {
    this.#writes++;
    this.#entries.delete(userId);
  }
}

const caches = new WeakMap<object, UserDiscListCache>();

/**
 * The one cache of a database handle, shared by every repository that writes user discs. Only
 * a repository made with `cacheLists` (embedded PGlite) reads through it; writers always report.
 */
export function userDiscListCache(db: object): UserDiscListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new UserDiscListCache(db);
    caches.set(db, cache);
  }
  return cache;
}

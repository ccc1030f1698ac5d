import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * A Db over the same connection whose matching reads can be held: once armed, the next query
 * whose SQL `matches` fetches its rows and then waits, answering only when the test releases it.
 * So a write can be made to land after a read has its rows and before the read's caller sees
 * them (the list caches' race tests).
 */
export function heldReads(database: Database, matches: (sql: string) => boolean) {
  let armed: { reached: () => void; release: Promise<void> } | null = null;
  const sqlOf = (q: unknown) => (typeof q === 'string' ? q : (q as { text?: string }).text) ?? '';
  const client = (database.pglite ?? database.pool)!;
  const held = new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop !== 'query') return (value as (...a: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const hold = armed;
        if (hold && matches(sqlOf(args[0]))) {
          armed = null;
          hold.reached();
          await hold.release;
        }
        return result;
      };
    },
  });
  const db = (database.pglite
    ? drizzlePglite(held as never, { schema })
    : drizzlePg(held as never, { schema })) as unknown as Db;
  /** Holds the next matching read once it has its rows; `got` resolves when it has them. */
  function holdNextRead() {
    let release!: () => void;
    let reached!: () => void;
    const got = new Promise<void>((r) => (reached = r));
    armed = { reached, release: new Promise<void>((r) => (release = r)) };
    return { got, release };
  }
  return { db, holdNextRead };
}

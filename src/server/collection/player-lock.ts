import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Executor = Pick<Db, 'execute'>;

/**
 * Serialises one player's counted writes (a new bag, a disc added or moved) until the transaction
 * ends, so concurrent requests cannot pass a per-player maximum together. Other players are not
 * held up: the lock is keyed by the player's id.
 */
export async function lockPlayer(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 727003))`);
}

/**
 * The rules of a player's bags: a malformed id is a missing bag (404 Bag not found, as another
 * player's), the limit of bags under the player lock, and the kept bag and disc lists dropped
 * after every write. The queries are bag-repository.ts's; a duplicate's rules copy-service.ts's.
 */
import type { Bag } from '../../core/bag-types';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import type { KeptJson } from '../http/kept-json';
import { bagRepository } from './bag-repository';
import { bagNotFound } from './collection-errors';
import { copyService } from './copy-service';
import { lockPlayer } from './player-lock';
import { enforceLimits } from './player-usage';

/** A player's bags; `opts` as for bagRepository. */
export function bagService(db: Db, opts: { cacheLists?: boolean } = {}) {
  const bags = bagRepository(db, opts);
  const copies = copyService(db);
  return {
    /** Drops the user's kept lists after a bag write made elsewhere (an import, a duplicate). */
    changed: (userId: string) => bags.changed(userId),

    /** The player's bags as the JSON of GET /api/bags (see the repository's listJson). */
    listJson: (userId: string, playerVersion: number | null = null): Promise<KeptJson> =>
      bags.listJson(userId, playerVersion),

    /** The player's bags as objects (an export); the API's list answer is listJson. */
    list: (userId: string): Promise<Bag[]> => bags.list(userId),

    async create(userId: string, input: { name: string; description: string }): Promise<Bag> {
      try {
        // The one rule of every collection write: under the player's lock, the limits checked.
        return await db.transaction(async (tx) => {
          await lockPlayer(tx, userId);
          await enforceLimits(tx, userId, { bags: 1 });
          return bags.insert(tx, userId, input);
        });
      } finally {
        bags.changed(userId);
      }
    },

    async update(
      userId: string,
      id: string,
      changes: { name?: string; description?: string },
    ): Promise<Bag> {
      if (!isUuid(id)) throw bagNotFound();
      const updated = await bags.update(userId, id, changes);
      bags.changed(userId);
      if (!updated) throw bagNotFound();
      return updated;
    },

    /** Deletes the bag and its discs. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw bagNotFound();
      let removed: boolean;
      try {
        removed = await bags.remove(userId, id);
      } finally {
        // After the commit, so no read in between can keep the old lists (both: the bag's discs
        // went too).
        bags.changed(userId);
      }
      if (!removed) throw bagNotFound();
    },

    /** A new bag "<name> (copy)" with the bag's description and its active discs. */
    async duplicate(userId: string, id: string): Promise<Bag> {
      try {
        return await copies.duplicateBag(userId, id);
      } finally {
        bags.changed(userId);
      }
    },
  };
}

export type BagService = ReturnType<typeof bagService>;

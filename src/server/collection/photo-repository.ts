import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userDisc, userDiscPhoto } from '../db/schema';
import { discNotFound } from './collection-errors';
import { enforcePhotoQuota } from './player-usage';
import { isUuid } from '../db/ids';
import { ownRow, ownsRow } from '../db/own-rows';
import { lockPlayer } from './player-lock';
import { userDiscListCache } from './user-disc-list-cache';
import type { ProcessedPhoto } from './photo-processing';

export interface StoredPhoto {
  data: Buffer;
  hash: string;
}

/**
 * Marks the disc changed in the photo's transaction: its list entry (photoUrl) changed, and any
 * list kept by version (a write to user_disc raises the player's data version) must be read again.
 */
async function touchDisc(tx: Pick<Db, 'update'>, userId: string, userDiscId: string) {
  await tx
    .update(userDisc)
    .set({ updatedAt: sql`now()` })
    .where(ownRow(userDisc, userId, userDiscId));
}

/**
 * The players' disc photos (docs/decisions/0016). Every statement filters by the owner's id with
 * the disc's id, so another player's disc reads as missing. A write drops the player's cached
 * disc list (its photoUrl changes).
 */
export function photoRepository(db: Db) {
  const cache = userDiscListCache(db);
  return {
    /** Whether the player has this disc (checked before the photo is decoded). */
    ownsDisc: (userId: string, userDiscId: string): Promise<boolean> =>
      ownsRow(db, userDisc, userId, userDiscId),

    /**
     * Stores (or replaces) the disc's photo under the player's lock: 404 when the disc is not
     * theirs, 409 when their photos would pass MAX_PHOTO_BYTES_PER_PLAYER.
     */
    async put(userId: string, userDiscId: string, photo: ProcessedPhoto): Promise<void> {
      if (!isUuid(userDiscId)) throw discNotFound();
      try {
        await db.transaction(async (tx) => {
          await lockPlayer(tx, userId);
          if (!(await ownsRow(tx, userDisc, userId, userDiscId))) throw discNotFound();
          await enforcePhotoQuota(tx, userId, userDiscId, photo.data.length);
          const values = {
            data: photo.data,
            hash: photo.hash,
            bytes: photo.data.length,
            width: photo.width,
            height: photo.height,
            createdAt: sql`now()`,
          };
          await tx
            .insert(userDiscPhoto)
            .values({ userDiscId, userId, ...values })
            .onConflictDoUpdate({ target: userDiscPhoto.userDiscId, set: values });
          await touchDisc(tx, userId, userDiscId);
        });
      } finally {
        cache.changed(userId);
      }
    },

    /** The disc's photo, or null when it has none or is not the player's. */
    async get(userId: string, userDiscId: string): Promise<StoredPhoto | null> {
      if (!isUuid(userDiscId)) return null;
      const [row] = await db
        .select({ data: userDiscPhoto.data, hash: userDiscPhoto.hash })
        .from(userDiscPhoto)
        .where(and(eq(userDiscPhoto.userDiscId, userDiscId), eq(userDiscPhoto.userId, userId)));
      return row ?? null;
    },

    /** The photo's version only (for a conditional GET without reading the bytes). */
    async hash(userId: string, userDiscId: string): Promise<string | null> {
      if (!isUuid(userDiscId)) return null;
      const [row] = await db
        .select({ hash: userDiscPhoto.hash })
        .from(userDiscPhoto)
        .where(and(eq(userDiscPhoto.userDiscId, userDiscId), eq(userDiscPhoto.userId, userId)));
      return row?.hash ?? null;
    },

    /** False when the disc has no photo or is not the player's. */
    async remove(userId: string, userDiscId: string): Promise<boolean> {
      if (!isUuid(userDiscId)) return false;
      try {
        return await db.transaction(async (tx) => {
          const gone = await tx
            .delete(userDiscPhoto)
            .where(and(eq(userDiscPhoto.userDiscId, userDiscId), eq(userDiscPhoto.userId, userId)))
            .returning({ id: userDiscPhoto.userDiscId });
          if (gone.length > 0) await touchDisc(tx, userId, userDiscId);
          return gone.length > 0;
        });
      } finally {
        cache.changed(userId);
      }
    },
  };
}

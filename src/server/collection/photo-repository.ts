/**
 * The owner-scoped queries of the players' disc photos (docs/decisions/0016). Every statement
 * filters by the owner's id with the disc's id, so another player's disc reads as missing. The
 * rules (a malformed id, the lock and the photo bytes limit, the kept lists) are
 * photo-service.ts's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownRow, ownsRow } from '../db/own-rows';
import { userDisc, userDiscPhoto } from '../db/schema';
import type { ProcessedPhoto } from './photo-processing';

export interface StoredPhoto {
  data: Buffer;
  hash: string;
}

const photoOf = (userId: string, userDiscId: string) =>
  and(eq(userDiscPhoto.userDiscId, userDiscId), eq(userDiscPhoto.userId, userId));

/** The players' disc photos: reads, and writes inside the service's transactions. */
export function photoRepository(db: Db) {
  return {
    /** Whether the player has this disc (a malformed id is nobody's). */
    ownsDisc: (userId: string, userDiscId: string, ex: Pick<Db, 'select'> = db) =>
      ownsRow(ex, userDisc, userId, userDiscId),

    /** Stores the disc's photo, or replaces the one it had. */
    async put(
      tx: Pick<Db, 'insert'>,
      userId: string,
      userDiscId: string,
      photo: ProcessedPhoto,
    ): Promise<void> {
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
    },

    /**
     * Marks the disc changed in the photo's transaction: its list entry (photoUrl) changed, and
     * any list kept by version (a write to user_disc raises the player's data version) must be
     * read again.
     */
    async touchDisc(tx: Pick<Db, 'update'>, userId: string, userDiscId: string): Promise<void> {
      await tx
        .update(userDisc)
        .set({ updatedAt: sql`now()` })
        .where(ownRow(userDisc, userId, userDiscId));
    },

    /** The disc's photo, or null when it has none or is not the player's. */
    async get(userId: string, userDiscId: string): Promise<StoredPhoto | null> {
      const [row] = await db
        .select({ data: userDiscPhoto.data, hash: userDiscPhoto.hash })
        .from(userDiscPhoto)
        .where(photoOf(userId, userDiscId));
      return row ?? null;
    },

    /** The photo's version only (for a conditional GET without reading the bytes). */
    async hash(userId: string, userDiscId: string): Promise<string | null> {
      const [row] = await db
        .select({ hash: userDiscPhoto.hash })
        .from(userDiscPhoto)
        .where(photoOf(userId, userDiscId));
      return row?.hash ?? null;
    },

    /** Deletes the disc's photo; false when it has none or is not the player's. */
    async remove(tx: Pick<Db, 'delete'>, userId: string, userDiscId: string): Promise<boolean> {
      const gone = await tx
        .delete(userDiscPhoto)
        .where(photoOf(userId, userDiscId))
        .returning({ id: userDiscPhoto.userDiscId });
      return gone.length > 0;
    },
  };
}

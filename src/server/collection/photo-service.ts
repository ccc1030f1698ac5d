/**
 * The rules of a disc's photo (docs/decisions/0016): another player's disc, a missing one and a
 * malformed id are the same 404; a photo is stored under the player's lock within the photo bytes
 * limit (409), marks its disc changed in the same transaction, and drops the player's kept disc
 * list (its photoUrl changes). The queries are photo-repository.ts's.
 */
import { PHOTO_NOT_FOUND } from '../../core/photo/photo-rules';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { ApiError } from '../http/errors';
import { discNotFound } from './collection-errors';
import type { ProcessedPhoto } from './photo-processing';
import { photoRepository, type StoredPhoto } from './photo-repository';
import { lockPlayer } from './player-lock';
import { enforcePhotoQuota } from './player-usage';
import { userDiscListCache } from './user-disc-list-cache';

const photoNotFound = () => new ApiError(404, 'not_found', PHOTO_NOT_FOUND);

/** The players' disc photos. */
export function photoService(db: Db) {
  const photos = photoRepository(db);
  const cache = userDiscListCache(db);
  return {
    /** 404 Disc not found unless the player has this disc (checked before a photo is decoded). */
    async requireDisc(userId: string, userDiscId: string): Promise<void> {
      if (!(await photos.ownsDisc(userId, userDiscId))) throw discNotFound();
    },

    /**
     * Stores (or replaces) the disc's photo under the player's lock: 404 when the disc is not
     * theirs, 409 when their photos would pass MAX_PHOTO_BYTES_PER_PLAYER.
     */
    async put(userId: string, userDiscId: string, photo: ProcessedPhoto): Promise<void> {
      if (!isUuid(userDiscId)) throw discNotFound();
      try {
        await db.transaction(async (tx) => {
          await lockPlayer(tx, userId);
          if (!(await photos.ownsDisc(userId, userDiscId, tx))) throw discNotFound();
          await enforcePhotoQuota(tx, userId, userDiscId, photo.data.length);
          await photos.put(tx, userId, userDiscId, photo);
          await photos.touchDisc(tx, userId, userDiscId);
        });
      } finally {
        cache.changed(userId);
      }
    },

    /** The disc's photo; 404 Photo not found when it has none or is not the player's. */
    async get(userId: string, userDiscId: string): Promise<StoredPhoto> {
      const photo = isUuid(userDiscId) ? await photos.get(userId, userDiscId) : null;
      if (!photo) throw photoNotFound();
      return photo;
    },

    /** The photo's version only (a conditional GET); 404 as `get`. */
    async hash(userId: string, userDiscId: string): Promise<string> {
      const hash = isUuid(userDiscId) ? await photos.hash(userId, userDiscId) : null;
      if (hash === null) throw photoNotFound();
      return hash;
    },

    /** Removes the disc's photo; 404 Photo not found when it has none or is not the player's. */
    async remove(userId: string, userDiscId: string): Promise<void> {
      if (!isUuid(userDiscId)) throw photoNotFound();
      let removed: boolean;
      try {
        removed = await db.transaction(async (tx) => {
          const gone = await photos.remove(tx, userId, userDiscId);
          if (gone) await photos.touchDisc(tx, userId, userDiscId);
          return gone;
        });
      } finally {
        cache.changed(userId);
      }
      if (!removed) throw photoNotFound();
    },
  };
}

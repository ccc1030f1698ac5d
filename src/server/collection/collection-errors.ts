import { DUPLICATE_DISC_MESSAGE } from '../../core/schemas/user-disc';
import { FOREIGN_KEY_VIOLATION, pgCode, UNIQUE_VIOLATION } from '../db/error-chain';
import { ApiError } from '../http/errors';

/** The answers shared by the collection's routes (bags, discs, photos, wishlist, sharing). */
export const bagNotFound = () => new ApiError(404, 'not_found', 'Bag not found');
export const discNotFound = () => new ApiError(404, 'not_found', 'Disc not found');
export const duplicateDisc = () => new ApiError(409, 'duplicate_disc', DUPLICATE_DISC_MESSAGE);
/** A per-player maximum (src/core/limits.ts) would be passed. */
export const limitReached = (message: string) => new ApiError(409, 'limit_reached', message);

/** Disc writes answer 409 on the (bag_id, disc_id) unique index, 404 if the bag vanished. */
export function mapWriteError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  const code = pgCode(err);
  if (code === UNIQUE_VIOLATION) throw duplicateDisc();
  if (code === FOREIGN_KEY_VIOLATION) throw bagNotFound();
  throw err;
}

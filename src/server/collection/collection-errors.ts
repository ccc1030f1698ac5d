import { DUPLICATE_DISC_MESSAGE } from '../../core/schemas/user-disc';
import { ApiError } from '../http/errors';

/** The answers shared by the collection's routes (bags, discs, photos, wishlist, sharing). */
export const bagNotFound = () => new ApiError(404, 'not_found', 'Bag not found');
export const discNotFound = () => new ApiError(404, 'not_found', 'Disc not found');
export const duplicateDisc = () => new ApiError(409, 'duplicate_disc', DUPLICATE_DISC_MESSAGE);
/** A per-player maximum (src/core/limits.ts) would be passed. */
export const limitReached = (message: string) => new ApiError(409, 'limit_reached', message);

import {
  COURSE_NOT_FOUND,
  COURSE_NOT_YOURS,
  HOLE_NUMBER_INVALID,
  ID_INVALID,
  LAYOUT_NOT_FOUND,
  ROUND_NOT_FOUND,
} from '../../core/rules/round';
import { isUuid } from '../db/ids';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validation';

/** The answers shared by the course and round routes (docs/decisions/0043). */
export const courseNotFound = () => new ApiError(404, 'not_found', COURSE_NOT_FOUND);
export const layoutNotFound = () => new ApiError(404, 'not_found', LAYOUT_NOT_FOUND);
export const roundNotFound = () => new ApiError(404, 'not_found', ROUND_NOT_FOUND);
/** A course another player shares: readable and playable, never changed by anyone but its author. */
export const courseNotYours = () => new ApiError(403, 'forbidden', COURSE_NOT_YOURS);
export const holeNotOnRound = () => new ApiError(404, 'not_found', HOLE_NUMBER_INVALID);

/** A path id that must be a client-made UUID (400 otherwise), lower-cased. */
export function clientId(raw: string, field = 'id'): string {
  if (!isUuid(raw)) throw invalidInput({ [field]: ID_INVALID });
  return raw.toLowerCase();
}

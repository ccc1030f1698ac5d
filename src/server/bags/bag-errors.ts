import type { z } from 'zod';
import { fieldErrors } from '../../core/schemas/bag';
import { DUPLICATE_DISC_MESSAGE } from '../../core/schemas/user-disc';
import { errorChain } from '../db/error-chain';
import { ApiError } from '../http/errors';

/** The answers shared by the bag and user-disc routes. */
export const bagNotFound = () => new ApiError(404, 'not_found', 'Bag not found');
export const discNotFound = () => new ApiError(404, 'not_found', 'Disc not found');
export const duplicateDisc = () => new ApiError(409, 'duplicate_disc', DUPLICATE_DISC_MESSAGE);
/** A per-player maximum (src/core/limits.ts) would be passed. */
export const limitReached = (message: string) => new ApiError(409, 'limit_reached', message);

/** 400 invalid_input; the message is the first field's, so a client showing one line shows it. */
export function invalidInput(fields: Record<string, string>): ApiError {
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return new ApiError(400, 'invalid_input', first, fields);
}

/** Parses with a zod schema or throws 400 with one message per field. */
export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(fieldErrors(parsed.error.issues));
  return parsed.data;
}

/** The PostgreSQL SQLSTATE of an error, looking through driver/ORM wrappers. */
export function pgCode(err: unknown): string | undefined {
  for (const { code } of errorChain(err)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

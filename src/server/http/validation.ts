import type { z } from 'zod';
import { fieldErrors } from '../../core/schemas/bag';
import { ApiError } from './errors';

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

import type { z } from 'zod';
import { apiErrorSchema } from '../schemas/responses';
import type { JsonContent } from './define-route';

/** A JSON body of the given schema. */
export const json = <S extends z.ZodType>(schema: S): JsonContent<S> => ({
  'application/json': { schema },
});

/** An error answer in the API's one error shape. */
export const errorAnswer = (description: string) => ({
  description,
  content: json(apiErrorSchema),
});

/** The answer of any route when the database cannot be reached. */
export const dbUnavailable = () => errorAnswer('The database cannot be reached (db_unavailable).');

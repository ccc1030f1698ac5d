import { z } from 'zod';
import { apiErrorSchema } from '../schemas/responses';

/**
 * A JSON body described by its schema. A type alias, not an interface: the server's route config
 * type wants index signatures.
 */
export type JsonContent<S extends z.ZodType = z.ZodType> = {
  'application/json': { schema: S };
};

/** A JSON body of the given schema. */
export const json = <S extends z.ZodType>(schema: S): JsonContent<S> => ({
  'application/json': { schema },
});

/** A required JSON request body of the given schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: json(schema),
});

/** A successful answer with a JSON body of the given schema. */
export const jsonAnswer = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: json(schema),
});

/** The path parameter `{id}` of a route about one thing, described for the document. */
export const idParam = (description: string) => z.object({ id: z.string().meta({ description }) });

/** An error answer in the API's one error shape. */
export const errorAnswer = (description: string) => ({
  description,
  content: json(apiErrorSchema),
});

/** The answer of any route when the database cannot be reached. */
export const dbUnavailable = () => errorAnswer('The database cannot be reached (db_unavailable).');

/** The answer of a route that needs a session, called without one. */
export const signedOut = errorAnswer('No session (unauthenticated).');

/** The answer to a body or parameter that fails its schema. */
export const invalidInput = errorAnswer(
  'Input refused (invalid_input); `fields` says why, per field.',
);

/** The answer of a route that would pass a per-player limit. */
export const limitReached = errorAnswer('A per-player limit would be passed (limit_reached).');

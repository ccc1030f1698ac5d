import type { z } from 'zod';
import { dbUnavailable, errorAnswer, signedOut, type JsonContent } from './json';
import { PLAYER_CHANGED_CODE, PLAYER_HEADER } from './player-header';

/**
 * The shape of one API route's declaration: method, full path (`{name}` for path parameters),
 * input schemas and one entry per answer. The server serves it (with @hono/zod-openapi), the
 * OpenAPI document describes it, and the web client takes its types from it.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

// Type aliases, not interfaces: the server's route config type wants index signatures.

/** A form upload (a file and its fields). */
export type MultipartContent<S extends z.ZodType = z.ZodType> = {
  'multipart/form-data': { schema: S };
};

/** A binary answer, such as an image, described by a schema of the OpenAPI kind. */
export type BinaryContent = Record<string, { schema: z.ZodType }>;

export type RouteAnswer = {
  description: string;
  content?: JsonContent | BinaryContent;
  headers?: Record<string, { description: string; schema: { type: 'string' } }>;
};

export type RouteDeclaration = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Set for routes that need a credential: the session cookie, or an operator's token. */
  security?: Record<string, string[]>[];
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: { required: boolean; description?: string; content: JsonContent | MultipartContent };
  };
  responses: Record<number, RouteAnswer>;
};

/** Keeps the method and path literal, so the server can type path parameters from them. */
export function defineRoute<M extends HttpMethod, P extends string, R extends RouteDeclaration>(
  route: R & { method: M; path: P },
): R & { method: M; path: P } {
  return route;
}

/** Routes that need a signed-in player. */
export const SIGNED_IN = [{ sessionCookie: [] }];

/**
 * The answers every signed-in route shares: 401 without a session, 412 when the request names
 * another player than the session's, 503 without a database.
 */
const signedInAnswers = {
  401: signedOut,
  412: errorAnswer(
    `The \`${PLAYER_HEADER}\` header names another player than the session's (${PLAYER_CHANGED_CODE}): nothing was read or written.`,
  ),
  503: dbUnavailable(),
};

/**
 * `defineRoute` for the routes of one signed-in resource: each gets the resource's tags, the
 * session cookie and the shared 401 and 503 answers, next to its own.
 */
export function signedInRoutes(tags: string[]) {
  return <M extends HttpMethod, P extends string, R extends Omit<RouteDeclaration, 'tags'>>(
    route: R & { method: M; path: P },
  ) =>
    defineRoute({
      ...route,
      tags,
      security: SIGNED_IN,
      responses: { ...route.responses, ...signedInAnswers },
    });
}

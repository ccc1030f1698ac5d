import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { RouteDeclaration } from '../../core/api/define-route';
import type { JsonContent } from '../../core/api/json';
import { fieldErrors } from '../../core/schemas/bag';
import { invalidInput, validate } from './validation';
import type { AppVariables } from './session';

export type ApiGroup = OpenAPIHono<{ Variables: AppVariables }>;

/** A group of API routes; a path or query parameter that fails its schema answers 400 invalid_input. */
export function apiGroup(): ApiGroup {
  return new OpenAPIHono<{ Variables: AppVariables }>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(fieldErrors(result.error.issues));
    },
  });
}

type Declared = RouteDeclaration & { method: string; path: string };
type WithoutBody<R extends Declared> = Omit<R, 'request'> & {
  request?: Omit<NonNullable<R['request']>, 'body'>;
  middleware?: MiddlewareHandler<{ Variables: AppVariables }>;
  hide: true;
};

/** The handler of a route given by `serve`, typed by its declaration (a route file's endpoint). */
export type DeclaredHandler<R extends Declared> =
  WithoutBody<R> extends RouteConfig
    ? RouteHandler<WithoutBody<R>, { Variables: AppVariables }>
    : never;

/**
 * Documents `route` in the group's OpenAPI registry exactly as declared, and gives it back, with
 * `middleware` (run first, e.g. the session check) and without its body, for `group.openapi()`.
 * The handler reads the body with `readBody`: it is parsed as JSON whatever its Content-Type
 * says, a body that is not JSON answers 400 bad_json and one that fails the schema 400
 * invalid_input, as the API always did (zod-openapi's own body check would answer 415 instead).
 */
export function serve<R extends Declared>(
  group: ApiGroup,
  route: R,
  middleware?: MiddlewareHandler<{ Variables: AppVariables }>,
): WithoutBody<R> {
  group.openAPIRegistry.registerPath(route as never);
  const { request, ...rest } = route;
  const served = { ...rest, hide: true as const, ...(middleware ? { middleware } : {}) };
  if (!request) return served;
  const { body: _body, ...params } = request;
  return { ...served, request: params } as WithoutBody<R>;
}

type BodySchema<R extends Declared> = NonNullable<R['request']>['body'] extends {
  content: { 'application/json': { schema: infer S } };
}
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** The request's JSON body checked against the route's declared body schema. */
export async function readBody<R extends Declared>(
  c: Context,
  route: R,
): Promise<z.output<BodySchema<R>>> {
  const content = route.request?.body?.content as JsonContent | undefined;
  const schema = content?.['application/json'].schema as BodySchema<R>;
  return validate(schema, await c.req.json());
}

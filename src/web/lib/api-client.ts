import type { z } from 'zod';
import type { RouteDeclaration } from '../../core/api/define-route';
import { request } from './http';

/**
 * Calls an API route from its declaration in core/api, so the types of what is sent and what
 * comes back are the server's own: a route whose answer changes breaks the callers' typecheck.
 * Time-outs, offline and error answers are lib/http's (HttpError).
 */
type Declared = RouteDeclaration & { method: string; path: string };

type SchemaAt<R extends Declared, S extends number> = S extends keyof R['responses']
  ? R['responses'][S] extends { content: { 'application/json': { schema: infer T } } }
    ? T extends z.ZodType
      ? z.output<T>
      : never
    : void
  : never;

/** What a successful call answers: the 200, 201 or 204 of the declaration. */
export type Answer<R extends Declared> = SchemaAt<R, 200> | SchemaAt<R, 201> | SchemaAt<R, 204>;

type Params<R extends Declared> = NonNullable<R['request']>['params'] extends z.ZodType
  ? { params: z.input<NonNullable<NonNullable<R['request']>['params']>> }
  : { params?: undefined };

type Body<R extends Declared> = NonNullable<R['request']>['body'] extends {
  content: { 'application/json': { schema: infer T } };
}
  ? T extends z.ZodType
    ? { body: z.input<T> }
    : { body?: undefined }
  : { body?: undefined };

export type CallArgs<R extends Declared> = Params<R> & Body<R>;

/** The route's path with its `{name}` parameters filled in, each URL-encoded. */
export function pathOf(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

export function callApi<R extends Declared>(
  route: R,
  ...[args]: object extends CallArgs<R> ? [CallArgs<R>?] : [CallArgs<R>]
): Promise<Answer<R>> {
  const { params, body } = (args ?? {}) as { params?: Record<string, string>; body?: unknown };
  return request<Answer<R>>(route.method.toUpperCase(), pathOf(route.path, params), body);
}

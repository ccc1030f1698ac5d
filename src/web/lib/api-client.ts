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

/** What a route's JSON body is (undefined for a route without one). */
type BodyOf<R extends Declared> = CallArgs<R>['body'];

/** A route whose path names the record by `{id}` and nothing else. */
type ById<R extends Declared> = CallArgs<R>['params'] extends { id: string } ? R : never;

/**
 * The four calls of a resource kept as a list of records with ids (read all, add one, change one
 * by id, remove one by id), each typed by its route's declaration like callApi.
 */
export function listResource<
  L extends Declared,
  C extends Declared,
  U extends Declared,
  D extends Declared,
>(list: L, create: C, update: ById<U>, remove: ById<D>) {
  const send = <R extends Declared>(route: R, id: string | undefined, body?: unknown) =>
    request<Answer<R>>(
      route.method.toUpperCase(),
      pathOf(route.path, id === undefined ? undefined : { id }),
      body,
    );
  return {
    list: (): Promise<Answer<L>> => send(list, undefined),
    create: (input: BodyOf<C>): Promise<Answer<C>> => send(create, undefined, input),
    update: (id: string, changes: BodyOf<U>): Promise<Answer<U>> => send<U>(update, id, changes),
    remove: (id: string): Promise<Answer<D>> => send<D>(remove, id),
  };
}

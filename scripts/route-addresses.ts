/**
 * The web app's copy of the API's route declarations (docs/decisions/0037). The browser calls a
 * route by its method and path (src/web/lib/api-client.ts); the rest of a declaration (the zod
 * schemas of what goes in and comes back, the OpenAPI descriptions) gives the client its types,
 * which the typecheck reads from the real files. Building those schemas is work done when a
 * module loads: in the browser, a third of the first screen's script time on a phone, for
 * objects nobody reads there.
 *
 * So in the web build each `src/core/api/*-routes.ts` module is replaced by its exports as
 * plain data: a route declaration by `{ method, path }`, a constant (a path, a size limit) as
 * it is. The module is evaluated here, at build time, so the addresses are the declarations'
 * own. Anything else it exports (a schema, a function) is left out: a web module that imports
 * one by name fails the build.
 */
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

const ROUTE_MODULE = /[\\/]src[\\/]core[\\/]api[\\/][\w-]+-routes\.ts$/;

const isRoute = (value: unknown): value is { method: string; path: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  'responses' in value;

/** A value that JSON carries unchanged: a string, a finite number, a boolean, or a list of them. */
const isPlain = (value: unknown): boolean =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every(isPlain));

/** The source of the web's copy of one route module, from its evaluated exports. */
export function addressModule(exports: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (isRoute(value))
      lines.push(
        `export const ${name} = ${JSON.stringify({ method: value.method, path: value.path })};`,
      );
    else if (isPlain(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
  }
  return lines.join('\n') + '\n';
}

export function routeAddresses(): Plugin {
  return {
    name: 'hyzer-route-addresses',
    apply: 'build',
    async load(id) {
      if (!ROUTE_MODULE.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'error',
      });
      return addressModule(module);
    },
  };
}

import { describe, expect, it } from 'vitest';
import * as bagRoutes from '../src/core/api/bag-routes';
import * as collectionRoutes from '../src/core/api/collection-routes';
import { addressModule } from './route-addresses';

/** The exports of a module made from `source` (plain `export const` lines). */
const exportsOf = (source: string) =>
  Object.fromEntries(
    [...source.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name, value]) => [
      name!,
      JSON.parse(value!) as unknown,
    ]),
  );

describe("the web's copy of a route module", () => {
  it('keeps each route as its method and path, the same as the declaration', () => {
    const web = exportsOf(addressModule(bagRoutes));
    expect(web.listBags).toEqual({ method: 'get', path: '/api/bags' });
    expect(web.updateBag).toEqual({ method: bagRoutes.updateBag.method, path: '/api/bags/{id}' });
  });

  it('keeps plain constants and leaves schemas out', () => {
    const web = exportsOf(addressModule(collectionRoutes));
    expect(web.IMPORT_PATH).toBe(collectionRoutes.IMPORT_PATH);
    expect(web.IMPORT_BODY_MAX_BYTES).toBe(collectionRoutes.IMPORT_BODY_MAX_BYTES);
    expect(web).not.toHaveProperty('importBodySchema');
    expect(web).not.toHaveProperty('importResultSchema');
  });
});

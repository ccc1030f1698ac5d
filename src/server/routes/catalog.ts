import { Hono, type TypedResponse } from 'hono';
import { createCatalogueSnapshots, type CatalogueDisc } from '../catalogue/catalogue-snapshot';
import { chooseCoding, etagFor, matchesIfNoneMatch } from '../catalogue/http-caching';
import type { RouteDeps } from './route-deps';

/** Catalogue reuse: 30 minutes (spec), then a background revalidation is fine. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=1800, stale-while-revalidate=3600';
/** Brands and categories: 5 minutes (spec). */
export const LISTS_CACHE_CONTROL = 'public, max-age=300';

/**
 * Public catalogue API: the whole catalogue (one prebuilt, compressed snapshot with an ETag),
 * and the sorted distinct brands and categories. No session needed.
 */
export function catalogRoutes(deps: RouteDeps) {
  const snapshots = createCatalogueSnapshots(deps.database.db, { logger: deps.logger });

  return new Hono()
    .get('/', async (c) => {
      const snap = await snapshots.current();
      const coding = chooseCoding(c.req.header('accept-encoding'));
      const headers: Record<string, string> = {
        ETag: etagFor(snap.hash, coding),
        'Cache-Control': CATALOG_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
      };
      if (matchesIfNoneMatch(c.req.header('if-none-match'), snap.hash)) {
        return c.body(null, 304, headers);
      }
      headers['Content-Type'] = 'application/json; charset=utf-8';
      if (coding !== 'identity') headers['Content-Encoding'] = coding;
      // The body is JSON prepared in advance; the cast tells the RPC client what it contains.
      return c.body(snap.bodies[coding], 200, headers) as unknown as Response &
        TypedResponse<CatalogueDisc[], 200, 'json'>;
    })
    .get('/brands', async (c) => {
      const snap = await snapshots.current();
      c.header('Cache-Control', LISTS_CACHE_CONTROL);
      return c.json([...snap.brands]);
    })
    .get('/categories', async (c) => {
      const snap = await snapshots.current();
      c.header('Cache-Control', LISTS_CACHE_CONTROL);
      return c.json([...snap.categories]);
    });
}

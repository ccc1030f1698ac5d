import { getCatalogue, listBrands, listCategories } from '../../core/api/catalogue-routes';
import { etagFor, matchesIfNoneMatch } from '../catalogue/http-caching';
import { chooseCoding } from '../http/compression';
import { apiGroup, serve } from '../http/declared-route';
import type { RouteDeps } from './route-deps';

/** Catalogue reuse: 30 minutes (spec), then a background revalidation is fine. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=1800, stale-while-revalidate=3600';
/** Brands and categories: 5 minutes (spec). */
export const LISTS_CACHE_CONTROL = 'public, max-age=300';

/**
 * Public catalogue API (declared in core/api/catalogue-routes): the whole catalogue (one
 * prebuilt, compressed snapshot with an ETag), and the sorted distinct brands and categories.
 * No session needed.
 */
export function catalogueRoutes(deps: RouteDeps) {
  const snapshots = deps.catalogue;
  const group = apiGroup();
  // The body is JSON serialised and compressed in advance, so this handler answers raw bytes;
  // the declaration (whose 304 has no body) lets it return a plain Response.
  group.openapi(serve(group, getCatalogue), async (c) => {
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
    return c.body(await snap.body(coding), 200, headers);
  });
  group.openapi(serve(group, listBrands), async (c) => {
    const snap = await snapshots.current();
    c.header('Cache-Control', LISTS_CACHE_CONTROL);
    return c.json([...snap.brands], 200);
  });
  group.openapi(serve(group, listCategories), async (c) => {
    const snap = await snapshots.current();
    c.header('Cache-Control', LISTS_CACHE_CONTROL);
    return c.json([...snap.categories], 200);
  });
  return group;
}

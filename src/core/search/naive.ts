import type { Disc } from '../disc/types';
import { matchesFilter } from './filters';
import { pageWindow, paginate } from './paginate';
import { prepareDisc } from './prepared-disc';
import type { CatalogQuery, QueryResult } from './query';
import { matchesTerm } from './simple-search';
import { comparatorFor } from './sort';

/**
 * Reference implementation of runQuery with no caches: prepares every disc, filters, sorts and
 * pages from scratch on each call. For benchmarks and for tests that check runQuery agrees.
 */
export function runQueryNaive(discs: readonly Disc[], query: CatalogQuery): QueryResult {
  const prepared = discs.map(prepareDisc);
  const matched =
    query.filters.length > 0
      ? prepared.filter((p) => query.filters.every((f) => matchesFilter(p, f)))
      : prepared.filter((p) => matchesTerm(p, query.term, query.field));
  matched.sort(comparatorFor(query.sort));
  const p = paginate(matched.length, query.page, query.pageSize);
  return {
    items: matched.slice(p.start, p.end).map((m) => m.disc),
    total: matched.length,
    page: p.page,
    pageCount: p.pageCount,
    from: p.from,
    to: p.to,
    window: pageWindow(p.page, p.pageCount),
  };
}

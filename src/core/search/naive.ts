import type { Disc } from '../disc/types';
import { matchesFilter } from './filters';
import { nameCollator, type SearchLanguage } from './language';
import { resultPage } from './paginate';
import { prepareDiscIn } from './prepared-disc';
import type { CatalogQuery, QueryResult } from './query';
import { matchesTerm } from './simple-search';
import { comparatorFor } from './sort';

/**
 * Reference implementation of runQuery with no caches: prepares every disc, filters, sorts and
 * pages from scratch on each call. For benchmarks and for tests that check runQuery agrees.
 */
export function runQueryNaive(
  discs: readonly Disc[],
  query: CatalogQuery,
  language?: SearchLanguage,
): QueryResult {
  const prepared = discs.map((d) => prepareDiscIn(d, language));
  const matched =
    query.filters.length > 0
      ? prepared.filter((p) => query.filters.every((f) => matchesFilter(p, f)))
      : prepared.filter((p) => matchesTerm(p, query.term, query.field));
  matched.sort(comparatorFor(query.sort, language && nameCollator(language.locale)));
  return resultPage(matched, query.page, query.pageSize);
}

import { addFilter, removeFilter } from './filters';
import type { CatalogQuery, Filter, PageSize, SearchField, SortField } from './query';
import { toggleSort } from './sort';

/**
 * Query transitions for the search screen (docs/product.md): the page goes back to 1 whenever
 * what is matched or how it is ordered changes (term, field, filters, sort, page size).
 */

export function withTerm(q: CatalogQuery, term: string): CatalogQuery {
  return term === q.term ? q : { ...q, term, page: 1 };
}

export function withField(q: CatalogQuery, field: SearchField): CatalogQuery {
  return field === q.field ? q : { ...q, field, page: 1 };
}

/** Adding a filter clears the text search; an invalid or duplicate filter changes nothing. */
export function withFilterAdded(q: CatalogQuery, f: Filter): CatalogQuery {
  const filters = addFilter(q.filters, f);
  return filters === q.filters ? q : { ...q, filters, term: '', page: 1 };
}

export function withFilterRemoved(q: CatalogQuery, index: number): CatalogQuery {
  if (index < 0 || index >= q.filters.length) return q;
  return { ...q, filters: removeFilter(q.filters, index), page: 1 };
}

export function withFiltersCleared(q: CatalogQuery): CatalogQuery {
  return q.filters.length === 0 ? q : { ...q, filters: [], page: 1 };
}

/** Same field flips the direction; a new field starts desc for flight numbers, asc otherwise. */
export function withSortToggled(q: CatalogQuery, field: SortField): CatalogQuery {
  return { ...q, sort: toggleSort(q.sort, field), page: 1 };
}

/** Sets the page as asked; runQuery clamps it to the available pages. */
export function withPage(q: CatalogQuery, page: number): CatalogQuery {
  return page === q.page ? q : { ...q, page };
}

export function withPageSize(q: CatalogQuery, pageSize: PageSize): CatalogQuery {
  return pageSize === q.pageSize ? q : { ...q, pageSize, page: 1 };
}

import { addFilter } from './filters';
import type { CatalogQuery, Filter, SortSpec } from './query';
import { DEFAULT_SORT, defaultQuery, isPageSize, isSearchField, SORT_FIELDS } from './query';

/** Bounds on what a URL can ask for. */
export const MAX_TERM_LENGTH = 200;
export const MAX_FILTERS = 20;
export const MAX_PAGE = 100_000;

/** URL parameter names. */
export const PARAM = {
  term: 'q',
  field: 'by',
  filter: 'f',
  page: 'page',
  size: 'size',
  sort: 'sort',
} as const;

/**
 * The query as URL parameters, leaving out values equal to the defaults:
 * q=<term>&by=<field>&f=<field>:<operator>:<value>(repeated)&page=<n>&size=<n>&sort=<field>:<dir>.
 */
export function queryToParams(q: CatalogQuery): URLSearchParams {
  const d = defaultQuery();
  const params = new URLSearchParams();
  if (q.term !== '') params.set(PARAM.term, q.term);
  if (q.field !== d.field) params.set(PARAM.field, q.field);
  for (const f of q.filters) params.append(PARAM.filter, `${f.field}:${f.operator}:${f.value}`);
  if (q.page !== 1) params.set(PARAM.page, String(q.page));
  if (q.pageSize !== d.pageSize) params.set(PARAM.size, String(q.pageSize));
  if (q.sort.field !== DEFAULT_SORT.field || q.sort.dir !== DEFAULT_SORT.dir)
    params.set(PARAM.sort, `${q.sort.field}:${q.sort.dir}`);
  return params;
}

/** 'field:operator:value' (the value may itself contain ':'), or null. */
function parseFilter(entry: string): Filter | null {
  const a = entry.indexOf(':');
  const b = a < 0 ? -1 : entry.indexOf(':', a + 1);
  if (b < 0) return null;
  return { field: entry.slice(0, a), operator: entry.slice(a + 1, b), value: entry.slice(b + 1) };
}

function parseSort(value: string | null): SortSpec {
  const [field, dir, extra] = (value ?? '').split(':');
  const validField = (SORT_FIELDS as readonly string[]).includes(field ?? '');
  if (!validField || (dir !== 'asc' && dir !== 'desc') || extra !== undefined)
    return { ...DEFAULT_SORT };
  return { field: field as SortSpec['field'], dir };
}

/**
 * Reads a query from URL parameters. Anything missing or invalid falls back to its default;
 * invalid and duplicate filters are dropped; the term is cut to MAX_TERM_LENGTH characters and
 * at most MAX_FILTERS filters are kept.
 */
export function paramsToQuery(params: URLSearchParams): CatalogQuery {
  const q = defaultQuery();
  q.term = (params.get(PARAM.term) ?? '').slice(0, MAX_TERM_LENGTH);
  const field = params.get(PARAM.field);
  if (isSearchField(field)) q.field = field;
  for (const entry of params.getAll(PARAM.filter)) {
    if (q.filters.length >= MAX_FILTERS) break;
    const f = parseFilter(entry);
    if (f !== null) q.filters = addFilter(q.filters, f);
  }
  const page = params.get(PARAM.page) ?? '';
  if (/^\d{1,6}$/.test(page)) q.page = Math.min(MAX_PAGE, Math.max(1, Number(page)));
  const size = Number(params.get(PARAM.size));
  if (isPageSize(size)) q.pageSize = size;
  q.sort = parseSort(params.get(PARAM.sort));
  return q;
}

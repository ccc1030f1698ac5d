import type { Disc } from '../disc/types';

const TEXT_FIELDS = ['name', 'brand', 'category', 'stability'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const NUMERIC_FIELDS = ['speed', 'glide', 'turn', 'fade'] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];

/** Spec §2 search-by choice, in display order: the text fields, then the flight numbers. */
export const SEARCH_FIELDS = [...TEXT_FIELDS, ...NUMERIC_FIELDS] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Every search field is also a sort field (stability sorts by turn + fade). */
export const SORT_FIELDS = SEARCH_FIELDS;
export type SortField = SearchField;
export type SortDir = 'asc' | 'desc';
export interface SortSpec {
  field: SortField;
  dir: SortDir;
}

/** Spec §9: items per page and page-number buttons. */
export const PAGE_SIZES = [25, 100, 250] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
export const MAX_PAGE_BUTTONS = 5;
export const SEARCH_DEBOUNCE_MS = 500;

/** Spec §3 Filter. Loose strings on purpose: filters arrive from the UI and from URLs. */
export type Filter = Record<'field' | 'operator' | 'value', string>;

export interface CatalogQuery {
  term: string;
  field: SearchField;
  filters: Filter[];
  sort: SortSpec;
  /** 1-based; runQuery clamps it to the last page. */
  page: number;
  pageSize: PageSize;
}

export interface QueryResult {
  /** The discs on the requested (clamped) page. */
  items: Disc[];
  /** Number of discs matching, over all pages. */
  total: number;
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown; both 0 when nothing matches. */
  from: number;
  to: number;
  /** Page-number buttons to show (up to 5). */
  window: number[];
}

export const DEFAULT_SORT: Readonly<SortSpec> = { field: 'name', dir: 'asc' };

/** A fresh default query: empty term, search by name, no filters, name ascending, page 1 of 25. */
export function defaultQuery(): CatalogQuery {
  return {
    term: '',
    field: 'name',
    filters: [],
    sort: { ...DEFAULT_SORT },
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export const FIELD_LABELS: Readonly<Record<SearchField, string>> = {
  name: 'Name',
  brand: 'Brand',
  category: 'Category',
  stability: 'Stability',
  speed: 'Speed',
  glide: 'Glide',
  turn: 'Turn',
  fade: 'Fade',
};

export type FilterOperator = 'contains' | 'equals' | 'eq' | 'lt' | 'gt' | 'lte' | 'gte';

export interface OperatorOption {
  value: FilterOperator;
  /** Words for a select: 'less than or equal'. */
  label: string;
  /** Short form for a chip: '≤'. */
  symbol: string;
}

const CONTAINS: OperatorOption = { value: 'contains', label: 'contains', symbol: '~' };
const EQUALS: OperatorOption = { value: 'equals', label: 'equals', symbol: '=' };
const NUMERIC_OPERATORS: readonly OperatorOption[] = [
  { value: 'eq', label: 'equals', symbol: '=' },
  { value: 'lt', label: 'less than', symbol: '<' },
  { value: 'gt', label: 'greater than', symbol: '>' },
  { value: 'lte', label: 'less than or equal', symbol: '≤' },
  { value: 'gte', label: 'greater than or equal', symbol: '≥' },
];

/** Spec §5 operators per field, first one is the UI default. */
export const FIELD_OPERATORS: Readonly<Record<SearchField, readonly OperatorOption[]>> = {
  name: [CONTAINS, EQUALS],
  brand: [EQUALS, CONTAINS],
  category: [EQUALS, CONTAINS],
  stability: [EQUALS],
  speed: NUMERIC_OPERATORS,
  glide: NUMERIC_OPERATORS,
  turn: NUMERIC_OPERATORS,
  fade: NUMERIC_OPERATORS,
};

export function isSearchField(v: unknown): v is SearchField {
  return (SEARCH_FIELDS as readonly unknown[]).includes(v);
}

export function isNumericField(v: unknown): v is NumericField {
  return (NUMERIC_FIELDS as readonly unknown[]).includes(v);
}

export function isPageSize(v: unknown): v is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(v);
}

/** The operators offered for a field; empty for an unknown field. */
export function operatorsFor(field: string): readonly OperatorOption[] {
  return isSearchField(field) ? FIELD_OPERATORS[field] : [];
}

import type { Disc } from '../disc/types';
import type { DiscPredicate } from './filters';
import { compileFilters } from './filters';
import { nameCollator, type SearchLanguage } from './language';
import { resultPage } from './paginate';
import type { PreparedDisc } from './prepared-disc';
import { prepareDiscIn } from './prepared-disc';
import type { CatalogQuery, QueryResult, SortSpec } from './query';
import { DEFAULT_SORT } from './query';
import { compileTerm, isNarrowingField, normaliseTerm } from './simple-search';
import { sortPrepared } from './sort';

/** What the last query matched, so the next keystroke can start from it. */
interface LastMatch {
  sortKey: string;
  /** 'f:' + the exact filters when filters apply, else 't:' + the search field. */
  mode: string;
  /** Normalised term ('' in filter mode). */
  term: string;
  matched: readonly PreparedDisc[];
}

/**
 * The catalogue prepared for fast repeated queries. It holds rebuildable caches (sorted orders,
 * last match) and is safe to share across queries in one thread; build a new one when the
 * catalogue changes.
 */
export class SearchIndex {
  readonly size: number;
  private readonly prepared: readonly PreparedDisc[];
  private readonly collator: Intl.Collator | undefined;
  private readonly sorted = new Map<string, readonly PreparedDisc[]>();
  private last: LastMatch | null = null;

  /** `language`: the player's, for the order of names and the words a term may match. */
  constructor(discs: readonly Disc[], language?: SearchLanguage) {
    this.prepared = discs.map((d) => prepareDiscIn(d, language));
    this.collator = language ? nameCollator(language.locale) : undefined;
    this.size = discs.length;
    this.sortedBy(DEFAULT_SORT); // the first keystroke should not pay for the default sort
  }

  /** The whole catalogue in this order, sorted once per sort key and kept. */
  sortedBy(sort: SortSpec): readonly PreparedDisc[] {
    const key = `${sort.field}:${sort.dir}`;
    let list = this.sorted.get(key);
    if (list === undefined) {
      list = sortPrepared(this.prepared, sort, this.collator);
      this.sorted.set(key, list);
    }
    return list;
  }

  /** The discs matching the query, in the query's sort order. */
  match(query: CatalogQuery): readonly PreparedDisc[] {
    const sortKey = `${query.sort.field}:${query.sort.dir}`;
    const all = this.sortedBy(query.sort);
    const useFilters = query.filters.length > 0;
    const mode = useFilters
      ? `f:${JSON.stringify(query.filters.map((f) => [f.field, f.operator, f.value]))}`
      : `t:${query.field}`;
    const term = useFilters ? '' : normaliseTerm(query.term);
    if (!useFilters && term === '') return all;

    const last = this.last;
    const same = last !== null && last.sortKey === sortKey && last.mode === mode;
    if (same && last.term === term) return last.matched;

    // A longer term with the same prefix can only narrow a contains match: refine the last result.
    const narrows =
      same && !useFilters && isNarrowingField(query.field) && term.startsWith(last.term);
    const source = narrows ? last.matched : all;
    const test: DiscPredicate | null = useFilters
      ? compileFilters(query.filters)
      : compileTerm(term, query.field);
    const matched = test === null ? source : source.filter(test);
    this.last = { sortKey, mode, term, matched };
    return matched;
  }
}

export function createSearchIndex(discs: readonly Disc[], language?: SearchLanguage): SearchIndex {
  return new SearchIndex(discs, language);
}

/** Runs a catalogue query: explicit filters (AND) win over the plain term; sorted; one page. */
export function runQuery(index: SearchIndex, query: CatalogQuery): QueryResult {
  const matched = index.match(query);
  return resultPage(matched, query.page, query.pageSize);
}

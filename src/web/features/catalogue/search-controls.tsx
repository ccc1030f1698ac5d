/**
 * The search controls: text box, search-by choice, filter builder and active filter chips.
 * Every change goes through the query transitions of core/search/query-update (page back to 1,
 * adding a filter clears the term, identical filters ignored).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { CatalogQuery, SearchField } from '../../../core/search/query';
import { SEARCH_FIELDS } from '../../../core/search/query';
import {
  withField,
  withFilterAdded,
  withFilterRemoved,
  withFiltersCleared,
  withTerm,
} from '../../../core/search/query-update';
import { Select } from '../../components/ui/select';
import { FilterBuilder } from './filter-builder';
import { FilterChips } from './filter-chips';
import { SearchBox } from './search-box';
import type { SetCatalogQuery } from './use-catalog-query';
import { useBrands, useCategories } from '../../data/use-catalogue';
import { cn } from '../../components/ui/cn';
import { FIELD_WORDS, SEARCH_BY_PLACEHOLDERS } from '../../lib/search-words';

export function SearchControls({
  query,
  setQuery,
  filtersVisible,
  filtersClassName,
}: {
  query: CatalogQuery;
  setQuery: SetCatalogQuery;
  /** False on narrow screens until 'Show Filters' is pressed. */
  filtersVisible: boolean;
  /** Added to the filters' panel (a prerendered frame hides it on narrow screens by CSS). */
  filtersClassName?: string;
}) {
  const { t, i18n } = useLingui();
  const brands = useBrands();
  const categories = useCategories();
  const commitTerm = useCallback(
    (term: string) => setQuery((q) => withTerm(q, term), { replace: true }),
    [setQuery],
  );
  const listError = brands.error?.message ?? categories.error?.message;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchBox
          term={query.term}
          placeholder={i18n._(SEARCH_BY_PLACEHOLDERS[query.field])}
          onCommit={commitTerm}
        />
        <Select
          label={t`Search by`}
          value={query.field}
          onChange={(e) => setQuery((q) => withField(q, e.target.value as SearchField))}
          options={SEARCH_FIELDS.map((f) => ({ value: f, label: i18n._(FIELD_WORDS[f]) }))}
        />
      </div>
      {filtersVisible && (
        <section
          id="advanced-filters"
          aria-labelledby="advanced-filters-heading"
          className={cn('rounded-2xl border border-border bg-surface p-4', filtersClassName)}
        >
          <h2 id="advanced-filters-heading" className="mb-3 text-sm font-semibold text-fg">
            <Trans>Advanced filters</Trans>
          </h2>
          <FilterBuilder
            brands={brands.data ?? []}
            categories={categories.data ?? []}
            onAdd={(f) => setQuery((q) => withFilterAdded(q, f))}
          />
          {listError && (
            <p role="status" className="mt-2 text-sm text-danger-text">
              {listError}
            </p>
          )}
        </section>
      )}
      <FilterChips
        filters={query.filters}
        onRemove={(i) => setQuery((q) => withFilterRemoved(q, i))}
        onClear={() => setQuery(withFiltersCleared)}
      />
    </div>
  );
}

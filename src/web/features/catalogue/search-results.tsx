/**
 * The results area: the table (or cards on narrow screens, with a sort control above them), the
 * counts and the pagination.
 *
 * Which empty message shows (docs/product.md): the whole catalogue is listed by default, so
 * - nothing matches the term or the filters → 'No discs found matching your search.'
 * - no term, no filters and an empty catalogue → 'Start typing to search for discs.'
 * - matches exist but the page holds none (a stale page number) → 'No discs on this page.'
 *   (runQuery clamps the page, so this is a safety net).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Disc } from '../../../core/disc/types';
import type { CatalogQuery, QueryResult } from '../../../core/search/query';
import { withPage, withPageSize, withSortToggled } from '../../../core/search/query-update';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { CompareBar } from '../../components/compare/compare-bar';
import { DiscCards } from './disc-cards';
import { DiscTable } from './disc-table';
import { Pagination } from './pagination';
import { SortControl } from './sort-control';
import type { SetCatalogQuery } from './use-catalog-query';

export const EMPTY_PAGE = msg`No discs on this page.`;
export const NO_MATCH = msg`No discs found matching your search.`;
export const START_TYPING = msg`Start typing to search for discs.`;

export function emptyMessage(query: CatalogQuery, result: QueryResult): MessageDescriptor | null {
  if (result.items.length > 0) return null;
  if (result.total > 0) return EMPTY_PAGE;
  if (query.term.trim() === '' && query.filters.length === 0) return START_TYPING;
  return NO_MATCH;
}

export function SearchResults({
  query,
  result,
  setQuery,
  narrow,
  onOpen,
  onAddOwn,
}: {
  query: CatalogQuery;
  result: QueryResult;
  setQuery: SetCatalogQuery;
  narrow: boolean;
  onOpen: (disc: Disc) => void;
  /** Signed in: offer to add the searched disc as the player's own (typed name prefilled). */
  onAddOwn?: (name: string) => void;
}) {
  const { t, i18n } = useLingui();
  const term = query.term.trim();
  const total = result.total;
  const addOwn = onAddOwn && term !== '' && (
    <p className="text-sm text-fg-soft">
      <Trans>Can’t find it?</Trans>{' '}
      <Button
        variant="bare"
        onClick={() => onAddOwn(term)}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-200"
      >
        <Trans>Add it as your own disc</Trans>
      </Button>
    </p>
  );
  const empty = emptyMessage(query, result);
  const { items, ...pages } = result;
  const goTo = (page: number) => {
    setQuery((q) => withPage(q, page));
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  };
  return (
    <section id="search-results" aria-label={t`Search results`} className="scroll-mt-20 space-y-4">
      {narrow && (
        <>
          <SortControl
            sort={query.sort}
            onSort={(field) => setQuery((q) => withSortToggled(q, field))}
          />
          <p className="text-sm font-medium text-fg-soft" aria-live="polite">
            <Plural value={total} one="# disc found" other={`${total} discs found`} />
          </p>
        </>
      )}
      {empty !== null ? (
        <EmptyState title={i18n._(empty)} headingLevel={2} action={addOwn || undefined} />
      ) : narrow ? (
        <DiscCards discs={items} onOpen={onOpen} />
      ) : (
        <DiscTable
          discs={items}
          sort={query.sort}
          onSort={(field) => setQuery((q) => withSortToggled(q, field))}
          onOpen={onOpen}
        />
      )}
      {result.total > 0 && (
        <Pagination
          {...pages}
          pageSize={query.pageSize}
          onPage={goTo}
          onPageSize={(size) => setQuery((q) => withPageSize(q, size))}
          compact={narrow}
        />
      )}
      {empty === null && addOwn}
      <CompareBar />
    </section>
  );
}

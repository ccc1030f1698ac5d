/**
 * Pagination (docs/product.md): First, Prev, up to 5 page numbers, Next, Last, 'Showing x to y of
 * n discs' and the items-per-page choice. The compact form (narrow screens) shows 'Page x of y'
 * between the arrows instead of the numbers.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PageSize, QueryResult } from '../../../core/search/query';
import { PAGE_SIZES } from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

/** Where the page stands: a search's result without its discs. */
export interface PaginationProps extends Omit<QueryResult, 'items'> {
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  compact?: boolean;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
const idle =
  'border-border-strong bg-surface text-fg-body hover:bg-slate-50 dark:hover:bg-slate-800';
const current =
  'border-brand-700 bg-brand-700 text-accent-fg dark:border-brand-500 dark:bg-brand-500';

/**
 * 'Showing 51 to 75 of 1079 discs' in the page's language. The numbers are written as the
 * English spec has them (no grouping), so every language shows the same digits.
 */
function Showing({ from, to, total }: Pick<PaginationProps, 'from' | 'to' | 'total'>) {
  return (
    <Plural
      value={total}
      one={`Showing ${from} to ${to} of ${total} discs`}
      other={`Showing ${from} to ${to} of ${total} discs`}
    />
  );
}

export function Pagination(p: PaginationProps) {
  const { t } = useLingui();
  const { page, pageCount } = p;
  const atStart = p.page <= 1;
  const atEnd = p.page >= p.pageCount;
  const sizeId = useId();
  // Prev and Next are named by their text; First and Last add 'page' (and name the « » arrows).
  const nav = (label: string | undefined, text: string, target: number, disabled: boolean) => (
    <Button
      variant="bare"
      aria-label={label}
      disabled={disabled}
      onClick={() => p.onPage(target)}
      className={cn(pageButton, idle)}
    >
      {text}
    </Button>
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {!p.compact && (
        <p className="text-sm text-fg-soft" aria-live="polite">
          <Showing from={p.from} to={p.to} total={p.total} />
        </p>
      )}
      <nav aria-label={t`Pagination`} className="flex flex-wrap items-center gap-1.5">
        {nav(t`First page`, p.compact ? '«' : t`First`, 1, atStart)}
        {nav(undefined, t`Prev`, p.page - 1, atStart)}
        {p.compact ? (
          <span className="px-2 text-sm font-medium text-fg-label" aria-live="polite">
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
        ) : (
          p.window.map((n) => (
            <Button
              key={n}
              variant="bare"
              aria-label={t`Page ${n}`}
              aria-current={n === p.page ? 'page' : undefined}
              onClick={() => p.onPage(n)}
              className={cn(pageButton, n === p.page ? current : idle)}
            >
              {n}
            </Button>
          ))
        )}
        {nav(undefined, t`Next`, p.page + 1, atEnd)}
        {nav(t`Last page`, p.compact ? '»' : t`Last`, p.pageCount, atEnd)}
      </nav>
      <div className="flex items-center gap-2 text-sm text-fg-soft">
        <label htmlFor={sizeId}>
          <Trans>Items per page</Trans>
        </label>
        <select
          id={sizeId}
          value={p.pageSize}
          onChange={(e) => p.onPageSize(Number(e.target.value) as PageSize)}
          className="rounded-lg border border-border-strong bg-surface px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-brand-600 dark:text-slate-100"
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

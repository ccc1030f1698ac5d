/**
 * SortChips: the narrow-screen sort control (product rules: mobile sort chips). A chip sorts by its
 * field; pressing the active chip again flips the direction (nextSort).
 *   <SortChips sort onSort={(field) => …} />
 */
import { useLingui } from '@lingui/react/macro';
import type { BagSort, BagSortField } from '../../../core/stats/sort-bag-discs';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { SortArrow } from '../../components/sort-arrow';
import { CHIP_FIELDS, SORT_LABELS } from './sort-labels';

export function SortChips({
  sort,
  onSort,
  className,
}: {
  sort: BagSort;
  onSort: (field: BagSortField) => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Sort discs by`}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {CHIP_FIELDS.map((field) => {
        const active = sort.field === field;
        const label = i18n._(SORT_LABELS[field]);
        return (
          <Button
            variant="bare"
            key={field}
            aria-pressed={active}
            // One name, 'Speed, ascending' (a hidden span would add a space before the comma).
            aria-label={
              active
                ? sort.dir === 'asc'
                  ? t`${label}, ascending`
                  : t`${label}, descending`
                : undefined
            }
            onClick={() => onSort(field)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              active
                ? 'border-brand-700 bg-brand-700 text-accent-fg dark:border-teal-300 dark:bg-teal-300'
                : 'border-border-strong bg-surface text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {label}
            {active && <SortArrow dir={sort.dir} active />}
          </Button>
        );
      })}
    </div>
  );
}

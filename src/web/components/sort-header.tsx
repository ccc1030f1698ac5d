/**
 * SortHeader: a table's column header that sorts by its column — a button with the column's
 * name and the sort arrow, and aria-sort on the column sorted by.
 *   <SortHeader label="Speed" active dir="asc" onSort={() => …} className? buttonClassName?
 *     unsorted="none" />
 * `unsorted`: the aria-sort of the other columns (left out by default).
 */
import type { SortDir } from '../../core/stats/sort-bag-discs';
import { SortArrow } from './sort-arrow';
import { Button } from './ui/button';
import { cn } from './ui/cn';

export function SortHeader({
  label,
  active,
  dir,
  onSort,
  unsorted,
  className,
  buttonClassName,
}: {
  label: string;
  active: boolean;
  dir: SortDir;
  onSort: () => void;
  unsorted?: 'none';
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : unsorted}
      className={cn('font-semibold', className)}
    >
      <Button
        variant="bare"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded uppercase hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-600',
          buttonClassName,
        )}
      >
        {label}
        <SortArrow dir={dir} active={active} />
      </Button>
    </th>
  );
}

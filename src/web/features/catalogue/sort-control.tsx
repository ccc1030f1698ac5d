/**
 * SortControl: how a phone sorts the search results, where the table's headers are not shown.
 * 'Sort by' picks a column (a new one starts as its header would: flight numbers highest first,
 * text from A); the order button reverses it.
 *   <SortControl sort={query.sort} onSort={(field) => …} />
 */
import type { SortField, SortSpec } from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { SortArrow } from '../../components/sort-arrow';
import { SORTABLE } from './disc-table';

const NUMERIC = new Set(SORTABLE.filter((c) => c.numeric).map((c) => c.field));

/** 'A to Z' or 'highest first', as the order of `sort` reads. */
function orderText({ field, dir }: SortSpec): string {
  if (NUMERIC.has(field)) return dir === 'desc' ? 'highest first' : 'lowest first';
  return dir === 'asc' ? 'A to Z' : 'Z to A';
}

export function SortControl({
  sort,
  onSort,
}: {
  sort: SortSpec;
  /** A column: the one sorted by reverses its order, another starts in its own. */
  onSort: (field: SortField) => void;
}) {
  const order = orderText(sort);
  return (
    <div className="flex items-end gap-2">
      <Select
        label="Sort by"
        value={sort.field}
        onChange={(e) => onSort(e.target.value as SortField)}
        options={SORTABLE.map((c) => ({ value: c.field, label: c.label }))}
        className="min-w-0 flex-1"
      />
      <Button
        variant="secondary"
        aria-label={`Order: ${order}`}
        onClick={() => onSort(sort.field)}
        className="gap-1.5"
      >
        <SortArrow dir={sort.dir} active />
        {order.charAt(0).toUpperCase() + order.slice(1)}
      </Button>
    </div>
  );
}

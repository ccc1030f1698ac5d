/**
 * SortControl: how a phone sorts the search results, where the table's headers are not shown.
 * 'Sort by' picks a column (a new one starts as its header would: flight numbers highest first,
 * text from A); the order button reverses it.
 *   <SortControl sort={query.sort} onSort={(field) => …} />
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SortField, SortSpec } from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { SortArrow } from '../../components/sort-arrow';
import { SORTABLE } from './disc-table';

const NUMERIC = new Set(SORTABLE.filter((c) => c.numeric).map((c) => c.field));

/** The order's words: the button's text and its name ('Order: A to Z'). */
const ORDERS = {
  highest: [msg`Highest first`, msg`Order: highest first`],
  lowest: [msg`Lowest first`, msg`Order: lowest first`],
  az: [msg`A to Z`, msg`Order: A to Z`],
  za: [msg`Z to A`, msg`Order: Z to A`],
} as const;

/** 'A to Z' or 'highest first', as the order of `sort` reads, and the button's name. */
function orderText({ field, dir }: SortSpec, i18n: I18n): [string, string] {
  const [text, name] = NUMERIC.has(field)
    ? ORDERS[dir === 'desc' ? 'highest' : 'lowest']
    : ORDERS[dir === 'asc' ? 'az' : 'za'];
  return [i18n._(text), i18n._(name)];
}

export function SortControl({
  sort,
  onSort,
}: {
  sort: SortSpec;
  /** A column: the one sorted by reverses its order, another starts in its own. */
  onSort: (field: SortField) => void;
}) {
  const { t, i18n } = useLingui();
  const [order, name] = orderText(sort, i18n);
  return (
    <div className="flex items-end gap-2">
      <Select
        label={t`Sort by`}
        value={sort.field}
        onChange={(e) => onSort(e.target.value as SortField)}
        options={SORTABLE.map((c) => ({ value: c.field, label: i18n._(c.label) }))}
        className="min-w-0 flex-1"
      />
      <Button
        variant="secondary"
        aria-label={name}
        onClick={() => onSort(sort.field)}
        className="gap-1.5"
      >
        <SortArrow dir={sort.dir} active />
        {order}
      </Button>
    </div>
  );
}

/**
 * DataTable: a table described by its columns instead of written out row by row — one header
 * cell and one body cell per column, one row per item.
 *   <DataTable caption="Discs…" rows={discs} rowKey={(d) => d.id} columns={[{ id: 'brand',
 *     header: 'Brand', cell: (d) => d.brand }]} rowProps={(d) => ({ onClick: () => open(d) })} />
 * The frame around it (card, scroll) is the caller's; the header row is small caps on grey, the
 * body rows are divided by lines.
 *   <RowNameButton onOpen={() => open(d)}>{d.name}</RowNameButton>  in a clickable row
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from './ui/button';
import { cn } from './ui/cn';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  /** Classes of the header cell. */
  headClassName?: string;
  /** The header cell's aria-sort, on a sortable column. */
  sort?: 'ascending' | 'descending' | 'none';
  /** Classes of each body cell. */
  className?: string;
  cell: (row: T) => ReactNode;
}

/**
 * An item's name in a clickable row, as the row's button for the keyboard: it opens the item and
 * keeps the click from the row, which would open it a second time.
 */
export function RowNameButton({
  onOpen,
  className,
  children,
}: {
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="bare"
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      className={cn(
        'rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </Button>
  );
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  headClassName,
}: {
  /** Read to screen readers only. */
  caption?: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A body row's own attributes: what a click or a key does, its classes. */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** The header row's borders ('border-b' under a card's top edge, 'border-y' inside a card). */
  headClassName: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead
        className={cn(
          headClassName,
          'border-border bg-slate-50 text-xs tracking-wide text-fg-muted uppercase dark:bg-slate-800/60',
        )}
      >
        <tr>
          {columns.map((c) => (
            <th key={c.id} scope="col" aria-sort={c.sort} className={c.headClassName}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <td key={c.id} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

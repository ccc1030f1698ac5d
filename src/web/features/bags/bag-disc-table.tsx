/**
 * BagDiscTable: the wide-screen list of a bag's discs. Headers sort (aria-sort on the active
 * one); a row click (or its name button) opens the disc; Edit and Remove act on the row.
 *   <BagDiscTable discs={sorted} sort onSort onOpen onEdit onRemove />
 */
import type { UserDisc } from '../../../core/bag-types';
import { BAG_SORT_FIELDS, type BagSortField } from '../../../core/stats/sort-bag-discs';
import { cn } from '../../components/ui/cn';
import { ColorSwatch } from '../../components/color-swatch';
import {
  BagDiscActions,
  DiscNote,
  discRowView,
  NameBadges,
  type DiscListProps,
  type DiscSelection,
} from './disc-row-parts';
import { OwnPhotoThumb } from './own-photo-thumb';
import { SortHeader } from '../../components/sort-header';
import { SORT_LABELS } from './sort-labels';
import { useWindowRows } from '../../lib/use-window-rows';

/** One column per sort field, in the same order. */
const COLUMNS: readonly BagSortField[] = BAG_SORT_FIELDS;
const NUMERIC = new Set<BagSortField>(['speed', 'glide', 'turn', 'fade']);

/** A flight number: the catalogue's, or the player's own with the catalogue's beside it. */
export function FlightCell({ catalogue, mine }: { catalogue: string; mine?: string }) {
  if (mine === undefined) return <>{catalogue}</>;
  return (
    <span className="inline-flex flex-col items-center leading-tight">
      <span className="font-semibold text-brand-700 dark:text-brand-300">
        {mine}
        <span className="sr-only"> (yours; catalogue {catalogue})</span>
      </span>
      <span
        aria-hidden="true"
        className="text-[11px] whitespace-nowrap text-slate-500 dark:text-slate-400"
      >
        cat. {catalogue}
      </span>
    </span>
  );
}

/** A disc's select box; clicks and keys stay out of the row or card around it. */
export function SelectBox({
  disc,
  name,
  selection,
}: {
  disc: UserDisc;
  name: string;
  selection: DiscSelection;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={selection.selected.has(disc.id)}
      onChange={() => selection.toggle(disc.id)}
      onClick={(e) => e.stopPropagation()}
      className="size-4 cursor-pointer accent-brand-700 dark:accent-brand-400"
    />
  );
}

export function BagDiscTable({
  discs,
  sort,
  onSort,
  selection,
  className,
  ...handlers
}: DiscListProps & { onSort: (field: BagSortField) => void; className?: string }) {
  const picked = selection ? discs.filter((d) => selection.selected.has(d.id)).length : 0;
  // A long bag renders the rows near the screen only, keyed by their place (see useWindowRows).
  const { attach, before, after, visible, rowProps, rowKey } =
    useWindowRows<HTMLTableSectionElement>(discs.length, {
      estimate: 53,
      spacer: (height) => (
        <tr aria-hidden="true">
          <td colSpan={COLUMNS.length + (selection ? 2 : 1)} style={{ height, padding: 0 }} />
        </tr>
      ),
    });
  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Discs in this bag</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {selection && (
              <th scope="col" className="w-8 py-2 pr-1 pl-3">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  checked={picked > 0 && picked === discs.length}
                  ref={(el) => {
                    if (el) el.indeterminate = picked > 0 && picked < discs.length;
                  }}
                  onChange={() => selection.setAll(picked < discs.length)}
                  className="size-4 cursor-pointer accent-brand-700 dark:accent-brand-400"
                />
              </th>
            )}
            {COLUMNS.map((field) => (
              <SortHeader
                key={field}
                label={SORT_LABELS[field]}
                active={sort.field === field}
                dir={sort.dir}
                onSort={() => onSort(field)}
                className={cn('py-2', NUMERIC.has(field) ? 'px-0.5 text-center' : 'px-2')}
                buttonClassName={cn(
                  'px-1 py-1',
                  sort.field === field && 'text-slate-900 dark:text-white',
                )}
              />
            ))}
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody ref={attach} className="divide-y divide-slate-100 dark:divide-slate-800">
          {before}
          {visible(discs).map((disc, i) => {
            const { row, label, chosen } = discRowView(disc, selection);
            return (
              <tr
                key={rowKey(i, disc.id)}
                {...rowProps(i)}
                onClick={() => handlers.onOpen(disc)}
                className={cn(
                  'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60',
                  chosen && 'bg-brand-50/70 dark:bg-brand-900/20',
                )}
              >
                {selection && (
                  <td className="py-2.5 pr-1 pl-3">
                    <SelectBox disc={disc} name={label} selection={selection} />
                  </td>
                )}
                <td className="px-2 py-2.5 font-semibold text-slate-900 dark:text-white">
                  <OwnPhotoThumb disc={disc} name={row.name} className="mr-2 align-middle" />
                  <button
                    type="button"
                    onClick={(e) => {
                      e.stopPropagation();
                      handlers.onOpen(disc);
                    }}
                    className="rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {row.name}
                  </button>
                  <NameBadges disc={disc} row={row} />
                  <DiscNote
                    disc={disc}
                    row={row}
                    as="span"
                    className="block text-xs font-normal whitespace-nowrap text-slate-600 dark:text-slate-400"
                  />
                </td>
                <td className="px-2 py-2.5 text-slate-700 dark:text-slate-300">{row.brand}</td>
                <td className="px-2 py-2.5 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {row.category}
                </td>
                {(['speed', 'glide', 'turn', 'fade'] as const).map((f) => (
                  <td key={f} className="px-0.5 py-2.5 text-center tabular-nums">
                    <FlightCell catalogue={row[f]} mine={row.mine?.[f]} />
                  </td>
                ))}
                <td className="px-2 py-2.5 whitespace-nowrap">{row.stability}</td>
                <td className="px-2 py-2.5">
                  <ColorSwatch color={disc.color} className="flex" />
                </td>
                <td className="px-2 py-2.5 text-right">
                  <span className="ml-auto flex items-center justify-end gap-x-1 whitespace-nowrap">
                    <BagDiscActions disc={disc} name={label} handlers={handlers} />
                  </span>
                </td>
              </tr>
            );
          })}
          {after}
        </tbody>
      </table>
    </div>
  );
}

/**
 * BagDiscTable: the wide-screen list of a bag's discs. Headers sort (aria-sort on the active
 * one); a row click (or its name button) opens the disc; Edit and Remove act on the row.
 *   <BagDiscTable discs={sorted} sort onSort onOpen onEdit onRemove />
 */
import { CompareToggle } from '../../components/compare/compare-toggle';
import type { UserDisc } from '../../../core/bag-types';
import {
  BAG_SORT_FIELDS,
  type BagSort,
  type BagSortField,
} from '../../../core/stats/sort-bag-discs';
import { cn } from '../../components/ui/cn';
import { ColorSwatch } from '../../components/color-swatch';
import { discRowData } from '../../lib/disc-row-data';
import { DiscRowActions } from './disc-row-actions';
import { SortArrow } from '../../components/sort-arrow';
import { ariaSort, SORT_LABELS } from './sort-labels';

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

export interface DiscListProps {
  discs: readonly UserDisc[];
  sort: BagSort;
  onOpen: (disc: UserDisc) => void;
  onEdit: (disc: UserDisc) => void;
  onArchive: (disc: UserDisc) => void;
  onRemove: (disc: UserDisc) => void;
}

export function BagDiscTable({
  discs,
  sort,
  onSort,
  onOpen,
  onEdit,
  onArchive,
  onRemove,
  className,
}: DiscListProps & { onSort: (field: BagSortField) => void; className?: string }) {
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
            {COLUMNS.map((field) => {
              const active = sort.field === field;
              return (
                <th
                  key={field}
                  scope="col"
                  aria-sort={active ? ariaSort(sort.dir) : undefined}
                  className={cn('px-2 py-2 font-semibold', NUMERIC.has(field) && 'text-center')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(field)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded px-1 py-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white',
                      active && 'text-slate-900 dark:text-white',
                    )}
                  >
                    {SORT_LABELS[field]}
                    <SortArrow dir={sort.dir} active={active} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {discs.map((disc) => {
            const row = discRowData(disc);
            return (
              <tr
                key={disc.id}
                onClick={() => onOpen(disc)}
                className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <td className="px-2 py-2.5 font-semibold text-slate-900 dark:text-white">
                  <button
                    type="button"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(disc);
                    }}
                    className="rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {row.name}
                  </button>
                  {row.mine && (
                    <span
                      title="Your own flight numbers; the catalogue’s are shown as cat."
                      className="ml-1.5 rounded bg-brand-50 px-1 py-0.5 text-[10px] font-semibold tracking-wide text-brand-800 uppercase dark:bg-brand-900/50 dark:text-brand-200"
                    >
                      yours
                    </span>
                  )}
                  {(row.physical || disc.nickname) && (
                    <span className="block text-xs font-normal whitespace-nowrap text-slate-600 dark:text-slate-400">
                      {[row.physical, disc.nickname && `“${disc.nickname}”`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                </td>
                <td className="px-2 py-2.5 text-slate-700 dark:text-slate-300">{row.brand}</td>
                <td className="px-2 py-2.5 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {row.category}
                </td>
                {(['speed', 'glide', 'turn', 'fade'] as const).map((f) => (
                  <td key={f} className="px-2 py-2.5 text-center tabular-nums">
                    <FlightCell catalogue={row[f]} mine={row.mine?.[f]} />
                  </td>
                ))}
                <td className="px-2 py-2.5 whitespace-nowrap">{row.stability}</td>
                <td className="px-2 py-2.5">
                  <ColorSwatch color={disc.color} className="flex" />
                </td>
                <td className="px-2 py-2.5 text-right">
                  <span className="ml-auto flex w-[8.75rem] flex-wrap items-center justify-end gap-x-1 gap-y-0.5">
                    <CompareToggle id={disc.discitId} name={row.name} />
                    <DiscRowActions
                      className="contents"
                      name={row.name}
                      onEdit={() => onEdit(disc)}
                      onArchive={() => onArchive(disc)}
                      onRemove={() => onRemove(disc)}
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The results table (spec §2): disc (picture or badge + name), brand, category, the four flight
 * numbers ('?' when missing) and the computed stability label. Headers sort (aria-sort); rows
 * are focusable and open the disc modal with a click, Enter or Space.
 */
import type { KeyboardEvent } from 'react';
import { formatFlightNumber } from '../../../core/disc/badge';
import { stabilityLabel } from '../../../core/disc/stability';
import type { Disc } from '../../../core/disc/types';
import type { SortField, SortSpec } from '../../../core/search/query';
import { cn } from '../../components/ui/cn';
import { DiscPicture } from './disc-picture';

const COLUMNS: { field: SortField; label: string; numeric?: boolean }[] = [
  { field: 'name', label: 'Disc' },
  { field: 'brand', label: 'Brand' },
  { field: 'category', label: 'Category' },
  { field: 'speed', label: 'Speed', numeric: true },
  { field: 'glide', label: 'Glide', numeric: true },
  { field: 'turn', label: 'Turn', numeric: true },
  { field: 'fade', label: 'Fade', numeric: true },
  { field: 'stability', label: 'Stability' },
];

/** Enter or Space on a focused row or card opens it. */
export function openOnKey(open: () => void) {
  return (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
}

export interface DiscTableProps {
  discs: readonly Disc[];
  sort: SortSpec;
  onSort: (field: SortField) => void;
  onOpen: (disc: Disc) => void;
}

export function DiscTable({ discs, sort, onSort, onOpen }: DiscTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Discs. Select a column header to sort; select a row to see the disc.
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {COLUMNS.map((c) => {
              const active = sort.field === c.field;
              return (
                <th
                  key={c.field}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={cn('px-3 py-2.5 font-semibold', c.numeric && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(c.field)}
                    className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
                  >
                    {c.label}
                    <span aria-hidden="true" className={active ? 'opacity-100' : 'opacity-30'}>
                      {active && sort.dir === 'desc' ? '▼' : '▲'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {discs.map((d) => (
            <tr
              key={d.id}
              tabIndex={0}
              onClick={() => onOpen(d)}
              onKeyDown={openOnKey(() => onOpen(d))}
              className="cursor-pointer hover:bg-brand-50/60 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/70 dark:focus-visible:bg-slate-800"
            >
              <td className="px-3 py-2">
                <span className="flex items-center gap-3">
                  <DiscPicture disc={d} />
                  <span className="font-semibold text-slate-900 dark:text-white">{d.name}</span>
                </span>
              </td>
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">{d.brand}</td>
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">{d.category}</td>
              {(['speed', 'glide', 'turn', 'fade'] as const).map((f) => (
                <td key={f} className="px-3 py-2 text-right font-medium tabular-nums">
                  {formatFlightNumber(d[f])}
                </td>
              ))}
              <td className="px-3 py-2 text-slate-700 dark:text-slate-300">
                {stabilityLabel(d.turn, d.fade)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

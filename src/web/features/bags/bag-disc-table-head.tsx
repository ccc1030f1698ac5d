/**
 * The bag table's columns (set widths, see bag-disc-table.tsx) and its header row: the select-all
 * box, a sorting header per field, "My distance" when shown, and the actions column.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import {
  BAG_SORT_FIELDS,
  type BagSort,
  type BagSortField,
} from '../../../core/stats/sort-bag-discs';
import type { ThrowType } from '../../../core/flight/thrower';
import { cn } from '../../components/ui/cn';
import { SortHeader } from '../../components/sort-header';
import type { DiscSelection } from './disc-row-parts';
import { SORT_LABELS } from './sort-labels';
import { WIDE_ONLY_CLASS } from './bag-disc-row';

/** One column per sort field, in the same order. */
export const COLUMNS: readonly BagSortField[] = BAG_SORT_FIELDS;
const NUMERIC = new Set<BagSortField>(['speed', 'glide', 'turn', 'fade']);
/**
 * Left out under 1024 px (a tablet, 768 to 1023 px): with them the columns need 764 px and the
 * disc's name had no room at all. The flight numbers beside them say both.
 */
const WIDE_ONLY = new Set<BagSortField>(['category', 'stability']);
/**
 * Each column's width; the disc's name takes what is left. Under 1280 px (xl) the brand, type
 * and stability columns are narrower, so the name keeps room at 1024 px.
 */
const WIDTHS: Readonly<Record<BagSortField, string | null>> = {
  name: null,
  brand: 'w-26 xl:w-36',
  category: 'w-28 xl:w-32',
  speed: 'w-16',
  glide: 'w-16',
  turn: 'w-16',
  fade: 'w-16',
  stability: 'w-29 xl:w-32',
  color: 'w-20',
};

export function TableHead({
  discs,
  sort,
  onSort,
  selection,
  myDistance,
}: {
  discs: readonly UserDisc[];
  sort: BagSort;
  onSort: (field: BagSortField) => void;
  selection: DiscSelection | undefined;
  /** "My distance" shown, measured for this arm. */
  myDistance: ThrowType | null;
}) {
  const { t, i18n } = useLingui();
  const picked = selection ? discs.filter((d) => selection.selected.has(d.id)).length : 0;
  const showMine = myDistance !== null;
  return (
    <>
      <TableColumns selection={selection !== undefined} myDistance={showMine} />
      <thead className="border-b border-border bg-slate-50 text-xs tracking-wide text-fg-muted uppercase dark:bg-slate-800/60">
        <tr>
          {selection && (
            <th scope="col" className="py-2 pr-1 pl-3">
              <input
                type="checkbox"
                aria-label={t`Select all`}
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
              label={i18n._(SORT_LABELS[field])}
              active={sort.field === field}
              dir={sort.dir}
              onSort={() => onSort(field)}
              className={cn(
                'py-2 whitespace-nowrap',
                NUMERIC.has(field) ? 'px-0.5 text-center' : field === 'color' ? 'px-1' : 'px-2',
                WIDE_ONLY.has(field) && WIDE_ONLY_CLASS,
              )}
              buttonClassName={cn(
                'py-1',
                NUMERIC.has(field) ? 'px-0' : 'px-1',
                sort.field === field && 'text-fg',
              )}
            />
          ))}
          {showMine && (
            <th
              scope="col"
              className="px-2 py-2 font-semibold whitespace-nowrap"
              title={
                myDistance === 'forehand'
                  ? t`Median of your full-power forehands`
                  : t`Median of your full-power backhands`
              }
            >
              <Trans>My distance</Trans>
            </th>
          )}
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
    </>
  );
}

/** The columns' set widths: the table's layout is fixed, so neither a sort nor the rows change them. */
function TableColumns({ selection, myDistance }: { selection: boolean; myDistance: boolean }) {
  return (
    <colgroup>
      {selection && <col className="w-10" />}
      {COLUMNS.map((field) => (
        <col
          key={field}
          className={cn(WIDTHS[field], WIDE_ONLY.has(field) && WIDE_ONLY_CLASS) || undefined}
        />
      ))}
      {myDistance && <col className="w-24" />}
      <col className="w-14" />
    </colgroup>
  );
}

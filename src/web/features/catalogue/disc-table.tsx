/**
 * The results table (docs/product.md): disc (picture or badge + name), brand, category, the four flight
 * numbers ('?' when missing) and the computed stability label, with the source's own label
 * beneath it where the two differ (explained once below the table). Headers sort (aria-sort); rows
 * are focusable and open the disc modal with a click, Enter or Space.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { flightNumberText } from '../../lib/flight-number-text';
import {
  differingSourceStability,
  SOURCE_STABILITY_NOTE,
  stabilityLabel,
} from '../../../core/disc/stability';
import type { Disc } from '../../../core/disc/types';
import type { SortField, SortSpec } from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { DataTable, type DataColumn } from '../../components/data-table';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { OwnDiscMark } from '../../components/disc/own-disc-mark';
import { OwnCopyPicture } from './own-copy-picture';
import type { OpenableDiscs } from '../../components/disc/openable-discs';
import { SortArrow } from '../../components/sort-arrow';
import { useCoreMessage } from '../../i18n/core-message';
import { CategoryName, StabilityName } from '../../components/disc-words';
import { FIELD_WORDS } from '../../lib/search-words';

/** The columns a search sorts by, in the table's order (the phone's sort control lists them too). */
export const SORTABLE: { field: SortField; label: MessageDescriptor; numeric?: boolean }[] = [
  { field: 'name', label: msg({ message: 'Disc', context: 'column heading' }) },
  { field: 'brand', label: FIELD_WORDS.brand },
  { field: 'category', label: FIELD_WORDS.category },
  { field: 'speed', label: FIELD_WORDS.speed, numeric: true },
  { field: 'glide', label: FIELD_WORDS.glide, numeric: true },
  { field: 'turn', label: FIELD_WORDS.turn, numeric: true },
  { field: 'fade', label: FIELD_WORDS.fade, numeric: true },
  { field: 'stability', label: FIELD_WORDS.stability },
];

/**
 * Under 1024 px (a tablet) the cells are narrower, the Category column is left out (its text shown
 * under the disc's name) and the compare box goes without its word: with them the table needed
 * 902 px of a 718 px box at 768 px.
 */
const CELL_X = 'px-2 lg:px-3';
const WIDE_ONLY = 'max-lg:hidden';
const TEXT_CELL = `${CELL_X} py-2 text-fg-soft`;

const flightCell = (f: 'speed' | 'glide' | 'turn' | 'fade') => ({
  className: `${CELL_X} py-2 text-right font-medium tabular-nums`,
  cell: (d: Disc) => flightNumberText(d[f]),
});

/** What each sortable column shows of a disc. */
const CELLS: Record<SortField, Pick<DataColumn<Disc>, 'className' | 'cell'>> = {
  name: {
    className: `${CELL_X} py-2`,
    cell: (d) => (
      <span className="flex items-center gap-3">
        <OwnCopyPicture disc={d} />
        <span>
          <span className="font-semibold text-fg">
            {d.name}
            <OwnDiscMark id={d.id} />
          </span>
          <span className="block text-xs text-fg-faint lg:hidden">
            <CategoryName category={d.category} />
          </span>
        </span>
      </span>
    ),
  },
  brand: { className: TEXT_CELL, cell: (d) => d.brand },
  category: {
    className: cn(TEXT_CELL, WIDE_ONLY),
    cell: (d) => <CategoryName category={d.category} />,
  },
  speed: flightCell('speed'),
  glide: flightCell('glide'),
  turn: flightCell('turn'),
  fade: flightCell('fade'),
  stability: {
    className: TEXT_CELL,
    cell: (d) => (
      <>
        <StabilityName label={stabilityLabel(d.turn, d.fade)} />
        <SourceStability disc={d} />
      </>
    ),
  },
};

const COMPARE: DataColumn<Disc> = {
  id: 'compare',
  header: (
    <span className="sr-only">
      <Trans context="column heading">Compare</Trans>
    </span>
  ),
  headClassName: 'px-3 py-2.5 font-semibold',
  className: 'px-2 py-2',
  cell: (d) => <CompareToggle id={d.id} name={d.name} wordClassName={WIDE_ONLY} />,
};

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

export interface DiscTableProps extends OpenableDiscs<Disc> {
  sort: SortSpec;
  onSort: (field: SortField) => void;
}

export function DiscTable({ discs, sort, onSort, onOpen }: DiscTableProps) {
  const { t, i18n } = useLingui();
  const coreMessage = useCoreMessage();
  const columns: DataColumn<Disc>[] = SORTABLE.map((c) => {
    const active = sort.field === c.field;
    return {
      id: c.field,
      sort: active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none',
      headClassName: cn(
        CELL_X,
        'py-2.5 font-semibold',
        c.numeric && 'text-right',
        c.field === 'category' && WIDE_ONLY,
      ),
      header: (
        <Button
          variant="bare"
          onClick={() => onSort(c.field)}
          className="inline-flex items-center gap-1 rounded uppercase hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {i18n._(c.label)}
          <SortArrow dir={sort.dir} active={active} />
        </Button>
      ),
      ...CELLS[c.field],
    };
  });
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm">
      <DataTable
        caption={t`Discs. Select a column header to sort; select a row to see the disc.`}
        headClassName="border-b"
        columns={[...columns, COMPARE]}
        rows={discs}
        rowKey={(d) => d.id}
        rowProps={(d) => ({
          tabIndex: 0,
          onClick: () => onOpen(d),
          onKeyDown: openOnKey(() => onOpen(d)),
          className:
            'cursor-pointer hover:bg-brand-50/60 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/70 dark:focus-visible:bg-slate-800',
        })}
      />
      {discs.some((d) => differingSourceStability(d.stability, d.turn, d.fade)) && (
        <p className="px-3 py-2 text-xs text-fg-faint">
          <span aria-hidden="true">* </span>
          {coreMessage(SOURCE_STABILITY_NOTE)}
        </p>
      )}
    </div>
  );
}

/** The source's stability label under the computed one, when they differ. */
function SourceStability({ disc }: { disc: Disc }) {
  const label = differingSourceStability(disc.stability, disc.turn, disc.fade);
  if (!label) return null;
  return (
    <span className="block text-xs text-fg-subtle">
      <Trans>
        source: <StabilityName label={label} />
      </Trans>
      <sup aria-hidden="true">*</sup>
    </span>
  );
}

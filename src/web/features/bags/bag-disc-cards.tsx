/**
 * BagDiscCards: the narrow-screen list of a bag's discs, one card per disc (product rules: mobile card
 * list). The name opens the disc; Edit and Remove act on it.
 *   <BagDiscCards discs={sorted} onOpen onEdit onRemove />
 */
import { categoryNameText } from '../../components/disc/disc-words';
import { useLingui } from '@lingui/react/macro';
import { stabilityText } from '../../components/charts/distance-words';
import { SORT_LABELS } from './sort-labels';
import type { UserDisc } from '../../../core/bag-types';
import { cn } from '../../components/ui/cn';
import { FlightCell, SelectBox } from './disc-cells';
import { ColorSwatch } from '../../components/color-swatch';
import {
  BagDiscActions,
  DiscNote,
  discRowView,
  NameBadges,
  type DiscListProps,
  type DiscSelection,
} from './disc-row-parts';
import { useWindowRows } from '../../lib/use-window-rows';
import { OwnPhotoThumb } from './own-photo-thumb';
import { Button } from '../../components/ui/button';

type Handlers = Omit<DiscListProps, 'discs' | 'sort' | 'selection'>;
type Row = ReturnType<typeof discRowView>['row'];

export function BagDiscCards({
  discs,
  selection,
  className,
  ...handlers
}: Omit<DiscListProps, 'sort'> & { className?: string }) {
  const { t } = useLingui();
  // A long bag renders the cards near the screen only.
  const { attach, before, after, visible, rowProps, rowKey } = useWindowRows<HTMLUListElement>(
    discs.length,
    {
      estimate: 190,
      gap: 12,
      spacer: (height) => <li aria-hidden="true" style={{ height }} />,
    },
  );
  return (
    <ul ref={attach} aria-label={t`Discs in this bag`} className={cn('space-y-3', className)}>
      {before}
      {visible(discs).map((disc: UserDisc, i) => (
        <BagDiscCard
          key={rowKey(i, disc.id)}
          liProps={rowProps(i)}
          disc={disc}
          selection={selection}
          handlers={handlers}
        />
      ))}
      {after}
    </ul>
  );
}

/** One disc's card: its name, brand and note, its flight numbers, its stability and actions. */
function BagDiscCard({
  disc,
  selection,
  handlers,
  liProps,
}: {
  disc: UserDisc;
  selection: DiscSelection | undefined;
  handlers: Handlers;
  /** What the window of rendered cards puts on each card (useWindowRows). */
  liProps: object;
}) {
  const { row, label, chosen } = discRowView(disc, selection);
  return (
    <li
      {...liProps}
      className={cn(
        'rounded-2xl border border-border bg-surface p-4 shadow-sm',
        chosen && 'border-brand-400 bg-brand-50/60 dark:border-brand-600 dark:bg-brand-900/20',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        {selection && (
          <span className="pt-1">
            <SelectBox disc={disc} name={label} selection={selection} />
          </span>
        )}
        <OwnPhotoThumb disc={disc} name={row.name} className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <Button
            variant="bare"
            onClick={() => handlers.onOpen(disc)}
            className="rounded text-left text-base font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
          >
            {row.name}
          </Button>
          <NameBadges disc={disc} row={row} />
          <p className="text-sm text-fg-faint">
            {row.brand} · {categoryNameText(row.category)}
          </p>
          <DiscNote disc={disc} row={row} className="text-sm text-fg-soft" />
        </div>
        <ColorSwatch color={disc.color} className="mt-1" />
      </div>
      <FlightTiles row={row} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="text-sm text-fg-soft">{stabilityText(row.stability)}</span>
        <BagDiscActions disc={disc} name={label} handlers={handlers} />
      </div>
    </li>
  );
}

const FLIGHT_FIELDS = [
  [SORT_LABELS.speed, 'speed'],
  [SORT_LABELS.glide, 'glide'],
  [SORT_LABELS.turn, 'turn'],
  [SORT_LABELS.fade, 'fade'],
] as const;

/** A card's four flight numbers in tiles, the player's own beside the catalogue's. */
function FlightTiles({ row }: { row: Row }) {
  const { i18n } = useLingui();
  return (
    <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
      {FLIGHT_FIELDS.map(([label, field]) => (
        <div key={field} className="rounded-lg bg-slate-50 py-1.5 dark:bg-slate-800">
          <dt className="text-[11px] font-medium tracking-wide break-words text-slate-600 uppercase dark:text-slate-400">
            {i18n._(label)}
          </dt>
          <dd className="font-semibold tabular-nums">
            <FlightCell catalogue={row[field]} mine={row.mine?.[field]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

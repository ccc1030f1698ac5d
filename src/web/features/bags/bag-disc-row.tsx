/**
 * One disc of the bag table: a row click (or its name button) opens it, its select box and its
 * one menu of actions stay out of that click.
 */
import { Trans } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import type { DistanceUnit } from '../../../core/flight/thrower';
import type { MeasuredFlight } from '../../../core/throws/throw-stats';
import { categoryNameText } from '../../components/disc/disc-words';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ColorSwatch } from '../../components/color-swatch';
import { stabilityText } from '../../components/charts/distance-words';
import { playerDiscRef, type useCompareSelection } from '../../lib/compare-selection';
import { DiscRowMenu } from './disc-row-actions';
import {
  discNote,
  discRowView,
  NameBadges,
  type DiscListProps,
  type DiscSelection,
} from './disc-row-parts';
import { FlightNumber, MyDistanceCell, SelectBox } from './disc-cells';
import { OwnPhotoThumb } from './own-photo-thumb';

/** Two cells' classes, made once: a long bag's sort renders every row on screen again. */
export const WIDE_ONLY_CLASS = 'max-lg:hidden';
const CATEGORY_CELL = `truncate px-2 py-1.5 text-fg-soft ${WIDE_ONLY_CLASS}`;
const STABILITY_CELL = `truncate px-2 py-1.5 ${WIDE_ONLY_CLASS}`;

type Handlers = Omit<DiscListProps, 'discs' | 'sort' | 'selection'>;
type Row = ReturnType<typeof discRowView>['row'];

export interface BagDiscRowProps {
  disc: UserDisc;
  selection: DiscSelection | undefined;
  handlers: Handlers;
  compare: ReturnType<typeof useCompareSelection>;
  /** The "My distance" column, when shown: the measured flights by disc id. */
  mine: { measured: ReadonlyMap<string, MeasuredFlight>; unit: DistanceUnit } | null;
  /** What the window of rendered rows puts on each row (useWindowRows). */
  trProps: object;
}

export function BagDiscRow({ disc, selection, handlers, compare, mine, trProps }: BagDiscRowProps) {
  const { row, label, chosen } = discRowView(disc, selection);
  const compareRef = playerDiscRef(disc.discitId, disc.id);
  const inCompare = compare.ids.includes(compareRef);
  return (
    <tr
      {...trProps}
      // Not from the actions cell: a menu's first press swaps its button for Radix's
      // (decision 0038), and where that press's click lands is up to the browser.
      onClick={(e) => {
        if (!(e.target as Element).closest('[data-row-actions]')) handlers.onOpen(disc);
      }}
      className={cn(
        'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60',
        chosen && 'bg-brand-50/70 dark:bg-brand-900/20',
      )}
    >
      {selection && (
        <td className="py-1.5 pr-1 pl-3">
          <SelectBox disc={disc} name={label} selection={selection} />
        </td>
      )}
      <NameCell
        disc={disc}
        row={row}
        label={label}
        inCompare={inCompare}
        onOpen={handlers.onOpen}
      />
      <td title={row.brand} className="truncate px-2 py-1.5 text-fg-soft">
        {row.brand}
      </td>
      <td title={categoryNameText(row.category)} className={CATEGORY_CELL}>
        {categoryNameText(row.category)}
      </td>
      {(['speed', 'glide', 'turn', 'fade'] as const).map((f) => (
        <td key={f} className="px-0.5 py-1.5 text-center whitespace-nowrap tabular-nums">
          <FlightNumber catalogue={row[f]} mine={row.mine?.[f]} />
        </td>
      ))}
      <td title={stabilityText(row.stability)} className={STABILITY_CELL}>
        {stabilityText(row.stability)}
      </td>
      <td className="px-2 py-1.5">
        <ColorSwatch color={disc.color} className="flex" />
      </td>
      {mine && <MyDistanceCell flight={mine.measured.get(disc.id)} unit={mine.unit} />}
      <td data-row-actions="" className="py-1.5 pr-2 text-right">
        <DiscRowMenu
          name={label}
          compare={{
            picked: inCompare,
            full: compare.isFull,
            toggle: () => compare.toggle(compareRef),
          }}
          onEdit={() => handlers.onEdit(disc)}
          onArchive={() => handlers.onArchive(disc)}
          onRemove={() => handlers.onRemove(disc)}
          onCopy={handlers.onCopy && (() => handlers.onCopy?.(disc))}
        />
      </td>
    </tr>
  );
}

/** The disc's name (a button that opens it), its badges and note, on one line. */
function NameCell({
  disc,
  row,
  label,
  inCompare,
  onOpen,
}: {
  disc: UserDisc;
  row: Row;
  label: string;
  inCompare: boolean;
  onOpen: (disc: UserDisc) => void;
}) {
  const note = discNote(disc, row);
  return (
    <td className="px-2 py-1.5 font-semibold text-fg">
      <span className="flex min-w-0 items-center">
        <OwnPhotoThumb disc={disc} name={row.name} className="mr-2 size-7" />
        {/* One line high, hiding what wraps: the name with its badges first (the
              name ends in "…" when even it does not fit), then the note in what is
              left, or on the hidden second line when under 4rem is left. */}
        <span className="flex h-5 min-w-0 flex-1 flex-wrap items-center overflow-hidden">
          <span className="flex max-w-full min-w-0 items-center">
            <Button
              variant="bare"
              title={label}
              onClick={(e) => {
                e.stopPropagation();
                onOpen(disc);
              }}
              className="min-w-0 truncate rounded text-left hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              {row.name}
            </Button>
            <span className="flex shrink-0 items-center">
              <NameBadges disc={disc} row={row} />
              {inCompare && (
                <span className="ml-1.5 rounded bg-amber-100 px-1 py-0.5 text-[10px] font-semibold tracking-wide text-amber-900 uppercase dark:bg-amber-900/50 dark:text-amber-100">
                  <span className="sr-only">, </span>
                  <Trans context="a disc picked for compare">compare</Trans>
                </span>
              )}
            </span>
          </span>
          {note && (
            <span
              title={note}
              className="min-w-16 flex-1 truncate pl-2 text-xs leading-5 font-normal text-fg-faint"
            >
              <span className="sr-only">, </span>
              {note}
            </span>
          )}
        </span>
      </span>
    </td>
  );
}

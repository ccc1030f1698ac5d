/**
 * BagDiscTable: the wide-screen list of a bag's discs. Headers sort (aria-sort on the active
 * one); a row click (or its name button) opens the disc; one menu per row holds its actions
 * (Compare, Edit, Archive, Copy, Remove).
 *   <BagDiscTable discs={sorted} sort onSort onOpen onEdit onArchive onRemove onCopy? />
 * The columns have set widths (`table-layout: fixed` and a <colgroup>): the table fits its box
 * from 1024 px up, and from 768 px without its Category and Stability columns; neither a sort
 * nor the rows a long bag renders near the screen change them. Each row is one line; a name,
 * brand or type too long for its column ends in "…", with the whole text in its title (hover)
 * and in the text a screen reader reads.
 */
import { categoryNameText } from '../../components/disc/disc-words';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { BAG_SORT_FIELDS, type BagSortField } from '../../../core/stats/sort-bag-discs';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ColorSwatch } from '../../components/color-swatch';
import { playerDiscRef, useCompareSelection } from '../../lib/compare-selection';
import { DiscRowMenu } from './disc-row-actions';
import {
  discNote,
  discRowView,
  NameBadges,
  type DiscListProps,
  type DiscSelection,
} from './disc-row-parts';
import { OwnPhotoThumb } from './own-photo-thumb';
import { SortHeader } from '../../components/sort-header';
import { SORT_LABELS } from './sort-labels';
import { useWindowRows } from '../../lib/use-window-rows';
import { usePlayerThrower } from '../../components/charts/player-thrower';
import type { DistanceUnit } from '../../../core/flight/thrower';
import { lengthText, stabilityText } from '../../components/charts/distance-words';

/** One column per sort field, in the same order. */
const COLUMNS: readonly BagSortField[] = BAG_SORT_FIELDS;
const NUMERIC = new Set<BagSortField>(['speed', 'glide', 'turn', 'fade']);
/**
 * Left out under 1024 px (a tablet, 768 to 1023 px): with them the columns need 764 px and the
 * disc's name had no room at all. The flight numbers beside them say both.
 */
const WIDE_ONLY = new Set<BagSortField>(['category', 'stability']);
const WIDE_ONLY_CLASS = 'max-lg:hidden';
/** The two cells' classes, made once: a long bag's sort renders every row on screen again. */
const CATEGORY_CELL = `truncate px-2 py-1.5 text-fg-soft ${WIDE_ONLY_CLASS}`;
const STABILITY_CELL = `truncate px-2 py-1.5 ${WIDE_ONLY_CLASS}`;
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

/** A flight number on one line: the player's own in bold with the catalogue's small beside it. */
function FlightNumber({ catalogue, mine }: { catalogue: string; mine?: string }) {
  if (mine === undefined) return <>{catalogue}</>;
  return <MineBeside catalogue={catalogue} mine={mine} />;
}

function MineBeside({ catalogue, mine }: { catalogue: string; mine: string }) {
  const { t } = useLingui();
  return (
    <span title={t`Yours; catalogue ${catalogue}`}>
      <span className="font-semibold text-accent-text">{mine}</span>
      <span className="sr-only">
        {' '}
        <Trans>(yours; catalogue {catalogue})</Trans>
      </span>
      <span aria-hidden="true" className="ml-1 text-[11px] text-slate-500 dark:text-slate-400">
        {catalogue}
      </span>
    </span>
  );
}

/** A flight number: the catalogue's, or the player's own with the catalogue's beside it. */
export function FlightCell({ catalogue, mine }: { catalogue: string; mine?: string }) {
  if (mine === undefined) return <>{catalogue}</>;
  return (
    <span className="inline-flex flex-col items-center leading-tight">
      <span className="font-semibold text-accent-text">
        {mine}
        <span className="sr-only">
          {' '}
          <Trans>(yours; catalogue {catalogue})</Trans>
        </span>
      </span>
      <span
        aria-hidden="true"
        className="text-[11px] whitespace-nowrap text-slate-500 dark:text-slate-400"
      >
        <Trans comment="Short for catalogue, before the catalogue's flight number">
          cat. {catalogue}
        </Trans>
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
  const { t } = useLingui();
  return (
    <input
      type="checkbox"
      aria-label={t`Select ${name}`}
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
  const { t, i18n } = useLingui();
  const picked = selection ? discs.filter((d) => selection.selected.has(d.id)).length : 0;
  const compare = useCompareSelection();
  // "My distance": the player model's measured figure (decision 0046), shown once a disc has one.
  const player = usePlayerThrower();
  const measured = player.measured;
  const showMine = measured !== null && discs.some((d) => measured.has(d.id));
  const extra = showMine ? 1 : 0;
  // A long bag renders the rows near the screen only, keyed by their place (see useWindowRows).
  const { attach, before, after, visible, rowProps, rowKey } =
    useWindowRows<HTMLTableSectionElement>(discs.length, {
      estimate: 45,
      spacer: (height) => (
        <tr aria-hidden="true">
          <td
            colSpan={COLUMNS.length + (selection ? 2 : 1) + extra}
            style={{ height, padding: 0 }}
          />
        </tr>
      ),
    });
  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm',
        className,
      )}
    >
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">
          <Trans>Discs in this bag</Trans>
        </caption>
        <colgroup>
          {selection && <col className="w-10" />}
          {COLUMNS.map((field) => (
            <col
              key={field}
              className={cn(WIDTHS[field], WIDE_ONLY.has(field) && WIDE_ONLY_CLASS) || undefined}
            />
          ))}
          {showMine && <col className="w-24" />}
          <col className="w-14" />
        </colgroup>
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
                  player.throwType === 'forehand'
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
        <tbody ref={attach} className="divide-y divide-slate-100 dark:divide-slate-800">
          {before}
          {visible(discs).map((disc, i) => {
            const { row, label, chosen } = discRowView(disc, selection);
            const note = discNote(disc, row);
            const compareRef = playerDiscRef(disc.discitId, disc.id);
            const inCompare = compare.ids.includes(compareRef);
            return (
              <tr
                key={rowKey(i, disc.id)}
                {...rowProps(i)}
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
                            handlers.onOpen(disc);
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
                {showMine && <MyDistanceCell flight={measured?.get(disc.id)} unit={player.unit} />}
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
          })}
          {after}
        </tbody>
      </table>
    </div>
  );
}

/** The bag table's "My distance": the measured median, with what it rests on in its title. */
function MyDistanceCell({
  flight,
  unit,
}: {
  flight: { distanceFt: number; count: number; throwType: string } | undefined;
  unit: DistanceUnit;
}) {
  const { t } = useLingui();
  if (!flight) {
    return (
      <td className="px-2 py-1.5 text-fg-subtle">
        <span aria-hidden="true">—</span>
        <span className="sr-only">
          <Trans>Not measured</Trans>
        </span>
      </td>
    );
  }
  const text = lengthText(flight.distanceFt, unit);
  const count = flight.count;
  return (
    <td
      className="px-2 py-1.5 whitespace-nowrap tabular-nums"
      title={
        flight.throwType === 'forehand'
          ? t`Median of ${plural(count, { one: '# full-power forehand', other: '# full-power forehands' })}`
          : t`Median of ${plural(count, { one: '# full-power backhand', other: '# full-power backhands' })}`
      }
      data-testid="my-distance"
    >
      {text}
    </td>
  );
}

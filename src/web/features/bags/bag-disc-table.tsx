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
import { Trans } from '@lingui/react/macro';
import type { BagSortField } from '../../../core/stats/sort-bag-discs';
import { cn } from '../../components/ui/cn';
import { useCompareSelection } from '../../lib/compare-selection';
import type { DiscListProps } from './disc-row-parts';
import { useWindowRows } from '../../lib/use-window-rows';
import { usePlayerThrower } from '../../components/charts/player-thrower';
import { BagDiscRow } from './bag-disc-row';
import { COLUMNS, TableHead } from './bag-disc-table-head';

export function BagDiscTable({
  discs,
  sort,
  onSort,
  selection,
  className,
  ...handlers
}: DiscListProps & { onSort: (field: BagSortField) => void; className?: string }) {
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
        <TableHead
          discs={discs}
          sort={sort}
          onSort={onSort}
          selection={selection}
          myDistance={showMine ? player.throwType : null}
        />
        <tbody ref={attach} className="divide-y divide-slate-100 dark:divide-slate-800">
          {before}
          {visible(discs).map((disc, i) => (
            <BagDiscRow
              key={rowKey(i, disc.id)}
              trProps={rowProps(i)}
              disc={disc}
              selection={selection}
              handlers={handlers}
              compare={compare}
              mine={showMine ? { measured, unit: player.unit } : null}
            />
          ))}
          {after}
        </tbody>
      </table>
    </div>
  );
}

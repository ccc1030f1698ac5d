/**
 * BagDiscList: a bag's discs, sorted. Wide screens get the sortable table; under 768 px the
 * sort chips and a card list (spec). Empty bag: 'No discs in this bag'.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import {
  DEFAULT_BAG_SORT,
  nextSort,
  prepareBagSort,
  type BagSort,
  type BagSortField,
} from '../../../core/stats/sort-bag-discs';
import { withPersonalFlight } from '../../../core/flight/personal-flight';
import { LinkButton } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useServerDrawing } from '../../lib/prerendering';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { BagDiscCards } from './bag-disc-cards';
import { BagDiscTable } from './bag-disc-table';
import type { DiscListProps } from './disc-row-parts';
import { SortChips } from './sort-chips';
import { paths } from '../../lib/paths';

export function BagDiscList({ discs, ...handlers }: Omit<DiscListProps, 'sort'>) {
  const { t } = useLingui();
  const narrow = useNarrowScreen();
  const serverDrawing = useServerDrawing();
  const [sort, setSort] = useState<BagSort>({ ...DEFAULT_BAG_SORT });
  const onSort = (field: BagSortField) => setSort((current) => nextSort(current, field));
  // Sorted by the numbers the player flies: their own where set. The keys are made once per
  // disc list, so a click on a header only orders numbers (a 500-disc bag).
  const prepared = useMemo(() => prepareBagSort(discs, withPersonalFlight), [discs]);
  const sorted = useMemo(() => prepared.sort(sort), [prepared, sort]);

  if (discs.length === 0) {
    return (
      <EmptyState
        title={t`No discs in this bag`}
        description={t`Find discs in the catalogue and add them to this bag.`}
        action={
          <LinkButton to={paths.discs}>
            <Trans>Find Discs</Trans>
          </LinkButton>
        }
      />
    );
  }
  // A page drawn on the server (decisions 0021, 0034) cannot know the screen's width: it draws
  // both forms, and CSS shows each at its own width, so the app's replacement does not move. The
  // app's hydration of such a page draws both too, then drops the one its screen does not show:
  // each form keeps its place in the tree, so the other is kept as it is, not made again.
  const cards = serverDrawing || narrow;
  const table = serverDrawing || !narrow;
  return (
    <>
      {cards && (
        <div className={serverDrawing ? 'space-y-4 md:hidden' : 'space-y-4'}>
          <SortChips sort={sort} onSort={onSort} />
          <BagDiscCards discs={sorted} {...handlers} />
        </div>
      )}
      {table && (
        <BagDiscTable
          discs={sorted}
          sort={sort}
          onSort={onSort}
          {...(serverDrawing ? { className: 'max-md:hidden' } : {})}
          {...handlers}
        />
      )}
    </>
  );
}

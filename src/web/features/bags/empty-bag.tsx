/**
 * EmptyBag: what every bag view (list, flight chart, stability chart) shows when the bag has no
 * discs: 'No discs in this bag' and Find Discs, which opens the search for this bag.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../lib/paths';

export const EMPTY_BAG = 'No discs in this bag';

export function EmptyBag({ bagId }: { bagId: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={EMPTY_BAG && t`No discs in this bag`}
      description={t`Find discs in the catalogue and add them to this bag.`}
      action={
        <LinkButton to={paths.discsForBag(bagId)}>
          <Trans>Find Discs</Trans>
        </LinkButton>
      }
    />
  );
}

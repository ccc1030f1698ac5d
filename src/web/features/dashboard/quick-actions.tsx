/**
 * 'Quick Actions': My Bags, Disc Search, Start a round and Create New Bag (opens the form on
 * /bags).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { BagIcon, FlagIcon, SearchIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';

export function QuickActions() {
  const { t } = useLingui();
  return (
    <SectionCard id="quick-actions" title={t`Quick Actions`}>
      <div className="mt-4 grid gap-2">
        <LinkButton to={paths.bags} variant="secondary" className="justify-start">
          <BagIcon className="size-4" />
          <Trans>My Bags</Trans>
        </LinkButton>
        <LinkButton to={paths.discs} variant="secondary" className="justify-start">
          <SearchIcon className="size-4" />
          <Trans>Disc Search</Trans>
        </LinkButton>
        <LinkButton to={paths.newRound} variant="secondary" className="justify-start">
          <FlagIcon className="size-4" />
          <Trans>Start a round</Trans>
        </LinkButton>
        <LinkButton to={`${paths.bags}?new=1`} className="justify-start">
          <span aria-hidden="true" className="text-base leading-none">
            +
          </span>
          <Trans>Create New Bag</Trans>
        </LinkButton>
      </div>
    </SectionCard>
  );
}

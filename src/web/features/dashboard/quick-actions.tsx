/** 'Quick Actions': My Bags, Disc Search, and Create New Bag (opens the form on /bags). */
import { LinkButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BagIcon, SearchIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';

export function QuickActions() {
  return (
    <Card as="section" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="mt-4 grid gap-2">
        <LinkButton to={paths.bags} variant="secondary" className="justify-start">
          <BagIcon className="size-4" />
          My Bags
        </LinkButton>
        <LinkButton to={paths.discs} variant="secondary" className="justify-start">
          <SearchIcon className="size-4" />
          Disc Search
        </LinkButton>
        <LinkButton to={`${paths.bags}?new=1`} className="justify-start">
          <span aria-hidden="true" className="text-base leading-none">
            +
          </span>
          Create New Bag
        </LinkButton>
      </div>
    </Card>
  );
}

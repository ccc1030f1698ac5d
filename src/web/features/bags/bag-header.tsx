/**
 * The bag detail header: back link, name, description and the Add Discs link to the disc search
 * (opened for this bag, so its disc modal preselects it and offers a way back).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Bag } from '../../../core/bag-types';
import { LinkButton } from '../../components/ui/button';
import { ArrowLeftIcon, SearchIcon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { ExportLinks } from './export-links';
import { ShareButton } from './share-dialog';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';

export function BagHeader({ bag, actions }: { bag: Bag; actions?: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="space-y-3">
      <Link
        to={paths.bags}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-teal-300"
      >
        <ArrowLeftIcon className="size-4" />
        <Trans>Back to My Bags</Trans>
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{bag.name}</h1>
          <p
            className={
              bag.description ? 'mt-1 max-w-2xl text-fg-muted' : 'mt-1 text-fg-subtle italic'
            }
          >
            {bag.description || <Trans>No description provided.</Trans>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ExportLinks bagId={bag.id} label={t`Export`} />
          <ShareButton bagId={bag.id} bagName={bag.name} />
          {actions}
          <LinkButton to={paths.field} variant="secondary">
            <Trans>Field session</Trans>
          </LinkButton>
          <LinkButton to={paths.discsForBag(bag.id)}>
            <SearchIcon className="size-4" />
            <Trans>Add Discs</Trans>
          </LinkButton>
        </div>
      </div>
    </header>
  );
}

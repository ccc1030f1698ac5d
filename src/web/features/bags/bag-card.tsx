/**
 * BagCard: one bag in the /bags grid. The whole card opens the bag (a stretched link on the
 * name); Edit and Delete are separate buttons above the link.
 *   <BagCard bag discCount onEdit onDelete />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Bag } from '../../../core/bag-types';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BagIcon } from '../../components/ui/icons';
import { discCountLabel } from './disc-counts';
import { paths } from '../../lib/paths';

export const NO_DESCRIPTION = 'No description provided.';

interface BagCardProps {
  bag: Bag;
  discCount: number;
  onEdit: () => void;
  onDelete: () => void;
}

export function BagCard({ bag, discCount, onEdit, onDelete }: BagCardProps) {
  const { t } = useLingui();
  const name = bag.name;
  return (
    <Card
      as="li"
      padding="none"
      interactive
      className="relative flex flex-col focus-within:ring-2 focus-within:ring-brand-600"
    >
      <div className="flex flex-1 items-start gap-4 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-teal-200">
          <BagIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-fg">
            <Link to={paths.bag(bag.id)} className="stretched-link">
              {bag.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm font-medium text-brand-700 dark:text-teal-300">
            {discCountLabel(discCount)}
          </p>
          <p
            className={
              bag.description
                ? 'mt-2 line-clamp-3 text-sm break-words text-fg-muted'
                : 'mt-2 text-sm text-fg-subtle italic'
            }
          >
            {bag.description || <Trans>No description provided.</Trans>}
          </p>
        </div>
      </div>
      <div className="relative z-10 flex justify-end gap-2 border-t border-slate-100 px-5 py-3 dark:border-slate-800">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

export function BagCardSkeleton() {
  return (
    <li className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex gap-4">
        <span className="size-11 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2">
          <span className="block h-5 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span className="block h-4 w-1/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span className="block h-4 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    </li>
  );
}

/**
 * AddingToBagNote: on a disc search opened from a bag (Add Discs), says which bag the disc modal
 * will add to and links back to that bag.
 *   <AddingToBagNote bag={bag} />
 */
import { Trans } from '@lingui/react/macro';
import type { Bag } from '../../../core/bag-types';
import { LinkButton } from '../../components/ui/button';
import { ArrowLeftIcon, BagIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';

export function AddingToBagNote({ bag }: { bag: Bag }) {
  const bagName = bag.name;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-fg-body dark:border-brand-800 dark:bg-slate-900"
    >
      <p className="flex min-w-0 items-center gap-2">
        <BagIcon className="size-5 shrink-0 text-brand-700 dark:text-teal-300" />
        <span className="min-w-0 break-words">
          <Trans>
            Adding discs to <strong>{bagName}</strong>. Open a disc to add it to this bag.
          </Trans>
        </span>
      </p>
      <LinkButton to={paths.bag(bag.id)} variant="secondary" size="sm" className="max-w-full">
        <ArrowLeftIcon className="size-4 shrink-0" />
        <span className="truncate">
          <Trans>Back to {bagName}</Trans>
        </span>
      </LinkButton>
    </div>
  );
}

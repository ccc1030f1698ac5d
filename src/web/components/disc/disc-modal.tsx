/**
 * The disc modal (spec §2, §4 Modals): the disc's details, its picture or badge, flight numbers
 * ('?' when missing), the stability label, its backhand and forehand flight for the stored arm,
 * a Compare toggle, add to bag (unless readOnly) and Purchase, which
 * opens the retailer's search in a new tab. The kit's Modal traps focus, closes on Escape,
 * locks body scrolling and gives focus back to the opener.
 *   <DiscModal disc={disc} open={open} onClose={close} readOnly? preferredBagId? />
 */
import { formatFlightNumber } from '../../../core/disc/badge';
import {
  differingSourceStability,
  SOURCE_STABILITY_NOTE,
  stabilityLabel,
} from '../../../core/disc/stability';
import type { Disc } from '../../../core/disc/types';
import { buttonClasses } from '../ui/button';
import { Modal } from '../ui/modal';
import { DiscFlight } from '../charts/disc-flight';
import { CompareToggle } from '../compare/compare-toggle';
import { AddToBagSection } from './add-to-bag-section';
import { DiscPicture } from './disc-picture';
import { OwnedDiscDetails } from './owned-disc-details';
import type { UserDisc } from '../../../core/bag-types';
import { purchaseUrl } from '../../lib/purchase-url';
import { usePurchaseConfig } from '../../data/use-catalogue';

export interface DiscModalProps {
  disc: Disc | null;
  open: boolean;
  onClose: () => void;
  readOnly?: boolean;
  /** The bag the add-to-bag form preselects (else the first bag). */
  preferredBagId?: string | null;
  /** The player's own copy, when opened from a bag: its details are shown. */
  owned?: UserDisc | null;
}

const FLIGHT = [
  ['speed', 'Speed'],
  ['glide', 'Glide'],
  ['turn', 'Turn'],
  ['fade', 'Fade'],
] as const;

export function DiscModal({
  disc,
  open,
  onClose,
  readOnly = false,
  preferredBagId,
  owned,
}: DiscModalProps) {
  if (!disc) return null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={disc.name}
      description={`${disc.brand} · ${disc.category}`}
    >
      <DiscDetails disc={disc} />
      {owned && <OwnedDiscDetails disc={owned} />}
      <DiscFlight disc={disc} />
      {!readOnly && (
        <section
          aria-labelledby="add-to-bag-heading"
          className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800"
        >
          <h3
            id="add-to-bag-heading"
            className="mb-3 text-base font-semibold text-slate-900 dark:text-white"
          >
            Add to bag
          </h3>
          <AddToBagSection disc={disc} preferredBagId={preferredBagId} />
        </section>
      )}
      <PurchaseLink disc={disc} />
    </Modal>
  );
}

function DiscDetails({ disc }: { disc: Disc }) {
  const sourceLabel = differingSourceStability(disc.stability, disc.turn, disc.fade);
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <DiscPicture disc={disc} size="lg" />
      <div className="w-full min-w-0 flex-1">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Brand</dt>
          <dd className="font-medium">{disc.brand}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Category</dt>
          <dd className="font-medium">{disc.category}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Stability</dt>
          <dd className="font-medium">{stabilityLabel(disc.turn, disc.fade)}</dd>
          {sourceLabel && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Source&rsquo;s stability</dt>
              <dd className="font-medium" aria-describedby="source-stability-note">
                {sourceLabel}
              </dd>
            </>
          )}
        </dl>
        {sourceLabel && (
          <p id="source-stability-note" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {SOURCE_STABILITY_NOTE}
          </p>
        )}
        <dl aria-label="Flight numbers" className="mt-4 grid grid-cols-4 gap-2 text-center">
          {FLIGHT.map(([field, label]) => (
            <div key={field} className="rounded-lg bg-slate-100 py-2 dark:bg-slate-800">
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">
                {label}
              </dt>
              <dd className="text-lg font-bold tabular-nums">{formatFlightNumber(disc[field])}</dd>
            </div>
          ))}
        </dl>
        <CompareToggle id={disc.id} name={disc.name} className="mt-2" />
      </div>
    </div>
  );
}

function PurchaseLink({ disc }: { disc: Disc }) {
  const { data } = usePurchaseConfig();
  const href = purchaseUrl(data, disc);
  if (href === null) return null;
  return (
    <div className="mt-5 flex justify-end">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary' })}
      >
        Purchase
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

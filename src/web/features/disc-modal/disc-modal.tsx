/**
 * The disc modal (docs/product.md): the disc's details, its picture or badge, flight numbers
 * ('?' when missing), the stability label, its backhand and forehand flight for the stored arm,
 * a Compare toggle, add to bag (unless readOnly), Find similar (other brands' discs that fly
 * alike, each viewable in the same dialog), Add to wishlist and Purchase, which
 * opens the retailer's search in a new tab. The kit's Dialog traps focus, closes on Escape,
 * locks body scrolling and gives focus back to the opener. Screens render it; a feature that
 * opens a disc takes it as a prop from its screen (components/disc/disc-modal-slots.ts).
 *   <DiscModal disc={disc} open={open} onClose={close} readOnly? preferredBagId? owned? />
 */
import { categoryNameText } from '../../components/disc/disc-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { stabilityText } from '../../components/charts/distance-words';
import {
  differingSourceStability,
  SOURCE_STABILITY_NOTE,
  stabilityLabel,
} from '../../../core/disc/stability';
import type { Disc } from '../../../core/disc/types';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { DiscFlight } from '../../components/charts/disc-flight';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { DiscPicture } from '../../components/disc/disc-picture';
import { useOwnCopyColour } from '../../data/use-own-copy-colour';
import type { DiscModalProps } from '../../components/disc/disc-modal-slots';
import { FlightNumbers } from '../../components/disc/flight-numbers';
import { OwnedDiscDetails } from '../../components/disc/owned-disc-details';
import { AddToBagSection } from './add-to-bag-section';
import { SimilarDiscs } from './similar-discs';
import { WishButton } from './wish-button';
import { ownPhotoUrl } from '../../../core/photo/photo-rules';
import { isOwnDiscId } from '../../../core/rules/own-disc';
import { purchaseUrl } from '../../lib/purchase-url';
import { usePurchaseConfig } from '../../data/use-catalogue';

export function DiscModal(props: DiscModalProps) {
  if (!props.disc) return null;
  // Keyed by the disc asked for: a similar disc shown inside is forgotten when the modal moves on.
  return <DiscModalBody key={props.disc.id} {...props} disc={props.disc} />;
}

function DiscModalBody({
  disc: asked,
  open,
  onClose,
  readOnly = false,
  preferredBagId,
  owned,
  ownedExtra,
  ownDiscActions,
}: DiscModalProps & { disc: Disc }) {
  // "Find similar" can show another disc in the same dialog; Back returns to the one asked for.
  const [shown, setShown] = useState<Disc | null>(null);
  const disc = shown ?? asked;
  const askedName = asked.name;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={disc.name}
      description={`${disc.brand} · ${categoryNameText(disc.category)}`}
    >
      {shown && (
        <Button variant="ghost" size="sm" className="mb-3" onClick={() => setShown(null)}>
          <Trans>Back to {askedName}</Trans>
        </Button>
      )}
      {isOwnDiscId(disc.id) && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          <Trans>Your own disc: you added it, and only you see it.</Trans>
        </p>
      )}
      <DiscDetails
        disc={disc}
        photoUrl={owned && !shown ? ownPhotoUrl(owned) : null}
        colour={owned && !shown ? owned.color : null}
      />
      {owned && !shown && <OwnedDiscDetails disc={owned} />}
      {owned && !shown && ownedExtra?.(owned)}
      <DiscFlight
        disc={disc}
        userDiscId={owned && !shown ? owned.id : undefined}
        myFlight={owned && !shown ? owned.myFlight : undefined}
        findOwn={!owned || Boolean(shown)}
      />
      {(!readOnly || shown) && (
        <section aria-labelledby="add-to-bag-heading" className="mt-6 border-t border-border pt-5">
          <h3 id="add-to-bag-heading" className="mb-3 text-base font-semibold text-fg">
            <Trans>Add to bag</Trans>
          </h3>
          <AddToBagSection disc={disc} preferredBagId={preferredBagId} />
        </section>
      )}
      <SimilarDiscs key={disc.id} disc={disc} onShow={setShown} />
      <div className="mt-5 flex flex-wrap items-start justify-end gap-2">
        {isOwnDiscId(disc.id) && ownDiscActions?.(disc)}
        <WishButton disc={disc} size="md" />
        <PurchaseLink disc={disc} />
      </div>
    </Dialog>
  );
}

function DiscDetails({
  disc,
  photoUrl,
  colour,
}: {
  disc: Disc;
  photoUrl: string | null;
  /** The colour of the player's copy, when opened from a bag: a disc without a picture wears it. */
  colour: string | null;
}) {
  const { t } = useLingui();
  const sourceLabel = differingSourceStability(disc.stability, disc.turn, disc.fade);
  const copyColour = useOwnCopyColour(disc.id);
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <DiscPicture disc={disc} size="lg" photoUrl={photoUrl} colour={colour ?? copyColour} />
      <div className="w-full min-w-0 flex-1">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-fg-faint">
            <Trans>Brand</Trans>
          </dt>
          <dd className="font-medium">{disc.brand}</dd>
          <dt className="text-fg-faint">
            <Trans>Category</Trans>
          </dt>
          <dd className="font-medium">{categoryNameText(disc.category)}</dd>
          <dt className="text-fg-faint">
            <Trans>Stability</Trans>
          </dt>
          <dd className="font-medium">{stabilityText(stabilityLabel(disc.turn, disc.fade))}</dd>
          {sourceLabel && (
            <>
              <dt className="text-fg-faint">
                <Trans>Source&rsquo;s stability</Trans>
              </dt>
              <dd className="font-medium" aria-describedby="source-stability-note">
                {stabilityText(sourceLabel)}
              </dd>
            </>
          )}
        </dl>
        {sourceLabel && (
          <p id="source-stability-note" className="mt-1 text-xs text-fg-faint">
            {SOURCE_STABILITY_NOTE &&
              t`Hyzer rates stability from turn + fade; the catalogue's source rates this disc by its own measure.`}
          </p>
        )}
        <FlightNumbers disc={disc} size="large" className="mt-4" />
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
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary' })}
    >
      <Trans>Purchase</Trans>
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * The disc modal and its wishlist button read and write server state, so they are a feature of
 * their own (features/disc-modal). A feature that shows them cannot import another feature: it
 * takes them as component props from its screen, typed by these props.
 *   <BagInsights DiscModal={DiscModal} WishButton={WishButton} />   (in routes/)
 */
import type { ComponentType, ReactNode } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { Disc } from '../../../core/disc/types';
import type { ButtonSize } from '../ui/button';

export interface DiscModalProps {
  disc: Disc | null;
  open: boolean;
  onClose: () => void;
  readOnly?: boolean;
  /** The bag the add-to-bag form preselects (else the first bag). */
  preferredBagId?: string | null;
  /** The player's own copy, when opened from a bag: its details are shown. */
  owned?: UserDisc | null;
  /** What the screen adds about the player's own copy under its details (its rounds' figures). */
  ownedExtra?: (owned: UserDisc) => ReactNode;
  /** Actions the screen adds for a disc the player made (edit, delete), beside Wishlist. */
  ownDiscActions?: (disc: Disc) => ReactNode;
}

export interface WishButtonProps {
  disc: Pick<Disc, 'id' | 'name'>;
  size?: ButtonSize;
}

export type DiscModalSlot = ComponentType<DiscModalProps>;
export type WishButtonSlot = ComponentType<WishButtonProps>;

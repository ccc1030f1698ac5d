/**
 * OwnPhotoThumb: the player's photo of a bag disc as a small round picture in the bag list,
 * or nothing when the disc has no photo (the badge shows if the photo cannot load).
 *   <OwnPhotoThumb disc={userDisc} name="Destroyer" />
 */
import type { UserDisc } from '../../../core/bag-types';
import { ownPhotoUrl } from '../../../core/photo/photo-rules';
import { DiscPicture } from '../../components/disc/disc-picture';

export function OwnPhotoThumb({
  disc,
  name,
  className,
}: {
  disc: UserDisc;
  name: string;
  className?: string;
}) {
  const photoUrl = ownPhotoUrl(disc);
  if (!photoUrl) return null;
  return (
    <DiscPicture
      disc={{
        name,
        brand: disc.discDetails?.brand ?? '',
        pic: null,
        color: null,
        background_color: null,
      }}
      photoUrl={photoUrl}
      size="sm"
      className={className}
    />
  );
}

/** A search result's picture: an own disc wears the colour of the player's copy. */
import type { Disc } from '../../../core/disc/types';
import { DiscPicture } from '../../components/disc/disc-picture';
import { useOwnCopyColour } from '../../data/use-own-copy-colour';

export function OwnCopyPicture({ disc, size }: { disc: Disc; size?: 'sm' | 'md' }) {
  return <DiscPicture disc={disc} size={size} colour={useOwnCopyColour(disc.id)} />;
}

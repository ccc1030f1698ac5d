/**
 * WishButton: puts a catalogue disc on the signed-in player's wishlist, or says it is there
 * already with a link to the wishlist. Signed out it renders nothing.
 *   <WishButton disc={disc} size="sm" />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSession } from '../../data/session';
import { useAddWish, useWishlist } from '../../data/use-wishlist';
import { paths } from '../../lib/paths';
import type { WishButtonProps } from '../../components/disc/disc-modal-slots';
import { Button, LinkButton } from '../../components/ui/button';

const ON_WISHLIST = 'On your wishlist';
const ADD_TO_WISHLIST = 'Add to wishlist';

export function WishButton({ disc, size = 'sm' }: WishButtonProps) {
  const userId = useSession().user?.id ?? null;
  const wishes = useWishlist(userId);
  const add = useAddWish(userId);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  if (userId === null) return null;
  const name = disc.name;
  const onList = wishes.data?.some((w) => w.discitId === disc.id) ?? false;
  if (onList) {
    return (
      <LinkButton
        to={paths.wishlist}
        variant="ghost"
        size={size}
        aria-label={ON_WISHLIST && t`On your wishlist: ${name}`}
      >
        <Trans>On your wishlist</Trans>
      </LinkButton>
    );
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size={size}
        aria-label={ADD_TO_WISHLIST && t`Add to wishlist: ${name}`}
        loading={add.isPending}
        disabled={wishes.data === undefined}
        onClick={() => {
          setError(null);
          add.mutate(
            { discitId: disc.id },
            { onError: (e) => setError(e.message || t`Could not add to your wishlist`) },
          );
        }}
      >
        <Trans>Add to wishlist</Trans>
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </span>
  );
}

/**
 * /wishlist — discs the player means to buy: not in a bag, not in any statistic. From here one
 * click puts a bought disc in a bag (docs/decisions/0009-bag-insights.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Skeletons } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useWishlist } from '../data/use-wishlist';
import { WishlistView } from '../features/wishlist/wishlist-view';

export default function WishlistPage() {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? null;
  const wishes = useWishlist(userId);
  const bags = useBags(userId);
  const failed = readFailure([wishes, bags]);

  return (
    <div className="space-y-6">
      <title>{t`Wishlist · Hyzer`}</title>
      <ScreenHeader title={t({ message: 'Wishlist', context: 'navigation' })}>
        <Trans>
          Discs you mean to buy. They are in no bag and count in no statistic until you move them
          into a bag.
        </Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[wishes, bags]} />
      {wishes.data === undefined || bags.data === undefined ? (
        !failed && (
          <div className="space-y-3" aria-busy="true">
            <Skeletons count={2} className="h-28 w-full" />
          </div>
        )
      ) : (
        <WishlistView wishes={wishes.data} bags={bags.data} />
      )}
    </div>
  );
}

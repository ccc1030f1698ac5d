/**
 * /wishlist — discs the player means to buy: not in a bag, not in any statistic. From here one
 * click puts a bought disc in a bag (docs/decisions/0009-bag-insights.md).
 */
import { LoadError } from '../components/load-error';
import { Skeleton } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useWishlist } from '../data/use-wishlist';
import { WishlistView } from '../features/insights/wishlist-view';
import { errorMessage } from '../lib/error-message';

export default function WishlistPage() {
  const userId = useSession().user?.id ?? null;
  const wishes = useWishlist(userId);
  const bags = useBags(userId);
  const failed = wishes.isError ? wishes : bags.isError ? bags : null;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Wishlist</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Discs you mean to buy. They are in no bag and count in no statistic until you move them
          into a bag.
        </p>
      </header>
      {failed && (
        <LoadError
          message={errorMessage(failed.error)}
          retrying={wishes.isFetching || bags.isFetching}
          onRetry={() => {
            if (wishes.isError) void wishes.refetch();
            if (bags.isError) void bags.refetch();
          }}
        />
      )}
      {wishes.data === undefined || bags.data === undefined ? (
        !failed && (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        )
      ) : (
        <WishlistView wishes={wishes.data} bags={bags.data} />
      )}
    </div>
  );
}

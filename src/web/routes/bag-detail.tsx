/**
 * /bags/:bagId — one of the player's bags. A bag that is not in the player's list (a wrong id
 * or another player's bag) shows 'Error!' with 'Bag not found' and a link back.
 */
import { useParams } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { useBags } from '../features/bags/use-bags';
import { useUserDiscs } from '../features/bags/use-user-discs';
import { BagDetailSkeleton } from '../features/bags-ui/bag-detail-skeleton';
import { BagDetailView } from '../features/bags-ui/bag-detail-view';
import { BagError } from '../features/bags-ui/bag-error';
import { errorMessage } from '../features/bags-ui/error-message';

export const BAG_NOT_FOUND = 'Bag not found';

export default function BagPage() {
  const { bagId } = useParams();
  const userId = useAuth().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);

  if (bags.isPending || discs.isPending) return <BagDetailSkeleton />;
  if (bags.isError) return <BagError message={errorMessage(bags.error)} />;
  const bag = bags.data.find((b) => b.id === bagId);
  if (!bag) return <BagError message={BAG_NOT_FOUND} />;
  if (discs.isError) return <BagError message={errorMessage(discs.error)} />;

  return (
    <BagDetailView
      key={bag.id}
      bag={bag}
      bags={bags.data}
      discs={discs.data.filter((d) => d.bagId === bag.id)}
      userId={userId}
    />
  );
}

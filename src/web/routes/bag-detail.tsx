/**
 * /bags/:bagId — one of the player's bags. A bag that is not in the player's list (a wrong id
 * or another player's bag) shows 'Error!' with 'Bag not found' and a link back.
 */
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUserDiscs } from '../data/use-user-discs';
import { BagDetailSkeleton } from '../features/bags/bag-detail-skeleton';
import { BagDetailView } from '../features/bags/bag-detail-view';
import { BagError } from '../features/bags/bag-error';
import { DiscModal } from '../features/disc-modal/disc-modal';
import { WishButton } from '../features/disc-modal/wish-button';
import { BagInsights } from '../features/insights/bag-insights';
import { BagStrokesGained, DiscStrokesGained } from '../features/rounds/strokes-gained-table';
import type { DiscModalProps } from '../components/disc/disc-modal-slots';
import { errorMessage } from '../lib/error-message';
import { activeDiscs } from '../../core/flight/personal-flight';
import { plasticSuggestions } from '../../core/stats/plastics';

export const BAG_NOT_FOUND = 'Bag not found';

/** The disc modal of the bag's discs: with what the disc is worth in the player's rounds. */
function BagDiscModal(props: DiscModalProps) {
  return <DiscModal {...props} ownedExtra={(d) => <DiscStrokesGained userDiscId={d.id} />} />;
}

export default function BagPage() {
  const { bagId } = useParams();
  const userId = useSession().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const { t } = useLingui();

  // A read that failed with nothing loaded yet shows its message and Retry in place of the bag;
  // one that failed after an earlier answer keeps the bag on screen with the message above it.
  const failed = readFailure([bags, discs]);
  if (failed && (bags.data === undefined || discs.data === undefined)) {
    return (
      <BagError
        message={errorMessage(failed.error)}
        retrying={failed.retrying}
        onRetry={failed.retry}
      />
    );
  }
  if (bags.data === undefined || discs.data === undefined) return <BagDetailSkeleton />;
  const bag = bags.data.find((b) => b.id === bagId);
  if (!bag) return <BagError message={BAG_NOT_FOUND} />;
  const bagDiscs = activeDiscs(discs.data).filter((d) => d.bagId === bag.id);

  return (
    <div className="space-y-6">
      {/* The document's title in the page's language (index.html's is English). */}
      <title>{t`Hyzer — disc golf bag manager`}</title>
      <ReadsLoadError reads={[bags, discs]} />
      <BagDetailView
        key={bag.id}
        bag={bag}
        bags={bags.data}
        discs={bagDiscs}
        plastics={plasticSuggestions(discs.data)}
        userId={userId}
        DiscModal={BagDiscModal}
        insights={
          <div className="space-y-6">
            <BagInsights
              bagId={bag.id}
              discs={bagDiscs}
              DiscModal={DiscModal}
              WishButton={WishButton}
            />
            <BagStrokesGained discs={bagDiscs} />
          </div>
        }
      />
    </div>
  );
}

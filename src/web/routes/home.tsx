/**
 * /home — the dashboard: profile, Your Collection, Quick Actions, Disc Types and Recently Added
 * Discs. A recent disc opens the disc modal (with add to bag).
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Disc } from '../../core/disc/types';
import { LoadError, readFailure } from '../components/load-error';
import { Alert } from '../components/ui/alert';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUserDiscs } from '../data/use-user-discs';
import { catalogueDiscFor } from '../features/bags/catalogue-disc';
import { DiscModal } from '../features/disc-modal/disc-modal';
import { usePlayerCatalogue } from '../data/use-own-discs';
import { CollectionCard } from '../features/dashboard/collection-card';
import { DashboardSkeleton } from '../features/dashboard/dashboard-skeleton';
import { DiscTypesCard } from '../features/dashboard/disc-types-card';
import { ProfileCard } from '../features/dashboard/profile-card';
import { QuickActions } from '../features/dashboard/quick-actions';
import { RecentDiscs } from '../features/dashboard/recent-discs';
import { InsightsSummaryCard } from '../features/insights/insights-summary-card';
import { safeDashboardStats, STATS_FAILED } from '../features/dashboard/safe-stats';
import { activeDiscs, withPersonalFlight } from '../../core/flight/personal-flight';
import { isArchived } from '../../core/rules/disc-details';

export interface HomePageProps {
  /** What computes the statistics (the real dashboardStats unless a test gives one that fails). */
  computeStats?: Parameters<typeof safeDashboardStats>[2];
}

export default function HomePage({ computeStats }: HomePageProps = {}) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const catalogue = usePlayerCatalogue();
  const [opened, setOpened] = useState<Disc | null>(null);
  const { t } = useLingui();
  // STATS_FAILED's words, in the page's language.
  const statsFailed = STATS_FAILED && t`Failed to calculate dashboard statistics.`;
  // The dashboard counts discs in play, with the player's own flight numbers; archived apart.
  const stats = useMemo(
    () =>
      bags.data && discs.data
        ? safeDashboardStats(
            bags.data,
            activeDiscs(discs.data).map(withPersonalFlight),
            computeStats,
          )
        : null,
    [bags.data, discs.data, computeStats],
  );
  const archived = discs.data?.filter(isArchived).length ?? 0;

  const body = () => {
    // The dashboard's one failure message covers its reads too (product rules).
    const failed = readFailure([bags, discs]);
    const failure = failed && (
      <LoadError message={statsFailed} retrying={failed.retrying} onRetry={failed.retry} />
    );
    if (bags.data === undefined || discs.data === undefined) {
      return failure || <DashboardSkeleton />;
    }
    if (!stats) {
      return (
        <Alert tone="error" title={t`Error!`}>
          {statsFailed}
        </Alert>
      );
    }
    return (
      <>
        {failure}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <CollectionCard
              totalBags={stats.totalBags}
              totalDiscs={stats.totalDiscs}
              archivedDiscs={archived}
              topBrand={stats.mostUsedBrand}
            />
          </div>
          <QuickActions />
        </div>
        <InsightsSummaryCard bags={bags.data} discs={discs.data} />
        <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <DiscTypesCard bars={stats.discTypeBars} />
          <RecentDiscs
            discs={stats.recentlyAddedDiscs}
            onOpen={(recent) => setOpened(catalogueDiscFor(recent.disc, catalogue.data))}
          />
        </div>
      </>
    );
  };

  return (
    <div className="space-y-6">
      {/* The document's title in the page's language (index.html's is English). */}
      <title>{t`Hyzer — disc golf bag manager`}</title>
      {user && <ProfileCard user={user} />}
      {body()}
      <DiscModal disc={opened} open={opened !== null} onClose={() => setOpened(null)} />
    </div>
  );
}

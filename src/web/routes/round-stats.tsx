/**
 * /rounds/stats — the player's statistics from their rounds: over all of them (scoring average
 * by par, fairway hits, C1/C1X/C2 putting where shots were described) and per course and layout
 * (rounds played, best, average, each hole against par, birdie rate). docs/product.md "Rounds".
 */
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenHeader } from '../components/page-heading';
import { ReadsLoadError } from '../components/load-error';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Skeletons } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useRoundStats } from '../data/use-round-stats';
import { LayoutStatsCard, PlayerStatsCard } from '../features/courses/round-stats';
import { UDISC_SECTION_ID } from '../features/courses/udisc-transfer';
import { paths } from '../lib/paths';
import { SectionCard } from '../components/section-card';
import { useUserDiscs } from '../data/use-user-discs';
import { discName } from '../features/rounds/use-caddie';
import { StrokesGainedTable } from '../features/rounds/strokes-gained-table';
import type { RoundStatsAnswer } from '../../core/api/round-routes';
import { useMemo } from 'react';

/** What each disc is worth to the player's score (decision 0045), by its name in the collection. */
function DiscValueCard({
  discs,
  userId,
}: {
  discs: RoundStatsAnswer['discs'];
  userId: string | null;
}) {
  const own = useUserDiscs(userId).data;
  const names = useMemo(() => new Map((own ?? []).map((d) => [d.id, discName(d)])), [own]);
  const { t } = useLingui();
  return (
    <SectionCard id="disc-value" title={t`What each disc is worth`}>
      <StrokesGainedTable discs={discs} names={names} />
    </SectionCard>
  );
}

export default function RoundStatsPage() {
  const userId = useSession().user?.id ?? null;
  const stats = useRoundStats(userId);
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <title>{`${t`Round statistics`} · Hyzer`}</title>
      <ScreenHeader
        title={t`Round statistics`}
        actions={
          <Link to={paths.courses} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>Courses</Trans>
          </Link>
        }
      >
        <Trans>Your own scores only: your guests’ are theirs.</Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[stats]} />
      {stats.data === undefined ? (
        stats.isError ? null : (
          <div className="space-y-4" aria-busy="true" aria-label={t`Loading statistics`}>
            <Skeletons count={2} className="h-40" />
          </div>
        )
      ) : stats.data.rounds === 0 ? (
        <EmptyState
          title={t`No rounds yet`}
          description={t`Play a round, or bring your history from UDisc, and your statistics show here.`}
          action={
            <Link
              to={`${paths.account}#${UDISC_SECTION_ID}`}
              className={buttonClasses({ variant: 'primary' })}
            >
              <Trans>Import rounds from UDisc</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <PlayerStatsCard stats={stats.data.player} />
          <DiscValueCard discs={stats.data.discs} userId={userId} />
          <h2 className="text-lg font-semibold">
            <Trans>By course and layout</Trans>
          </h2>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {stats.data.layouts.map((l) => (
              <LayoutStatsCard key={l.key} stats={l} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

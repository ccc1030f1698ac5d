/**
 * /field/history — the throw history: every throw of every disc, newest first and grouped by
 * day, read a page at a time (decision 0039), with filters kept in the address (disc, throw
 * type, effort, measured or typed), each disc's figures and trend, editing that can move a
 * throw to another disc, and delete with Undo. Writes go through the outbox (decision 0031).
 */
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ScreenHeader } from '../components/page-heading';
import { ReadsLoadError } from '../components/load-error';
import { LinkButton } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Skeletons } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { useUserDiscs } from '../data/use-user-discs';
import { useThrowSummary } from '../data/use-throws';
import { useThrowHistory, useThrowTrend } from '../data/use-throw-history';
import { DiscTrends } from '../features/throws/history/disc-trends';
import { FiltersBar } from '../features/throws/history/filters-bar';
import { HistoryThrows } from '../features/throws/history/history-throws';
import { filtersOf, searchOf } from '../features/throws/history/history-filters';
import { fieldDiscName } from '../features/throws/field/field-disc';
import { paths } from '../lib/paths';
import { useThrower } from '../lib/use-thrower';

export default function ThrowHistoryPage() {
  const userId = useSession().user?.id ?? null;
  const discs = useUserDiscs(userId);
  const summary = useThrowSummary(userId);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersOf(search), [search]);
  const { unit, throwType: usualThrow } = useThrower();
  const trendType = filters.throwType ?? usualThrow;
  const trend = useThrowTrend(userId, trendType);
  const history = useThrowHistory(userId, filters);
  const choices = useMemo(
    () =>
      (discs.data ?? [])
        .map((d) => ({ id: d.id, name: fieldDiscName(d), color: d.color }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [discs.data],
  );
  const trendDiscs = filters.userDiscId
    ? choices.filter((d) => d.id === filters.userDiscId)
    : choices;
  const ready = discs.data !== undefined && summary.data !== undefined;
  const { t } = useLingui();

  return (
    <div className="space-y-5">
      <title>{`${t`Throw history`} · Hyzer`}</title>
      <ScreenHeader
        title={t`Throw history`}
        actions={
          <LinkButton variant="secondary" to={paths.field}>
            <Trans>Back to the field session</Trans>
          </LinkButton>
        }
      >
        <Trans>
          Every throw you logged, by day. Filter them, follow each disc’s median, correct a throw or
          move it to the disc you really threw.
        </Trans>
      </ScreenHeader>
      <ReadsLoadError reads={[discs, summary, history, trend]} />
      {!ready ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeletons count={3} className="h-20" />
        </div>
      ) : summary.data.total === 0 ? (
        <EmptyState
          title={t`No throws yet`}
          description={t`Log throws in a field session; each one shows here, by day.`}
          action={
            <LinkButton to={paths.field}>
              <Trans>Start a field session</Trans>
            </LinkButton>
          }
        />
      ) : (
        <>
          <FiltersBar
            discs={choices}
            value={filters}
            onChange={(f) => setSearch(searchOf(f), { replace: true })}
          />
          <DiscTrends
            discs={trendDiscs}
            summary={summary.data}
            points={trend.data?.points ?? []}
            throwType={trendType}
            unit={unit}
          />
          <HistoryThrows userId={userId} history={history} discs={choices} unit={unit} />
        </>
      )}
    </div>
  );
}

/**
 * "Strokes gained per round, by disc" (decision 0045): each disc's shots, their results and its
 * strokes gained against the player's own baseline, with the shots behind every figure and no
 * figure below MIN_SG_SHOTS, from the figures the server worked out over every round
 * (`GET /api/rounds/stats`). The table is pure presentation (the round statistics' "What each
 * disc is worth"); BagStrokesGained is the table for one bag's discs (its Insights view), and
 * DiscStrokesGained one disc's figures (the disc modal opened from a bag).
 */
import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { MIN_SG_SHOTS } from '../../../core/caddie/rules';
import type { DiscStrokesGained as DiscFigures } from '../../../core/caddie/strokes-gained';
import { SHOT_RESULTS } from '../../../core/rules/round';
import { ReadsLoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/spinner';
import { useSession } from '../../data/session';
import { useRoundStats } from '../../data/use-round-stats';
import { SHOT_RESULT_WORDS } from '../../lib/play-labels';
import { discName } from './use-caddie';

/** '+0.25', '−1.10' (a minus sign), in the page's language. */
const signed = (n: number, i18n: I18n) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${i18n.number(Math.abs(n), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** ['Fairway 12', 'Circle 1 (10 m) 3'] in the order of the results. */
const resultParts = (d: Pick<DiscFigures, 'results'>, i18n: I18n) =>
  SHOT_RESULTS.filter((r) => d.results[r]).map(
    (r) => `${i18n._(SHOT_RESULT_WORDS[r])} ${d.results[r]}`,
  );

/** 'Fairway 12 · Circle 1 (10 m) 3' in the order of the results. */
export function resultsLine(d: Pick<DiscFigures, 'results'>, i18n: I18n): string {
  const parts = resultParts(d, i18n);
  return parts.length ? parts.join(' · ') : i18n._(msg`No results noted`);
}

/** The results line with each result kept whole when a narrow column wraps it. */
function Results({ d }: { d: Pick<DiscFigures, 'results'> }) {
  const { i18n } = useLingui();
  const parts = resultParts(d, i18n);
  if (parts.length === 0) return <>{resultsLine(d, i18n)}</>;
  return parts.map((p, i) => (
    <span key={p}>
      {i > 0 && ' · '}
      <span className="whitespace-nowrap">{p}</span>
    </span>
  ));
}

export function StrokesGainedTable({
  discs,
  names,
  onlyDisc,
}: {
  discs: readonly DiscFigures[];
  names: ReadonlyMap<string, string>;
  onlyDisc?: string;
}) {
  const rows = onlyDisc ? discs.filter((d) => d.userDiscId === onlyDisc) : discs;
  const { t, i18n } = useLingui();
  if (rows.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        <Trans>
          No described shots yet. Describe your shots on a hole to see what each disc is worth.
        </Trans>
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-fg-body">
        <Trans>Strokes gained per round, by disc</Trans>
      </caption>
      <thead className="text-fg-muted">
        <tr>
          <th scope="col" className="py-1 pr-2">
            <Trans context="table column">Disc</Trans>
          </th>
          <th scope="col" className="py-1 pr-2">
            <Trans context="table column">Shots</Trans>
          </th>
          <th scope="col" className="py-1 pr-2">
            <Trans context="table column">Per shot</Trans>
          </th>
          <th scope="col" className="py-1 pr-2">
            <Trans context="table column">Per round</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="text-fg-body">
        {rows.map((d) => (
          <tr key={d.userDiscId} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-2 pr-2 font-medium">
              {names.get(d.userDiscId) ?? t`A disc no longer in your collection`}
              <span className="block text-xs font-normal text-fg-muted">
                <Results d={d} />
              </span>
            </th>
            <td className="py-2 pr-2">{d.shots}</td>
            {d.perShot === null || d.perRound === null ? (
              <td colSpan={2} className="py-2 pr-2 text-fg-muted">
                {notYet(d, i18n)}
              </td>
            ) : (
              <>
                <td className="py-2 pr-2">{signed(d.perShot, i18n)}</td>
                <td className="py-2 pr-2">{signed(d.perRound, i18n)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Not enough measured shots for a figure yet, in the player's words. */
const notYet = (d: Pick<DiscFigures, 'measuredShots'>, i18n: I18n) => {
  const measured = d.measuredShots;
  const needed = MIN_SG_SHOTS;
  return i18n._(msg`Not enough shots yet (${measured} of ${needed} with a known start and finish)`);
};

/** The bag's discs' strokes gained, in the bag's Insights view. */
export function BagStrokesGained({ discs }: { discs: readonly UserDisc[] }) {
  const userId = useSession().user?.id ?? null;
  const stats = useRoundStats(userId);
  const { t } = useLingui();
  const names = useMemo(() => new Map(discs.map((d) => [d.id, discName(d)])), [discs]);
  const rows = useMemo(
    () => stats.data?.discs.filter((d) => names.has(d.userDiscId)) ?? [],
    [stats.data, names],
  );
  return (
    <SectionCard id="bag-strokes-gained" title={t`What each disc is worth in your rounds`}>
      <div className="mt-3 space-y-3">
        <ReadsLoadError reads={[stats]} />
        {stats.data === undefined ? (
          !stats.isError && <Skeleton className="h-24 w-full" />
        ) : (
          <StrokesGainedTable discs={rows} names={names} />
        )}
      </div>
    </SectionCard>
  );
}

/**
 * One disc's strokes gained, in the disc modal opened from a bag: the figure per round first (what
 * the disc is worth to a round's score), per shot beside it, then the shots and results behind it.
 */
export function DiscStrokesGained({ userDiscId }: { userDiscId: string }) {
  const userId = useSession().user?.id ?? null;
  const stats = useRoundStats(userId);
  const d = stats.data?.discs.find((x) => x.userDiscId === userDiscId);
  const { i18n } = useLingui();
  const perRound = d?.perRound == null ? '' : signed(d.perRound, i18n);
  const perShot = d?.perShot == null ? '' : signed(d.perShot, i18n);
  return (
    <section
      aria-labelledby="disc-strokes-gained-heading"
      className="mt-5 rounded-xl border border-border p-4"
    >
      <h3 id="disc-strokes-gained-heading" className="text-sm font-semibold text-fg">
        <Trans>In your rounds</Trans>
      </h3>
      <div className="mt-2 space-y-1 text-sm">
        <ReadsLoadError reads={[stats]} />
        {stats.data === undefined ? (
          !stats.isError && <Skeleton className="h-16 w-full" />
        ) : !d ? (
          <p className="text-fg-muted">
            <Trans>
              No described shots with this disc yet. Describe your shots on a hole to see what it is
              worth to your score.
            </Trans>
          </p>
        ) : (
          <>
            {d.perShot === null || d.perRound === null ? (
              <p className="text-slate-700 dark:text-slate-200">{notYet(d, i18n)}</p>
            ) : (
              <p data-testid="disc-strokes-gained" className="text-fg-body">
                <Trans>
                  <span className="text-2xl font-bold tabular-nums">{perRound}</span> strokes gained
                  per round <span className="text-fg-muted">({perShot} per shot)</span>
                </Trans>
              </p>
            )}
            <p className="text-fg-muted">
              {shotsInRounds(d.shots, d.rounds)} <Results d={d} />
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** '12 shots in 3 rounds:' */
function shotsInRounds(shots: number, rounds: number): string {
  const inRounds = plural(rounds, { one: '# round', other: '# rounds' });
  return plural(shots, {
    one: `# shot in ${inRounds}:`,
    other: `# shots in ${inRounds}:`,
  });
}

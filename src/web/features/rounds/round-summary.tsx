/**
 * A finished round's summary: the score against par in big type with the strokes, the count of
 * birdies, pars and bogeys (eagles and doubles when there are any), and the holes played best and
 * worst against the player's own average on that hole of the same layout (core/rounds/stats).
 */
import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import * as roundRoutes from '../../../core/api/round-routes';
import type { Round, RoundListItem } from '../../../core/schemas/round';
import { formatToPar, layoutKey, roundSummary, type HoleAgainst } from '../../../core/rounds/stats';
import { callApi } from '../../lib/api-client';
import { LIST_STALE_MS } from '../../data/query-policy';
import { roundKey, useRounds } from '../../data/use-rounds';

/** How many earlier rounds of the layout the averages are taken over (the newest). */
const HISTORY_ROUNDS = 20;

/** The player's other finished rounds of the same layout, read whole (the newest few). */
function useLayoutHistory(userId: string | null, round: Round): Round[] {
  const list = useRounds(userId);
  const key = layoutKey(round);
  const others = (list.data ?? [])
    .filter(
      (r: RoundListItem) =>
        r.id !== round.id && r.finishedAt !== null && r.holesPlayed > 0 && layoutKey(r) === key,
    )
    .slice(0, HISTORY_ROUNDS);
  return useQueries({
    queries: others.map((r) => ({
      queryKey: roundKey(userId, r.id),
      queryFn: () => callApi(roundRoutes.getRound, { params: { id: r.id } }),
      staleTime: LIST_STALE_MS,
      retry: false,
    })),
    combine: readRounds,
  });
}

/** The rounds read so far (a stable function, so the combined list is kept between renders). */
const readRounds = (reads: { data?: Round }[]): Round[] =>
  reads.flatMap((q) => (q.data ? [q.data] : []));

function HoleList({ title, holes }: { title: string; holes: HoleAgainst[] }) {
  const { t } = useLingui();
  return (
    <div className="rounded-xl border border-slate-200 bg-surface p-4 dark:border-slate-700">
      <h3 className="font-semibold">{title}</h3>
      {holes.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">
          <Trans>None this round.</Trans>
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {holes.map((h) => {
            const label = h.label;
            const strokes = h.strokes;
            const against = `${h.against > 0 ? '+' : '\u2212'}${Math.abs(h.against)}`;
            return (
              <li key={h.hole}>
                <span className="font-semibold">
                  <Trans>Hole {label}</Trans>
                </span>
                :{' '}
                {h.basis === 'average'
                  ? t`${strokes} (${against} against your average)`
                  : t`${strokes} (${against} against par)`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function RoundSummaryView({ userId, round }: { userId: string | null; round: Round }) {
  const history = useLayoutHistory(userId, round);
  const s = useMemo(() => roundSummary(round, history), [round, history]);
  const { t, i18n } = useLingui();
  const counts = (
    [
      ['eagles', msg`Eagles`, s.counts.eagles],
      ['birdies', msg`Birdies`, s.counts.birdies],
      ['pars', msg`Pars`, s.counts.pars],
      ['bogeys', msg`Bogeys`, s.counts.bogeys],
      ['doubles', msg`Doubles+`, s.counts.doubles],
    ] as const
  ).filter(([key, , n]) => n !== 0 || ['birdies', 'pars', 'bogeys'].includes(key));
  const holesPlayed = s.holesPlayed;
  const holeCount = round.holes.length;
  const par = s.par;
  const strokes = s.strokes;
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" className="sr-only">
        <Trans>Summary</Trans>
      </h2>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-surface p-4 dark:border-slate-700">
        <p>
          <span className="block text-sm font-medium text-fg-muted">
            <Trans>Score</Trans>
          </span>
          <span className="text-6xl font-extrabold tabular-nums" data-testid="round-score">
            {formatToPar(s.toPar)}
          </span>
        </p>
        <p className="pb-2 text-lg">
          <Trans>
            <span className="font-semibold">{strokes}</span>{' '}
            <Plural value={strokes} one="stroke" other="strokes" /> over {holesPlayed} of{' '}
            {holeCount} holes <span className="whitespace-nowrap">(par {par})</span>
          </Trans>
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {counts.map(([key, label, n]) => (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-surface p-3 text-center dark:border-slate-700"
          >
            <dt className="text-sm text-fg-muted">{i18n._(label)}</dt>
            <dd className="text-3xl font-bold tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <HoleList title={t`Played best`} holes={s.best} />
        <HoleList title={t`Played worst`} holes={s.worst} />
      </div>
      {history.length === 0 && (
        <p className="text-sm text-fg-muted">
          <Trans>
            Best and worst are against par until you have played this layout before; then against
            your own average on each hole.
          </Trans>
        </p>
      )}
    </section>
  );
}

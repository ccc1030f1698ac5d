/**
 * The statistics a player reads after a round (figures from core/rounds/stats.ts, served by
 * GET /api/rounds/stats):
 *   <LayoutStatsCard stats={layout} />   rounds played, best, average, birdie rate, and each
 *                                        hole's average against par with its birdie rate
 *   <PlayerStatsCard stats={player} />   scoring average by par, fairway hits, C1, C1X, C2
 */
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoundStatsAnswer } from '../../../core/api/round-routes';
import { SectionCard } from '../../components/section-card';
import { cn } from '../../components/ui/cn';
import { NO_VALUE } from '../../lib/no-value';

type LayoutFigures = RoundStatsAnswer['layouts'][number];
type PlayerFigures = RoundStatsAnswer['player'];
type Rate = PlayerFigures['c1'];

/** A score against par as players write it: E, +2, −1 (to 0.1 for an average). */
export function toParText(n: number | null, i18n: I18n): string {
  if (n === null) return NO_VALUE;
  if (n === 0) return 'E';
  const abs = Number.isInteger(n)
    ? String(Math.abs(n))
    : i18n.number(Math.abs(n), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${n > 0 ? '+' : '−'}${abs}`;
}

/** '45%' ('45 %' where the language writes it so). */
export const percentText = (rate: number | null, i18n: I18n): string =>
  rate === null ? NO_VALUE : i18n.number(Math.round(rate * 100) / 100, { style: 'percent' });

/** An average to `digits` decimals in the page's language. */
const decimal = (n: number, digits: number, i18n: I18n) =>
  i18n.number(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });

const toParTone = (n: number | null) =>
  n === null || n === 0
    ? ''
    : n < 0
      ? 'text-emerald-700 dark:text-emerald-300'
      : 'text-danger-text';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-fg-faint">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-fg-faint">{hint}</dd>}
    </div>
  );
}

const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

export function LayoutStatsCard({ stats, id }: { stats: LayoutFigures; id?: string }) {
  const sectionId = id ?? `layout-stats-${slug(stats.key)}`;
  const { t, i18n } = useLingui();
  const toPar = toParText(stats.averageToPar, i18n);
  const layoutName = stats.layoutName;
  return (
    <SectionCard
      id={sectionId}
      title={`${stats.courseName} · ${stats.layoutName}`}
      headingClassName="text-base"
    >
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t`Rounds played`} value={String(stats.roundsPlayed)} />
        <Figure label={t`Best`} value={toParText(stats.best, i18n)} />
        <Figure
          label={t`Average`}
          value={stats.average === null ? NO_VALUE : decimal(stats.average, 1, i18n)}
          hint={stats.average === null ? undefined : t`${toPar} to par`}
        />
        <Figure label={t`Birdie rate`} value={percentText(stats.birdieRate, i18n)} />
      </dl>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">
            <Trans>
              Each hole of {layoutName}: your average against par and how often you birdied it
            </Trans>
          </caption>
          <thead className="text-xs text-fg-faint uppercase">
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-2 text-left font-semibold">
                <Trans context="scorecard column">Hole</Trans>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                <Trans context="scorecard column">Par</Trans>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                <Trans context="table column">Average</Trans>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                <Trans context="table column">To par</Trans>
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                <Trans context="table column">Birdies</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {stats.holes.map((h) => (
              <tr key={h.label}>
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {h.label}
                </th>
                <td className="px-2 py-1.5 text-right">{h.par}</td>
                <td className="px-2 py-1.5 text-right">
                  {h.average === null ? NO_VALUE : decimal(h.average, 1, i18n)}
                </td>
                <td className={cn('px-2 py-1.5 text-right font-medium', toParTone(h.averageToPar))}>
                  {toParText(h.averageToPar, i18n)}
                </td>
                <td className="py-1.5 pl-2 text-right">{percentText(h.birdieRate, i18n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}

export function PlayerStatsCard({ stats }: { stats: PlayerFigures }) {
  const { t, i18n } = useLingui();
  const rateHint = (r: Rate) => {
    const made = r.made;
    const attempts = r.attempts;
    return attempts === 0 ? t`no shots described` : t`${made} of ${attempts}`;
  };
  const parLabel = (par: number) => t`Par ${par}`;
  return (
    <SectionCard id="player-stats" title={t`All your rounds`}>
      <h3 className="mt-3 text-sm font-semibold text-fg-soft">
        <Trans>Scoring average by par</Trans>
      </h3>
      {stats.scoringAverageByPar.length === 0 ? (
        <p className="mt-1 text-sm text-fg-faint">
          <Trans>No holes scored yet.</Trans>
        </p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {stats.scoringAverageByPar.map((p) => (
            <Figure
              key={p.par}
              label={parLabel(p.par)}
              value={decimal(p.average, 2, i18n)}
              hint={holesText(p.holes)}
            />
          ))}
        </dl>
      )}
      <h3 className="mt-4 text-sm font-semibold text-fg-soft">
        <Trans>From the shots you described</Trans>
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label={t`Fairway hits`}
          value={percentText(stats.fairwayHits.rate, i18n)}
          hint={rateHint(stats.fairwayHits)}
        />
        <Figure
          label={t`C1 putting`}
          value={percentText(stats.c1.rate, i18n)}
          hint={rateHint(stats.c1)}
        />
        <Figure
          label={t`C1X putting`}
          value={percentText(stats.c1x.rate, i18n)}
          hint={rateHint(stats.c1x)}
        />
        <Figure
          label={t`C2 putting`}
          value={percentText(stats.c2.rate, i18n)}
          hint={rateHint(stats.c2)}
        />
      </dl>
    </SectionCard>
  );
}

/** '1 hole', '12 holes' */
function holesText(holes: number): string {
  return plural(holes, { one: '# hole', other: '# holes' });
}

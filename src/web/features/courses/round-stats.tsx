/**
 * The statistics a player reads after a round (figures from core/rounds/stats.ts, served by
 * GET /api/rounds/stats):
 *   <LayoutStatsCard stats={layout} />   rounds played, best, average, birdie rate, and each
 *                                        hole's average against par with its birdie rate
 *   <PlayerStatsCard stats={player} />   scoring average by par, fairway hits, C1, C1X, C2
 */
import type { RoundStatsAnswer } from '../../../core/api/round-routes';
import { SectionCard } from '../../components/section-card';
import { cn } from '../../components/ui/cn';
import { NO_VALUE } from '../../lib/no-value';

type LayoutFigures = RoundStatsAnswer['layouts'][number];
type PlayerFigures = RoundStatsAnswer['player'];
type Rate = PlayerFigures['c1'];

/** A score against par as players write it: E, +2, −1 (to 0.1 for an average). */
export function toParText(n: number | null): string {
  if (n === null) return NO_VALUE;
  if (n === 0) return 'E';
  const abs = Number.isInteger(n) ? String(Math.abs(n)) : Math.abs(n).toFixed(1);
  return `${n > 0 ? '+' : '−'}${abs}`;
}

export const percentText = (rate: number | null): string =>
  rate === null ? NO_VALUE : `${Math.round(rate * 100)}%`;

const toParTone = (n: number | null) =>
  n === null || n === 0
    ? ''
    : n < 0
      ? 'text-emerald-700 dark:text-emerald-300'
      : 'text-red-700 dark:text-red-300';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}

const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

export function LayoutStatsCard({ stats, id }: { stats: LayoutFigures; id?: string }) {
  const sectionId = id ?? `layout-stats-${slug(stats.key)}`;
  return (
    <SectionCard
      id={sectionId}
      title={`${stats.courseName} · ${stats.layoutName}`}
      headingClassName="text-base"
    >
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Rounds played" value={String(stats.roundsPlayed)} />
        <Figure label="Best" value={toParText(stats.best)} />
        <Figure
          label="Average"
          value={stats.average === null ? NO_VALUE : stats.average.toFixed(1)}
          hint={stats.average === null ? undefined : `${toParText(stats.averageToPar)} to par`}
        />
        <Figure label="Birdie rate" value={percentText(stats.birdieRate)} />
      </dl>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">
            Each hole of {stats.layoutName}: your average against par and how often you birdied it
          </caption>
          <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-2 text-left font-semibold">
                Hole
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Par
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Average
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                To par
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                Birdies
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
                  {h.average === null ? NO_VALUE : h.average.toFixed(1)}
                </td>
                <td className={cn('px-2 py-1.5 text-right font-medium', toParTone(h.averageToPar))}>
                  {toParText(h.averageToPar)}
                </td>
                <td className="py-1.5 pl-2 text-right">{percentText(h.birdieRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}

const rateHint = (r: Rate) =>
  r.attempts === 0 ? 'no shots described' : `${r.made} of ${r.attempts}`;

export function PlayerStatsCard({ stats }: { stats: PlayerFigures }) {
  return (
    <SectionCard id="player-stats" title="All your rounds">
      <h3 className="mt-3 text-sm font-semibold text-slate-700 dark:text-slate-300">
        Scoring average by par
      </h3>
      {stats.scoringAverageByPar.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No holes scored yet.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {stats.scoringAverageByPar.map((p) => (
            <Figure
              key={p.par}
              label={`Par ${p.par}`}
              value={p.average.toFixed(2)}
              hint={p.holes === 1 ? '1 hole' : `${p.holes} holes`}
            />
          ))}
        </dl>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
        From the shots you described
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label="Fairway hits"
          value={percentText(stats.fairwayHits.rate)}
          hint={rateHint(stats.fairwayHits)}
        />
        <Figure label="C1 putting" value={percentText(stats.c1.rate)} hint={rateHint(stats.c1)} />
        <Figure
          label="C1X putting"
          value={percentText(stats.c1x.rate)}
          hint={rateHint(stats.c1x)}
        />
        <Figure label="C2 putting" value={percentText(stats.c2.rate)} hint={rateHint(stats.c2)} />
      </dl>
    </SectionCard>
  );
}

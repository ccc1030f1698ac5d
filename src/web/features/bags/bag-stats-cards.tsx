/**
 * BagStatsCards: the bag analytics summary as four cards: Total Discs, Disc Types,
 * Avg Flight Numbers and Most Common Brand.
 *   <BagStatsCards summary={bagSummary(discs)} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { numberText } from '../../components/charts/distance-words';
import { categoryText } from '../../components/disc/disc-words';
import type { ReactNode } from 'react';
import type { DiscType } from '../../../core/disc/types';
import type { BagSummary } from '../../../core/stats/bag-summary';
import { DASHBOARD_DISC_TYPES } from '../../../core/stats/dashboard';
import { cn } from '../../components/ui/cn';
import { NO_VALUE } from '../../lib/no-value';

/** The types the bag's Disc Types card lists when present, in the dashboard's order. */
const BAG_TYPES: readonly DiscType[] = [...DASHBOARD_DISC_TYPES, 'other'];

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <h2 className="text-xs font-semibold tracking-wide text-fg-faint uppercase">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export function BagStatsCards({ summary, className }: { summary: BagSummary; className?: string }) {
  const { t, i18n } = useLingui();
  const { flightNumbers: f } = summary;
  const types = BAG_TYPES.filter((t) => summary.discTypeBreakdown[t] > 0);
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      <StatCard title={t`Total Discs`}>
        <p className="text-3xl font-bold tabular-nums">{i18n.number(summary.totalDiscs)}</p>
      </StatCard>
      <StatCard title={t`Disc Types`}>
        {types.length === 0 ? (
          <p className="text-sm text-fg-faint">
            <Trans>None yet</Trans>
          </p>
        ) : (
          <ul className="space-y-0.5 text-sm">
            {types.map((type) => (
              <li key={type} className="flex justify-between gap-2">
                <span className="text-fg-soft">{categoryText(type)}</span>
                <span className="font-semibold tabular-nums">
                  {i18n.number(summary.discTypeBreakdown[type])}
                </span>
              </li>
            ))}
          </ul>
        )}
      </StatCard>
      <StatCard title={t`Avg Flight Numbers`}>
        <dl className="grid grid-cols-4 gap-1 text-center">
          {(
            [
              [t`Speed`, f.avgSpeed],
              [t`Glide`, f.avgGlide],
              [t`Turn`, f.avgTurn],
              [t`Fade`, f.avgFade],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-[11px] font-medium break-words text-slate-600 uppercase dark:text-slate-400">
                {label}
              </dt>
              <dd className="text-lg font-bold tabular-nums">
                {value === null ? NO_VALUE : numberText(value)}
              </dd>
            </div>
          ))}
        </dl>
      </StatCard>
      <StatCard title={t`Most Common Brand`}>
        <p className="truncate text-xl font-bold">{summary.mostCommonBrand ?? NO_VALUE}</p>
      </StatCard>
    </div>
  );
}

/**
 * 'Disc Types': a legend (OS overstable, S stable, US understable) and one bar per type
 * (distance, hybrid, control, midrange, approach, putter, and other when any) with its count, its
 * percentage of all discs (they add up to 100) and its stability segments.
 * Data: dashboardStats(...).discTypeBars.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { categoryText } from '../../components/disc/disc-words';
import { stabilityGroupShort, stabilityGroupText } from '../../components/charts/distance-words';
import type { StabilityGroup } from '../../../core/disc/stability';
import type { DiscTypeBar } from '../../../core/stats/dashboard';
import { STABILITY_SEGMENT_ORDER } from '../../../core/stats/dashboard';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';

const SEGMENT_COLORS: Readonly<Record<StabilityGroup, string>> = {
  overstable: 'bg-overstable',
  stable: 'bg-stable',
  understable: 'bg-understable',
};

export function DiscTypesCard({ bars }: { bars: readonly DiscTypeBar[] }) {
  const { t, i18n } = useLingui();
  return (
    <Card as="section" aria-labelledby="disc-types-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="disc-types-heading" className="text-lg font-semibold">
          <Trans>Disc Types</Trans>
        </h2>
        <ul aria-label={t`Stability legend`} className="flex flex-wrap gap-3 text-xs">
          {STABILITY_SEGMENT_ORDER.map((group) => (
            <li key={group} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={cn('size-2.5 rounded-full', SEGMENT_COLORS[group])}
              />
              <span className="font-semibold">{stabilityGroupShort(group)}</span>
              <span className="text-fg-faint">
                {stabilityGroupText(group).toLocaleLowerCase(i18n.locale)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-5 space-y-4">
        {bars.map((bar) => (
          <li key={bar.type} data-testid={`disc-type-${bar.type}`}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{categoryText(bar.type)}</span>
              <span className="text-fg-faint tabular-nums">
                <BarCount count={bar.count} percentage={bar.percentage} />
              </span>
            </div>
            <div
              className="mt-1.5 h-3 overflow-hidden rounded-full bg-surface-muted"
              aria-hidden="true"
            >
              <div className="flex h-full" style={{ width: `${bar.percentage}%` }}>
                {bar.segments.map((segment) =>
                  segment.count === 0 ? null : (
                    <span
                      key={segment.group}
                      className={SEGMENT_COLORS[segment.group]}
                      style={{ width: `${segment.share * 100}%` }}
                    />
                  ),
                )}
              </div>
            </div>
            <p className="mt-1 text-xs text-fg-faint">
              {bar.segments
                .map((s) => `${stabilityGroupShort(s.group)} ${i18n.number(s.count)}`)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** '3 discs · 40%': the count in bold, then the share of all discs. */
function BarCount({ count, percentage }: { count: number; percentage: number }) {
  const { i18n } = useLingui();
  const share = i18n.number(percentage / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <span className="font-semibold text-fg">{i18n.number(count)}</span>{' '}
      <Plural value={count} one={`disc · ${share}`} other={`discs · ${share}`} />
    </>
  );
}

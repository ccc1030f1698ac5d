/**
 * Each disc's trend on the throw history: its figures (the median and best of its full-power
 * throws of one type, as the chart counts them, the others apart) and a small line of its median
 * per day over its latest days (GET /api/throws/trend).
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ThrowType } from '../../../../core/rules/throw';
import { formatLength, type DistanceUnit } from '../../../../core/flight/thrower';
import { discFigures } from '../../../../core/throws/disc-figures';
import type { ThrowSummary } from '../../../../core/throws/throw-summary';
import type { TrendPoint } from '../../../../core/throws/throw-trend';
import { THROW_TYPE_WORDS } from '../../../lib/play-labels';
import { discFiguresWords } from '../../../lib/throw-words';

export interface TrendDisc {
  id: string;
  name: string;
  color: string;
}

export function DiscTrends({
  discs,
  summary,
  points,
  throwType,
  unit,
}: {
  discs: readonly TrendDisc[];
  summary: ThrowSummary;
  points: readonly TrendPoint[];
  throwType: ThrowType;
  unit: DistanceUnit;
}) {
  const shown = discs.filter((d) => summary.discs.some((s) => s.userDiscId === d.id));
  const { t, i18n } = useLingui();
  if (shown.length === 0) return null;
  const type = i18n._(THROW_TYPE_WORDS[throwType]);
  const trendLabel = (name: string) => t`${name} trend`;
  return (
    <section aria-labelledby="trends-heading" className="space-y-2">
      <h2 id="trends-heading" className="text-lg font-semibold">
        <Trans>Trends: {type}, full power</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((d) => (
          <li
            key={d.id}
            className="rounded-xl border border-slate-200 bg-surface p-3 dark:border-slate-700"
            aria-label={trendLabel(d.name)}
          >
            <p className="flex items-center gap-2 font-semibold text-fg">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full border border-slate-400"
                style={{ backgroundColor: d.color }}
              />
              {d.name}
            </p>
            <p className="text-xs text-fg-muted" data-testid="disc-stats">
              {discFiguresWords(
                discFigures(summary.groups, d.id, throwType),
                (f) => formatLength(f, unit),
                i18n,
              )}
            </p>
            <Sparkline
              name={d.name}
              color={d.color}
              points={points.filter((p) => p.userDiscId === d.id)}
              unit={unit}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const W = 240;
const H = 56;
const PAD = 6;

function Sparkline({
  name,
  color,
  points,
  unit,
}: {
  name: string;
  color: string;
  points: readonly TrendPoint[];
  unit: DistanceUnit;
}) {
  const { t, i18n } = useLingui();
  if (points.length === 0) return null;
  const values = points.map((p) => p.medianFt);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (i: number) =>
    points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => (hi === lo ? H / 2 : H - PAD - ((v - lo) * (H - 2 * PAD)) / (hi - lo));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const firstMedian = formatLength(first.medianFt, unit);
  const lastMedian = formatLength(last.medianFt, unit);
  const day = (key: string) => i18n.date(`${key}T12:00:00`, { dateStyle: 'medium' });
  const firstDay = day(first.day);
  const lastDay = day(last.day);
  const days = points.length;
  const label =
    points.length === 1
      ? t`${name}: median ${firstMedian} on ${firstDay}`
      : i18n._(
          msg`${name}: median by day, ${firstMedian} on ${firstDay} to ${lastMedian} on ${lastDay} (${plural(days, { one: '# day', other: '# days' })})`,
        );
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="mt-2 h-14 w-full text-slate-400"
      role="img"
      aria-label={label}
      data-testid="trend-line"
    >
      <title>{label}</title>
      <polyline
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        points={points.map((p, i) => `${x(i)},${y(p.medianFt)}`).join(' ')}
      />
      {points.map((p, i) => (
        <circle
          key={p.day}
          cx={x(i)}
          cy={y(p.medianFt)}
          r={3.5}
          fill={color}
          stroke="currentColor"
          strokeWidth={1}
        />
      ))}
    </svg>
  );
}
